import { describe, expect, it } from "vitest";

import { type EdgeRules, edgeRulesOf } from "~/lib/edge-rules";
import { clearsSessionCookie, markSignedOut } from "~/lib/offline.mjs";

import { appRouteTable } from "../../tests/route-table";
import { edgeRulesAt } from "./edge-rules.server";
import { offlineUserKey, setOfflineHeaders } from "./offline.server";

const KEPT: EdgeRules = { offline: true };

const user = { id: "user-1", timeZone: "Europe/Berlin" };
const get = (path: string, method = "GET") => new Request(`http://app.test${path}`, { method });

describe("offline reading headers", () => {
  it("keeps the pages whose route declares it: the read views and the plan, no other", async () => {
    const routes = await appRouteTable();
    const kept = (path: string) => edgeRulesAt(routes, path).rules.offline === true;
    for (const path of [
      "/dashboard",
      "/reports",
      "/apps/a1/checklist",
      "/apps/a1/calendar",
      "/apps/a1/drafts",
      "/apps/a1/listing",
      "/wizard/a1",
      "/simple-wizard/a1",
      "/analytics",
    ]) {
      expect(kept(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/admin",
      "/share/tok",
      "/auth",
      "/profile",
      "/preferences",
      "/apps/a1/share",
      "/wizard",
      "/api/apps",
      "/x.data",
    ]) {
      expect(kept(path), path).toBe(false);
    }
    // One declaration per page: exactly these routes say so in their handle.
    const declared = Object.values(routes)
      .filter((route) => edgeRulesOf(route?.module?.handle).offline)
      .map((route) => route?.id)
      .sort();
    expect(declared).toEqual([
      "routes/_app.analytics",
      "routes/_app.apps.$appId.calendar",
      "routes/_app.apps.$appId.checklist",
      "routes/_app.apps.$appId.drafts",
      "routes/_app.apps.$appId.listing",
      "routes/_app.dashboard",
      "routes/_app.reports",
      "routes/_app.simple-wizard.$appId",
      "routes/_app.wizard.$appId",
    ]);
  });

  it("gives a signed-in read view the user's opaque key and zone", () => {
    const headers = new Headers();
    setOfflineHeaders(headers, get("/dashboard"), 200, user, false, KEPT);
    expect(headers.get("X-Offline-Cache")).toBe("1");
    expect(headers.get("X-Offline-Zone")).toBe("Europe/Berlin");
    // The session's idle limit: a write queued longer ago asks before it is sent.
    expect(headers.get("X-Offline-Idle")).toBe(String(14 * 24 * 60 * 60 * 1000));
    const key = headers.get("X-Offline-User");
    expect(key).toBe(offlineUserKey("user-1"));
    expect(key).not.toContain("user-1");
    expect(offlineUserKey("user-2")).not.toBe(key);
  });

  it("keeps nothing signed out, in Lite mode, on an error or for another method", () => {
    const cases: [Request, number, typeof user | null, boolean, EdgeRules][] = [
      [get("/dashboard"), 200, null, false, KEPT],
      [get("/dashboard"), 200, user, true, KEPT],
      [get("/dashboard"), 500, user, false, KEPT],
      [get("/dashboard", "HEAD"), 200, user, false, KEPT],
      [get("/profile"), 200, user, false, {}],
    ];
    for (const [request, status, who, lite, rules] of cases) {
      const headers = new Headers();
      setOfflineHeaders(headers, request, status, who, lite, rules);
      expect(headers.has("X-Offline-Cache")).toBe(false);
      expect(headers.get("X-Offline-User")).toBe(who ? offlineUserKey(who.id) : "-");
      expect(headers.has("X-Offline-Idle")).toBe(Boolean(who));
    }
  });

  it("sees a cleared session cookie and marks the answer signed out", () => {
    const cleared = new Headers();
    cleared.append(
      "Set-Cookie",
      "amm_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    );
    expect(clearsSessionCookie(cleared)).toBe(true);
    const set = new Headers();
    set.append("Set-Cookie", "amm_session=abc; Path=/; HttpOnly");
    expect(clearsSessionCookie(set)).toBe(false);
    markSignedOut(set);
    expect(set.get("Clear-Site-Data")).toBe('"cache", "storage"');
    expect(set.get("X-Offline-User")).toBe("-");
  });
});
