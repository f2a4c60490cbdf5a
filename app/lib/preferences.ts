// The per-user preferences of /preferences (User.timeZone, weekStart, defaultPage): the choices
// offered, shared by the page and the server's validation (the time zones: time-zones.ts).

/** The pages a user may land on after sign-in. */
export const DEFAULT_PAGES = [
  { path: "/dashboard", label: "Dashboard" },
  { path: "/calendar", label: "Marketing calendar" },
  { path: "/analytics", label: "Analytics" },
  { path: "/reports", label: "Reports" },
] as const;
export type DefaultPage = (typeof DEFAULT_PAGES)[number]["path"];
export const DEFAULT_PAGE_PATHS = DEFAULT_PAGES.map((p) => p.path) as unknown as readonly [
  DefaultPage,
  ...DefaultPage[],
];

/** User.weekStart: 1 for Monday, 0 for Sunday (JavaScript's day numbers). */
export const WEEK_STARTS = [
  { value: 1, label: "Monday" },
  { value: 0, label: "Sunday" },
] as const;

/** The zone every account starts with (User.timeZone's default). */
export const DEFAULT_TIME_ZONE = "UTC";
