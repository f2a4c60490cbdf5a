// A replay from the service worker reads its action's answer as JSON, not the page; a conflict
// says when the other device saved in the person's own zone.
import { describe, expect, it } from "vitest";

import { changedElsewhere, queuedWriteReply, versionOf } from "./queued-writes.server";

const post = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/wizard/a?step=foundation", { method: "POST", headers });

describe("a queued write's answer", () => {
  it("is the action's answer as JSON with its status for a replay", async () => {
    const current = { updatedAt: "2026-12-02T13:02:00.000Z", data: { usp: "Theirs" } };
    const context = { actionData: { "routes/_app.wizard.$appId": { error: "Changed", current } } };
    const reply = queuedWriteReply(post({ "X-Queued-Write": "1" }), 409, context);
    expect(reply?.status).toBe(409);
    expect(await reply?.json()).toEqual({ error: "Changed", current });
  });

  it("says a thrown refusal's message", async () => {
    const errors = { "routes/_app.apps.$appId.checklist": { status: 404, data: "Gone." } };
    const reply = queuedWriteReply(post({ "X-Queued-Write": "1" }), 404, { errors });
    expect(await reply?.json()).toEqual({ error: "Gone." });
  });

  it("leaves a page's own post to the page", () => {
    expect(queuedWriteReply(post(), 409, { actionData: { r: {} } })).toBeNull();
  });
});

describe("a conflict's time", () => {
  it("is the person's wall clock and day", () => {
    expect(changedElsewhere("2026-12-02T13:02:00Z", "Europe/Berlin")).toBe(
      "Changed on another device at 14:02 (Wed, 2 Dec 2026)",
    );
    expect(versionOf("2026-12-02T13:02:00Z")).toBe(String(Date.UTC(2026, 11, 2, 13, 2)));
  });
});
