// A page may ask to be always served without scripts (`handle.edge.scripts: false`): the root
// loader then answers Lite for it whatever the visitor chose (the layout renders no <Scripts>, the
// document entry drops the hydration data and, as the page's own rule, adds no Lite switch), and
// every other page still follows the visitor's choice.
import { expect, it } from "vitest";

import type { RouteTable } from "~/services/request-context.server";
import { documentEdgeRules } from "~/utils/edge-rules.server";
import { rootLoaderData } from "~/utils/root.server";

import { BASE, TEST_CLIENT } from "./helpers";

const routes: RouteTable = {
  root: { id: "root", path: "" },
  "routes/press.$slug": {
    id: "routes/press.$slug",
    parentId: "root",
    path: "press/:slug",
    module: { handle: { edge: { scripts: false } } },
  },
  "routes/pricing": { id: "routes/pricing", parentId: "root", path: "pricing", module: {} },
};

const load = (path: string, headers: Record<string, string> = {}) =>
  rootLoaderData(new Request(`${BASE}${path}`, { headers }), {
    clientAddress: TEST_CLIENT,
    routes,
  });

it("serves a page that asks for it in Lite, document and data read", async () => {
  expect((await load("/press/tile-tales")).lite).toBe(true);
  expect((await load("/press/tile-tales.data")).lite).toBe(true);
  const entry = { manifest: { routes: {} }, routeModules: {} };
  const document = new Request(`${BASE}/press/tile-tales`);
  expect(documentEdgeRules(entry, document, routes).scripts).toBe(false);
});

it("leaves every other page to the visitor's choice", async () => {
  expect((await load("/pricing")).lite).toBe(false);
  expect((await load("/pricing", { "Save-Data": "on" })).lite).toBe(true);
  expect((await load("/press")).lite).toBe(false);
});
