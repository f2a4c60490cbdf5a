// The app's route table as the build has it (`build.routes`: id, parent, path, module), for the
// tests that read the routes' own declarations (their `handle.edge`, app/lib/edge-rules.ts).
// The routes come from the framework's own public command, `remix routes --json` (the build's
// route manifest), read once per set of route files and kept in tests/.tmp; each module from
// Vite's glob.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import type { RouteTable } from "~/services/request-context.server";

const ROOT = path.resolve(import.meta.dirname, "..");
const CACHE = path.join(ROOT, "tests/.tmp/route-manifest.json");

const modules = import.meta.glob<{ handle?: unknown }>([
  "../app/root.tsx",
  "../app/routes/*.{ts,tsx}",
  "../app/routes/*/route.{ts,tsx}",
]);

type ManifestRoute = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  file: string;
  children?: ManifestRoute[];
};

type FlatRoute = { id: string; parentId: string; path?: string; index?: boolean; file: string };

/** The route tree `remix routes --json` prints, asked once per set of route files. */
function manifestTree(): ManifestRoute[] {
  // The manifest depends on the route files' names and the config alone.
  const key = crypto
    .createHash("sha256")
    .update(Object.keys(modules).sort().join("\n"))
    .update(fs.readFileSync(path.join(ROOT, "remix.config.js")))
    .digest("hex");
  try {
    const cached = JSON.parse(fs.readFileSync(CACHE, "utf8")) as {
      key: string;
      tree: ManifestRoute[];
    };
    if (cached.key === key) return cached.tree;
  } catch {
    // No copy yet, or an unreadable one: ask the command.
  }
  const out = execFileSync(path.join(ROOT, "node_modules/.bin/remix"), ["routes", "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const tree = JSON.parse(out) as ManifestRoute[];
  fs.mkdirSync(path.dirname(CACHE), { recursive: true });
  // Written whole, then renamed: a test file reading at the same moment sees one or the other.
  const temp = `${CACHE}.${process.pid}`;
  fs.writeFileSync(temp, JSON.stringify({ key, tree }));
  fs.renameSync(temp, CACHE);
  return tree;
}

/** The routes under the root, flat, each with its parent's id. */
function manifest(): FlatRoute[] {
  const flat: FlatRoute[] = [];
  const walk = (routes: ManifestRoute[], parentId: string) => {
    for (const { children, id, path: routePath, index, file } of routes) {
      flat.push({ id, parentId, path: routePath, index, file });
      walk(children ?? [], id);
    }
  };
  for (const root of manifestTree()) walk(root.children ?? [], root.id);
  return flat;
}

let table: Promise<RouteTable> | undefined;

/** Every route of app/routes with its module, under the root (imported once per test file). */
export function appRouteTable(): Promise<RouteTable> {
  table ??= (async () => {
    const entries = await Promise.all(
      manifest().map(async (route) => {
        const load = modules[`../app/${route.file}`];
        if (!load) throw new Error(`${route.file} is not in the route glob`);
        return [route.id, { ...route, module: await load() }] as const;
      }),
    );
    const root = await modules["../app/root.tsx"]!();
    return { root: { id: "root", path: "", module: root }, ...Object.fromEntries(entries) };
  })();
  return table;
}
