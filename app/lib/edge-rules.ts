// A page's edge rules, declared once, in its route's `handle.edge`: what the server may do with the
// page before and after it runs. The server reads them from the build's route table
// (app/utils/edge-rules.server.ts), the service worker follows the header they give
// (public/sw.js, X-Offline-Cache), and the tests read the same declarations.

/**
 * - `offline`: the offline worker may keep the page for reading without a connection. Kept only
 *   when it is a full GET answered 200 to a signed-in user outside Lite mode
 *   (app/utils/offline.server.ts); the copy opens read-only (docs/decisions/046, 060).
 * - `maxBodyBytes`: an upload route's larger body cap.
 * - `tag`: a revisit that changed nothing may be answered 304 before the page runs, with the page
 *   tag (app/utils/page-tag.server.ts) of what the page shows: the signed-in layout (the user,
 *   the tenant, the unread announcements: every tag reads them) and the tables in `reads`.
 */
export type EdgeRules = {
  offline?: boolean;
  tag?: TagRule;
  /**
   * The largest request body the route takes, in bytes: an upload route raises the screen's
   * 1 MiB cap for itself alone (app/utils/edge.server.ts); its own parser caps the files again.
   */
  maxBodyBytes?: number;
  /**
   * The URL's `token` parameter is a link's bearer secret (an emailed, shared, feed, invitation or
   * unsubscribe link): the request log writes its segment as ":token" (app/utils/route-tree.mjs).
   * Such a page also sends `emailedLinkHeaders` (app/lib/emailed-link-page.ts: no referrer
   * beyond the site, never cached) or its own stricter headers.
   */
  token?: boolean;
  /**
   * The page's saves keep their typing across an ended session: a post that meets an ended
   * session is stashed (app/utils/form-stash.server.ts) and posted again after sign-in.
   */
  stash?: boolean;
  /**
   * `false`: the page is always served without scripts, as in Lite mode (no scripts, no preloads,
   * no hydration data), whatever the visitor chose; it shows no Lite switch, which could not
   * turn its scripts on. Read by the root loader (app/utils/root.server.ts) and the document
   * entry (app/entry.server.tsx).
   */
  scripts?: false;
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
