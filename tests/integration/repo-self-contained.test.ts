// The repository explains itself: no tracked file points at a document that lives outside it
// (the original specification, content brief, architecture, toolchain or style notes) or cites
// an issue number. What the code relies on is restated in docs/ (docs/architecture.md,
// docs/product/spec-facts.md, docs/product/marketing-facts.md) and cited there.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SELF = path.relative(ROOT, import.meta.filename);
const TEXT = /\.(?:[cm]?[jt]sx?|md|json|prisma|css|sql|sh|ya?ml|txt|html)$|^[^.]+$/;

/** A reference to something outside the repository, with what to use instead. */
const FORBIDDEN: Array<{ pattern: RegExp; instead: string }> = [
  {
    pattern: /\b(?:ARCHITECTURE|CONTENT|TOOLCHAIN|STYLE)(?:\.md)?\b/,
    instead: "docs/architecture.md, docs/product/*.md or a decision record",
  },
  {
    pattern: /\bspec(?:ification)?(?:'s)?\s+(?:sections?|§)\s*\d/i,
    instead: "docs/product/spec-facts.md §N",
  },
  { pattern: /\bthe spec\b|\bspec's\b|\bspec order\b/i, instead: "docs/product/spec-facts.md" },
  {
    pattern: /\b(?:issue|pr|pull request)s?\s+#?\d+|\(#\d+\)|\b[\w.-]+\/[\w.-]+#\d+/i,
    instead: "say what the code does, or link the public page",
  },
];

function trackedFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" });
  return out
    .split("\0")
    .filter(Boolean)
    .filter((file) => TEXT.test(path.basename(file)) && !file.endsWith("package-lock.json"))
    .filter((file) => file !== SELF && fs.existsSync(path.join(ROOT, file)));
}

function findOutsideReferences(files: Array<{ file: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    text.split("\n").forEach((line, i) => {
      for (const { pattern, instead } of FORBIDDEN) {
        if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}  → use ${instead}`);
      }
    });
  }
  return found;
}

describe("the repository stands alone", () => {
  test("no tracked file refers to documents outside it or to issue numbers", () => {
    const files = trackedFiles().map((file) => ({
      file,
      text: fs.readFileSync(path.join(ROOT, file), "utf8"),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(findOutsideReferences(files)).toEqual([]);
  });

  test("the check catches each kind of reference, and passes our own docs", () => {
    const samples = [
      "// see CONTENT.md §6",
      "// layers as in ARCHITECTURE.md",
      "// (see TOOLCHAIN: Json defaults)",
      "/** Spec section 4: the first step is always open. */",
      "// advisory (spec §5)",
      'it("uses the spec\'s thresholds")',
      "// The simple wizard's rules (issue 6)",
      "// fixed upstream (#839)",
      "// hydration warnings (epicweb-dev/epic-stack#839)",
    ];
    const flagged = findOutsideReferences(samples.map((text, i) => ({ file: `s${i}`, text })));
    expect(flagged).toHaveLength(samples.length);
    const fine = [
      "// docs/product/spec-facts.md §4: the first step is always open.",
      '// docs/product/marketing-facts.md, "Product Hunt"',
      '["Help us reach #1 Product of the Day", "asking-for-votes"]',
      "// https://github.com/epicweb-dev/epic-stack/issues/839",
      'headers: { "Content-Type": "application/json" }',
    ];
    expect(findOutsideReferences(fine.map((text, i) => ({ file: `f${i}`, text })))).toEqual([]);
  });

  test("the docs the code points at exist", () => {
    for (const doc of [
      "docs/architecture.md",
      "docs/product/spec-facts.md",
      "docs/product/marketing-facts.md",
    ]) {
      expect(fs.existsSync(path.join(ROOT, doc)), doc).toBe(true);
    }
  });
});
