// The app's route table as the build has it (`build.routes`: id, parent, path, module), for the
// tests that read the routes' own declarations (their `handle.edge`, app/lib/edge-rules.ts).
import path from "node:path";

import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";

import type { RouteTable } from "~/services/request-context.server";

import config from "../remix.config.js";

const APP_DIR = path.resolve(import.meta.dirname, "../app");

const modules = import.meta.glob<{ handle?: unknown }>([
  "../app/root.tsx",
  "../app/routes/*.{ts,tsx}",
  "../app/routes/*/route.{ts,tsx}",
]);

let table: Promise<RouteTable> | undefined;

/** Every route of app/routes with its module, under the root (imported once per test file). */
export function appRouteTable(): Promise<RouteTable> {
  table ??= (async () => {
    const manifest = flatRoutes(APP_DIR, config.ignoredRouteFiles ?? []);
    const entries = await Promise.all(
      Object.values(manifest).map(async (route) => {
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
