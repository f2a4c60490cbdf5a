// A dialog whose open state lives in the URL (?add=true, ?edit=<id>, ?delete=<id>), so the
// server renders it open and it works with JavaScript off. With JavaScript it becomes a real
// modal (focus kept inside, Escape closes, the page behind is inert).
import { Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";

type Props = {
  titleId: string;
  title: string;
  closeHref: string;
  children: ReactNode;
};

export function UrlDialog({ titleId, title, closeHref, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  // Without JavaScript a plain overlay dims the page; the modal has its own ::backdrop.
  const [modal, setModal] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Rendered open (non-modal) by the server; reopen as modal so it traps focus.
    if (!dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    setModal(true);
    function onCancel(event: Event) {
      event.preventDefault();
      navigate(closeHref, { preventScrollReset: true, replace: true });
    }
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [closeHref, navigate]);

  return (
    <>
      {modal ? null : <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/50" />}
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        className="fixed inset-x-0 top-[8vh] z-50 mx-auto my-0 max-h-[84dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <Link
            to={closeHref}
            preventScrollReset
            replace
            className="btn-ghost -mr-2 -mt-1 px-3 text-xl leading-none"
            aria-label="Close"
          >
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <div className="px-5 py-4">{children}</div>
      </dialog>
    </>
  );
}
