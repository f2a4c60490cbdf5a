// The landing page's header. From the sm breakpoint the links sit in a row; on a phone they
// move behind a Menu toggle (a <details>, so it works without JavaScript) and the header stays
// one row high.
import { Link } from "@remix-run/react";

import { IconSprite, MenuIcon } from "~/components/layout/icons";
import { useClosingDetails } from "~/components/layout/use-closing-details";

const LINKS = [
  { href: "#features", label: "Features", className: "btn-ghost" },
  { href: "#pricing", label: "Pricing", className: "btn-ghost" },
  { href: "/auth", label: "Sign In", className: "btn-secondary" },
  { href: "/auth?tab=register", label: "Start Free Trial", className: "btn-primary" },
];

function HeaderLink({ href, label, className }: (typeof LINKS)[number]) {
  // In-page anchors stay plain links; the others are client-side navigations.
  return href.startsWith("#") ? (
    <a href={href} className={className}>
      {label}
    </a>
  ) : (
    <Link to={href} className={className}>
      {label}
    </Link>
  );
}

export function LandingHeader() {
  const menu = useClosingDetails();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* The menu's icon points into this sprite; the signed-in layout draws its own. */}
      <IconSprite />
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3"
      >
        <Link to="/" className="min-w-0 truncate text-lg font-extrabold text-brand-700">
          App Marketing Machine
        </Link>
        <div className="hidden flex-wrap items-center gap-1 text-sm sm:flex">
          {LINKS.map((link) => (
            <HeaderLink key={link.href} {...link} />
          ))}
        </div>
        <details {...menu} className="relative shrink-0 sm:hidden">
          <summary
            aria-label="Menu"
            className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
          >
            <MenuIcon />
          </summary>
          <ul className="absolute right-0 top-full z-50 mt-2 w-56 space-y-1 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-lg">
            {LINKS.map((link) => (
              <li key={link.href}>
                <HeaderLink {...link} className={`${link.className} w-full`} />
              </li>
            ))}
          </ul>
        </details>
      </nav>
    </header>
  );
}
