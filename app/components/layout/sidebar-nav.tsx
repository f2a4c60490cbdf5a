import { Link, NavLink } from "@remix-run/react";

import { ChevronIcon, MenuIcon } from "./icons";
import { LogoutForm } from "./logout-form";
import { useClosingDetails } from "./use-closing-details";

type NavItem = { to: string; label: string; highlightActive?: boolean };
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
      { to: "/profile", label: "Profile" },
      { to: "/preferences", label: "Preferences" },
    ],
  },
  { label: "Help & Support", links: [{ to: "/help", label: "Help & Support" }] },
];

const ADMIN_GROUP: NavGroup = {
  label: "Admin",
  links: [{ to: "/admin", label: "Admin" }],
};

// Shared classes (app/tailwind.css): the menu is drawn twice (sidebar and phone menu) per page.
function linkClass(active: boolean) {
  return active ? "nav-link-active" : "nav-link";
}

function NavEntry({ item }: { item: NavItem }) {
  if (item.highlightActive === false) {
    return (
      <Link to={item.to} className={linkClass(false)}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink to={item.to} end className={({ isActive }) => linkClass(isActive)}>
      {item.label}
    </NavLink>
  );
}

function NavLinks({ isAdmin }: { isAdmin: boolean }) {
  const groups = isAdmin ? [...NAV_GROUPS, ADMIN_GROUP] : NAV_GROUPS;
  return (
    <ul className="space-y-1">
      {groups.map((group) =>
        group.links.length === 1 ? (
          <li key={group.label}>
            <NavEntry item={group.links[0]} />
          </li>
        ) : (
          <li key={group.label}>
            <p className="nav-group">{group.label}</p>
            <ul aria-label={group.label} className="nav-sublist">
              {group.links.map((item) => (
                <li key={item.to}>
                  <NavEntry item={item} />
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
      <li className="border-t border-slate-200 pt-2">
        <LogoutForm className="nav-link w-full" />
      </li>
    </ul>
  );
}

/**
 * md and up: a sidebar that collapses to a narrow rail holding only its toggle, an icon button
 * named "Expand menu" (a <details>, so no JavaScript needed).
 */
export function DesktopSidebar({ isAdmin }: { isAdmin: boolean }) {
  return (
    <aside
      data-testid="desktop-sidebar"
      className="hidden shrink-0 border-r border-slate-200 bg-white md:block"
    >
      <details open className="group sticky top-0 max-h-screen overflow-y-auto p-2 [&[open]]:p-3">
        <summary className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center rounded-lg text-sm font-semibold text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
          {/* Collapsed: the icon alone, named for screen readers and by a tooltip. */}
          <span
            title="Expand menu"
            className="flex h-11 w-11 items-center justify-center group-open:hidden"
          >
            <MenuIcon />
            <span className="sr-only">Expand menu</span>
          </span>
          <span className="hidden items-center gap-2 px-3 group-open:flex">
            <MenuIcon />
            Collapse menu
          </span>
        </summary>
        <nav aria-label="Main" className="mt-2 w-60">
          <NavLinks isAdmin={isAdmin} />
        </nav>
      </details>
    </aside>
  );
}

/** Below md: the same links behind a Menu toggle in the header. */
export function MobileMenu({ isAdmin }: { isAdmin: boolean }) {
  const menu = useClosingDetails();
  return (
    <details {...menu} className="md:hidden">
      <summary
        aria-label="Menu"
        className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center justify-center gap-1 rounded-lg text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon />
        <ChevronIcon className="h-3 w-3" />
      </summary>
      <nav
        aria-label="Main"
        className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white p-3 shadow-lg"
      >
        <NavLinks isAdmin={isAdmin} />
      </nav>
    </details>
  );
}
