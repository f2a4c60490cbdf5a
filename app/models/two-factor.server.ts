// Two-step sign-in (TOTP, RFC 6238) with single-use recovery codes (docs/decisions/032-sessions-and-two-step-sign-in.md).
// Every rule that must hold once (a code used once, a recovery code used once, enabling once) is
// decided by the affected-row count of a conditional write, never by a read before it.
import crypto from "node:crypto";

import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { z } from "zod";

import { SECOND_FACTOR_CODE_MAX } from "~/lib/limits";
import { db } from "~/services/db.server";
import { checkLoginAllowed } from "~/services/rate-limit.server";

import { countFailedSignIn, sendSecurityNotice } from "./account-security.server";
import { removeAllPasskeys } from "./passkey.server";
import { rotateSecurityStamp } from "./security-stamp.server";
import { endSessions } from "./session.server";
import { isUniqueViolation } from "./user.server";

export const TOTP_ISSUER = "App Marketing Machine";
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next 30-second step are accepted too (clock drift). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

export const NOT_STARTED_MESSAGE =
  "Two-step sign-in is not being set up on this device, or its setup expired. Start the setup again to get a new secret.";

/** A pending setup lives this long from its start, for the session that started it only. */
export const SETUP_TTL_MS = 15 * 60 * 1000;

/** The oldest start of a setup still alive at `now`. */
const setupCutoff = (now: Date) => new Date(now.getTime() - SETUP_TTL_MS);

/** A 6-digit TOTP code or a recovery code, as typed. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .min(1, "Enter the 6-digit code")
    .max(SECOND_FACTOR_CODE_MAX, "The code is too long"),
});

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function totp(secret: string, label = "account") {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step (30 s counter) the code belongs to within the window, or null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** What an authenticator app scans: otpauth://totp/... */
export function otpauthUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The otpauth URI as an inline SVG QR code (rendered on the server: works with JavaScript off). */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}

/** Lower case, no spaces or dashes: how a typed code is compared. */
export function normalizeCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/** SHA-256 is enough: a recovery code has 50 random bits, so there is nothing to guess from a hash. */
export function hashRecoveryCode(code: string): string {
  return crypto.createHash("sha256").update(normalizeCode(code)).digest("hex");
}

function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export type TwoFactorStatus =
  | { state: "off" }
  | { state: "pending"; secret: string; otpauthUri: string; expiresAt: Date }
  /** A live setup another session started: its secret is that session's alone. */
  | { state: "pending-elsewhere" }
  | { state: "on"; recoveryCodesLeft: number };

/**
 * Two-step sign-in as `sessionId` may see it. A pending secret is shown only to the session that
 * started the setup, and only for SETUP_TTL_MS; an expired setup reads as off.
 */
export async function getTwoFactorStatus(
  user: { id: string; email: string },
  sessionId: string | null,
  now = new Date(),
): Promise<TwoFactorStatus> {
  const row = await db.twoFactor.findUnique({ where: { userId: user.id } });
  if (!row) return { state: "off" };
  if (!row.enabledAt) {
    if (row.createdAt <= setupCutoff(now)) return { state: "off" };
    if (!sessionId || row.sessionId !== sessionId) return { state: "pending-elsewhere" };
    return {
      state: "pending",
      secret: row.secret,
      otpauthUri: otpauthUri(row.secret, user.email),
      expiresAt: new Date(row.createdAt.getTime() + SETUP_TTL_MS),
    };
  }
  const recoveryCodesLeft = await db.recoveryCode.count({ where: { userId: user.id } });
  return { state: "on", recoveryCodesLeft };
}

export async function isTwoFactorEnabled(userId: string): Promise<boolean> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  return Boolean(row?.enabledAt);
}

export type SetupResult =
  { ok: true; secret: string; otpauthUri: string; expiresAt: Date } | { ok: false };

/**
 * A new pending secret for this session, for SETUP_TTL_MS (replacing an earlier pending one,
 * whichever session started it); refused when two-step is already on.
 */
export async function startTwoFactorSetup(
  user: { id: string; email: string },
  sessionId: string,
  now = new Date(),
): Promise<SetupResult> {
  const secret = new Secret({ size: 20 }).base32;
  const replaced = await db.twoFactor.updateMany({
    where: { userId: user.id, enabledAt: null },
    data: { secret, lastUsedStep: null, sessionId, createdAt: now },
  });
  if (replaced.count === 0) {
    try {
      await db.twoFactor.create({
        data: { userId: user.id, secret, sessionId, createdAt: now },
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false };
      throw error;
    }
  }
  return {
    ok: true,
    secret,
    otpauthUri: otpauthUri(secret, user.email),
    expiresAt: new Date(now.getTime() + SETUP_TTL_MS),
  };
}

export type EnableResult =
  { ok: true; recoveryCodes: string[] } | { ok: false; reason: "not-started" | "wrong-code" };

/**
 * Turns two-step on when the code matches the pending secret this session started less than
 * SETUP_TTL_MS ago; returns the recovery codes, once, and tells the owner by email.
 */
export async function enableTwoFactor(
  user: { id: string; email: string; timeZone: string },
  code: string,
  sessionId: string | null,
  browser: string | null = null,
  now = new Date(),
): Promise<EnableResult> {
  const userId = user.id;
  if (!sessionId) return { ok: false, reason: "not-started" };
  const live = { userId, enabledAt: null, sessionId, createdAt: { gt: setupCutoff(now) } };
  const row = await db.twoFactor.findFirst({ where: live });
  if (!row) return { ok: false, reason: "not-started" };
  const step = matchingStep(row.secret, normalizeCode(code), now.getTime());
  if (step === null) return { ok: false, reason: "wrong-code" };
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = await db.$transaction(async (tx) => {
    // Only the live pending secret of this session the code was checked against, and only once.
    const won = await tx.twoFactor.updateMany({
      where: { ...live, secret: row.secret },
      data: { enabledAt: new Date(), lastUsedStep: step },
    });
    if (won.count !== 1) return false;
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({
      data: recoveryCodes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })),
    });
    return true;
  });
  if (!enabled) return { ok: false, reason: "not-started" };
  await sendSecurityNotice(user, { kind: "two-factor-on" }, { browser });
  return { ok: true, recoveryCodes };
}

/**
 * Checks a second factor and uses it up: a TOTP code of a step later than the last one accepted,
 * or an unused recovery code. Returns which one, or null.
 */
export async function spendSecondFactor(
  userId: string,
  code: string,
  now = Date.now(),
): Promise<"totp" | "recovery" | null> {
  const typed = normalizeCode(code);
  if (/^\d{6}$/.test(typed)) {
    const row = await db.twoFactor.findUnique({ where: { userId } });
    if (!row?.enabledAt) return null;
    const step = matchingStep(row.secret, typed, now);
    if (step === null) return null;
    const used = await db.twoFactor.updateMany({
      where: {
        userId,
        secret: row.secret,
        enabledAt: { not: null },
        OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }],
      },
      data: { lastUsedStep: step },
    });
    return used.count === 1 ? "totp" : null;
  }
  if (typed.length !== 10) return null;
  if (!(await isTwoFactorEnabled(userId))) return null;
  const used = await db.recoveryCode.deleteMany({
    where: { userId, codeHash: hashRecoveryCode(typed) },
  });
  return used.count === 1 ? "recovery" : null;
}

/**
 * Turns two-step off after a current code (TOTP or recovery); false for a wrong one. A wrong code
 * counts as a failed sign-in, with the two-step page's counts (RateLimitedError past the limits),
 * and the owner is told when it is off.
 */
export async function disableTwoFactor(
  user: { id: string; email: string; timeZone: string },
  code: string,
  client: string,
  browser: string | null = null,
): Promise<boolean> {
  await checkLoginAllowed(client, user.email);
  if (!(await spendSecondFactor(user.id, code))) {
    await countFailedSignIn(client, user.email);
    return false;
  }
  await removeSecondFactor(user.id);
  await sendSecurityNotice(user, { kind: "two-factor-off" }, { browser });
  return true;
}

/**
 * New recovery codes in place of the old ones (which stop working), in one transaction; null
 * when two-step sign-in is not on. Shown once, like the first ones.
 */
export async function renewRecoveryCodes(userId: string): Promise<string[] | null> {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const renewed = await db.$transaction(async (tx) => {
    const on = await tx.twoFactor.count({ where: { userId, enabledAt: { not: null } } });
    if (on !== 1) return false;
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({
      data: recoveryCodes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })),
    });
    return true;
  });
  return renewed ? recoveryCodes : null;
}

/** How many unused recovery codes the user has (told after one is used). */
export function recoveryCodesLeft(userId: string): Promise<number> {
  return db.recoveryCode.count({ where: { userId } });
}

/** Cancels a setup that was never confirmed (nothing changes when two-step is on). */
export async function cancelTwoFactorSetup(userId: string): Promise<void> {
  await clearPendingSetup(db, userId);
}

/**
 * Inside a password change or reset: a pending setup goes with the password that started it, so a
 * secret kept by someone who had the old password can never be turned on.
 */
export async function clearPendingSetup(
  tx: Pick<typeof db, "twoFactor">,
  userId: string,
): Promise<void> {
  await tx.twoFactor.deleteMany({ where: { userId, enabledAt: null } });
}

async function removeSecondFactor(userId: string) {
  await db.$transaction([
    db.twoFactor.deleteMany({ where: { userId } }),
    db.recoveryCode.deleteMany({ where: { userId } }),
  ]);
}

export const ADMIN_RESET_TWO_FACTOR = "reset-two-factor";

/**
 * An admin removes a user's second factor (a lost phone and lost codes): every session of the
 * user ends, the reset is logged and the user is told by email. False when the user is not in
 * that tenant.
 */
export async function adminResetTwoFactor(input: {
  adminId: string;
  tenantId: string;
  userId: string;
}): Promise<boolean> {
  const reset = await db.$transaction(async (tx) => {
    const user = await tx.user.findFirst({
      where: { id: input.userId, tenantId: input.tenantId },
      select: { id: true, email: true, timeZone: true },
    });
    if (!user) return null;
    // First the stamp (the user's row locked before any session's): no sign-in in flight lands.
    await rotateSecurityStamp(tx, user.id);
    await tx.twoFactor.deleteMany({ where: { userId: user.id } });
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await removeAllPasskeys(tx, user.id);
    await endSessions(tx, { userId: user.id });
    await sendSecurityNotice(user, { kind: "admin-reset-two-factor" }, { tx });
    await tx.adminLog.create({
      data: {
        adminId: input.adminId,
        tenantId: input.tenantId,
        targetUserId: user.id,
        action: ADMIN_RESET_TWO_FACTOR,
      },
    });
    return user;
  });
  return reset !== null;
}

export type SecurityLogEntry = {
  id: string;
  action: string;
  at: Date;
  admin: string;
  user: string;
};

/** The tenant's security log for the admin's page: second-factor resets, who did them and when. */
export async function tenantSecurityLog(tenantId: string): Promise<SecurityLogEntry[]> {
  const rows = await db.adminLog.findMany({
    where: { tenantId },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  const ids = [...new Set(rows.flatMap((row) => [row.adminId, row.targetUserId]))];
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, email: true },
  });
  const email = new Map(users.map((u) => [u.id, u.email]));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.createdAt,
    admin: email.get(row.adminId) ?? "a deleted administrator",
    user: email.get(row.targetUserId) ?? "a deleted user",
  }));
}

/** Which of these users have two-step sign-in on (the admin's tenant page). */
export async function usersWithTwoFactor(userIds: string[]): Promise<Set<string>> {
  const rows = await db.twoFactor.findMany({
    where: { userId: { in: userIds }, enabledAt: { not: null } },
    select: { userId: true },
  });
  return new Set(rows.map((row) => row.userId));
}

/** The user a pending two-step sign-in is for. */
export function findUserForSecondStep(userId: string) {
  return db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, timeZone: true },
  });
}
