// Tenant isolation, generated from app/routes/*: every route × method × intent is called with the
// first tenant's ids by a signed-in user of another tenant and by a signed-out visitor. Nothing of
// the first tenant may show in the answer, none of its rows may change, and the status must be the
// declared refusal (404 for another tenant's record, 401 or a redirect to sign-in for a visitor).
// The table in routes.ts must cover every route file, method and intent the sources name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "~/services/db.server";

import { seedIfEmpty } from "../../prisma/seed";
import { createTenantFixture, newCookie, type TenantFixture, tenantSnapshot } from "./fixtures";
import { type Answer, describeAnswer, send } from "./http";
import {
  isPage,
  type Outcome,
  patternRegExp,
  ROUTE_TABLE,
  type RouteCase,
  routeFiles,
  routeIntents,
  routeMethods,
  routePattern,
} from "./routes";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let owner: TenantFixture;
let other: TenantFixture;

beforeAll(async () => {
  server = await startServer();
  // The demo account, so that the demo sign-in is exercised too.
  await seedIfEmpty(db);
  owner = await createTenantFixture();
  other = await createTenantFixture();
});

afterAll(async () => {
  await server?.stop();
});

function label(c: RouteCase) {
  return `${c.method} ${c.path({} as never).replace(/undefined/g, ":id")}${c.intent ? ` intent=${c.intent}` : ""}`;
}

function meets(outcome: Outcome, answer: Answer, api: boolean): boolean {
  const redirectTo = (prefix: string) =>
    answer.status >= 300 && answer.status < 400 && answer.location.startsWith(prefix);
  switch (outcome) {
    case "not-found":
      return answer.status === 404;
    case "auth":
      return api ? answer.status === 401 : answer.status === 401 || redirectTo("/auth");
    case "admin-only":
      return answer.status === 403 || redirectTo("/dashboard");
    case "not-allowed":
      return answer.status === 405;
    case "any":
      return answer.status < 500;
    case "off":
      return answer.status < 500 || answer.status === 503;
  }
}

describe("the route table", () => {
  it("has an entry for every route file and none for a missing file", () => {
    expect(Object.keys(ROUTE_TABLE).sort()).toEqual(routeFiles());
  });

  it("declares each file's URL pattern, methods and form intents", () => {
    const problems: string[] = [];
    for (const file of routeFiles()) {
      const entry = ROUTE_TABLE[file];
      if (!entry) continue;
      if (entry.pattern !== routePattern(file))
        problems.push(
          `${file}: pattern ${entry.pattern} but the file name says ${routePattern(file)}`,
        );
      const pattern = patternRegExp(entry.pattern);
      const ids = owner.ids;
      for (const c of entry.cases) {
        if (entry.pattern && !pattern.test(c.path(ids)))
          problems.push(`${file}: ${c.path(ids)} does not match ${entry.pattern}`);
      }
      const methods = new Set(entry.cases.map((c) => c.method));
      for (const method of routeMethods(file))
        if (!methods.has(method)) problems.push(`${file}: no case for ${method}`);
      const declared = new Set(entry.cases.flatMap((c) => (c.intent ? [c.intent] : [])));
      const named = routeIntents(file);
      for (const intent of named)
        if (!declared.has(intent)) problems.push(`${file}: no case for intent ${intent}`);
      for (const intent of declared)
        if (!named.includes(intent))
          problems.push(`${file}: intent ${intent} is not in the source`);
    }
    expect(problems).toEqual([]);
  });
});

for (const file of Object.keys(ROUTE_TABLE).sort()) {
  const entry = ROUTE_TABLE[file];
  describe(file, () => {
    for (const c of entry.cases) {
      it(`${label(c)}: another tenant and a visitor see and change nothing of the first tenant`, async () => {
        const failures: string[] = [];
        const api = file.startsWith("api.");
        const variants = [c.path(owner.ids)];
        // The data request a page makes with JavaScript on (single fetch) must be as tight.
        if (c.method === "GET" && isPage(file)) {
          const [pathname, search] = variants[0].split("?");
          variants.push(
            `${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search}` : ""}`,
          );
        }
        for (const caller of ["other", "visitor"] as const) {
          for (const [index, path] of variants.entries()) {
            const cookie = caller === "other" ? await newCookie(other.user.id) : undefined;
            const before = await tenantSnapshot(owner.tenant.id);
            const answer = await send(server.url, {
              method: c.method,
              path,
              body: c.body?.(owner.ids),
              cookie,
            });
            const after = await tenantSnapshot(owner.tenant.id);
            const where = `${caller} ${c.method} ${path}`;
            if (answer.status >= 500 && !(c[caller] === "off" && answer.status === 503))
              failures.push(`${where}: ${describeAnswer(answer)}`);
            const leaked = owner.secrets.filter(
              (s) => answer.text.includes(s) || answer.location.includes(s),
            );
            if (leaked.length) failures.push(`${where}: leaked ${leaked.join(", ")}`);
            if (after !== before) failures.push(`${where}: changed the first tenant's data`);
            // Status rules apply to the document request; the data request only must not leak.
            if (index === 0 && !meets(c[caller], answer, api))
              failures.push(`${where}: expected ${c[caller]}, got ${describeAnswer(answer)}`);
          }
        }
        expect(failures).toEqual([]);
      });
    }
  });
}

describe("positive controls: the same requests work for the owner", () => {
  const controls = Object.entries(ROUTE_TABLE).flatMap(([file, entry]) =>
    entry.cases.filter((c) => c.owner).map((c) => ({ file, c })),
  );
  for (const { file, c } of controls) {
    it(`${file} ${label(c)} as the owner: ${c.owner}`, async () => {
      const fresh = await createTenantFixture();
      const before = await tenantSnapshot(fresh.tenant.id);
      const answer = await send(server.url, {
        method: c.method,
        path: c.path(fresh.ids),
        body: c.body?.(fresh.ids),
        cookie: fresh.cookie,
      });
      expect(answer.status, describeAnswer(answer)).toBeLessThan(400);
      expect(answer.location).not.toMatch(/^\/auth/);
      if (c.owner === "sees") expect(answer.text).toContain(fresh.tag);
      if (c.method !== "GET") expect(await tenantSnapshot(fresh.tenant.id)).not.toBe(before);
    });
  }
});
