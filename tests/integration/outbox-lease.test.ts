// The outbox's lease under a slow mail server, in one process with two senders on clocks set
// apart (what two server processes see when one round outlasts the lease): a sender whose claim
// was taken over does not send those messages too, a long round claims each new batch with a
// lease counted from the time it claims, not from the time the round started, and a batch whose
// sends could not start within half the lease gives the rest back and claims them again.
import crypto from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";

import { db } from "~/services/db.server";
import { deliverDue, enqueueMail, LEASE_MS } from "~/services/outbox.server";

import { type SmtpSink, startSmtpSink } from "./smtp-sink";

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_FROM = "App Marketing Machine <team@example.com>";
  process.env.APP_URL = "https://app.example.test";
});
// Every sender here finishes its messages: none is dropped half-sent, and the server sees no error.
afterEach(() => {
  expect(sink.dropped).toBe(0);
  expect(sink.errors).toEqual([]);
});
afterAll(() => sink?.stop());

async function enqueue(count: number) {
  const run = crypto.randomBytes(4).toString("hex");
  for (let i = 0; i < count; i++) {
    await enqueueMail({
      kind: "task-reminder",
      dedupeKey: `lease:${run}:${i}`,
      to: `lease-${run}-${i}@example.com`,
      subject: `Reminder ${i}`,
      paragraphs: ["A task is due."],
      reason: "A test.",
    });
  }
  return run;
}

async function until(condition: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function everyRowSent(run: string) {
  const rows = await db.outboxMessage.findMany({
    where: { dedupeKey: { startsWith: `lease:${run}:` } },
  });
  for (const row of rows) expect(sink.received.get(row.messageId) ?? 0).toBeGreaterThanOrEqual(1);
  expect(rows.every((row) => row.status === "sent")).toBe(true);
  return rows;
}

describe("the outbox lease", () => {
  test("a sender whose lease ran out sends none of the messages another sender took over (at most the one in flight twice)", async () => {
    sink.received.clear();
    sink.delayMs = 150;
    const run = await enqueue(8);
    const started = new Date();
    // Sender A claims all 8 (one batch) and sends them one at a time, slowly.
    const a = deliverDue(started);
    await until(() => sink.total() >= 1, "A's first message");
    // Sender B's round, as it runs once A's lease has ended: it takes over A's claims.
    const b = deliverDue(new Date(started.getTime() + LEASE_MS + 60_000));
    await Promise.all([a, b]);
    sink.delayMs = 0;
    await everyRowSent(run);
    expect(sink.total()).toBe(8 + sink.duplicates().length);
    expect(sink.duplicates().length).toBeLessThanOrEqual(1);
  });

  test("a round that outlasts the lease claims its later batches with leases from the time of each claim", async () => {
    sink.received.clear();
    sink.delayMs = 60;
    // Three batches of 20 for sender A.
    const run = await enqueue(45);
    const started = new Date();
    const a = deliverDue(started);
    // A is into its second batch: more than a second has passed since its round began.
    await until(() => sink.total() >= 22, "A's second batch", 30_000);
    // Sender B's round starts just over LEASE_MS after A's began (its clock says so): A's
    // second batch was claimed a second ago, so its lease has not ended and B leaves it alone.
    const b = deliverDue(new Date(started.getTime() + LEASE_MS + 500));
    await Promise.all([a, b]);
    sink.delayMs = 0;
    await everyRowSent(run);
    expect(sink.duplicates()).toEqual([]);
    expect(sink.total()).toBe(45);
  });

  test("a batch that could not start its sends within half the lease gives the rest back and claims them anew", async () => {
    sink.received.clear();
    // Every message takes 800 ms; the clock (Date alone) stands still unless the test moves it.
    sink.delayMs = 800;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const start = Date.now();
      const run = await enqueue(6);
      const where = { dedupeKey: { startsWith: `lease:${run}:` } };
      const sending = deliverDue();
      await until(() => sink.total() >= 1, "the first message");
      // 61 s later (by the clock) the sender is still on its first batch: it stops starting
      // sends, and the rest are claimed again, with a lease from now and the attempt not counted.
      vi.setSystemTime(start + 61_000);
      const renewed = start + 61_000 + LEASE_MS;
      const deadline = performance.now() + 10_000;
      for (;;) {
        const rows = await db.outboxMessage.findMany({ where: { ...where, status: "sending" } });
        if (rows.some((row) => row.leaseUntil?.getTime() === renewed)) {
          expect(rows.map((row) => [row.leaseUntil?.getTime(), row.attempts])).toEqual(
            rows.map(() => [renewed, 1]),
          );
          break;
        }
        if (performance.now() > deadline) throw new Error("The batch was never claimed anew");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      sink.delayMs = 0;
      expect(await sending).toEqual({ sent: 6, retried: 0, failed: 0 });
      const rows = await everyRowSent(run);
      expect(rows.map((row) => row.attempts)).toEqual(rows.map(() => 1));
      expect(sink.duplicates()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
