// The job loop of every server process (startJobLoop): a burst of outbox writes (a scheduler writing
// many reminders at once) is sent in a few rounds, not one round per write, every message once;
// and a stop (a server's SIGTERM) waits for the message being sent only, the rest queued again.
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";

import { afterAll, beforeAll, expect, test, vi } from "vitest";

import { db } from "~/services/db.server";
import type * as Outbox from "~/services/outbox.server";
import { deliverDue, enqueueMail } from "~/services/outbox.server";
import { startJobLoop } from "~/utils/jobs.server";

import { type SmtpSink, startSmtpSink } from "./smtp-sink";

const rounds = vi.hoisted(() => ({ count: 0 }));

// Counts the loop's delivery rounds (deliverDue as the loop calls it), the outbox otherwise real.
vi.mock("~/services/outbox.server", async (importOriginal) => {
  const actual = await importOriginal<typeof Outbox>();
  return {
    ...actual,
    deliverDue: (...args: Parameters<typeof actual.deliverDue>) => {
      rounds.count += 1;
      return actual.deliverDue(...args);
    },
  };
});

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_FROM = "App Marketing Machine <team@example.com>";
  process.env.APP_URL = "https://app.example.test";
});
afterAll(() => sink?.stop());

test("80 messages written at once are sent once each, in a few rounds rather than one per write", async () => {
  const stop = startJobLoop();
  try {
    const run = crypto.randomBytes(4).toString("hex");
    // One transaction, as a scheduler writing everything due at once would.
    await db.$transaction(
      async (tx) => {
        for (let i = 0; i < 80; i++) {
          await enqueueMail(
            {
              kind: "task-reminder",
              dedupeKey: `loop:${run}:${i}`,
              to: `loop-${run}-${i}@example.com`,
              subject: `Task ${i}`,
              paragraphs: ["A task is due."],
              reason: "A test.",
            },
            tx,
          );
        }
      },
      { timeout: 60_000 },
    );
    const deadline = Date.now() + 60_000;
    const sent = () =>
      db.outboxMessage.count({
        where: { dedupeKey: { startsWith: `loop:${run}:` }, status: "sent" },
      });
    while ((await sent()) < 80 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await sent()).toBe(80);
    // Every write's "send soon" has fired by now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  } finally {
    await stop();
  }
  expect(sink.total()).toBe(80);
  expect(sink.duplicates()).toEqual([]);
  // No sender dropped a message half-sent, and the mail server saw no error.
  expect(sink.dropped).toBe(0);
  expect(sink.errors).toEqual([]);
  // One round per write would be 80 and more; the writes ask for one round (250 ms on), the
  // timer for one every 2 s, and one at most waits behind the one in progress.
  expect(rounds.count).toBeLessThan(30);
}, 90_000);

test("a stop during a long round returns after the message being sent; the rest wait in the queue, unclaimed", async () => {
  sink.received.clear();
  sink.delayMs = 300;
  const run = crypto.randomBytes(4).toString("hex");
  const where = { dedupeKey: { startsWith: `stop:${run}:` } };
  try {
    const stop = startJobLoop();
    for (let i = 0; i < 15; i++) {
      await enqueueMail({
        kind: "task-reminder",
        dedupeKey: `stop:${run}:${i}`,
        to: `stop-${run}-${i}@example.com`,
        subject: `Task ${i}`,
        paragraphs: ["A task is due."],
        reason: "A test.",
      });
    }
    const deadline = Date.now() + 30_000;
    while (sink.total() < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const stopping = performance.now();
    await stop();
    // The message being sent (300 ms) and its bookkeeping, not the 14 others (over 4 s).
    expect(performance.now() - stopping).toBeLessThan(2_000);
    const rows = await db.outboxMessage.findMany({ where });
    const sent = rows.filter((row) => row.status === "sent");
    expect(sent.length).toBeLessThan(15);
    // Not left claimed until the lease ends (2 minutes): queued, due, the attempt not counted.
    expect(rows.filter((row) => row.status !== "sent").map((r) => [r.status, r.attempts])).toEqual(
      rows.filter((row) => row.status !== "sent").map(() => ["queued", 0]),
    );
    sink.delayMs = 0;
    await deliverDue();
    const after = await db.outboxMessage.findMany({ where });
    expect(
      after.every((row) => row.status === "sent" && sink.received.get(row.messageId) === 1),
    ).toBe(true);
  } finally {
    sink.delayMs = 0;
  }
}, 60_000);
