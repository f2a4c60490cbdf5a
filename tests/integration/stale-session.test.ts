// A session whose security stamp is no longer its user's (the password, the email... changed
// since its sign-in) counts for nothing anywhere: a page sends it to /auth, a `.data` read too,
// a revisit with the page's ETag gets no 304 (the page tag's one statement checks the stamp),
// the API answers 401; and the session row is ended on the way.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "~/models/app.server";
import { newSecurityStamp } from "~/models/security-stamp.server";
import * as dashboard from "~/routes/_app.dashboard/route";
import * as apiApps from "~/routes/api.apps";
import { db } from "~/services/db.server";
import type { RouteTable } from "~/services/request-context.server";
import { timeRequest } from "~/services/timing.server";
import { pageTag, type PageTagOptions } from "~/utils/page-tag.server";
import { sessionStorage } from "~/utils/session.server";

import { createApp as createServer } from "../../scripts/server-app.mjs";
import { appRouteTable } from "../route-table";
import { BASE, createSignedInUser, routeArgs, settle } from "./helpers";

let routes: RouteTable;
let server: Server;
let base: string;
let pageRuns = 0;

beforeAll(async () => {
  routes = await appRouteTable();
  const handleRequest = (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/api/")) return settle(() => apiApps.loader(routeArgs(request)));
    pageRuns += 1;
    return settle(async () => {
      const data = await dashboard.loader(routeArgs(request));
      return new Response(`<main>${JSON.stringify(data.apps)}</main>`, {
        headers: { "Content-Type": "text/html" },
      });
    });
  };
  server = createServer({
    handleRequest,
    screenRequest: async () => null,
    pageTag: (request: Request, options: PageTagOptions) =>
      pageTag(request, { ...options, routes }),
    timeRequest,
    log: false,
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function sessionIdOf(cookie: string) {
  return String((await sessionStorage().getSession(cookie)).get("sessionId"));
}

/** A signed-in user with an app, whose stamp then changes behind the session's back. */
async function staleAfter(prepare?: (cookie: string) => Promise<void>) {
  const me = await createSignedInUser();
  await createApp(me.user.tenantId, { name: "Stamp Tales", url: "", description: "" });
  await prepare?.(me.cookie);
  await db.user.update({
    where: { id: me.user.id },
    data: { securityStamp: newSecurityStamp() },
  });
  return me;
}

describe("a session whose stamp no longer holds", () => {
  it("a page and a .data read go to /auth, and the session ends", async () => {
    for (const path of ["/dashboard", "/dashboard.data"]) {
      const me = await staleAfter();
      const answer = await fetch(`${base}${path}`, {
        headers: { Cookie: me.cookie },
        redirect: "manual",
      });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toMatch(/^\/auth/);
      expect(await db.session.count({ where: { id: await sessionIdOf(me.cookie) } })).toBe(0);
      // Ended as by another device: its tombstone keeps the browser's next save for the owner.
      expect(await db.endedSession.count({ where: { id: await sessionIdOf(me.cookie) } })).toBe(1);
    }
  });

  it("a revisit with the page's ETag gets no 304: the page runs and sends it to /auth", async () => {
    let etag = "";
    const me = await staleAfter(async (cookie) => {
      const first = await fetch(`${base}/dashboard`, { headers: { Cookie: cookie } });
      expect(first.status).toBe(200);
      etag = first.headers.get("ETag") ?? "";
      const again = await fetch(`${base}/dashboard`, {
        headers: { Cookie: cookie, "If-None-Match": etag },
      });
      expect(again.status).toBe(304);
    });
    expect(etag).not.toBe("");
    const before = pageRuns;
    const stale = await fetch(`${base}/dashboard`, {
      headers: { Cookie: me.cookie, "If-None-Match": etag },
      redirect: "manual",
    });
    expect(stale.status).toBe(302);
    expect(pageRuns).toBe(before + 1);
  });

  it("the API answers 401", async () => {
    const me = await staleAfter();
    const answer = await fetch(`${base}/api/apps`, { headers: { Cookie: me.cookie } });
    expect(answer.status).toBe(401);
    const fresh = await createSignedInUser();
    expect((await fetch(`${base}/api/apps`, { headers: { Cookie: fresh.cookie } })).status).toBe(
      200,
    );
  });

  it("the page tag's statement finds no signed-in user", async () => {
    const me = await staleAfter();
    const request = new Request(`${BASE}/dashboard`, { headers: { Cookie: me.cookie } });
    expect(await pageTag(request, { version: "", routes })).toBeNull();
  });
});
