import { describe, expect, it } from "vitest";

import { clearsSessionCookie, markSignedOut } from "~/lib/offline.mjs";

import { isOfflineReadView, offlineUserKey, setOfflineHeaders } from "./offline.server";

const user = { id: "user-1", timeZone: "Europe/Berlin" };
const get = (path: string, method = "GET") => new Request(`http://app.test${path}`, { method });

describe("offline reading headers", () => {
  it("marks only the read views, never admin, share, auth or other pages", () => {
    for (const path of [
      "/dashboard",
      "/reports",
      "/apps/a1/checklist",
      "/apps/a1/calendar",
      "/apps/a1/drafts",
      "/apps/a1/listing",
    ]) {
      expect(isOfflineReadView(path), path).toBe(true);
    }
    for (const path of ["/admin", "/share/tok", "/auth", "/profile", "/apps/a1/share", "/x.data"]) {
      expect(isOfflineReadView(path), path).toBe(false);
    }
  });

  it("gives a signed-in read view the user's opaque key and zone", () => {
    const headers = new Headers();
    setOfflineHeaders(headers, get("/dashboard"), 200, user, false);
    expect(headers.get("X-Offline-Cache")).toBe("1");
    expect(headers.get("X-Offline-Zone")).toBe("Europe/Berlin");
    const key = headers.get("X-Offline-User");
    expect(key).toBe(offlineUserKey("user-1"));
    expect(key).not.toContain("user-1");
    expect(offlineUserKey("user-2")).not.toBe(key);
  });

  it("keeps nothing signed out, in Lite mode, on an error or for another method", () => {
    const cases: [Request, number, typeof user | null, boolean][] = [
      [get("/dashboard"), 200, null, false],
      [get("/dashboard"), 200, user, true],
      [get("/dashboard"), 500, user, false],
      [get("/dashboard", "HEAD"), 200, user, false],
      [get("/profile"), 200, user, false],
    ];
    for (const [request, status, who, lite] of cases) {
      const headers = new Headers();
      setOfflineHeaders(headers, request, status, who, lite);
      expect(headers.has("X-Offline-Cache")).toBe(false);
      expect(headers.get("X-Offline-User")).toBe(who ? offlineUserKey(who.id) : "-");
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
