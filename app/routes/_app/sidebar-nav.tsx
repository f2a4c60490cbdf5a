import { Link, NavLink, useLocation } from "@remix-run/react";
import { useRef } from "react";

import { ChevronIcon, MenuIcon } from "~/components/layout/icons";
import { LogoutForm } from "~/components/layout/logout-form";
import { useClosingDetails } from "~/components/layout/use-closing-details";

type NavItem = {
  to: string;
  label: string;
  highlightActive?: boolean;
  /** Marked on the pages below it too (Profile Settings' rooms), as the current section. */
  section?: boolean;
};
type NavGroup = { label: string; links: NavItem[] };

// The sidebar groups of docs/product/spec-facts.md §2. "My Apps" lives on the dashboard, so only
// "Dashboard" is marked as the current page there.
export const NAV_GROUPS: NavGroup[] = [
  { label: "Dashboard", links: [{ to: "/dashboard", label: "Dashboard" }] },
  {
    label: "My Apps",
    links: [{ to: "/dashboard", label: "My Apps", highlightActive: false }],
  },
  {
    label: "Marketing Tools",
    links: [
      { to: "/simple-wizard", label: "Simple Wizard" },
      { to: "/wizard", label: "Marketing Wizard" },
      { to: "/calendar", label: "Marketing Calendar" },
    ],
  },
  {
    label: "Analytics",
    links: [
      { to: "/analytics", label: "Analytics" },
      { to: "/reports", label: "Reports" },
    ],
  },
  { label: "Team", links: [{ to: "/team", label: "Team" }] },
  { label: "Billing", links: [{ to: "/billing", label: "Billing" }] },
  {
    label: "Settings",
    links: [
      { to: "/profile", label: "Profile", section: true },
      { to: "/preferences", label: "Preferences" },
    ],
  },
  { label: "Help & Support", links: [{ to: "/help", label: "Help & Support" }] },
];

const ADMIN_GROUP: NavGroup = {
  label: "Admin",
  links: [{ to: "/admin", label: "Admin" }],
};

function NavEntry({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  if (item.highlightActive === false) {
    return <Link to={item.to}>{item.label}</Link>;
  }
  // A section's link is the current page on its own address and the current section below it.
  const current = item.section && pathname !== item.to ? "true" : "page";
  return (
    // No class: the list styles its links (.nav-list), the current one by its aria-current.
    <NavLink to={item.to} end={!item.section} aria-current={current} className={() => undefined}>
      {item.label}
    </NavLink>
  );
}

function NavLinks({ isAdmin }: { isAdmin: boolean }) {
  const groups = isAdmin ? [...NAV_GROUPS, ADMIN_GROUP] : NAV_GROUPS;
  return (
    <ul className="nav-list">
      {groups.map((group) =>
        group.links.length === 1 ? (
          <li key={group.label}>
            <NavEntry item={group.links[0]} />
          </li>
        ) : (
          <li key={group.label}>
            <p>{group.label}</p>
            <ul aria-label={group.label}>
              {group.links.map((item) => (
                <li key={item.to}>
                  <NavEntry item={item} />
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
      <li className="nav-end">
        <LogoutForm />
      </li>
    </ul>
  );
}

/**
 * The one main menu of every signed-in page. md and up: a sidebar that collapses to a narrow rail
 * holding only its toggle, an icon button named "Expand menu". Below md: the same list behind a
 * Menu toggle at the header's start (.sidebar in app/tailwind.css shows the list while that toggle
 * is open). Both toggles are <details>, so no JavaScript is needed.
 */
export function Sidebar({ isAdmin }: { isAdmin: boolean }) {
  const scope = useRef<HTMLElement>(null);
  const { onKeyDown, ...phoneMenu } = useClosingDetails(scope);
  return (
    <aside ref={scope} data-testid="desktop-sidebar" className="sidebar" onKeyDown={onKeyDown}>
      <details {...phoneMenu}>
        <summary aria-label="Menu" className="nav-toggle justify-center gap-1">
          <MenuIcon />
          <ChevronIcon className="h-3 w-3" />
        </summary>
      </details>
      <details open>
        <summary className="nav-toggle">
          {/* Collapsed: the icon alone, named for screen readers and by a tooltip. */}
          <span title="Expand menu">
            <MenuIcon />
            <span className="sr-only">Expand menu</span>
          </span>
          <span>
            <MenuIcon />
            Collapse menu
          </span>
        </summary>
        <nav aria-label="Main">
          <NavLinks isAdmin={isAdmin} />
        </nav>
      </details>
    </aside>
  );
}
