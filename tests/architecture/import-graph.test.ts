import { describe, expect, test } from "vitest";

import {
  crossRouteEdges,
  cycles,
  placeOf,
  projectGraph,
  specifiersOf,
  upwardEdges,
} from "./import-graph";

const graph = projectGraph();

describe("the import graph of app/, prisma/ and scripts/", () => {
  test("is read: every layer has files and arrows between them", () => {
    expect(graph.files.length).toBeGreaterThan(250);
    const rooms = new Set(
      graph.edges.map(({ from, to }) => `${placeOf(from)?.room}>${placeOf(to)?.room}`),
    );
    for (const arrow of [
      "routes>models",
      "routes>components",
      "models>lib",
      "models>services",
      "utils>models",
    ]) {
      expect(rooms).toContain(arrow);
    }
  });

  test("every file sits in a room of the layers", () => {
    expect(graph.files.filter((file) => !placeOf(file))).toEqual([]);
  });

  test("every import resolves to a file", () => {
    expect(graph.edges.filter(({ to }) => to.endsWith("(missing)"))).toEqual([]);
  });

  test("no arrow runs up (or sideways into a sibling room)", () => {
    expect(upwardEdges(graph.edges)).toEqual([]);
  });

  test("no circle", () => {
    expect(cycles(graph.edges)).toEqual([]);
  });

  test("no folder route imports another route, and no route imports a folder route's parts", () => {
    expect(crossRouteEdges(graph.edges)).toEqual([]);
    // Folder routes are read too: the profile's rooms import their own parts.
    expect(
      graph.edges.some(
        ({ from, to }) =>
          from === "app/routes/_app.profile.email/route.tsx" &&
          to === "app/routes/_app.profile.email/email.server.ts",
      ),
    ).toBe(true);
  });
});

describe("the checks themselves", () => {
  test("read static, type-only, re-export and dynamic imports, not comments", () => {
    const source = [
      'import { a } from "~/lib/a";',
      'import type { B } from "./b";',
      'export { c } from "../c";',
      'const d = await import("~/models/d.server");',
      '// import { e } from "~/utils/e";',
      'import "./side-effect";',
    ].join("\n");
    expect(specifiersOf(source)).toEqual(
      ["~/lib/a", "./b", "../c", "./side-effect", "~/models/d.server"].sort(
        (x, y) => source.indexOf(x) - source.indexOf(y),
      ),
    );
  });

  test("an arrow up a floor, or into a sibling room, is reported", () => {
    expect(
      upwardEdges([{ from: "app/models/x.server.ts", to: "app/utils/y.server.ts" }]),
    ).toHaveLength(1);
    expect(
      upwardEdges([{ from: "app/utils/y.server.ts", to: "app/components/z.tsx" }]),
    ).toHaveLength(1);
    expect(upwardEdges([{ from: "app/models/x.server.ts", to: "prisma/seed.ts" }])).toHaveLength(1);
    expect(upwardEdges([{ from: "app/lib/a.ts", to: "app/services/b.server.ts" }])).toHaveLength(1);
    expect(upwardEdges([{ from: "app/routes/r.tsx", to: "app/models/x.server.ts" }])).toEqual([]);
    expect(
      upwardEdges([{ from: "prisma/seed.ts", to: "app/services/password.server.ts" }]),
    ).toEqual([]);
  });

  test("an arrow from one route into another's folder is reported, one inside a folder is not", () => {
    const own = {
      from: "app/routes/_app.profile.email/route.tsx",
      to: "app/routes/_app.profile.email/email.server.ts",
    };
    const other = {
      from: "app/routes/_app.profile.email/route.tsx",
      to: "app/routes/_app.profile.sessions/sessions-list.tsx",
    };
    const file = { from: "app/routes/api.user.ts", to: "app/routes/_app.profile/route.tsx" };
    const flat = { from: "app/routes/api.user.ts", to: "app/routes/api.login.ts" };
    expect(crossRouteEdges([own])).toEqual([]);
    expect(crossRouteEdges([other, file, flat])).toHaveLength(3);
  });

  test("a circle is reported, a chain is not", () => {
    const chain = [
      { from: "a", to: "b" },
      { from: "b", to: "c" },
    ];
    expect(cycles(chain)).toEqual([]);
    expect(cycles([...chain, { from: "c", to: "a" }])).toEqual([["a", "b", "c"]]);
  });
});
