import { Link, NavLink, useLocation } from "@remix-run/react";
import { useRef } from "react";

import { ChevronIcon, MenuIcon } from "~/components/layout/icons";
import { LogoutForm } from "~/components/layout/logout-form";
import { useClosingDetails } from "~/components/layout/use-closing-details";

type NavItem = {
  to: string;
  label: string;
  /** Never marked as the current page (an action on a page the menu names otherwise). */
  plain?: boolean;
  /** The route is found when the link is followed, not listed in the page (a lighter page). */
  late?: boolean;
  /** Marked on the pages below it too (Profile Settings' rooms), as the current section. */
  section?: boolean;
};
/** `app`: the name of the app the group's pages are for ("My Apps"). */
type NavGroup = { label: string; app?: string; links: NavItem[] };
/** A group of one page named as the page is: just its link. */
type NavEntryOrGroup = NavItem | NavGroup;
/** The app the "My Apps" group is for (the layout's loader chooses it). */
export type MenuApp = { id: string; name: string };

const DASHBOARD: NavItem = { to: "/dashboard", label: "Dashboard" };

/** The pages of one app, each named as the page names itself. */
const APP_PAGES = [
  ["drafts", "Launch drafts"],
  ["listing", "Store listing"],
  ["checklist", "Launch checklist"],
  ["calendar", "App calendar"],
] as const;

/**
 * "My Apps": the pages of one app, named as each page names itself, so no page has two names in
 * the menu (the dashboard is "Dashboard" only). Without an app yet: where to add the first.
 */
export function myAppsGroup(app: MenuApp | null): NavGroup {
  return {
    label: "My Apps",
    app: app?.name,
    links: app
      ? APP_PAGES.map(([page, label]) => ({ to: `/apps/${app.id}/${page}`, label, late: true }))
      : [{ to: "/dashboard?add=true", label: "Add your first app", plain: true }],
  };
}

// The other sidebar groups of docs/product/spec-facts.md §2, in its order after "My Apps".
export const NAV_GROUPS: NavEntryOrGroup[] = [
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
  { to: "/team", label: "Team" },
  { to: "/billing", label: "Billing" },
  {
    label: "Settings",
    links: [
      { to: "/profile", label: "Profile", section: true },
      { to: "/preferences", label: "Preferences" },
    ],
  },
  { to: "/help", label: "Help & Support" },
];

const ADMIN: NavItem = { to: "/admin", label: "Admin" };

function NavEntry({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  if (item.plain) {
    return <Link to={item.to}>{item.label}</Link>;
  }
  // A section's link is the current page on its own address and the current section below it.
  const current = item.section && pathname !== item.to ? "true" : "page";
  return (
    // No class: the list styles its links (.nav-list), the current one by its aria-current.
    <NavLink
      to={item.to}
      end={!item.section}
      aria-current={current}
      className={() => undefined}
      discover={item.late ? "none" : undefined}
    >
      {item.label}
    </NavLink>
  );
}

function NavLinks({ isAdmin, app }: { isAdmin: boolean; app: MenuApp | null }) {
  const groups = [DASHBOARD, myAppsGroup(app), ...NAV_GROUPS];
  if (isAdmin) groups.push(ADMIN);
  return (
    <ul className="nav-list">
      {groups.map((group) =>
        !("links" in group) ? (
          <li key={group.label}>
            <NavEntry item={group} />
          </li>
        ) : (
          <li key={group.label}>
            <p>{group.label}</p>
            {group.app ? <p className="nav-app">{group.app}</p> : null}
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
export function Sidebar({ isAdmin, app }: { isAdmin: boolean; app: MenuApp | null }) {
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
          <NavLinks isAdmin={isAdmin} app={app} />
        </nav>
      </details>
    </aside>
  );
}
