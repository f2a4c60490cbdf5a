// The words the product specification names on screen (docs/spec-strings.json, one list) are in
// the app word for word: each is found in the app's code, as its pages and toasts show it (JSX's
// &amp; read as "&"). tests/e2e/spec-strings.spec.ts finds those that have a page on that page.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

type SpecString = { text: string; kind: string; page?: string };
const { strings } = JSON.parse(
  fs.readFileSync(path.join(ROOT, "docs/spec-strings.json"), "utf8"),
) as { strings: SpecString[] };

function appSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every string literal and JSX text of the app, as the browser would read it. */
const APP_TEXT = appSources(path.join(ROOT, "app"))
  .map((file) => fs.readFileSync(file, "utf8"))
  .join("\n")
  .replaceAll("&amp;", "&")
  .replaceAll("&apos;", "'");

describe("the specification's words, from one list", () => {
  test("the list names the toasts, the four stats, the buttons and the menu items", () => {
    const kinds = new Set(strings.map((s) => s.kind));
    for (const kind of ["failure toast", "success toast", "stat", "button", "menu item"]) {
      expect(kinds, kind).toContain(kind);
    }
    expect(strings.filter((s) => s.kind === "stat").map((s) => s.text)).toEqual([
      "Total Apps",
      "Completed",
      "Ready to Launch",
      "Avg Progress",
    ]);
  });

  test.each(strings.map((s) => [s.kind, s.text] as const))("%s %j is in the app", (_, text) => {
    expect(APP_TEXT.includes(text), text).toBe(true);
  });
});
