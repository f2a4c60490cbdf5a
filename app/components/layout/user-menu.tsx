import { Link } from "@remix-run/react";

import { LogoutForm } from "./logout-form";
import { useClosingDetails } from "./use-closing-details";

const menuLinkClass = "nav-link";

export function avatarLetter(email: string): string {
  return (email.trim()[0] ?? "?").toUpperCase();
}

export function UserMenu({ email }: { email: string }) {
  const menu = useClosingDetails();
  return (
    <details {...menu} className="relative">
      <summary
        aria-label="User menu"
        className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden"
      >
        <span
          data-testid="avatar"
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {avatarLetter(email)}
        </span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <p className="truncate px-3 py-2 text-sm text-slate-600">
          Signed in as <span className="font-medium text-slate-900">{email}</span>
        </p>
        <ul className="space-y-1 border-t border-slate-100 pt-1">
          <li>
            <Link to="/profile" className={menuLinkClass}>
              Profile Settings
            </Link>
          </li>
          <li>
            <Link to="/team" className={menuLinkClass}>
              Team
            </Link>
          </li>
          <li>
            <Link to="/billing" className={menuLinkClass}>
              Billing &amp; Subscription
            </Link>
          </li>
          <li>
            <LogoutForm className={`${menuLinkClass} w-full`} />
          </li>
        </ul>
      </div>
    </details>
  );
}
