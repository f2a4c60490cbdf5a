// Tests that say what they do: a comment about how CI runs a test agrees with .ci/run, the test
// SMTP server keeps the errors it sees and the tests that start it check them and its dropped
// connections, and no check compares the app's constants with themselves (an app constant against
// another, or a route's own words against themselves) instead of what the app does.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const SKIP = new Set(["node_modules", ".tmp", "build"]);

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : files(file, pattern);
    return pattern.test(entry.name) ? [file] : [];
  });
}

/** This file holds samples of what it looks for. */
const SELF = "tests/architecture/tests-say-what-they-do.test.ts";
const TESTS = [
  ...files("tests", /\.(?:test|spec)\.tsx?$/),
  ...files("app", /\.test\.tsx?$/),
].filter((file) => file !== SELF);

/** The names a test file imports from the app (`~/…`, or relative from a test beside its code). */
export function appImports(source: string, file: string): Set<string> {
  const names = new Set<string>();
  for (const [, list, specifier] of source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*"([^"]+)"/g,
  )) {
    const fromApp =
      specifier.startsWith("~/") || (file.startsWith("app/") && specifier.startsWith("."));
    if (!fromApp) continue;
    for (const item of list.split(",")) {
      const name = item
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/** `expect(A).toBe(B)` (toEqual, toStrictEqual) where A and B are both constants of the app. */
export function selfComparisons(source: string, file: string): string[] {
  const app = appImports(source, file);
  const constant = (expression: string) => app.has(expression.split(/[.[]/)[0]);
  return [
    ...source.matchAll(
      /expect\(\s*([\w.[\]"']+)\s*\)\.(?:toBe|toEqual|toStrictEqual)\(\s*([\w.[\]"']+)\s*\)/g,
    ),
  ]
    .filter(([, a, b]) => a === b || (constant(a) && constant(b)))
    .map(([match]) => `${file}: ${match}`);
}

/** `expect(CONSTANT)…` for an upper-case constant a route module exports: its own words. */
export function routeWordsChecked(source: string, file: string): string[] {
  const routeConstants = new Set<string>();
  for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"~\/routes\/[^"]+"/g)) {
    for (const item of list.split(",")) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && /^[A-Z][A-Z0-9_]+$/.test(name)) routeConstants.add(name);
    }
  }
  return [...source.matchAll(/expect\(\s*([A-Z][A-Z0-9_]+)\s*\)/g)]
    .filter(([, name]) => routeConstants.has(name))
    .map(([match]) => `${file}: ${match}`);
}

describe("tests that say what they do", () => {
  test("the checks see a constant compared with a constant, and a route's words checked alone", () => {
    const source = [
      'import { STEP_TITLES } from "~/lib/wizard/steps";',
      'import { MODULE_TITLES } from "./wizard/module-titles";',
      'import { LINK_RETIRED } from "~/routes/unsubscribe.$token/route";',
      "expect(STEP_TITLES).toEqual(MODULE_TITLES);",
      "expect(page.body).toBe(page.body);",
      "expect(page.body).toBe(LINK_RETIRED);",
      "expect(LINK_RETIRED).toMatch(/old/);",
    ].join("\n");
    expect(selfComparisons(source, "app/lib/x.test.ts")).toEqual([
      "app/lib/x.test.ts: expect(STEP_TITLES).toEqual(MODULE_TITLES)",
      "app/lib/x.test.ts: expect(page.body).toBe(page.body)",
    ]);
    expect(routeWordsChecked(source, "tests/x.test.ts")).toEqual([
      "tests/x.test.ts: expect(LINK_RETIRED)",
    ]);
  });

  test("no check compares the app's constants with themselves", () => {
    expect(TESTS.length).toBeGreaterThan(200);
    const found = TESTS.flatMap((file) => {
      const source = read(file);
      return [...selfComparisons(source, file), ...routeWordsChecked(source, file)];
    });
    expect(found).toEqual([]);
  });

  test("a comment on how CI runs the outbox delivery test agrees with .ci/run", () => {
    const ci = read(".ci/run")
      .split("\n")
      .filter((line) => !line.trimStart().startsWith("#"))
      .join("\n");
    const ciFull = /RELIABILITY=full/.test(ci);
    const comment = read("tests/reliability/outbox-delivery.test.ts");
    expect(comment).toMatch(ciFull ? /CI runs the full mode/ : /CI runs the default mode/);
    expect(comment).not.toMatch(
      ciFull ? /CI runs (?:its|the) default mode/ : /CI runs (?:its|the) full mode/,
    );
  });

  test("the test SMTP server keeps its errors, and every test that starts it checks them", () => {
    const sink = read("tests/integration/smtp-sink.ts");
    const onError = /server\.on\("error",[\s\S]*?\n {2}\}\);/.exec(sink)?.[0] ?? "";
    // A reset (a sender killed mid-message) is counted as dropped; anything else is kept.
    expect(onError).toMatch(/ECONNRESET/);
    expect(onError).toMatch(/sink\.dropped \+= 1/);
    expect(onError).toMatch(/else sink\.errors\.push\(error\)/);
    const users = TESTS.filter((file) => /\bstartSmtpSink\(/.test(read(file)));
    expect(users.length).toBeGreaterThanOrEqual(3);
    const unchecked = users.filter((file) => {
      const source = read(file);
      return (
        !/sink\.errors\)\.toEqual\(\[\]\)/.test(source) || !/expect\(sink\.dropped\)/.test(source)
      );
    });
    expect(unchecked).toEqual([]);
  });
});
