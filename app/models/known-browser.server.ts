// The browsers that signed in to each account, known by a long-lived random device cookie whose
// SHA-256 hash alone is stored. A sign-in from a browser this account has not seen emails the
// owner once: when, which browser, where to end that session and change the password
// (docs/decisions/067-new-browser-notice.md).
// - The rule "one email per browser" is decided inside the write: the (userId, hash) unique key
//   lets exactly one of racing sign-ins insert the row, and only that one writes the email, in
//   the same transaction.
// - A client that sends no device cookie (an API script that keeps no cookies, a browser whose
//   cookies were cleared) is a new browser each time; its emails are limited to one per account
//   per day (the owner's calendar day) by the outbox's dedupe key, again inside the write.
// - The browser that created the account (registration, an accepted invitation, the demo) is
//   recorded without an email.
import { createHash, randomBytes, randomUUID } from "node:crypto";

import { todayIn } from "~/lib/dates";
import { db } from "~/services/db.server";

import { describeBrowser, sendSecurityNotice } from "./account-security.server";

/** The most browsers kept per account: the least recently seen beyond it are forgotten. */
export const KNOWN_BROWSERS_KEPT = 50;

/** A device token as this app makes them: 32 random bytes, base64url (43 characters). */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new random device token. */
export function newDeviceToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The token when it is one this app could have made, else null (a new one is made). */
export function validDeviceToken(value: unknown): string | null {
  return typeof value === "string" && DEVICE_TOKEN.test(value) ? value : null;
}

/** What the server stores of a device token. */
export function hashDeviceToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type SignInBrowser = {
  userId: string;
  /** The device cookie the browser sent, if any (checked with validDeviceToken). */
  presented: string | null;
  userAgent: string | null;
  /** This sign-in created the account: its browser is known from the start, no email. */
  newAccount?: boolean;
  now?: Date;
};

/**
 * After a session started: records the sign-in's browser for the account and, when the account
 * had not seen it, emails the owner (not for a new account, not for a demo). Returns the device
 * token the browser keeps (the one it sent, or a new one) and whether an email was written.
 */
export async function noteSignInBrowser(
  input: SignInBrowser,
): Promise<{ token: string; known: boolean; notified: boolean }> {
  const now = input.now ?? new Date();
  const presented = validDeviceToken(input.presented);
  const token = presented ?? newDeviceToken();
  const hash = hashDeviceToken(token);
  const browser = describeBrowser(input.userAgent);
  const { userId } = input;
  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "KnownBrowser" ("id", "userId", "hash", "browser", "firstSeenAt", "lastSeenAt")
      VALUES (${randomUUID()}, ${userId}, ${hash}, ${browser}, ${now}, ${now})
      ON CONFLICT ("userId", "hash") DO NOTHING`;
    if (inserted === 0) {
      await tx.knownBrowser.updateMany({
        where: { userId, hash },
        data: { lastSeenAt: now, browser },
      });
      return { token, known: true, notified: false };
    }
    // Bounded: a script signing in without cookies adds a row each time.
    await tx.$executeRaw`
      DELETE FROM "KnownBrowser" WHERE "userId" = ${userId} AND "id" NOT IN (
        SELECT "id" FROM "KnownBrowser" WHERE "userId" = ${userId}
        ORDER BY "lastSeenAt" DESC, "id" LIMIT ${KNOWN_BROWSERS_KEPT})`;
    if (input.newAccount) return { token, known: false, notified: false };
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { id: true, email: true, timeZone: true, tenant: { select: { demo: true } } },
    });
    if (!user || user.tenant.demo) return { token, known: false, notified: false };
    // One per browser per day; one per account per day for clients that sent no cookie.
    const day = todayIn(user.timeZone, now);
    const dedupeKey = presented
      ? `new-browser:${userId}:${hash}:${day}`
      : `new-browser:${userId}:no-cookie:${day}`;
    const notified = await sendSecurityNotice(
      user,
      { kind: "new-browser", browser },
      { browser, at: now, tx, dedupeKey },
    );
    return { token, known: false, notified };
  });
}
