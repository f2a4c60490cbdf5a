// Which route a URL names, and that route's edge rules (app/lib/edge-rules.ts), from the build's
// route table: the page tag hook reads them before Remix runs (scripts/server-app.mjs passes the
// build's routes), the document's offline headers after it (app/entry.server.tsx).
import { matchRoutes } from "@remix-run/react";

import { type EdgeRules, edgeRulesOf } from "~/lib/edge-rules";
import type { BuildRoute, RouteTable } from "~/services/request-context.server";

type Tree = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: Tree[];
};

const trees = new WeakMap<RouteTable, Tree[]>();

function treeOf(routes: RouteTable): Tree[] {
  let tree = trees.get(routes);
  if (!tree) {
    const all = Object.values(routes).filter((route): route is BuildRoute => Boolean(route));
    const childrenOf = (parentId: string | undefined): Tree[] =>
      all
        .filter((route) => route.parentId === parentId)
        .map((route) => ({
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          children: childrenOf(route.id),
        }));
    tree = childrenOf(undefined);
    trees.set(routes, tree);
  }
  return tree;
}

/** The route a page's URL (document or its `.data` read) names, with its parameters. */
export function matchEdgeRoute(
  routes: RouteTable,
  pathname: string,
): { id: string; params: Record<string, string | undefined> } | null {
  // Single Fetch reads a page's data at <path>.data ("/_root.data" for "/"); a path with a
  // trailing slash or a malformed escape is left to the page (no rule applies).
  const path = pathname.replace(/^\/_root\.data$/, "/").replace(/\.data$/, "");
  if (path.length > 1 && path.endsWith("/")) return null;
  try {
    decodeURIComponent(path);
  } catch {
    return null;
  }
  const leaf = matchRoutes(treeOf(routes) as Parameters<typeof matchRoutes>[0], path)?.at(-1);
  return leaf?.route.id ? { id: leaf.route.id, params: leaf.params } : null;
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
 * The edge rules of the page a document answer renders, from the entry context's route table
 * (its manifest and route modules, the same build the server passed to Remix).
 */
export function documentEdgeRules(
  context: {
    manifest: { routes: Record<string, Omit<BuildRoute, "module">> };
    routeModules: Record<string, { handle?: unknown } | undefined>;
  },
  request: Request,
): EdgeRules {
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
