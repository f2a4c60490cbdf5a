// One sign-in module a newcomer opens: app/utils/auth.server.ts names every way in and the
// functions that start and end a session, re-exported from where each lives. A route takes them
// from there, never from their homes, so "how a person signs in" is read in one place and a new
// way in is added there. The homes are read from auth.server.ts itself: a function exported there
// is checked from then on.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const AUTH = "app/utils/auth.server.ts";
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** A module specifier as written in `from` (alias, relative to `from`) → its file without extension. */
export function moduleOf(specifier: string, from: string): string {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  return path.posix.join(path.posix.dirname(from), specifier);
}

/**
 * `export { a, b as c } from "…"` → the file each exported name comes from; `export * from "…"`
 * (a module that holds nothing but signing in) → that file with "*", every name of it.
 */
export function reExports(source: string, from: string): Map<string, Set<string>> {
  const homes = new Map<string, Set<string>>();
  for (const [, specifier] of source.matchAll(/export\s*\*\s*from\s*"([^"]+)"/g)) {
    homes.set(moduleOf(specifier, from), new Set(["*"]));
  }
  for (const [, list, specifier] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const names = homes.get(moduleOf(specifier, from)) ?? new Set<string>();
    for (const item of list.split(",")) {
      const name = item.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
    homes.set(moduleOf(specifier, from), names);
  }
  return homes;
}

/** Each `import { … } from "…"` of a source: the names (before any `as`) and the module. */
export function namedImports(source: string, from: string) {
  return [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*"([^"]+)"/g)].map(
    ([, list, specifier]) => ({
      module: moduleOf(specifier, from),
      names: list
        .split(",")
        .map(
          (item) =>
            item
              .trim()
              .replace(/^type\s+/, "")
              .split(/\s+as\s+/)[0],
        )
        .filter(Boolean),
    }),
  );
}

function routeFiles(dir = "app/routes"): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the one sign-in module", () => {
  const homes = reExports(read(AUTH), AUTH);

  test("the checks read re-exports and imports, aliases and types included", () => {
    const source = [
      'export * from "./two-step.server";',
      'export { a, b as c } from "./session.server";',
      'export { d } from "~/models/x.server";',
    ].join("\n");
    expect(reExports(source, AUTH)).toEqual(
      new Map([
        ["app/utils/two-step.server", new Set(["*"])],
        ["app/utils/session.server", new Set(["a", "b"])],
        ["app/models/x.server", new Set(["d"])],
      ]),
    );
    expect(
      namedImports(
        'import { type T, e as f, g } from "~/utils/session.server";',
        "app/routes/x.ts",
      ),
    ).toEqual([{ module: "app/utils/session.server", names: ["T", "e", "g"] }]);
  });

  test("auth.server.ts names every way in, from where each lives", () => {
    const names = [...homes].flatMap(([module, set]) =>
      set.has("*")
        ? [
            ...read(`${module}.ts`).matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm),
          ].map((match) => match[1])
        : [...set],
    );
    for (const way of [
      "verifyCredentials",
      "verifySecondStep",
      "signInWithPasskey",
      "resetPassword",
      "acceptInvitation",
      "registerTenantUser",
      "startDemo",
      "startUserSession",
      "destroyUserSession",
    ]) {
      expect(names).toContain(way);
    }
    // Its guide names each function it exports by name, and each module it exports whole.
    const guide = read(AUTH).split("\nexport")[0];
    const unnamed = [...homes].flatMap(([module, set]) =>
      set.has("*")
        ? guide.includes(`\`${path.basename(module)}.ts\``)
          ? []
          : [`${module}.ts`]
        : [...set].filter((name) => !guide.includes(`\`${name}\``)),
    );
    expect(unnamed).toEqual([]);
  });

  test("routes take every sign-in function from auth.server.ts, not from its home", () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(150);
    const direct = files.flatMap((file) =>
      namedImports(read(file), file).flatMap(({ module, names }) =>
        names
          .filter((name) => homes.get(module)?.has("*") || homes.get(module)?.has(name))
          .map((name) => `${file}: ${name} from ${module}`),
      ),
    );
    expect(direct).toEqual([]);
    const users = files.filter((file) => read(file).includes('from "~/utils/auth.server"'));
    expect(users.length).toBeGreaterThan(15);
  });
});
