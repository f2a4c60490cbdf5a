import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import * as LIMITS from "./limits";
import {
  characterCount,
  counterText,
  ELEVATOR_PITCH_MAX,
  MAX_COMPETITORS,
  MAX_CONTENT_IDEAS,
  META_DESCRIPTION_MAX,
  normalizeLineBreaks,
  tooLongMessage,
} from "./limits";

describe("limits", () => {
  it("pins the product's numbers", () => {
    expect(ELEVATOR_PITCH_MAX).toBe(140);
    expect(META_DESCRIPTION_MAX).toBe(155);
    expect(MAX_CONTENT_IDEAS).toBe(3);
    expect(MAX_COMPETITORS).toBe(3);
  });

  it("counts what a person sees: an emoji is one character, CRLF is one line break", () => {
    expect(characterCount("abc")).toBe(3);
    expect(characterCount("🚀 go")).toBe(4);
    expect(characterCount("a\r\nb")).toBe(3);
    expect(characterCount("a\nb")).toBe(3);
    expect(normalizeLineBreaks("a\r\nb\rc")).toBe("a\nb\nc");
  });

  it("says how far over a limit the text is", () => {
    expect(counterText(52, 140)).toBe("52 / 140");
    expect(counterText(140, 140)).toBe("140 / 140");
    expect(counterText(143, 140)).toBe("3 over the 140 limit");
    expect(tooLongMessage("Elevator pitch", 140, 141)).toBe(
      "Elevator pitch must be at most 140 characters (you have 141, 1 too many).",
    );
  });
});

// One home for limits: a model, route, component or utility that writes a limit's number instead
// of importing it lets the form and the server drift apart. 0 and 1 are left out: ".min(1)" means
// "required" and ".min(0)" "not negative", not a limit.
const APP = path.resolve(import.meta.dirname, "..");
const SCANNED = ["models", "routes", "components", "utils"];
const LIMIT_VALUES = new Set<number>(
  (Object.values(LIMITS) as unknown[]).filter((v): v is number => typeof v === "number" && v > 1),
);
const NUMERIC_BOUNDS = [
  /(?<!Math)\.(?:max|min|length)\(\s*(\d[\d_]*)\s*[,)]/g,
  /\b(?:maxLength|minLength|max|min)=\{?\s*["']?(\d[\d_]*)/g,
  /\.length\s*(?:<=|<|>=|>)\s*(\d[\d_]*)/g,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function hardCodedLimits(files: Array<{ file: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    text.split("\n").forEach((line, i) => {
      for (const pattern of NUMERIC_BOUNDS) {
        for (const match of line.matchAll(pattern)) {
          if (LIMIT_VALUES.has(Number(match[1].replaceAll("_", "")))) {
            found.push(`${file}:${i + 1}: ${line.trim()}`);
          }
        }
      }
    });
  }
  return found;
}

describe("one home for limits", () => {
  it("the detector finds a limit written as a number", () => {
    const copies = [
      '.max(100, "Progress must be a whole number from 0 to 100")',
      "maxLength={254}",
      'maxLength="80"',
      'typeof value === "string" && value.length <= 64',
      "z.string().min(8)",
    ];
    for (const text of copies)
      expect(hardCodedLimits([{ file: "x.ts", text }]), text).toHaveLength(1);
    for (const text of [
      '.min(1, "Enter a subject")',
      '.min(0, "can\'t be negative")',
      "Math.min(100, value)",
      "aria-valuemax={100}",
      "maxLength={EMAIL_MAX}",
    ]) {
      expect(hardCodedLimits([{ file: "x.ts", text }]), text).toEqual([]);
    }
  });

  it("models, routes, components and utilities import every limit from app/lib/limits.ts", () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(APP, dir))).map((full) => ({
      file: path.relative(path.dirname(APP), full),
      text: fs.readFileSync(full, "utf8"),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(hardCodedLimits(files)).toEqual([]);
  });
});
