// /admin/outbox: what waits, what went out in the last 24 hours, what failed, and Retry, which
// queues a failed message again (sent then with its own Message-ID to a real SMTP server).
import crypto from "node:crypto";

import { describe, expect, test } from "vitest";

import * as outboxPage from "~/routes/_app.admin_.outbox/route";
import { db } from "~/services/db.server";
import { deliverDue, enqueueMail } from "~/services/outbox.server";

import { createSignedInUser, formRequest, getRequest, routeArgs } from "./helpers";
import { smtpInboxForFile } from "./smtp-server";
import { settleOutcome, toastOf } from "./workspace-helpers";

const inbox = smtpInboxForFile();

function load(cookie: string | undefined) {
  return settleOutcome(() => outboxPage.loader(routeArgs(getRequest("/admin/outbox", cookie))));
}
function retry(messageId: string, cookie: string | undefined) {
  return settleOutcome(() =>
    outboxPage.action(
      routeArgs(formRequest("/admin/outbox", { intent: "retry", messageId }, { cookie })),
    ),
  );
}

/** A message written to the outbox, then given up on as the sender does after 24 hours. */
async function failedMessage(subject: string) {
  const tag = crypto.randomBytes(4).toString("hex");
  const to = `failed-${tag}@example.com`;
  await enqueueMail({
    kind: "task-reminder",
    dedupeKey: `test:${tag}`,
    to,
    subject,
    paragraphs: [`The secret body ${tag}`],
    reason: "A test.",
  });
  await db.outboxMessage.updateMany({
    where: { toAddress: to },
    data: {
      status: "failed",
      attempts: 14,
      lastError: "421 mail.example.com Service not available",
      createdAt: new Date(Date.now() - 25 * 60 * 60_000),
    },
  });
  return db.outboxMessage.findFirstOrThrow({ where: { toAddress: to } });
}

describe("/admin/outbox", () => {
  test("a failed message says when it was written in the admin's words and zone, not in UTC", async () => {
    const admin = await createSignedInUser({ role: "admin" });
    await db.user.update({ where: { id: admin.user.id }, data: { timeZone: "Asia/Kolkata" } });
    const failed = await failedMessage("Written at a known moment");
    await db.outboxMessage.update({
      where: { id: failed.id },
      data: { createdAt: new Date("2026-11-25T15:23:00Z") },
    });
    const { failed: listed } = (await load(admin.cookie)).body as {
      failed: Array<{ id: string; when: string }>;
    };
    const when = listed.find((m) => m.id === failed.id)?.when ?? "";
    // 15:23 UTC is 20:53 in India (UTC+5:30).
    expect(when.replace(/\s/g, " ")).toBe("Wed, 25 Nov 2026, 8:53 PM");
  });

  test("a visitor is sent to sign in and a non-admin to the dashboard, for reading and retrying", async () => {
    const failed = await failedMessage("Not for users");
    const visitor = await load(undefined);
    expect(visitor.status).toBe(302);
    expect(visitor.response.headers.get("Location")).toMatch(/^\/auth/);

    const me = await createSignedInUser();
    const res = await load(me.cookie);
    expect(res.status).toBe(302);
    expect(res.response.headers.get("Location")).toBe("/dashboard");
    const post = await retry(failed.id, me.cookie);
    expect(post.response.headers.get("Location")).toBe("/dashboard");
    expect(await db.outboxMessage.findUnique({ where: { id: failed.id } })).toMatchObject({
      status: "failed",
    });
  });

  test("an admin sees the counts and each failed message (never its body); Retry queues it again and it is sent", async () => {
    const admin = await createSignedInUser({ role: "admin" });
    const before = (await load(admin.cookie)).body;

    const failed = await failedMessage("Your task is due");
    await enqueueMail({
      kind: "account",
      dedupeKey: `test:waiting:${crypto.randomUUID()}`,
      to: "waiting@example.com",
      subject: "Waiting",
      paragraphs: ["Later."],
      reason: "A test.",
    });
    await db.outboxMessage.create({
      data: {
        dedupeKey: `test:sent:${crypto.randomUUID()}`,
        kind: "account",
        toAddress: "sent@example.com",
        subject: "Sent an hour ago",
        text: "t",
        html: "h",
        messageId: `<${crypto.randomUUID()}@test>`,
        status: "sent",
        attempts: 1,
        sentAt: new Date(Date.now() - 60 * 60_000),
      },
    });
    await db.outboxMessage.create({
      data: {
        dedupeKey: `test:old:${crypto.randomUUID()}`,
        kind: "account",
        toAddress: "old@example.com",
        subject: "Sent two days ago",
        text: "t",
        html: "h",
        messageId: `<${crypto.randomUUID()}@test>`,
        status: "sent",
        attempts: 1,
        sentAt: new Date(Date.now() - 48 * 60 * 60_000),
      },
    });

    const page = await load(admin.cookie);
    expect(page.status).toBe(200);
    expect(page.body.queued).toBe(before.queued + 1);
    expect(page.body.sentLastDay).toBe(before.sentLastDay + 1);
    const row = page.body.failed.find((m: { id: string }) => m.id === failed.id);
    expect(row).toMatchObject({
      kind: "task-reminder",
      toAddress: failed.toAddress,
      subject: "Your task is due",
      attempts: 14,
      lastError: "421 mail.example.com Service not available",
    });
    expect(new Date(row.createdAt).getTime()).toBe(failed.createdAt.getTime());
    // A body may hold a link that signs someone in (a reset, an invitation): never on the page.
    expect(JSON.stringify(page.body)).not.toContain("The secret body");

    const res = await retry(failed.id, admin.cookie);
    expect(res.status).toBe(302);
    expect(res.response.headers.get("Location")).toBe("/admin/outbox");
    expect(await toastOf(res)).toMatchObject({ message: "Queued again", type: "success" });
    const queued = await db.outboxMessage.findUniqueOrThrow({ where: { id: failed.id } });
    expect(queued).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    expect(queued.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const after = (await load(admin.cookie)).body;
    expect(after.failed.map((m: { id: string }) => m.id)).not.toContain(failed.id);
    expect(after.queued).toBe(page.body.queued + 1);

    // The sender takes it at once, with the Message-ID it was written with.
    await deliverDue(new Date());
    const received = await inbox.to(failed.toAddress);
    expect(received).toHaveLength(1);
    expect(received[0].messageId).toBe(failed.messageId);
    expect(received[0].subject).toBe("Your task is due");
    expect(await db.outboxMessage.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "sent",
      attempts: 1,
    });
  });

  test("a second Retry of the same message, or an unknown one, is a 404 on that row's form", async () => {
    const admin = await createSignedInUser({ role: "admin" });
    const failed = await failedMessage("Twice");
    expect((await retry(failed.id, admin.cookie)).status).toBe(302);
    const again = await retry(failed.id, admin.cookie);
    expect(again.status).toBe(404);
    expect(again.body.formId).toBe(`outbox-retry-${failed.id}`);
    expect(again.body.result.error[""][0]).toMatch(/no longer failed/);
    expect(again.body.__toast).toMatchObject({ message: "Not retried", type: "error" });

    const unknown = await retry("missing", admin.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.formId).toBe("outbox-retry-missing");
    expect((await retry("", admin.cookie)).status).toBe(404);
  });
});
