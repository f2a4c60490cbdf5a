// Parts live with their page: a file in app/components or app/utils is there because two or more
// places use it. One that a single route folder alone imports lives in that folder, beside its
// route.tsx (decision 086). Importers are counted from the import graph (`~/` and relative
// imports, static and dynamic); tests do not count, and a file that some other shared module also
// imports is shared. A file whose one importer is a resource route file (app/routes/<flat>.ts,
// not a folder) may stay: a flat route has no folder to hold it.
import { describe, expect, test } from "vitest";

import { projectGraph } from "./import-graph";

const graph = projectGraph();
const SHARED = /^app\/(components|utils)\//;
const ROUTE_FOLDER = /^app\/routes\/([^/]+)\//;

/** Where an importer lives: its route folder, or the file itself for anything else. */
function ownerOf(importer: string): { folder: string } | { file: string } {
  const folder = ROUTE_FOLDER.exec(importer)?.[1];
  return folder ? { folder } : { file: importer };
}

/** Shared files whose every importer sits in one and the same route folder. */
function partsOfOnePage(): string[] {
  return graph.files
    .filter((file) => SHARED.test(file))
    .flatMap((file) => {
      const owners = new Set(
        graph.edges
          .filter(({ to }) => to === file)
          .map(({ from }) => ownerOf(from))
          .map((owner) => ("folder" in owner ? `folder:${owner.folder}` : `file:${owner.file}`)),
      );
      const [only] = owners;
      return owners.size === 1 && only.startsWith("folder:")
        ? [`${file} (only app/routes/${only.slice("folder:".length)}/ imports it)`]
        : [];
    });
}

describe("parts live with their page", () => {
  test("the graph sees the shared rooms and the route folders", () => {
    expect(graph.files.filter((file) => SHARED.test(file)).length).toBeGreaterThan(50);
    expect(graph.edges.some(({ from }) => ROUTE_FOLDER.test(from))).toBe(true);
  });

  test("no file in app/components or app/utils is imported by one route folder only", () => {
    expect(partsOfOnePage()).toEqual([]);
  });
});
