// A page's title is written once, as its `handle.title` (the header reads it): its `meta` builds
// the tab title from it (`${handle.title} · App Marketing Machine`, with the app's name or
// "Admin" where the tab says more). Each page writes its own `meta` inline: the root's `meta`
// cannot see the page's handle (Remix hands a route's `meta` only the matches down to itself),
// and a shared helper would become a client chunk of its own on every titled page. A route only
// keeps a title text in `meta` where the tab's words differ from the header's (sentence case
// beside the header's Title Case, "Share the plan").
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
  test("are read: pages declare a handle.title and build their tab title from it", () => {
    expect(routes.filter(({ source }) => handleTitle(source)).length).toBeGreaterThan(20);
    const built = routes.filter(({ source }) => exported(source, "meta")?.includes("handle.title"));
    expect(built.length).toBeGreaterThan(12);
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
