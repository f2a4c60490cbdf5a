import { Link } from "@remix-run/react";

/** The signed-out pages' top bar: the product name, linking home, as wide as the page below it. */
export function PublicHeader({ widthClassName }: { widthClassName: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={`mx-auto flex ${widthClassName} items-center justify-between px-4 py-3`}>
        <Link to="/" className="text-lg font-extrabold text-brand-700">
          App Marketing Machine
        </Link>
      </div>
    </header>
  );
}
