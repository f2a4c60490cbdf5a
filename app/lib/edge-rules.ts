// A page's edge rules, declared once, in its route's `handle.edge`: what the server may do with the
// page before and after it runs. The server reads them from the build's route table
// (app/utils/edge-rules.server.ts), the service worker follows the header they give
// (public/sw.js, X-Offline-Cache), and the tests read the same declarations.

/**
 * - `offline`: the offline worker may keep the page for reading without a connection. Kept only
 *   when it is a full GET answered 200 to a signed-in user outside Lite mode
 *   (app/utils/offline.server.ts); the copy opens read-only (docs/decisions/046, 060).
 * - `tag`: a revisit that changed nothing may be answered 304 before the page runs, with the page
 *   tag (app/utils/page-tag.server.ts) of what the page shows: the signed-in layout (the user,
 *   the tenant, the unread announcements: every tag reads them) and the tables in `reads`.
 */
export type EdgeRules = {
  offline?: boolean;
  tag?: TagRule;
  /**
   * The largest request body the route takes, in bytes, when it is more than the screen's default
   * (app/utils/edge.server.ts MAX_BODY_BYTES): only routes that take an upload declare it.
   */
  maxBodyBytes?: number;
};

/**
 * The company's tables a tagged page may show, beside the signed-in layout. `User` is the
 * company's members (the signed-in user's own columns are the layout's). The tag reads, per table,
 * the rows' count, latest change and how many rows have it; `ChecklistTask` adds the tasks overdue.
 */
export type TagTable = "User" | "App" | "Module" | "ChecklistTask";

/**
 * What a page's tag covers. `of: "company"`: the signed-in company's page. `of: "app"`: one app's
 * page, named by the route's `appId` parameter; the tag is given only when that app is the
 * company's (another app's page runs and answers its 404). `reads`: every table the page (its
 * loader and its components) shows; a page that reads a new one adds it here, and the write walk in
 * tests/integration/page-tag.test.ts proves the page unchanged whenever its tag is.
 */
export type TagRule = { of: "company" | "app"; reads: readonly TagTable[] };

/** The `handle` of a page route: its title in the header, and its edge rules. */
export type PageHandle = { title?: string; edge?: EdgeRules };

/** The edge rules in a route module's `handle` (none when it declares none). */
export function edgeRulesOf(handle: unknown): EdgeRules {
  if (!handle || typeof handle !== "object" || !("edge" in handle)) return {};
  const edge = (handle as PageHandle).edge;
  return edge && typeof edge === "object" ? edge : {};
}
