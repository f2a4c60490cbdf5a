// Every per-page rule lives in its route's `handle.edge` (app/lib/edge-rules.ts) and is read from
// the build's route table through one route tree (app/utils/route-tree.mjs): no list of pages is
// kept anywhere else, in code or in prose.
import fs from "node:fs";
import path from "node:path";

import { beforeAll, expect, test } from "vitest";

import { edgeRulesOf } from "~/lib/edge-rules";
import type { RouteTable } from "~/services/request-context.server";

import { appRouteTable } from "../route-table";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** Every source file of app/ and scripts/ (tests aside), relative to the repository. */
function sources(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(file);
      return /\.(tsx?|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  return [...walk("app"), ...walk("scripts")];
}

let routes: RouteTable;
beforeAll(async () => {
  routes = await appRouteTable();
});

/** The full URL pattern of a route ("share/:token"), from its chain of parents. */
function patternOf(id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return parts.join("/");
}

const ruled = (rule: "token" | "stash" | "scripts" | "offline") =>
  Object.values(routes)
    .filter((route) => route && rule in edgeRulesOf(route.module?.handle))
    .map((route) => route!.id)
    .sort();

test("no hand-kept list of pages remains in the code", () => {
  const lists = sources().flatMap((file) => {
    const text = read(file);
    const found: string[] = [];
    if (/\b(STASHABLE_PATH|TOKEN_PATH)\b/.test(text)) found.push(`${file}: a page list constant`);
    // A regular expression naming two or more pages' first segments: /^\/(wizard|simple-wizard)/.
    for (const [literal] of text.matchAll(/\/\^\(?\\\/\((?:\?:)?[\w\\/-]+(?:\|[\w\\/-]+)+\)/g)) {
      found.push(`${file}: ${literal}`);
    }
    return found;
  });
  expect(lists).toEqual([]);
});

test("the route tree is built in one module, and the server and the edge rules read it", () => {
  const builders = sources().filter(
    (file) =>
      // scripts/bundle-budget.mjs walks the browser's manifest, as <Scripts> does, to measure it.
      file !== "scripts/bundle-budget.mjs" && /\bmatchRoutes\b/.test(read(file)),
  );
  expect(builders).toEqual(["app/utils/route-tree.mjs"]);
  expect(read("scripts/server-app.mjs")).toMatch(/from "\.\.\/app\/utils\/route-tree\.mjs"/);
  expect(read("app/utils/edge-rules.server.ts")).toMatch(/from "\.\/route-tree\.mjs"/);
});

test("a link's token: exactly the routes whose URL has a :token declare it", () => {
  const withToken = Object.values(routes)
    .filter((route) => route && /(^|\/):token(\/|$|\.)/.test(patternOf(route.id)))
    .map((route) => route!.id)
    .sort();
  expect(withToken.length).toBeGreaterThanOrEqual(7);
  expect(ruled("token")).toEqual(withToken);
});

test("the stash: the wizards' save pages declare it, and each has an action to replay into", () => {
  expect(ruled("stash")).toEqual(["routes/_app.simple-wizard.$appId", "routes/_app.wizard.$appId"]);
  for (const id of ruled("stash")) expect(routes[id]?.module?.action).toBeTypeOf("function");
});

test("scripts: false is a page's own (a public page asks for Lite itself)", () => {
  for (const id of ruled("scripts")) {
    expect(edgeRulesOf(routes[id]?.module?.handle).scripts).toBe(false);
    expect((routes[id]?.module as { default?: unknown }).default).toBeTypeOf("function");
  }
});

test("the offline page's sentence and the README name as many pages as declare offline", () => {
  const offline = ruled("offline");
  expect(offline.length).toBeGreaterThanOrEqual(5);
  // public/sw.js is static (served as it is): its sentence is checked against the handles.
  const sentence = /Pages you open while signed in \(([^)]*)\) are kept/.exec(read("public/sw.js"));
  expect(sentence?.[1].split(",").map((page) => page.trim())).toHaveLength(offline.length);
  // The README names the rule, not the pages.
  const readme = read("README.md");
  const section = readme.slice(readme.indexOf("## Offline"), readme.indexOf("## Email"));
  expect(section).toContain("`handle.edge`");
  expect(section).not.toMatch(/\(the dashboard, the plan summary/);
});
