// Single-use emailed secrets (password resets, email confirmations). The link carries 32 random
// bytes; the database keeps only their SHA-256, so a leaked table opens nothing. Spending one is a
// conditional update (usedAt IS NULL, not expired) whose affected-row count decides.
import crypto from "node:crypto";

import type { Prisma } from "@prisma/client";

import { DAY_MS, HOUR_MS } from "~/lib/dates";
import { databaseProvider, db } from "~/services/db.server";

export const VERIFICATION = {
  resetPassword: { type: "reset-password", ttlMs: HOUR_MS },
  confirmEmail: { type: "confirm-email", ttlMs: DAY_MS },
} as const;
export type VerificationKind = keyof typeof VERIFICATION;

/** 256 random bits, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashSecret(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

type Tx = Pick<typeof db, "verification">;

/**
 * A new secret for the user; earlier unused ones of the same kind stop working. Two requests at
 * once must not leave two live links: the user's row is held for the delete and the insert (a
 * row lock on PostgreSQL; on SQLite every write transaction holds the write lock from its start).
 */
export async function createVerification(
  kind: VerificationKind,
  input: { userId: string; target: string },
  now = new Date(),
  within?: Prisma.TransactionClient,
): Promise<string> {
  const { type, ttlMs } = VERIFICATION[kind];
  const token = crypto.randomBytes(32).toString("base64url");
  const write = async (tx: Prisma.TransactionClient) => {
    if (databaseProvider() === "postgresql") {
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${input.userId} FOR UPDATE`;
    }
    await tx.verification.deleteMany({ where: { userId: input.userId, type, usedAt: null } });
    await tx.verification.create({
      data: {
        type,
        userId: input.userId,
        target: input.target,
        secretHash: hashSecret(token),
        expiresAt: new Date(now.getTime() + ttlMs),
      },
    });
  };
  // Inside the caller's transaction (the change the link is for), or in one of its own.
  if (within) await write(within);
  else await db.$transaction(write);
  return token;
}

export const LINK_INVALID_MESSAGE =
  "This link is not valid. Check that you opened the whole link from the email, or ask for a new one.";
export const LINK_EXPIRED_MESSAGE = "This link has expired. Ask for a new one.";
export const LINK_USED_MESSAGE = "This link was already used. Ask for a new one if you need it.";

export type VerificationRow = { id: string; userId: string; target: string };
export type VerificationCheck =
  { ok: true; verification: VerificationRow } | { ok: false; message: string };

/** Reads a link's state without spending it (the page shown before the form). */
export async function checkVerification(
  kind: VerificationKind,
  token: string,
  now = new Date(),
  tx: Tx = db,
): Promise<VerificationCheck> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, message: LINK_INVALID_MESSAGE };
  const row = await tx.verification.findUnique({
    where: { secretHash: hashSecret(token) },
    select: { id: true, userId: true, target: true, type: true, expiresAt: true, usedAt: true },
  });
  if (!row || row.type !== VERIFICATION[kind].type) {
    return { ok: false, message: LINK_INVALID_MESSAGE };
  }
  if (row.usedAt) return { ok: false, message: LINK_USED_MESSAGE };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, message: LINK_EXPIRED_MESSAGE };
  return { ok: true, verification: { id: row.id, userId: row.userId, target: row.target } };
}

/**
 * Spends the secret inside the caller's transaction: only the one update that flips usedAt from
 * null wins; a second, concurrent use gets "already used".
 */
export async function consumeVerification(
  kind: VerificationKind,
  token: string,
  tx: Tx,
  now = new Date(),
): Promise<VerificationCheck> {
  const checked = await checkVerification(kind, token, now, tx);
  if (!checked.ok) return checked;
  const { count } = await tx.verification.updateMany({
    where: { id: checked.verification.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count !== 1) return { ok: false, message: LINK_USED_MESSAGE };
  return checked;
}

/** Expired or spent secrets are kept a day for the "already used" answer, then deleted. */
export async function purgeVerifications(now = new Date()) {
  await db.verification.deleteMany({
    where: { expiresAt: { lt: new Date(now.getTime() - DAY_MS) } },
  });
}
