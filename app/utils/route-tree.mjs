// The route tree, built once per build from its route table (`build.routes`) and read by everyone
// who asks which route a URL names before or beside Remix: the server's method table
// (scripts/server-app.mjs), its request log (a link's token masked), and the edge rules
// (app/utils/edge-rules.server.ts: the page tag, the body cap, the offline headers, Lite pages,
// the form stash and its replay). Plain JavaScript, so the server entry imports it as it is.
import { matchRoutes } from "@remix-run/react";

/**
 * @typedef {{
 *   id: string;
 *   parentId?: string;
 *   path?: string;
 *   index?: boolean;
 *   caseSensitive?: boolean;
 *   module?: {
 *     handle?: unknown;
 *     default?: unknown;
 *     loader?: unknown;
 *     action?: unknown;
 *     intents?: unknown;
 *   };
 * }} TreeRoute
 * @typedef {Record<string, TreeRoute | undefined>} TreeRoutes
 * @typedef {{
 *   id: string;
 *   path?: string;
 *   index?: boolean;
 *   caseSensitive?: boolean;
 *   children: Branch[];
 * }} Branch
 * @typedef {{ id: string; params: Record<string, string | undefined> }} RouteMatch
 * @typedef {{
 *   match: (pathname: string) => RouteMatch | null;
 *   postTarget: (leafId: string, pathname: string) => string | undefined;
 * }} RouteTree
 */

/** @type {WeakMap<object, RouteTree>} */
const trees = new WeakMap();

/** How many paths' matches a tree keeps (paths carry ids, so there is no end to them). */
const MATCHES_KEPT = 2000;

/**
 * The one tree of a route table (cached per table): `match` finds the leaf a path names (index
 * routes included, as Remix renders them); `postTarget` the route a post to that path goes to
 * without a bare `?index` (the deepest matched route with a path of its own: the tree without
 * the index routes that have none).
 * @param {TreeRoutes} routes
 * @returns {RouteTree}
 */
export function routeTree(routes) {
  let tree = trees.get(routes);
  if (tree) return tree;
  const all = Object.values(routes).filter((route) => route !== undefined);
  /** @returns {Branch[]} */
  const childrenOf = (/** @type {string | undefined} */ parentId, withIndex = true) =>
    all
      .filter((route) => route.parentId === parentId && (withIndex || !route.index || route.path))
      .map((route) => ({
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        children: childrenOf(route.id, withIndex),
      }));
  const branches = childrenOf(undefined);
  const postBranches = childrenOf(undefined, false);
  const rootId = branches[0]?.id;
  /** @type {Map<string, string | undefined>} */
  const postTargets = new Map();
  // matchRoutes flattens and ranks every branch on each call (about 0.2 ms for 100 routes), and
  // one request asks several times (method table, edge rules, the menu's app): each path's match
  // is kept, at most MATCHES_KEPT paths (then the cache starts again).
  /** @type {Map<string, RouteMatch | null>} */
  const matches = new Map();
  tree = {
    match(pathname) {
      let found = matches.get(pathname);
      if (found === undefined) {
        const leaf = matchRoutes(branches, pathname)?.at(-1);
        found = leaf ? { id: leaf.route.id, params: leaf.params } : null;
        if (matches.size >= MATCHES_KEPT) matches.clear();
        matches.set(pathname, found);
      }
      return found && { id: found.id, params: { ...found.params } };
    },
    postTarget(leafId, pathname) {
      // The post target of a URL depends only on the leaf it matched.
      if (!postTargets.has(leafId)) {
        postTargets.set(leafId, matchRoutes(postBranches, pathname)?.at(-1)?.route.id ?? rootId);
      }
      return postTargets.get(leafId);
    },
  };
  trees.set(routes, tree);
  return tree;
}

/** A page's path from its URL's: Single Fetch reads a page's data at <path>.data ("/_root.data"). */
export function pagePathOf(/** @type {string} */ pathname) {
  return pathname.replace(/^\/_root\.data$/, "/").replace(/\.data$/, "");
}

/**
 * The edge rules a route declares in its `handle.edge` (app/lib/edge-rules.ts has their type).
 * @param {TreeRoute | undefined} route
 * @returns {Record<string, unknown>}
 */
export function edgeOf(route) {
  const handle = route?.module?.handle;
  if (!handle || typeof handle !== "object" || !("edge" in handle)) return {};
  const edge = handle.edge;
  return edge && typeof edge === "object" ? /** @type {Record<string, unknown>} */ (edge) : {};
}

/**
 * The methods a URL answers, from the route table (null: the route decides itself): a page or a
 * form route answers GET and HEAD, and POST when the route a post goes to has an action; a
 * resource route without an action answers GET and HEAD; an API route answers its own 405s
 * (`apiRoute`, app/utils/api.server.ts).
 *
 * The route a post goes to (Remix's `?index` rule): the leaf index route only when the URL has a
 * bare `?index`; otherwise the deepest matched route with a path of its own. A post to /profile
 * goes to the profile layout's action, not its index's; a post to /wizard goes to
 * `_app.wizard._index` (an index route with its own path, as no `wizard` layout exists).
 * @param {TreeRoutes} routes
 * @returns {(url: URL) => string[] | null}
 */
export function routeMethodTable(routes) {
  const tree = routeTree(routes);
  return (url) => {
    // A data request names its route (a fetcher may post to a layout's action).
    const named = url.searchParams.get("_data");
    const target = named && Object.hasOwn(routes, named) ? named : null;
    const pathname = pagePathOf(url.pathname);
    const leaf = target ? null : tree.match(pathname);
    const id = target ?? leaf?.id;
    const route = id ? routes[id] : undefined;
    // The catch-all answers every method itself (404).
    if (!id || !route || route.path === "*") return null;
    const module = route.module ?? {};
    const reads = module.default || module.loader ? ["GET", "HEAD"] : [];
    // Pages and form routes (the one form pattern's `intents`) take their forms' POST.
    if (module.default || module.intents) {
      let poster = module;
      if (!target && leaf) {
        const isIndexPost = routes[leaf.id]?.index && url.searchParams.getAll("index").includes("");
        const postId = isIndexPost ? leaf.id : tree.postTarget(leaf.id, pathname);
        poster = (postId && routes[postId]?.module) || {};
      }
      return poster.action ? [...reads, "POST"] : reads;
    }
    return module.action || !module.loader ? null : reads;
  };
}

/**
 * The request log's URL: the segment of a link's secret token (a route whose `handle.edge.token`
 * is set: emailed, shared, feed, invitation and unsubscribe links) is written as ":token". A path
 * no route takes (a typo after a token, the catch-all) is masked when a shorter prefix of it is a
 * token route's.
 * @param {TreeRoutes | undefined} routes
 * @param {string} url the path and query, as the request line has it
 */
export function loggedUrl(routes, url) {
  if (!routes) return url;
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? "" : url.slice(queryAt);
  const tree = routeTree(routes);
  const segments = path.split("/");
  let match = tree.match(pagePathOf(path));
  let depth = segments.length;
  // Only a path no page takes looks at its prefixes: a page's own request costs one match.
  while ((!match || routes[match.id]?.path === "*") && depth > 2) {
    depth -= 1;
    match = tree.match(segments.slice(0, depth).join("/"));
    if (match && !edgeOf(routes[match.id]).token) match = null;
  }
  const token = match ? match.params.token : undefined;
  if (!match || !edgeOf(routes[match.id]).token || !token) return url;
  const masked = segments.map((segment, at) =>
    at < depth && safeDecode(pagePathOf(segment)).startsWith(token) ? ":token" : segment,
  );
  return masked.join("/") + rest;
}

function safeDecode(/** @type {string} */ segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
