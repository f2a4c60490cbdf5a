// Server-Timing on every answer of the production server: pages, 304s, JSON APIs, resource routes,
// 404s, redirects and refusals carry auth, db and total (render on documents), in a form the
// browser's developer tools read, with the database time of the queries the request ran.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTenantFixture, newCookie, type TenantFixture } from "./fixtures";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let owner: TenantFixture;

beforeAll(async () => {
  server = await startServer({ env: { WEB_CONCURRENCY: "1" } });
  owner = await createTenantFixture();
});

afterAll(async () => {
  await server?.stop();
});

type Metric = { dur: number; desc?: string };

/** The header's metrics by name; fails on any entry that is not `name;dur=N[;desc="..."]`. */
function parseServerTiming(header: string | null): Map<string, Metric> {
  expect(header, "Server-Timing header").toBeTruthy();
  const metrics = new Map<string, Metric>();
  for (const entry of header!.split(/\s*,\s*/)) {
    const match = /^([a-z]+);dur=(\d+(?:\.\d+)?)(?:;desc="([^"\\]*)")?$/.exec(entry);
    expect(match, `"${entry}" is name;dur=N[;desc="..."]`).not.toBeNull();
    metrics.set(match![1], { dur: Number(match![2]), desc: match![3] });
  }
  return metrics;
}

async function timed(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  const body = await response.text();
  return { response, body, metrics: parseServerTiming(response.headers.get("Server-Timing")) };
}

/**
 * auth, db and total on every answer; total covers the other figures that ran one after another.
 * `instant`: an answer that may take under 0.05 ms (the health check's remembered result) may say 0.0.
 */
function expectCommon(metrics: Map<string, Metric>, { instant = false } = {}) {
  for (const name of ["auth", "db", "total"]) expect(metrics.has(name), name).toBe(true);
  const total = metrics.get("total")!.dur;
  if (instant) expect(total).toBeGreaterThanOrEqual(0);
  else expect(total).toBeGreaterThan(0);
  expect(metrics.get("auth")!.dur).toBeLessThanOrEqual(total);
  expect(metrics.get("render")?.dur ?? 0).toBeLessThanOrEqual(total);
}

/** A database figure of queries the request really ran. */
function expectQueried(metrics: Map<string, Metric>) {
  expect(metrics.get("db")!.dur).toBeGreaterThan(0);
  expect(metrics.get("db")!.desc).toMatch(/^[1-9]\d* quer(y|ies)$/);
}

describe("Server-Timing", () => {
  it("a signed-in page: auth, db, render and total; its 304 comes before any render", async () => {
    const cookie = await newCookie(owner.user.id);
    const { response, body, metrics } = await timed("/dashboard", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(body).toContain(owner.tag);
    expectCommon(metrics);
    expectQueried(metrics);
    expect(metrics.get("auth")!.dur).toBeGreaterThan(0);
    expect(metrics.get("auth")!.desc).toBe("Session and user lookup");
    expect(metrics.get("render")!.dur).toBeGreaterThan(0);
    // Durations and counts only: nothing of the user, the tenant or the session.
    const header = response.headers.get("Server-Timing")!;
    for (const secret of [owner.tag, owner.user.id, owner.tenant.id, cookie.split("=")[1]]) {
      expect(header).not.toContain(secret);
    }

    const etag = response.headers.get("ETag")!;
    const again = await timed("/dashboard", { headers: { Cookie: cookie, "If-None-Match": etag } });
    expect(again.response.status).toBe(304);
    expectCommon(again.metrics);
    expectQueried(again.metrics);
    // The dashboard's tag is computed from the rows it shows: an unchanged revisit renders nothing.
    expect(again.metrics.has("render")).toBe(false);
  });

  it("a JSON API and a single-fetch data request: no render", async () => {
    const cookie = await newCookie(owner.user.id);
    for (const path of ["/api/apps", "/dashboard.data"]) {
      const { response, metrics } = await timed(path, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      expectCommon(metrics);
      expectQueried(metrics);
      expect(metrics.get("auth")!.dur, path).toBeGreaterThan(0);
      expect(metrics.has("render"), path).toBe(false);
    }
  });

  it("a resource route (the plan's CSV export)", async () => {
    const cookie = await newCookie(owner.user.id);
    const { response, metrics } = await timed(`/apps/${owner.ids.appId}/export.csv`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/text\/csv/);
    expectCommon(metrics);
    expectQueried(metrics);
    expect(metrics.has("render")).toBe(false);
  });

  it("a 404 page, an API 404 and a 405 refusal", async () => {
    const page = await timed("/no-such-page-here");
    expect(page.response.status).toBe(404);
    expectCommon(page.metrics);
    expect(page.metrics.get("render")!.dur).toBeGreaterThan(0);

    const cookie = await newCookie(owner.user.id);
    const api = await timed("/api/apps/no-such-app", { headers: { Cookie: cookie } });
    expect(api.response.status).toBe(404);
    expectCommon(api.metrics);
    expectQueried(api.metrics);

    const refused = await timed("/dashboard", { method: "DELETE" });
    expect(refused.response.status).toBe(405);
    expectCommon(refused.metrics);
    expect(refused.metrics.get("auth")!.desc).toBe("No session lookup");
  });

  it("redirects: a form post's and a visitor's sent to sign in", async () => {
    const cookie = await newCookie(owner.user.id);
    const posted = await timed("/logout", {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=logout",
    });
    expect(posted.response.status).toBe(302);
    expect(posted.response.headers.get("Location")).toBe("/auth");
    expectCommon(posted.metrics);
    expectQueried(posted.metrics);

    const visitor = await timed("/dashboard");
    expect(visitor.response.status).toBe(302);
    expect(visitor.response.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    expectCommon(visitor.metrics);
  });

  it("/healthz: its database check", async () => {
    const { response, metrics } = await timed("/healthz");
    expect(response.status).toBe(200);
    expectCommon(metrics, { instant: true });
  });
});
