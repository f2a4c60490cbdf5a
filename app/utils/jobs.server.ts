// Every recurring job, in one module. In every server process (startBackgroundJobs): expired
// demo sandboxes, old emailed links and ended-session tombstones purged (at start, then every
// PURGE_INTERVAL_MS), and, unless JOBS=off, the job loop. In the job loop (also `npm run jobs`):
// reminders written into the outbox when they fall due (every minute), the outbox sent (every few
// seconds, and at once after a request wrote to it), and sent or failed outbox rows older than
// OUTBOX_KEEP_DAYS deleted (every hour).
// docs/decisions/045-outbox-and-reminders.md, docs/decisions/059-one-home-per-rule.md
import { DEMO_PURGE_INTERVAL_MS, purgeExpiredDemoSandboxes } from "~/models/demo.server";
import { pruneIdempotentWrites } from "~/models/idempotency.server";
import { scheduleReminders } from "~/models/reminders.server";
import { purgeEndedSessions } from "~/models/session.server";
import { purgeVerifications } from "~/models/verification.server";
import {
  deliverDue,
  type DeliverySummary,
  onOutboxWrite,
  pruneOutbox,
} from "~/services/outbox.server";

export const DELIVERY_INTERVAL_MS = 2_000;
export const SCHEDULE_INTERVAL_MS = 60_000;
export const PRUNE_INTERVAL_MS = 60 * 60_000;
export const PURGE_INTERVAL_MS = DEMO_PURGE_INTERVAL_MS;

export type JobsSummary = DeliverySummary & { scheduled: number; pruned: number };

/** Everything due as of `now`: reminders written, the outbox sent, then old rows pruned. */
export async function runJobsOnce(now = new Date()): Promise<JobsSummary> {
  const scheduled = await scheduleReminders(now);
  const delivered = await deliverDue(now);
  // Rows are kept for OUTBOX_KEEP_DAYS of wall-clock time: a run for another "now" (a catch-up,
  // a test) never prunes what it has just written and sent.
  const pruned = await pruneOutbox();
  return { scheduled, ...delivered, pruned };
}

/** "3 reminders written, 12 sent, 1 to retry, 0 failed": the CLI's one-line summary. */
export function describeSummary(summary: JobsSummary): string {
  return `${summary.scheduled} reminder${summary.scheduled === 1 ? "" : "s"} written, ${summary.sent} sent, ${summary.retried} to retry, ${summary.failed} failed`;
}

/**
 * The loop with the real clock: sends every DELIVERY_INTERVAL_MS (sooner after a write), writes
 * due reminders every SCHEDULE_INTERVAL_MS, prunes the outbox every PRUNE_INTERVAL_MS. A round never overlaps the previous one, and at most
 * one waits behind it (it sends everything due when it runs: a burst of writes, or ticks during a
 * long round, ask for no more). Returns the stop function (a graceful stop waits for the message
 * being sent; the rest of its batch goes back to the queue).
 */
export function startJobLoop(): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let waiting = false;
  let lastSchedule = 0;
  let lastPrune = 0;
  const round = (withSchedule: boolean) => {
    if (waiting) return;
    waiting = true;
    running = running
      .then(async () => {
        waiting = false;
        if (stopped) return;
        const now = new Date();
        if (withSchedule || now.getTime() - lastSchedule >= SCHEDULE_INTERVAL_MS) {
          lastSchedule = now.getTime();
          await scheduleReminders(now);
        }
        // A stop ends the round after the message being sent (the rest go back to the queue).
        await deliverDue(now, { stop: () => stopped });
        if (!stopped && now.getTime() - lastPrune >= PRUNE_INTERVAL_MS) {
          lastPrune = now.getTime();
          await pruneOutbox(now);
        }
      })
      .catch((error: unknown) => console.error("[jobs] a round failed", error));
  };
  round(true);
  const timer = setInterval(() => round(false), DELIVERY_INTERVAL_MS);
  timer.unref();
  // A request that wrote to the outbox: send soon (after its transaction committed), once for
  // all the writes of the next 250 ms.
  let soon: NodeJS.Timeout | undefined;
  const unsubscribe = onOutboxWrite(() => {
    soon ??= setTimeout(() => {
      soon = undefined;
      round(false);
    }, 250).unref();
  });
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(soon);
    unsubscribe();
    await running;
  };
}

/**
 * Expired demo sandboxes, old emailed links, expired ended-session tombstones and idempotency keys
 * older than their 14 days, deleted.
 */
function purgeExpired() {
  return Promise.all([
    purgeExpiredDemoSandboxes(),
    purgeVerifications(),
    purgeEndedSessions(),
    pruneIdempotentWrites(),
  ]);
}

/**
 * The recurring jobs of a server process (the server entry calls it through the build's entry
 * module): the purges now and then every PURGE_INTERVAL_MS, and the job loop unless JOBS=off (a
 * web-only process; run `npm run jobs` beside it). Returns the stop function.
 */
export async function startBackgroundJobs(): Promise<() => Promise<void>> {
  await purgeExpired();
  const timer = setInterval(() => {
    purgeExpired().catch((error: unknown) => console.error(error));
  }, PURGE_INTERVAL_MS);
  timer.unref();
  const stopLoop = process.env.JOBS === "off" ? async () => {} : startJobLoop();
  return async () => {
    clearInterval(timer);
    await stopLoop();
  };
}
