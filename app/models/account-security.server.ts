// What keeps an account its owner's after someone else had the session or the password:
// - one password check for every sensitive change (the sign-in limits apply, a wrong one counts);
// - failures counted per account across every client address, the owner told at the ceiling;
// - recovery that evicts: a new password or a newly confirmed address cancels every other way
//   back in (pending email change, unused emailed links, other sessions);
// - security notices by email: what happened, when, from which browser, what to do if not you.
// docs/decisions/044-accounts-an-attacker-cannot-keep.md
import { z } from "zod";

import { formatDateTime } from "~/lib/date-time";
import { PASSWORD_MAX } from "~/lib/limits";
import { db } from "~/services/db.server";
import { appLink, PRODUCT_NAME } from "~/services/mail.server";
import { type OutboxTx, queueMail } from "~/services/outbox.server";
import { verifyPassword } from "~/services/password.server";
import {
  accountFailureCeiling,
  checkLoginAllowed,
  recordLoginFailure,
  recordLoginSuccess,
} from "~/services/rate-limit.server";

import type { ReadLinksRevoked } from "./calendar.server";
import { describeUserAgent } from "./session.server";

type Tx = Pick<typeof db, "verification" | "user">;

export const WRONG_PASSWORD_MESSAGE = "Your current password is not correct.";

/** The account's password, as every sensitive change of the API takes it in the body. */
export const passwordBodySchema = z.object({
  password: z
    .string({ error: "Enter your password" })
    .min(1, "Enter your password")
    .max(PASSWORD_MAX, WRONG_PASSWORD_MESSAGE),
});

/**
 * The user when `password` is theirs, else null. A held session must not become a
 * password-guessing oracle: the sign-in limits apply (RateLimitedError past them) and a wrong
 * password counts as a failed sign-in.
 */
export async function checkAccountPassword(userId: string, password: string, client: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      role: true,
      teamRole: true,
      tenantId: true,
      passwordHash: true,
      timeZone: true,
    },
  });
  if (!user) return null;
  await checkLoginAllowed(client, user.email);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await countFailedSignIn(client, user.email);
    return null;
  }
  return user;
}

/**
 * A wrong password or code for this address: counted against the client and the account; the
 * failure that reaches the account's ceiling emails the owner (once per window).
 */
export async function countFailedSignIn(client: string, email: string): Promise<void> {
  const failures = await recordLoginFailure(client, email);
  if (failures !== accountFailureCeiling()) return;
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { email: true, timeZone: true, tenant: { select: { demo: true } } },
  });
  if (!user || user.tenant.demo) return;
  await sendSecurityNotice(user, { kind: "failed-sign-ins", failures });
}

/**
 * One sign-in attempt, the same for a password, a second-step code and a passkey: refused past
 * the limits for this client or account (RateLimitedError), then `verify`. A refusal (null or
 * false) counts as a failed sign-in (countFailedSignIn) and `refused` throws the caller's error; a
 * pass is recorded as a success (the failures forgiven) unless `recordsSuccess` says it is only
 * half of the sign-in (a password whose second step is still to come).
 */
export async function attemptSignIn<T>(
  client: string,
  email: string,
  verify: () => Promise<T | null | false>,
  options: {
    refused: () => Promise<never> | never;
    recordsSuccess?: (passed: T) => boolean;
  },
): Promise<T> {
  await checkLoginAllowed(client, email);
  const passed = await verify();
  if (passed === null || passed === false) {
    await countFailedSignIn(client, email);
    return options.refused();
  }
  if (options.recordsSuccess?.(passed) ?? true) await recordLoginSuccess(client, email);
  return passed;
}

/**
 * Inside a password change or reset: the pending email change is cancelled and every unused
 * emailed link of the user (reset, confirmation) stops working. Sessions are the caller's.
 */
export async function cancelOtherWaysIn(tx: Tx, userId: string): Promise<void> {
  await tx.verification.deleteMany({ where: { userId, usedAt: null } });
  await tx.user.updateMany({ where: { id: userId }, data: { pendingEmail: null } });
}

export type SecurityEvent =
  | {
      kind: "password-changed";
      passkeysRemoved?: number;
      passkeysKept?: string[];
      /** The read links that died with the old password (replaceReadLinks). */
      revoked?: ReadLinksRevoked;
    }
  | { kind: "email-change-requested"; newEmail: string }
  | { kind: "two-factor-on" }
  | { kind: "two-factor-off" }
  | { kind: "recovery-code-used"; left: number }
  | { kind: "recovery-codes-renewed" }
  | { kind: "admin-reset-two-factor" }
  | { kind: "failed-sign-ins"; failures: number }
  | { kind: "passkey-added"; name: string }
  | { kind: "passkey-removed"; name: string }
  | { kind: "new-browser"; browser: string | null };

/** What a password change did to the read links the person handed out, for its notice. */
function revokedLines(revoked: ReadLinksRevoked | undefined): string[] {
  if (!revoked) return [];
  const lines: string[] = [];
  if (revoked.feeds.length > 0) {
    const which = revoked.feeds
      .map((feed) =>
        feed === "personal" ? "your personal calendar feed" : "the company calendar feed you made",
      )
      .join(" and ");
    lines.push(
      `The address of ${which} was replaced: the old one no longer answers. Copy the new one from the Calendar page (${appLink("/calendar")}) into your calendar app.`,
    );
  }
  if (revoked.shareLinks.length > 0) {
    lines.push(
      `${revoked.shareLinks.length === 1 ? "This share link you made was" : `These ${revoked.shareLinks.length} share links you made were`} revoked: ${revoked.shareLinks.map((label) => `“${label}”`).join(", ")}. Make new ones on the app's Share page if you still need them.`,
    );
  }
  return lines;
}

/** The room of Profile Settings a notice about the second step points to. */
const TWO_STEP_ROOM = () => appLink("/profile/two-step");
/** The room of Profile Settings a notice about passkeys points to. */
const PASSKEYS_ROOM = () => appLink("/profile/passkeys");
/** The rooms a notice about a new browser points to: its session, and the password. */
const SESSIONS_ROOM = () => appLink("/profile/sessions");
const PASSWORD_ROOM = () => appLink("/profile/password");

const SUBJECTS: Record<SecurityEvent["kind"], string> = {
  "password-changed": "your password was changed",
  "email-change-requested": "a change of your email address was asked",
  "two-factor-on": "two-step sign-in is on",
  "two-factor-off": "two-step sign-in was turned off",
  "recovery-code-used": "a recovery code was used",
  "recovery-codes-renewed": "you have new recovery codes",
  "admin-reset-two-factor": "an administrator turned off your two-step sign-in",
  "failed-sign-ins": "many failed sign-ins",
  "passkey-added": "a passkey was added",
  "passkey-removed": "a passkey was removed",
  "new-browser": "a sign-in from a new browser",
};

function whatHappened(event: SecurityEvent): string[] {
  switch (event.kind) {
    case "password-changed":
      return [
        "The password of your account was changed. Every other device was signed out, and any email change or emailed link waiting for you was cancelled.",
        ...(event.passkeysRemoved
          ? [
              `Your ${event.passkeysRemoved === 1 ? "passkey was" : `${event.passkeysRemoved} passkeys were`} removed too, so that nobody keeps a way in: add ${event.passkeysRemoved === 1 ? "it" : "them"} again in Profile Settings, Passkeys (${PASSKEYS_ROOM()}).`,
            ]
          : []),
        ...(event.passkeysKept?.length
          ? [
              `${event.passkeysKept.length === 1 ? "This passkey still signs" : `These ${event.passkeysKept.length} passkeys still sign`} in without the password: ${event.passkeysKept.map((name) => `“${name}”`).join(", ")}. If you do not know ${event.passkeysKept.length === 1 ? "it" : "one of them"}, remove it in Profile Settings, Passkeys (${PASSKEYS_ROOM()}).`,
            ]
          : []),
        ...revokedLines(event.revoked),
      ];
    case "email-change-requested":
      return [
        `Someone signed in to your account asked to change its email address to ${event.newEmail}.`,
        "The change completes only if the link we sent to the new address is opened within 24 hours. Until then, and if it never is, your account keeps this address.",
      ];
    case "two-factor-on":
      return [
        "Two-step sign-in was turned on: from now on, signing in needs a code from an authenticator app after the password.",
      ];
    case "two-factor-off":
      return [
        "Two-step sign-in was turned off: your account now signs in with the password alone.",
      ];
    case "recovery-code-used":
      return [
        `A recovery code was used to sign in to your account. ${event.left} unused recovery code${event.left === 1 ? " is" : "s are"} left.`,
        event.left <= 3
          ? `Make new recovery codes in Profile Settings, Two-step sign-in (${TWO_STEP_ROOM()}), before you run out.`
          : `Each code works once. You can make new ones in Profile Settings, Two-step sign-in (${TWO_STEP_ROOM()}).`,
      ];
    case "recovery-codes-renewed":
      return ["New recovery codes were made for your account. The earlier codes no longer work."];
    case "admin-reset-two-factor":
      return [
        "An administrator of the service turned off two-step sign-in for your account (usually because you lost your phone and your recovery codes) and removed its passkeys. Every device was signed out.",
        `Sign in with your password and turn two-step sign-in on again in Profile Settings, Two-step sign-in (${TWO_STEP_ROOM()}).`,
      ];
    case "failed-sign-ins":
      return [
        `${event.failures} wrong passwords or codes were tried for your account in the last 15 minutes, from one or more places. Signing in to your account is paused for up to 15 minutes.`,
        "If this was you, wait and try again, or choose a new password with the link below: it works at once.",
      ];
    case "passkey-added":
      return [
        `A passkey named “${event.name}” was added to your account: it signs in with one touch (face, fingerprint or the device's PIN), without the password or a two-step code.`,
        `If this was not you, delete it in Profile Settings, Passkeys (${PASSKEYS_ROOM()}), then choose a new password: choosing one through “Forgot password?” also removes every passkey.`,
      ];
    case "passkey-removed":
      return [
        `The passkey named “${event.name}” was removed from your account. It no longer signs in.`,
      ];
    case "new-browser":
      // No place: the app looks no address up anywhere, so it knows none.
      return [
        `Your account was signed in to from a browser that had not signed in to it before${event.browser ? ` (${event.browser})` : ""}. If it was you, there is nothing to do.`,
        `If it was not you, end that session in Profile Settings, Sessions (${SESSIONS_ROOM()}), where it is listed as ${event.browser ?? "an unknown browser"} with the time below, then change your password in Profile Settings, Password (${PASSWORD_ROOM()}): a new password signs out every other device.`,
      ];
  }
}

/** The browser a change came from, as the sessions list names it ("Chrome 131 on macOS"). */
export function describeBrowser(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, system } = describeUserAgent(userAgent);
  return `${browser} on ${system}`;
}

/**
 * Emails the owner what happened, when (in their time zone), from which browser, and what to do
 * if it was not them (a new password through "Forgot password?"). Sent in the background. With
 * `dedupeKey` it is written once per key: false when one with that key already was.
 */
export async function sendSecurityNotice(
  user: { email: string; timeZone: string; id?: string },
  event: SecurityEvent,
  context: { browser?: string | null; at?: Date; tx?: OutboxTx; dedupeKey?: string } = {},
): Promise<boolean> {
  const at = formatDateTime(context.at ?? new Date(), user.timeZone);
  const where = context.browser ? ` from ${context.browser}` : "";
  return queueMail(
    {
      to: user.email,
      subject: `${PRODUCT_NAME}: ${SUBJECTS[event.kind]}`,
      paragraphs: [
        ...whatHappened(event),
        `When: ${at} (${user.timeZone})${where}.`,
        event.kind === "failed-sign-ins"
          ? "If it was not you, your password is still safe as long as nobody knows it; to be sure, choose a new one now. Choosing a new password signs out every other device."
          : "If this was not you, someone else may know your password: choose a new one now with “Forgot password?” (the link below). It signs out every device and cancels any change waiting.",
      ],
      action: { label: "Choose a new password", url: appLink("/forgot-password") },
      reason: `You got this email because it is about the security of your ${PRODUCT_NAME} account (${user.email}). We send these whatever your email settings.`,
    },
    context.tx,
    user.id,
    context.dedupeKey,
  );
}
