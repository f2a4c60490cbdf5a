// Which route a URL names, and that route's edge rules (app/lib/edge-rules.ts), from the build's
// route tree (app/utils/route-tree.mjs, built once per build): the edge screen and the page tag
// read them before Remix runs (scripts/server-app.mjs passes the build's routes), the root loader
// (a page without scripts) and the form stash while it runs, the document's offline headers after
// it (app/entry.server.tsx).
import { type EdgeRules, edgeRulesOf } from "~/lib/edge-rules";
import type { BuildRoute, RouteTable } from "~/services/request-context.server";

import { pagePathOf, routeTree } from "./route-tree.mjs";

/** The route a page's URL (document or its `.data` read) names, with its parameters. */
export function matchEdgeRoute(
  routes: RouteTable,
  pathname: string,
): { id: string; params: Record<string, string | undefined> } | null {
  // Single Fetch reads a page's data at <path>.data ("/_root.data" for "/"); a path with a
  // trailing slash or a malformed escape is left to the page (no rule applies).
  const path = pagePathOf(pathname);
  if (path.length > 1 && path.endsWith("/")) return null;
  try {
    decodeURIComponent(path);
  } catch {
    return null;
  }
  return routeTree(routes).match(path);
}

/** The edge rules of the page a URL names, and its parameters (none for an unknown path). */
export function edgeRulesAt(
  routes: RouteTable,
  pathname: string,
): { rules: EdgeRules; params: Record<string, string | undefined> } {
  const match = matchEdgeRoute(routes, pathname);
  if (!match) return { rules: {}, params: {} };
  return { rules: edgeRulesOf(routes[match.id]?.module?.handle), params: match.params };
}

const entryTables = new WeakMap<object, RouteTable>();

/**
 * The edge rules of the page a document answer renders: from the build's route table the server
 * passed in the request context (the one tree), else from the entry context's (its manifest and
 * route modules, the same build; a test's handler without the server entry).
 */
export function documentEdgeRules(
  context: {
    manifest: { routes: Record<string, Omit<BuildRoute, "module">> };
    routeModules: Record<string, { handle?: unknown } | undefined>;
  },
  request: Request,
  buildRoutes?: RouteTable,
): EdgeRules {
  if (buildRoutes) return edgeRulesAt(buildRoutes, new URL(request.url).pathname).rules;
  let routes = entryTables.get(context.manifest.routes);
  if (!routes) {
    routes = Object.fromEntries(
      Object.entries(context.manifest.routes).map(([id, route]) => [
        id,
        { ...route, module: context.routeModules[id] },
      ]),
    );
    entryTables.set(context.manifest.routes, routes);
  }
  return edgeRulesAt(routes, new URL(request.url).pathname).rules;
}
