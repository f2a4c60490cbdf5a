import { Link } from "@remix-run/react";

import { LogoutForm } from "~/components/layout/logout-form";
import { useClosingDetails } from "~/components/layout/use-closing-details";

export function avatarLetter(email: string): string {
  return (email.trim()[0] ?? "?").toUpperCase();
}

export function UserMenu({ email }: { email: string }) {
  const menu = useClosingDetails();
  return (
    <details {...menu} className="user-menu">
      <summary aria-label="User menu">
        <span data-testid="avatar" aria-hidden="true">
          {avatarLetter(email)}
        </span>
      </summary>
      <div>
        <p>
          Signed in as <span>{email}</span>
        </p>
        {/* discover="none": the sidebar's links to the same pages already load their routes. */}
        <ul className="nav-list">
          <li>
            <Link to="/profile" discover="none">
              Profile Settings
            </Link>
          </li>
          <li>
            <Link to="/team" discover="none">
              Team
            </Link>
          </li>
          <li>
            <Link to="/billing" discover="none">
              Billing &amp; Subscription
            </Link>
          </li>
          <li>
            <LogoutForm />
          </li>
        </ul>
      </div>
    </details>
  );
}
