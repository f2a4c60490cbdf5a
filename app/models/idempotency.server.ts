// A write sent twice is applied once (docs/decisions/081-queued-writes.md). A queued write from a
// phone that lost its connection, or a post whose answer was lost, carries an idempotency key (a
// form's hidden `_idem` field, the API's `Idempotency-Key` header). The key is claimed in the
// write's own transaction under the unique (userId, key): two sends at once apply once, the
// second waits for the first's commit, meets the unique constraint and gets the stored answer.
// A write that throws rolls its claim back with it, so the key may be sent again.
import type { Prisma } from "@prisma/client";

import { DAY_MS } from "~/lib/dates";
import { db } from "~/services/db.server";

import { isUniqueViolation } from "./user.server";

export type Tx = Prisma.TransactionClient;

/** A write's answer: kept with its key so that a replay gets the same. */
export type WriteAnswer<B = Record<string, unknown>> = { status: number; body: B };

/** Keys are kept at least this long: a phone may stay offline for days. */
export const IDEMPOTENCY_KEEP_DAYS = 14;
const KEEP_MS = IDEMPOTENCY_KEEP_DAYS * DAY_MS;

/** A key as a browser or an API client sends it: 8 to 100 characters of A-Z a-z 0-9 - _ . : */
const KEY_SHAPE = /^[A-Za-z0-9._:-]{8,100}$/;

export const KEY_REUSED =
  "This idempotency key was already used for a different change. Send this change with a new key.";
export const KEY_INVALID =
  "The idempotency key must be 8 to 100 letters, digits, dots, colons, dashes or underscores.";

/** The key of a write, or null without one; throws nothing (a bad key is for the caller to refuse). */
export function parseIdempotencyKey(raw: string | null | undefined): string | null | false {
  if (raw === null || raw === undefined || raw === "") return null;
  return KEY_SHAPE.test(raw) ? raw : false;
}

export type Claim = { userId: string; key: string; scope: string };

/** Claims a key inside the caller's transaction: a key seen before throws a unique violation. */
export async function claimKey(tx: Tx, claim: Claim): Promise<void> {
  await tx.idempotentWrite.create({
    data: { userId: claim.userId, key: claim.key, scope: claim.scope, status: 0, body: "" },
  });
}

/** Records the write's answer with its claimed key, inside the same transaction. */
export async function recordAnswer(tx: Tx, claim: Claim, answer: WriteAnswer): Promise<void> {
  await tx.idempotentWrite.update({
    where: { userId_key: { userId: claim.userId, key: claim.key } },
    data: { status: answer.status, body: JSON.stringify(answer.body) },
  });
}

/** What a key answered the first time (422 when it was claimed for another write). */
export async function storedAnswer(claim: Claim): Promise<WriteAnswer & { replayed: true }> {
  const stored = await db.idempotentWrite.findUnique({
    where: { userId_key: { userId: claim.userId, key: claim.key } },
  });
  if (!stored || stored.scope !== claim.scope) {
    return { status: 422, body: { error: KEY_REUSED }, replayed: true };
  }
  const body = (stored.body ? JSON.parse(stored.body) : {}) as Record<string, unknown>;
  return { status: stored.status, body, replayed: true };
}

/**
 * Runs `write` in one transaction with the claim of its key (none without a key). A key seen
 * before answers what it answered then (`replayed: true`), without writing; the same key for a
 * different write (another scope) is refused with 422.
 */
export async function writeOnce(
  claim: Claim | null,
  write: (tx: Tx) => Promise<WriteAnswer>,
): Promise<WriteAnswer & { replayed: boolean }> {
  if (!claim) return { ...(await db.$transaction(write)), replayed: false };
  try {
    const answer = await db.$transaction(async (tx) => {
      await claimKey(tx, claim);
      const result = await write(tx);
      await recordAnswer(tx, claim, result);
      return result;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return storedAnswer(claim);
}

/** Keys older than IDEMPOTENCY_KEEP_DAYS, deleted (the purge round). Returns how many. */
export async function pruneIdempotentWrites(now = new Date()): Promise<number> {
  const { count } = await db.idempotentWrite.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - KEEP_MS) } },
  });
  return count;
}

/**
 * The API's claim (app/utils/api-idempotency.server.ts), taken before its write runs, as a
 * payment API does: the unique (userId, key) lets one request through; a second one meanwhile
 * finds the claim still pending (status 0). False when the key was already claimed.
 */
export async function claimPending(claim: Claim): Promise<boolean> {
  try {
    await claimKey(db as unknown as Tx, claim);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The pending claim's answer, once its write is done. */
export async function settleClaim(claim: Claim, answer: WriteAnswer): Promise<void> {
  await recordAnswer(db as unknown as Tx, claim, answer);
}

/** A claim whose write failed (a server error): the key may be sent again. */
export async function releaseClaim(claim: Claim): Promise<void> {
  await db.idempotentWrite.deleteMany({
    where: { userId: claim.userId, key: claim.key, status: 0 },
  });
}
