// The docs point at files that exist: every repository path written in backticks in docs/**/*.md
// or README.md names a file or folder of the repository, so a move that forgets the docs fails here.
//
// A path is a backticked span with no space whose first segment is a top-level folder of the
// repository (`app/`, `tests/`, `scripts/`, `docs/`, `prisma/`, `public/`, `patches/`, `.ci/`), or
// a room of app/ written from inside it (`utils/edge.server.ts` is app/utils/edge.server.ts).
// Route patterns (`/apps/:appId`) start with a slash: URLs, not files. Inside a path, `*`,
// `<name>`, `NNN` and `…` stand for any name, `.ts(x)` for .ts or .tsx; a module written without
// its extension (`app/utils/session.server`) matches its .ts, .tsx, .js or .mjs file.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOP = ["app", "tests", "scripts", "docs", "prisma", "public", "patches", ".ci"];
const APP_ROOMS = ["routes", "components", "utils", "models", "services", "lib"];
const SKIP = new Set(["node_modules", ".git", "build", ".cache", "test-results"]);
const FILE_EXTENSION =
  /\.(?:[cm]?[jt]sx?|md|json|prisma|css|sql|sh|ya?ml|txt|html|svg|png|ico|webmanifest|patch)$/;
// What a run writes (the build, the reliability suite's build, data): the .gitignore's rooted
// entries, named in the docs before they exist.
const GENERATED = fs
  .readFileSync(path.join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))
  .map((line) => line.slice(1).replace(/\/?$/, "/"));

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      out.push(`${rel}/`);
      walk(rel, out);
    } else out.push(rel);
  }
}

function repositoryEntries(): string[] {
  const out: string[] = [];
  for (const dir of TOP) {
    if (!fs.existsSync(path.join(ROOT, dir))) continue;
    out.push(`${dir}/`);
    walk(dir, out);
  }
  return out;
}

function docFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file.split(path.sep).join("/")}`);
  return ["README.md", ...docs];
}

/** Backticked spans outside fenced blocks, with their line numbers. */
export function backtickedSpans(text: string): Array<{ line: number; span: string }> {
  const spans: Array<{ line: number; span: string }> = [];
  let fenced = false;
  text.split("\n").forEach((line, i) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of line.matchAll(/`([^`\n]+)`/g)) spans.push({ line: i + 1, span: match[1] });
  });
  return spans;
}

/** The repository path a span names, or null when the span is not a path. */
export function repositoryPath(span: string): string | null {
  if (/\s/.test(span) || span.startsWith("/") || /^[a-z]+:/i.test(span)) return null;
  const first = span.split("/")[0];
  if (!span.includes("/")) return null;
  if (TOP.includes(first)) return span;
  if (APP_ROOMS.includes(first)) return `app/${span}`;
  return null;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A regular expression matching the entries a path names, placeholders included. */
export function pathPattern(target: string): RegExp {
  const folder = target.endsWith("/");
  const body = target.replace(/\/$/, "");
  const source = body
    .split(/(\*|<[^>]+>|NNN|…|\.\.\.|\.ts\(x\))/)
    .map((part) => {
      if (part === "*" || part === "…" || part === "...") return "[^/]*";
      if (part === "NNN") return "\\d{3}";
      if (part === ".ts(x)") return "\\.tsx?";
      if (/^<[^>]+>$/.test(part)) return "[^/]+";
      return escape(part);
    })
    .join("");
  const extension = FILE_EXTENSION.test(body) ? "" : "(?:\\.(?:tsx?|m?js))?";
  return new RegExp(`^${source}${folder ? "/" : `${extension}/?`}$`);
}

describe("paths in the docs", () => {
  const entries = repositoryEntries();

  test("the matcher reads placeholders, folders and modules written without extension", () => {
    const sample = [
      "app/routes/_app.help/",
      "app/routes/_app.help/route.tsx",
      "app/utils/session.server.ts",
      "docs/decisions/011-toasts.md",
      "app/routes/apps.$appId.export[.]pdf.ts",
    ];
    const hits = (target: string) => sample.filter((entry) => pathPattern(target).test(entry));
    expect(hits("app/routes/<page>/route.tsx")).toEqual(["app/routes/_app.help/route.tsx"]);
    expect(hits("app/routes/_app.help")).toEqual(["app/routes/_app.help/"]);
    expect(hits("app/utils/session.server")).toEqual(["app/utils/session.server.ts"]);
    expect(hits("docs/decisions/NNN-*.md")).toEqual(["docs/decisions/011-toasts.md"]);
    expect(hits("app/routes/apps.$appId.export[.]pdf.ts")).toHaveLength(1);
    expect(hits("app/utils/session.server.tsx")).toEqual([]);
    expect(repositoryPath("/apps/:appId")).toBeNull();
    expect(repositoryPath("utils/edge.server.ts")).toBe("app/utils/edge.server.ts");
    expect(repositoryPath("npm run bench")).toBeNull();
  });

  test("every backticked repository path in docs/ and README.md exists", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of docFiles()) {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      for (const { line, span } of backtickedSpans(text)) {
        const target = repositoryPath(span);
        if (!target || GENERATED.some((prefix) => `${target}/`.startsWith(prefix))) continue;
        checked += 1;
        const pattern = pathPattern(target);
        if (!entries.some((entry) => pattern.test(entry))) missing.push(`${file}:${line}: ${span}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
