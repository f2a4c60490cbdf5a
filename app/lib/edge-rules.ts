// A page's edge rules, declared once, in its route's `handle.edge`: what the server may do with the
// page before and after it runs. The server reads them from the build's route table
// (app/utils/edge-rules.server.ts), the service worker follows the header they give
// (public/sw.js, X-Offline-Cache), and the tests read the same declarations.

/**
 * - `offline`: the offline worker may keep the page for reading without a connection. Kept only
 *   when it is a full GET answered 200 to a signed-in user outside Lite mode
 *   (app/utils/offline.server.ts); the copy opens read-only (docs/decisions/046, 060).
 * - `tag`: a revisit that changed nothing may be answered 304 before the page runs, with the page
 *   tag (app/utils/page-tag.server.ts) of what the signed-in company shows: its user, tenant,
 *   unread announcements, members, apps, modules and checklist tasks. `"app"`: the page is one
 *   app's, named by the route's `appId` parameter; the tag is given only when that app is the
 *   company's (another app's page runs and answers its 404).
 */
export type EdgeRules = {
  offline?: boolean;
  tag?: "company" | "app";
};

/** The `handle` of a page route: its title in the header, and its edge rules. */
export type PageHandle = { title?: string; edge?: EdgeRules };

/** The edge rules in a route module's `handle` (none when it declares none). */
export function edgeRulesOf(handle: unknown): EdgeRules {
  if (!handle || typeof handle !== "object" || !("edge" in handle)) return {};
  const edge = (handle as PageHandle).edge;
  return edge && typeof edge === "object" ? edge : {};
}
