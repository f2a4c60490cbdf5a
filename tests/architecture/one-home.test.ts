// One home per fact: the module count, the modules' titles and an API route's methods are each
// written once, and these checks fail when a second copy appears.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { MODULE_TITLES } from "~/lib/wizard/module-titles";

const ROOT = path.resolve(import.meta.dirname, "../..");
const COUNT_HOME = "app/lib/wizard/module-titles.ts";
const TITLES_HOME = COUNT_HOME;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
    .filter((file) => /\.(?:tsx?|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The source without its comments (a comment may say "eight"; copy and arithmetic may not). */
function code(file: string): string {
  return fs
    .readFileSync(path.join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

const FILES = ["app", "scripts", "prisma"].flatMap(sourceFiles);

describe("the module count", () => {
  // "8 modules", "8-step", "eight modules", "Eight steps", a share per module worked out by hand.
  const TYPED_COUNT = [
    /\b(?:8|eight)[- ](?:marketing[- ])?(?:steps?|modules?)\b/i,
    /\/\s*8\b(?!\d)/,
    /\b12\.5\b/,
  ];

  test("the matcher sees copy and arithmetic, not comments", () => {
    expect(TYPED_COUNT.some((pattern) => pattern.test('"All 8 marketing modules"'))).toBe(true);
    expect(TYPED_COUNT.some((pattern) => pattern.test("Math.round((done / 8) * 100)"))).toBe(true);
    expect(TYPED_COUNT.some((pattern) => pattern.test("<h2>The eight modules</h2>"))).toBe(true);
    expect(TYPED_COUNT.some((pattern) => pattern.test("{MODULE_COUNT_WORD} modules"))).toBe(false);
  });

  test(`is typed nowhere but ${COUNT_HOME}`, () => {
    expect(FILES.length).toBeGreaterThan(300);
    const typed = FILES.filter((file) => file !== COUNT_HOME).flatMap((file) =>
      code(file)
        .split("\n")
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => TYPED_COUNT.some((pattern) => pattern.test(line)))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(typed).toEqual([]);
  });
});

describe("the modules' titles", () => {
  test(`are listed in ${TITLES_HOME} only`, () => {
    const titles = Object.values(MODULE_TITLES);
    const copies = FILES.filter((file) => file !== TITLES_HOME).filter((file) => {
      const source = code(file);
      return titles.every((title) => source.includes(`"${title}"`));
    });
    expect(copies).toEqual([]);
    expect(FILES.filter((file) => /\bSTEP_TITLES\b/.test(code(file)))).toEqual([]);
  });
});

describe("an API route's methods", () => {
  test("are declared once, in its apiRoute table", () => {
    const api = FILES.filter((file) => /^app\/routes\/api\.[^/]+\.ts$/.test(file));
    expect(api.length).toBeGreaterThan(40);
    const twice = api.filter((file) => {
      const source = code(file);
      return /methodNotAllowed\(|\ballow:\s*\[/.test(source);
    });
    expect(twice).toEqual([]);
  });
});

describe("a date written for a person", () => {
  // A month spelled out or abbreviated, a locale's own date style, a date-fns month token: each
  // writes a date in a style of its own. Machine formats (ISO) are not matched.
  const DATE_STYLE = [
    /toLocaleDateString\(/,
    /toLocale(?:String|TimeString)\([^)]*(?:dateStyle|month)/,
    /\bdateStyle\s*:/,
    /\bmonth\s*:\s*"(?:long|short|narrow)"/,
    /["'`][^"'`\n]*\bMMMM?\b[^"'`\n]*["'`]/,
  ];
  const DATES_HOME = "app/lib/date-time.ts";
  // Its calendar-day formatter, needing nothing else, for browser code (see the file).
  const CALENDAR_DAY_HOME = "app/lib/dates.ts";
  // Styles a person may have typed, read (never written) by the launch-date answer's parser.
  const READ_ONLY = /\bANSWER_DATE_FORMATS\b/;

  test("the matcher sees another style, not ISO or a count", () => {
    const seen = (line: string) => DATE_STYLE.some((pattern) => pattern.test(line));
    expect(seen('format(day, "EEEE, d MMMM yyyy")')).toBe(true);
    expect(seen('new Intl.DateTimeFormat("en-US", { dateStyle: "medium" })')).toBe(true);
    expect(seen('d.toLocaleDateString("en-US", { month: "short" })')).toBe(true);
    expect(seen('{ day: "numeric", month: "long", year: "numeric" }')).toBe(true);
    expect(seen("date.toISOString().slice(0, 10)")).toBe(false);
    expect(seen('value.toLocaleString("en-US")')).toBe(false);
  });

  test(`is written by ${DATES_HOME} only (pages, emails and the PDF in one style)`, () => {
    const elsewhere = FILES.filter(
      (file) => file !== DATES_HOME && file !== CALENDAR_DAY_HOME,
    ).flatMap((file) =>
      code(file)
        .split("\n")
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => !READ_ONLY.test(line))
        .filter(({ line }) => DATE_STYLE.some((pattern) => pattern.test(line)))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(elsewhere).toEqual([]);
  });
});
