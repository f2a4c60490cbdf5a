// The sessions list is bounded: an account signed in by a script thousands of times still gets a
// page of the most recent sessions, with the current one always in it.
import { describe, expect, test } from "vitest";

import { listSessions, SESSION_TTL_MS, SESSIONS_LISTED } from "~/models/session.server";
import { db } from "~/services/db.server";

import { createSignedInUser } from "./helpers";

describe("listSessions", () => {
  test("returns at most SESSIONS_LISTED rows, the current (least recently seen) one first", async () => {
    const me = await createSignedInUser();
    const current = await db.session.findFirstOrThrow({ where: { userId: me.user.id } });
    const now = Date.now();
    await db.session.update({
      where: { id: current.id },
      data: { lastSeenAt: new Date(now - 3_600_000) },
    });
    await db.session.createMany({
      data: Array.from({ length: SESSIONS_LISTED + 5 }, (_, i) => ({
        userId: me.user.id,
        stamp: current.stamp,
        expiresAt: new Date(now + SESSION_TTL_MS),
        lastSeenAt: new Date(now - i * 1000),
      })),
    });
    const listed = await listSessions(me.user.id, current.id);
    expect(listed).toHaveLength(SESSIONS_LISTED);
    expect(listed[0]).toMatchObject({ id: current.id, current: true });
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed[1].lastSeenAt?.getTime()).toBe(now);
  });
});
