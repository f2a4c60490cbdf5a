// The server's route matching keeps each route table's ranked branches and each path's compiled
// pattern (patches/@remix-run+router+1.23.3.patch, applied by `npm install`; decision 023). These
// pin that the patch is installed and that caching by route table never answers one table with
// another's matches or a path with another path's pattern.
import fs from "node:fs";
import { createRequire } from "node:module";

import type * as Router from "@remix-run/router";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const { matchRoutes, matchPath } = require("@remix-run/router") as typeof Router;

describe("patched route matching", () => {
  it("is the installed server build of @remix-run/router", () => {
    expect(routerFile).toMatch(/router\.cjs\.js$/);
    const source = fs.readFileSync(routerFile, "utf8");
    expect(source).toContain("rankedBranchesCache.get(routes)");
    expect(source).toContain("compiledPaths.get(key)");
  });

  it("answers each route table with its own routes, however often it is asked", () => {
    const a = [
      { id: "a", path: "/apps/:appId" },
      { id: "a-splat", path: "*" },
    ];
    const b = [
      { id: "b", path: "/apps/:appId/listing" },
      { id: "b-splat", path: "*" },
    ];
    for (let i = 0; i < 3; i++) {
      expect(matchRoutes(a, "/apps/x")?.map((m) => m.route.id)).toEqual(["a"]);
      expect(matchRoutes(b, "/apps/x")?.map((m) => m.route.id)).toEqual(["b-splat"]);
      expect(matchRoutes(b, "/apps/x/listing")?.[0].params).toEqual({ appId: "x" });
      expect(matchRoutes(a, "/apps/x/listing")?.map((m) => m.route.id)).toEqual(["a-splat"]);
    }
  });

  it("keeps case sensitivity and end matching apart for one path", () => {
    expect(matchPath({ path: "/Team", caseSensitive: false }, "/team")).not.toBeNull();
    expect(matchPath({ path: "/Team", caseSensitive: true }, "/team")).toBeNull();
    expect(matchPath({ path: "/apps", end: false }, "/apps/x")).not.toBeNull();
    expect(matchPath({ path: "/apps", end: true }, "/apps/x")).toBeNull();
    expect(matchPath({ path: "/Team", caseSensitive: false }, "/team")).not.toBeNull();
  });
});
