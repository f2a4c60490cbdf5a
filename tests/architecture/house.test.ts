// The house by feature (docs/architecture.md): every page is a folder, app/routes/<route>/route.tsx,
// with what only it uses beside it. Flat files under app/routes are resource routes: no page.
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "vitest";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/routes");

test("no flat route file renders a page", () => {
  const flat = fs
    .readdirSync(ROUTES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|m?js)$/.test(entry.name));
  expect(flat.length).toBeGreaterThan(20);
  const pages = flat
    .map((entry) => entry.name)
    .filter((name) =>
      /^export default\b/m.test(fs.readFileSync(path.join(ROUTES_DIR, name), "utf8")),
    );
  expect(pages).toEqual([]);
});

test("every folder route has its route module", () => {
  const folders = fs
    .readdirSync(ROUTES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.length).toBeGreaterThan(30);
  expect(
    folders.filter((name) => !fs.existsSync(path.join(ROUTES_DIR, name, "route.tsx"))),
  ).toEqual([]);
});
