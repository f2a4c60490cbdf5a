// The outbox: every email is a row, written in the same transaction as the change that causes it,
// and sent later by the worker loop (every server process; `npm run jobs` alone), so a request
// never waits for SMTP and a crash never loses a message.
// - A dedupe key makes each message exist once (`INSERT ... ON CONFLICT DO NOTHING`).
// - Delivery claims due rows with a lease: on PostgreSQL `FOR UPDATE SKIP LOCKED`, so servers
//   sharing the database never claim the same row; on SQLite one UPDATE under the write lock.
// - Sent rows are marked sent and their body is cleared in the same write: the database (and its
//   backups) keeps no live link once the mail has left. A failure is retried with growing delays
//   for 24 hours, then the row stays `failed` with its error; an account email's body (reset,
//   confirmation, invitation links) is cleared then too, other kinds keep theirs for a Retry.
// - Sent and failed rows are deleted OUTBOX_KEEP_DAYS (30) after they were written (pruneOutbox). A crash between claim and send leaves the row claimed until
//   its lease ends, then it is sent again with the same Message-ID.
// docs/decisions/045-outbox-and-reminders.md
import crypto from "node:crypto";

import { OUTBOX_FAILED_LISTED } from "~/lib/limits";
import { databaseProvider, db } from "~/services/db.server";

import { getEnv } from "./env.server";
import { deliverRendered, type MailMessage, renderMail } from "./mail.server";

export type OutboxKind =
  "account" | "task-reminder" | "launch-countdown" | "weekly-digest" | "team-notice";

export type OutboxInput = MailMessage & {
  kind: OutboxKind;
  /** The message exists once per key: a second enqueue with it does nothing. */
  dedupeKey: string;
  userId?: string | null;
  /** Extra headers (List-Unsubscribe ...). */
  headers?: Record<string, string>;
  /** Plain-text and HTML bodies made by the caller (reminders); else rendered from `paragraphs`. */
  rendered?: { text: string; html: string };
};

type Tx = Pick<typeof db, "$executeRaw">;
/** A transaction (or the client) an outbox write can join. */
export type OutboxTx = Tx;

/** How long a claimed message is left to its sender before another may take it. */
export const LEASE_MS = 2 * 60_000;
/** A message that could not be sent for this long stays `failed`. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The delay before attempt `attempts + 1`: 30 s, 1 min, 2 min ... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** A random dedupe key, for a message that is unique by nature (a link, a notice). */
export function uniqueKey(prefix: string): string {
  return `${prefix}:${crypto.randomUUID()}`;
}

function messageIdFor(id: string): string {
  let host = "localhost";
  try {
    host = new URL(getEnv().APP_URL).hostname || host;
  } catch {
    // APP_URL is checked at start; a test may leave it unset.
  }
  return `<${id}@${host}>`;
}

const writeListeners = new Set<() => void>();

/** Called after every outbox write of this process (the job loop sends soon after). */
export function onOutboxWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/**
 * Writes one message into the outbox, inside `tx` when given (the change's own transaction).
 * False when a message with this dedupe key already exists: nothing is written.
 */
export async function enqueueMail(input: OutboxInput, tx: Tx = db): Promise<boolean> {
  const id = crypto.randomUUID();
  const { text, html } = input.rendered ?? renderMail(input);
  const now = new Date();
  const count = await tx.$executeRaw`
    INSERT INTO "OutboxMessage" ("id", "dedupeKey", "kind", "userId", "toAddress", "subject",
      "text", "html", "headers", "messageId", "status", "attempts", "nextAttemptAt", "createdAt")
    VALUES (${id}, ${input.dedupeKey}, ${input.kind}, ${input.userId ?? null}, ${input.to},
      ${input.subject}, ${text}, ${html}, ${JSON.stringify(input.headers ?? {})},
      ${messageIdFor(id)}, ${"queued"}, ${0}, ${now}, ${now})
    ON CONFLICT ("dedupeKey") DO NOTHING`;
  if (count === 1) for (const listener of writeListeners) listener();
  return count === 1;
}

type ClaimedRow = { id: string; createdAt: Date | string };

/** RETURNING gives no order: the claimed rows, oldest first. */
function oldestFirst(rows: ClaimedRow[]): string[] {
  const time = (row: ClaimedRow) => new Date(row.createdAt).getTime();
  return rows.sort((a, b) => time(a) - time(b) || a.id.localeCompare(b.id)).map((row) => row.id);
}

/**
 * Claims up to `limit` due messages for this sender until now + LEASE_MS: queued ones whose time
 * has come, and claimed ones whose lease ended (their sender died). Returns their ids.
 */
export async function claimDue(now: Date, limit: number): Promise<string[]> {
  return (await claim(now, limit)).ids;
}

/** claimDue, with the lease's end: it marks the claim as this sender's own. */
async function claim(now: Date, limit: number): Promise<{ ids: string[]; leaseUntil: Date }> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  if (databaseProvider() === "postgresql") {
    const rows = await db.$queryRaw<ClaimedRow[]>`
      UPDATE "OutboxMessage" SET "status" = 'sending', "leaseUntil" = ${leaseUntil},
        "attempts" = "attempts" + 1
      WHERE "id" IN (
        SELECT "id" FROM "OutboxMessage"
        WHERE ("status" = 'queued' AND "nextAttemptAt" <= ${now})
           OR ("status" = 'sending' AND "leaseUntil" < ${now})
        ORDER BY "nextAttemptAt", "createdAt", "id"
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING "id", "createdAt"`;
    return { ids: oldestFirst(rows), leaseUntil };
  }
  // SQLite: one statement, and SQLite runs one writer at a time (every process of the machine
  // shares the file's write lock), so no two claims ever see the same row as free.
  const rows = await db.$queryRaw<ClaimedRow[]>`
    UPDATE "OutboxMessage" SET "status" = 'sending', "leaseUntil" = ${leaseUntil},
      "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "OutboxMessage"
      WHERE ("status" = 'queued' AND "nextAttemptAt" <= ${now})
         OR ("status" = 'sending' AND "leaseUntil" < ${now})
      ORDER BY "nextAttemptAt", "createdAt", "id"
      LIMIT ${limit})
    RETURNING "id", "createdAt"`;
  return { ids: oldestFirst(rows), leaseUntil };
}

export type DeliverySummary = { sent: number; retried: number; failed: number };

/**
 * Sends one message of this sender's claim (`leaseUntil` tells it from a later claim of another
 * sender, once this one's lease ended); marks it sent, or schedules its retry, or gives up on it.
 */
async function deliverOne(
  id: string,
  now: Date,
  leaseUntil: Date,
): Promise<keyof DeliverySummary | null> {
  const row = await db.outboxMessage.findUnique({ where: { id } });
  if (row?.status !== "sending" || row.leaseUntil?.getTime() !== leaseUntil.getTime()) return null;
  if (isCleared(row)) {
    // Nothing left to send (a Retry of a cleared row is refused; this is belt and braces).
    await db.outboxMessage.updateMany({
      where: { id, status: "sending", leaseUntil },
      data: { status: "failed", leaseUntil: null, lastError: BODY_CLEARED_ERROR },
    });
    return "failed";
  }
  try {
    await deliverRendered({
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      messageId: row.messageId,
      headers: JSON.parse(row.headers) as Record<string, string>,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    await db.outboxMessage.updateMany({
      where: { id, status: "sending", leaseUntil },
      data: giveUp
        ? {
            status: "failed",
            leaseUntil: null,
            lastError: message.slice(0, 1000),
            ...(row.kind === "account" ? CLEARED : {}),
          }
        : {
            status: "queued",
            leaseUntil: null,
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          },
    });
    return giveUp ? "failed" : "retried";
  }
  await db.outboxMessage.updateMany({
    where: { id, status: "sending", leaseUntil },
    data: { status: "sent", sentAt: new Date(), leaseUntil: null, lastError: null, ...CLEARED },
  });
  return "sent";
}

/** A body once the mail has left: empty, so no link it carried stays in the database. */
const CLEARED = { text: "", html: "" } as const;
const BODY_CLEARED_ERROR = "The body was cleared: nothing to send.";

/** Whether a row's body was cleared (sent, or an account email that failed for good). */
export function isCleared(row: { text: string; html: string }): boolean {
  return row.text === "" && row.html === "";
}

/** How long sent and failed rows are kept after they were written (OUTBOX_KEEP_DAYS). */
export function outboxKeepMs(): number {
  return getEnv().OUTBOX_KEEP_DAYS * 24 * 60 * 60_000;
}

/**
 * The recurring clean-up: sent and failed rows written more than OUTBOX_KEEP_DAYS ago go, and any
 * sent row that still has a body (written before bodies were cleared on sending) is cleared.
 * Returns how many rows were deleted.
 */
export async function pruneOutbox(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - outboxKeepMs());
  const { count } = await db.outboxMessage.deleteMany({
    where: { status: { in: ["sent", "failed"] }, createdAt: { lt: before } },
  });
  await db.outboxMessage.updateMany({
    where: {
      OR: [{ status: "sent" }, { status: "failed", kind: "account" }],
      NOT: { text: "", html: "" },
    },
    data: CLEARED,
  });
  return count;
}

/**
 * A batch's sends start within this long of its claim, so that the last one ends (every SMTP wait
 * is shorter than the rest of the lease) before another sender may take the batch over.
 */
const SEND_WITHIN_MS = LEASE_MS / 2;

/**
 * Claims and sends what is due as of `now`, a batch at a time, until nothing is due. A round can
 * outlast the lease (a slow mail server): each batch is claimed as of `now` plus the time the
 * round has taken, so its lease runs from its own claim; and what a batch could not start in
 * time goes back to the queue for the next claim rather than being sent on an ended lease.
 * `stop` (a process stopping) ends the round after the message being sent, the rest of the batch
 * given back to the queue at once rather than left claimed until the lease ends.
 */
export async function deliverDue(
  now = new Date(),
  options: { batch?: number; maxBatches?: number; stop?: () => boolean } = {},
): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, retried: 0, failed: 0 };
  const batch = options.batch ?? 20;
  const started = Date.now();
  for (let round = 0; round < (options.maxBatches ?? 50); round++) {
    const claimedAt = Date.now();
    const at = new Date(now.getTime() + (claimedAt - started));
    const { ids, leaseUntil } = await claim(at, batch);
    if (ids.length === 0) break;
    // One at a time, oldest first: a person's messages arrive in the order they were written.
    let done = 0;
    for (const id of ids) {
      if (options.stop?.() || Date.now() - claimedAt > SEND_WITHIN_MS) break;
      const outcome = await deliverOne(id, at, leaseUntil);
      if (outcome) summary[outcome] += 1;
      done += 1;
    }
    if (done < ids.length) {
      // Never tried: queued again as they were (due now), for this or another sender's claim.
      await db.outboxMessage.updateMany({
        where: { id: { in: ids.slice(done) }, status: "sending", leaseUntil },
        data: { status: "queued", leaseUntil: null, attempts: { decrement: 1 } },
      });
      if (options.stop?.()) break;
      continue;
    }
    if (ids.length < batch) break;
  }
  return summary;
}

/** The admin's view: what waits, what went out in the last 24 hours, what failed. */
export async function outboxOverview(now = new Date()) {
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  const [queued, sentLastDay, failed] = await Promise.all([
    db.outboxMessage.count({ where: { status: { in: ["queued", "sending"] } } }),
    db.outboxMessage.count({ where: { status: "sent", sentAt: { gte: since } } }),
    db.outboxMessage.findMany({
      where: { status: "failed" },
      orderBy: { createdAt: "desc" },
      take: OUTBOX_FAILED_LISTED,
      select: {
        id: true,
        kind: true,
        toAddress: true,
        subject: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        text: true,
        html: true,
      },
    }),
  ]);
  return {
    queued,
    sentLastDay,
    failed: failed.map(({ text, html, ...row }) => ({
      ...row,
      bodyCleared: isCleared({ text, html }),
    })),
    keepDays: getEnv().OUTBOX_KEEP_DAYS,
  };
}

/**
 * An admin's "retry": a failed message is queued again now, with a fresh 24 hours. A message
 * whose body was cleared (an account email: its link is stale anyway) cannot be.
 */
export async function retryFailed(id: string, now = new Date()): Promise<boolean> {
  const { count } = await db.outboxMessage.updateMany({
    where: { id, status: "failed", NOT: { text: "", html: "" } },
    data: { status: "queued", nextAttemptAt: now, createdAt: now, attempts: 0, lastError: null },
  });
  return count === 1;
}

const pending = new Set<Promise<unknown>>();

/**
 * An account email (a link, a notice) into the outbox; inside `tx` when the change has one. A
 * caller that cannot wait for the write (none should) may leave it running: it is tracked.
 * With `dedupeKey`, the message exists once per key (false: one with it was already written).
 */
export function queueMail(
  message: MailMessage,
  tx?: Tx,
  userId?: string | null,
  dedupeKey: string = uniqueKey("account"),
): Promise<boolean> {
  const writing = enqueueMail({ ...message, kind: "account", dedupeKey, userId }, tx);
  const tracked = writing.catch(() => false).finally(() => pending.delete(tracked));
  pending.add(tracked);
  return writing;
}

/**
 * Work that ends in a message, started after the current request's answer (writing a reset link,
 * then its email): never throws; a failure is logged.
 */
export function queueMailWork(work: () => Promise<void>): void {
  const running = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => console.error("Preparing an email failed", error))
    .finally(() => pending.delete(running));
  pending.add(running);
}

/**
 * Waits for the outbox writes started so far, then sends everything due (tests, and a process
 * that must not leave before its mail is out, such as `npm run jobs -- --once`).
 */
export async function flushMail(now?: Date): Promise<DeliverySummary> {
  while (pending.size > 0) await Promise.all([...pending]);
  return deliverDue(now ?? new Date());
}
