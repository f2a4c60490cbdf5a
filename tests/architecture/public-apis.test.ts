// Public APIs only: every package the code imports is listed in package.json (not reached through
// another package's dependencies), no import reaches into a package's `dist/` files or takes a
// framework's `UNSAFE_` export, and prisma/ imports nothing of the app above its pure rules
// (app/lib).
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { specifiersOf } from "./import-graph";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP = new Set(["node_modules", ".tmp", "build"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

const ROOT_FILES = fs
  .readdirSync(ROOT)
  .filter((name) => SOURCE.test(name) && fs.statSync(path.join(ROOT, name)).isFile());
const FILES = [...["app", "scripts", "prisma", "tests"].flatMap(sourceFiles), ...ROOT_FILES];

function importsOf(file: string): string[] {
  return specifiersOf(fs.readFileSync(path.join(ROOT, file), "utf8"));
}

/** The package a bare specifier names ("@scope/name/sub" → "@scope/name"), or null. */
export function packageOf(specifier: string): string | null {
  if (/^(?:\.|\/|~\/|node:|virtual:)/.test(specifier)) return null;
  const [first, second] = specifier.split("/");
  const name = first.startsWith("@") ? `${first}/${second}` : first;
  return builtinModules.includes(name) ? null : name;
}

describe("public APIs only", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const listed = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);

  test("the matcher reads packages, scopes and subpaths", () => {
    expect(packageOf("@remix-run/router")).toBe("@remix-run/router");
    expect(packageOf("vitest/config")).toBe("vitest");
    expect(packageOf("node:fs")).toBeNull();
    expect(packageOf("fs")).toBeNull();
    expect(packageOf("~/lib/dates")).toBeNull();
    expect(packageOf("../app/lib/dates")).toBeNull();
  });

  test("every imported package is listed in package.json", () => {
    expect(FILES.length).toBeGreaterThan(500);
    const unlisted = FILES.flatMap((file) =>
      importsOf(file)
        .map(packageOf)
        .filter((name): name is string => name !== null && !listed.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unlisted).toEqual([]);
  });

  test("no import reaches into a package's dist/ files", () => {
    const internal = FILES.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => packageOf(specifier) && /\/dist\//.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(internal).toEqual([]);
  });

  test("no import takes an UNSAFE_ export (a framework's internals)", () => {
    const imports =
      /\b(?:import|export)\s+(?:type\s+)?\{[^}]*\bUNSAFE_\w+[^}]*\}\s*from\s*"([^"]+)"/g;
    // Written in two parts, so that this file does not hold the import it looks for.
    const sample = `import { ${"UNSAFE"}_flatRoutes as f } from "@remix-run/dev";`;
    expect([...sample.matchAll(imports)].map((match) => match[1])).toEqual(["@remix-run/dev"]);
    const unsafe = FILES.flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(imports)].map(
        ([, specifier]) => `${file}: ${specifier}`,
      ),
    );
    expect(unsafe).toEqual([]);
  });

  test("prisma/ imports no app module above app/lib", () => {
    const prisma = FILES.filter((file) => file.startsWith("prisma/"));
    expect(prisma.length).toBeGreaterThan(1);
    const upward = prisma.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => /(?:^|\/)app\//.test(specifier))
        .filter((specifier) => !/^\.\.\/app\/lib\//.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(upward).toEqual([]);
  });
});
