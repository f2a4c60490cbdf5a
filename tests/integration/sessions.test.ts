// Sessions a user can see and end: the list (page and API), ending one or all others, the
// once-a-minute lastSeenAt touch, and another user's session being a 404.
import { describe, expect, test } from "vitest";

import { getSessionUser, LAST_SEEN_INTERVAL_MS } from "~/models/session.server";
import * as sessionsRoom from "~/routes/_app.profile.sessions/route";
import { action as sessionsAction, loader as sessionsLoader } from "~/routes/api.sessions";
import { action as sessionAction } from "~/routes/api.sessions.$sessionId";
import { db } from "~/services/db.server";
import { commitSessionFor } from "~/utils/session.server";

import { createSignedInUser, formRequest, getRequest, jsonRequest, routeArgs } from "./helpers";
import { settleOutcome } from "./workspace-helpers";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0";

async function secondSession(userId: string) {
  const request = new Request("http://localhost", { headers: { "User-Agent": FIREFOX } });
  const cookie = (await commitSessionFor(request, userId, "198.51.100.7")).split(";")[0];
  const row = await db.session.findFirstOrThrow({
    where: { userId },
    orderBy: { createdAt: "desc" },
  });
  return { cookie, id: row.id };
}

describe("GET /api/sessions", () => {
  test("lists the user's sessions with the current one marked, user agent and address", async () => {
    const me = await createSignedInUser();
    const other = await secondSession(me.user.id);
    const res = await settleOutcome(() =>
      sessionsLoader(routeArgs(getRequest("/api/sessions", me.cookie))),
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ["createdAt", "current", "endsAt", "id", "ip", "lastSeenAt", "userAgent"].sort(),
    );
    expect(res.body[0].current).toBe(true);
    const second = res.body.find((s: { id: string }) => s.id === other.id);
    expect(second).toMatchObject({ current: false, userAgent: FIREFOX, ip: "198.51.100.7" });
    const visitor = await settleOutcome(() =>
      sessionsLoader(routeArgs(getRequest("/api/sessions"))),
    );
    expect(visitor.status).toBe(401);
  });
});

describe("DELETE /api/sessions/{id}", () => {
  test("ends the user's own session (204) and answers 404 for another user's", async () => {
    const me = await createSignedInUser();
    const stranger = await createSignedInUser();
    const mine = await secondSession(me.user.id);
    const theirs = await secondSession(stranger.user.id);
    const del = (id: string) =>
      settleOutcome(() =>
        sessionAction(
          routeArgs(
            jsonRequest(`/api/sessions/${id}`, undefined, { method: "DELETE", cookie: me.cookie }),
            {
              sessionId: id,
            },
          ),
        ),
      );
    expect((await del(theirs.id)).status).toBe(404);
    expect(await db.session.count({ where: { id: theirs.id } })).toBe(1);
    expect((await del(mine.id)).status).toBe(204);
    expect(await db.session.count({ where: { id: mine.id } })).toBe(0);
    expect((await del(mine.id)).status).toBe(404);
  });
});

describe("DELETE /api/sessions", () => {
  test("ends every session but the current one", async () => {
    const me = await createSignedInUser();
    await secondSession(me.user.id);
    await secondSession(me.user.id);
    const res = await settleOutcome(() =>
      sessionsAction(
        routeArgs(jsonRequest("/api/sessions", undefined, { method: "DELETE", cookie: me.cookie })),
      ),
    );
    expect(res.status).toBe(204);
    const left = await db.session.findMany({ where: { userId: me.user.id } });
    expect(left).toHaveLength(1);
    const current = await settleOutcome(() =>
      sessionsLoader(routeArgs(getRequest("/api/sessions", me.cookie))),
    );
    expect(current.body).toEqual([expect.objectContaining({ id: left[0].id, current: true })]);
  });
});

describe("/profile/sessions (form posts, JavaScript off)", () => {
  test("the page lists the browser and system parsed from the user agent", async () => {
    const me = await createSignedInUser();
    await secondSession(me.user.id);
    const { body } = await settleOutcome(() =>
      sessionsRoom.loader(routeArgs(getRequest("/profile/sessions", me.cookie))),
    );
    const rows = body.sessions;
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ browser: "Firefox 120", system: "Windows 10", current: false });
  });

  test("Sign out ends that session; another user's id is a 404; Sign out everywhere else", async () => {
    const me = await createSignedInUser();
    const stranger = await createSignedInUser();
    const a = await secondSession(me.user.id);
    await secondSession(me.user.id);
    const theirs = await secondSession(stranger.user.id);
    const post = (fields: Record<string, string>) =>
      settleOutcome(() =>
        sessionsRoom.action(
          routeArgs(formRequest("/profile/sessions", fields, { cookie: me.cookie })),
        ),
      );

    const foreign = await post({ intent: "end-session", sessionId: theirs.id });
    expect(foreign.status).toBe(404);
    expect(await db.session.count({ where: { id: theirs.id } })).toBe(1);

    const one = await post({ intent: "end-session", sessionId: a.id });
    expect(one.status).toBe(302);
    expect(one.response.headers.get("Location")).toBe("/profile/sessions");
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(2);

    const all = await post({ intent: "end-other-sessions" });
    expect(all.status).toBe(302);
    expect(all.response.headers.get("Location")).toBe("/profile/sessions");
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(1);
    expect(await db.session.count({ where: { userId: stranger.user.id } })).toBe(2);
  });
});

describe("lastSeenAt", () => {
  test("is written at most once a minute, by one of many concurrent requests", async () => {
    const me = await createSignedInUser();
    const row = await db.session.findFirstOrThrow({ where: { userId: me.user.id } });
    const fresh = row.lastSeenAt;
    expect(fresh).not.toBeNull();
    await getSessionUser(row.id);
    const after = await db.session.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.lastSeenAt?.getTime()).toBe(fresh?.getTime());

    const old = new Date(Date.now() - LAST_SEEN_INTERVAL_MS - 5_000);
    await db.session.update({ where: { id: row.id }, data: { lastSeenAt: old } });
    await Promise.all(Array.from({ length: 8 }, () => getSessionUser(row.id)));
    const touched = await db.session.findUniqueOrThrow({ where: { id: row.id } });
    expect(touched.lastSeenAt!.getTime()).toBeGreaterThan(old.getTime() + LAST_SEEN_INTERVAL_MS);
  });
});
