// One request context (app/services/request-context.server.ts): what a request carries is typed
// there once, as Remix's load context, and reached through it. No second carrier: no other
// declaration of the load context's type, no Express `res.locals`, and no property hung on the
// user object under a private symbol (the session's read beside the user once travelled so).
// The one symbol left marks a user a sign-in returns with the stamp read before its check
// (app/models/security-stamp.server.ts): the sign-in's own answer, not the request's state.
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const HOME = "app/services/request-context.server.ts";

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(file);
    return /\.(?:tsx?|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The code without its comments (a comment may name what is gone). */
const code = (file: string) =>
  fs
    .readFileSync(path.join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

const FILES = [...sources("app"), ...sources("scripts")];
const writing = (pattern: RegExp) => FILES.filter((file) => pattern.test(code(file)));

test("the request context is typed in one module", () => {
  expect(FILES.length).toBeGreaterThan(300);
  expect(writing(/\binterface\s+AppLoadContext\b/)).toEqual([HOME]);
  expect(writing(/declare\s+module\s+["']@remix-run\/(?:node|server-runtime)["']/)).toEqual([HOME]);
});

test("no request state rides on Express's res.locals", () => {
  expect(writing(/\bres\.locals\b|\blocals\.started\b/)).toEqual([]);
});

test("no private symbol is hung on a user object but the sign-in's stamp", () => {
  expect(writing(/\bSymbol\(/)).toEqual(["app/models/security-stamp.server.ts"]);
  expect(code("app/models/security-stamp.server.ts").match(/\bSymbol\(/g)).toHaveLength(2);
});
