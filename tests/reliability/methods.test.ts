// Every route file answers a method it does not take with 405 and an Allow header that names what
// it takes, and the server logs it as one request line, never an error stack (production server).
import { afterAll, beforeAll, expect, it } from "vitest";

import { createSignedInUser } from "../integration/helpers";
import { createTenantFixture, newCookie, type TenantFixture } from "./fixtures";
import {
  isPage,
  type Method,
  ROUTE_TABLE,
  routeFiles,
  routeMethods,
  routePattern,
  routeSource,
} from "./routes";
import { type RunningServer, startServer } from "./server";

const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

let server: RunningServer;
let owner: TenantFixture;
let adminId: string;

beforeAll(async () => {
  server = await startServer({ env: { WEB_CONCURRENCY: "1" } });
  owner = await createTenantFixture();
  adminId = (await createSignedInUser({ role: "admin" })).user.id;
});

afterAll(async () => {
  await server?.stop();
});

/** What a file takes: a page or form route GET/HEAD (+POST with an action), an API what its
 * source names. */
function takes(file: string): string[] {
  const source = routeSource(file);
  const hasAction =
    /export (?:(?:async )?function|const) action\b|export const \{[^}]*\baction\b/.test(source);
  if (isPage(file) || /^export const intents/m.test(source))
    return ["GET", "HEAD", ...(hasAction ? ["POST"] : [])];
  if (!hasAction) return ["GET", "HEAD"];
  return routeMethods(file);
}

const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/** What a URL takes: files that share it (a layout and its index route, whose posts go to the
 * layout's action) take it together. */
function takesAt(file: string, files: string[]): string[] {
  const sharing = files.filter((other) => routePattern(other) === routePattern(file));
  const all = new Set(sharing.flatMap(takes));
  return [...all].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}

it("every route file answers the methods it does not take with 405 + Allow, and logs no stack", async () => {
  const files = routeFiles().filter((file) => {
    const pattern = routePattern(file);
    // Pathless layouts have no URL; the catch-all answers 404 to every method.
    return pattern !== "" && !pattern.endsWith("*");
  });
  expect(files.length).toBeGreaterThan(40);
  const logBefore = server.stderr().length;
  const problems: string[] = [];
  let checked = 0;
  for (const file of files) {
    const entry = ROUTE_TABLE[file];
    expect(entry, `${file} has an entry in routes.ts`).toBeTruthy();
    const path = entry.cases[0].path(owner.ids);
    const cookie = await newCookie(file.includes("admin") ? adminId : owner.user.id);
    const allowed = takesAt(file, files);
    for (const method of METHODS.filter((m) => !allowed.includes(m))) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
        redirect: "manual",
      });
      await response.arrayBuffer();
      checked += 1;
      const allow = response.headers.get("Allow");
      const named = (allow ?? "").split(/,\s*/);
      if (response.status !== 405 || !allow || named.includes(method))
        problems.push(`${method} ${path} (${file}): ${response.status}, Allow: ${allow}`);
      else if (!file.startsWith("api.") && named.join() !== allowed.join())
        problems.push(
          `${method} ${path} (${file}): Allow ${allow}, expected ${allowed.join(", ")}`,
        );
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(150);
  // morgan writes request lines to stdout; stderr is for errors, and a 405 is none.
  const logged = server.stderr().slice(logBefore);
  expect(logged, "no error output for 405s").toBe("");
});
