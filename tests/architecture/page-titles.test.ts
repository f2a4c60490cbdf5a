// A page's title is written once, as its `handle.title` (the header reads it): the root's `meta`
// makes the tab title "<handle.title> · App Marketing Machine" for a page with no `meta` of its
// own, and a page whose tab title says more (the app's name) builds it from `handle.title`.
// A route only keeps a `meta` title of its own where the tab's words differ from the header's
// (sentence case beside the header's Title Case, "Admin", "Share the plan").
import fs from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ROUTES = path.join(ROOT, "app/routes");

/** Each route module of app/routes (a folder's route.tsx or a flat file) with its source. */
function routeModules(): { file: string; source: string }[] {
  return fs.readdirSync(ROUTES, { withFileTypes: true }).flatMap((entry) => {
    const file = entry.isDirectory()
      ? ["route.tsx", "route.ts"]
          .map((name) => `${entry.name}/${name}`)
          .find((name) => fs.existsSync(path.join(ROUTES, name)))
      : /\.tsx?$/.test(entry.name)
        ? entry.name
        : undefined;
    return file ? [{ file, source: fs.readFileSync(path.join(ROUTES, file), "utf8") }] : [];
  });
}

/** The statement that starts with `export const <name>`, up to the next top-level statement. */
function exported(source: string, name: string): string | null {
  const start = source.indexOf(`export const ${name}`);
  if (start < 0) return null;
  const rest = source.slice(start);
  const end = rest.search(/\n(?=\S)(?!\];|\}\s*(satisfies|;))/);
  return end < 0 ? rest : rest.slice(0, end);
}

const routes = routeModules();

function handleTitle(source: string): string | null {
  return /\btitle:\s*"([^"]+)"/.exec(exported(source, "handle") ?? "")?.[1] ?? null;
}

describe("page titles", () => {
  test("are read: pages declare a handle.title, and the root builds the tab title from it", () => {
    expect(routes.filter(({ source }) => handleTitle(source)).length).toBeGreaterThan(20);
    const root = fs.readFileSync(path.join(ROOT, "app/root.tsx"), "utf8");
    expect(exported(root, "meta")).toContain("· App Marketing Machine");
  });

  test("no route writes its handle.title again in its meta", () => {
    const repeated = routes.flatMap(({ file, source }) => {
      const title = handleTitle(source);
      const meta = exported(source, "meta");
      return title && meta?.includes(`${title} · `) ? [`${file}: "${title}"`] : [];
    });
    expect(repeated).toEqual([]);
  });
});
