// /help's contact form and the administrators' /admin/messages.
import { describe, expect, test } from "vitest";

import { SUPPORT_MESSAGES_PER_HOUR } from "~/lib/limits";
import * as messages from "~/routes/_app.admin_.messages/route";
import * as help from "~/routes/_app.help/route";
import { db } from "~/services/db.server";

import { createSignedInUser, formRequest, getRequest, routeArgs } from "./helpers";
import { endTrial, settleOutcome, toastOf } from "./workspace-helpers";

function send(fields: Record<string, string>, cookie: string) {
  return settleOutcome(() => help.action(routeArgs(formRequest("/help", fields, { cookie }))));
}

const message = {
  intent: "send-support-message",
  subject: "Export question",
  message: "How do I export my plan as a PDF?",
};

describe("/help contact form", () => {
  test("stores the message with who sent it, and says where the answer goes", async () => {
    const me = await createSignedInUser();
    const res = await send(message, me.cookie);
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({
      message: "Message sent",
      description: `Our support team will reply to ${me.user.email}.`,
    });
    const stored = await db.supportMessage.findFirstOrThrow({ where: { userId: me.user.id } });
    expect(stored).toMatchObject({
      tenantId: me.tenant.id,
      email: me.user.email,
      subject: "Export question",
      readAt: null,
    });
  });

  test.each([
    [{ subject: "  " }, "subject", /Enter a subject/],
    [{ subject: "x".repeat(151) }, "subject", /150 characters/],
    [{ message: "Help" }, "message", /at least 10 characters/],
    [{ message: "x".repeat(5001) }, "message", /5000 characters/],
  ])("%o: 400 with a clear message and the text kept", async (change, field, text) => {
    const me = await createSignedInUser();
    const fields = { ...message, ...change };
    const res = await send(fields, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.result.error[field].join(" ")).toMatch(text);
    expect(res.body.result.initialValue.message).toBe(fields.message);
    expect(await db.supportMessage.count({ where: { userId: me.user.id } })).toBe(0);
  });

  test(`at most ${SUPPORT_MESSAGES_PER_HOUR} messages an hour per user`, async () => {
    const me = await createSignedInUser();
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR; i++) {
      expect((await send(message, me.cookie)).status).toBe(302);
    }
    const res = await send(message, me.cookie);
    expect(res.status).toBe(429);
    expect(res.body.result.error[""][0]).toMatch(/last hour/);
  });

  test("works after the trial ended", async () => {
    const me = await createSignedInUser();
    await endTrial(me.tenant.id);
    expect((await send(message, me.cookie)).status).toBe(302);
  });
});

describe("/admin/messages", () => {
  function load(cookie: string | undefined, search = "") {
    return settleOutcome(() =>
      messages.loader(routeArgs(getRequest(`/admin/messages${search}`, cookie))),
    );
  }
  function mark(fields: Record<string, string>, cookie: string) {
    return settleOutcome(() =>
      messages.action(routeArgs(formRequest("/admin/messages", fields, { cookie }))),
    );
  }

  test("a non-admin is sent to the dashboard, for reading and for marking", async () => {
    const me = await createSignedInUser();
    const res = await load(me.cookie);
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe("/dashboard");
    const post = await mark({ intent: "mark-read", messageId: "x" }, me.cookie);
    expect(post.response?.headers.get("Location")).toBe("/dashboard");
  });

  test("an admin reads every tenant's messages with the company, and marks them read", async () => {
    const writer = await createSignedInUser({ companyName: "Writer Co" });
    await send({ ...message, subject: "From Writer Co" }, writer.cookie);
    const admin = await createSignedInUser({ role: "admin" });

    const list = await load(admin.cookie);
    const row = list.body.messages.find((m: { subject: string }) => m.subject === "From Writer Co");
    expect(row).toMatchObject({ email: writer.user.email, companyName: "Writer Co", readAt: null });
    expect(list.body.unread).toBeGreaterThanOrEqual(1);
    // When it was sent, in the admin's words and zone (UTC for a new admin), not ISO with "UTC".
    const { formatDateTime } = await import("~/lib/date-time");
    expect(row.when).toBe(formatDateTime(row.createdAt, admin.user.timeZone));
    expect(row.when).not.toMatch(/UTC|T\d\d:/);

    const res = await mark(
      { intent: "mark-read", messageId: row.id, show: "unread" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe("/admin/messages?show=unread");
    expect(await toastOf(res)).toMatchObject({ message: "Marked as read" });
    expect((await db.supportMessage.findUnique({ where: { id: row.id } }))?.readAt).not.toBeNull();

    const unread = await load(admin.cookie, "?show=unread");
    expect(unread.body.messages.map((m: { id: string }) => m.id)).not.toContain(row.id);

    await mark({ intent: "mark-unread", messageId: row.id }, admin.cookie);
    expect((await db.supportMessage.findUnique({ where: { id: row.id } }))?.readAt).toBeNull();
  });

  test("an unknown message is a 404 on its own button's form; an unknown filter falls back to all", async () => {
    const admin = await createSignedInUser({ role: "admin" });
    const gone = await mark({ intent: "mark-read", messageId: "missing" }, admin.cookie);
    expect(gone.status).toBe(404);
    expect(gone.body.formId).toBe("message-read-missing");
    expect(gone.body.result.error[""]).toEqual(["This message no longer exists. Reload the page."]);
    expect(gone.body.__toast).toMatchObject({ message: "Not changed", type: "error" });
    expect((await load(admin.cookie, "?show=bogus&page=-3")).body).toMatchObject({
      show: "all",
      page: 1,
    });
  });
});
