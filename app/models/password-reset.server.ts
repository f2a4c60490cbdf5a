// Forgot / reset password. Asking never tells whether an address has an account: every request
// does the same work before its answer (the limits counted, one lookup, one secret hashed); the
// link's write and the email happen after it, in the background. Demo sandboxes, suspended
// companies and requests past the limits get the same answer, no email.
import crypto from "node:crypto";

import { z } from "zod";

import { TOKEN_MAX } from "~/lib/limits";
import { db } from "~/services/db.server";
import { appLink, PRODUCT_NAME } from "~/services/mail.server";
import { queueMail, queueMailWork } from "~/services/outbox.server";
import { hashPassword } from "~/services/password.server";
import { clearAccountFailures, consumeAccountEmail } from "~/services/rate-limit.server";

import { cancelOtherWaysIn, sendSecurityNotice } from "./account-security.server";
import { replaceReadLinks } from "./calendar.server";
import { removeAllPasskeys } from "./passkey.server";
import { newSecurityStamp, type StampedUser, withSignInStamp } from "./security-stamp.server";
import { endSessions } from "./session.server";
import { clearPendingSetup } from "./two-factor.server";
import { emailSchema, newPasswordSchema, type PublicUser, publicUserSelect } from "./user.server";
import {
  checkVerification,
  consumeVerification,
  createVerification,
  hashSecret,
  type VerificationCheck,
} from "./verification.server";

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ password: newPasswordSchema });
/** The API's shape; the password's rules are checked after, to answer with one `error`. */
export const apiResetPasswordSchema = z.object({
  token: z.string({ error: "The token is required" }).max(TOKEN_MAX, "The token is not valid"),
  password: z.string({ error: "Choose a new password" }),
});

export { FORGOT_PASSWORD_ANSWER } from "~/lib/account-messages";

/** Tenants whose users get no reset email: a demo copy, or a company an admin suspended. */
function mayReset(tenant: { demo: string | null; subscriptionStatus: string }) {
  return tenant.demo === null && tenant.subscriptionStatus !== "canceled";
}

/**
 * Always resolves the same way, after the same database work whatever the address: the limits
 * counted and one lookup. For a real, active account within the limits, the link is written and
 * emailed after the answer, so neither its time nor its writes tell that the address exists.
 */
export async function requestPasswordReset(email: string, client: string): Promise<void> {
  const allowed = await consumeAccountEmail(client, email);
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, tenant: { select: { demo: true, subscriptionStatus: true } } },
  });
  // The same work as a real request's secret: one made and hashed.
  hashSecret(crypto.randomBytes(32).toString("base64url"));
  if (!allowed || !user || !mayReset(user.tenant)) return;
  queueMailWork(() => sendResetLink(user));
}

async function sendResetLink(user: { id: string; email: string }) {
  const token = await createVerification("resetPassword", { userId: user.id, target: user.email });
  await queueMail({
    to: user.email,
    subject: `Choose a new password for ${PRODUCT_NAME}`,
    paragraphs: [
      "Someone (we hope you) asked to reset the password of your account.",
      "Open the link below to choose a new one. It works once, for 60 minutes, and signs you out on every other device.",
      "If it was not you who asked, ignore this email: your password stays the same.",
    ],
    action: { label: "Choose a new password", url: appLink(`/reset-password/${token}`) },
    reason: `You got this email because a password reset was asked for ${user.email} on ${PRODUCT_NAME}.`,
  });
}

/** The reset page's first look: is the link still good? Nothing is spent. */
export function checkResetLink(token: string): Promise<VerificationCheck> {
  return checkVerification("resetPassword", token);
}

export type ResetResult =
  { ok: true; user: StampedUser<PublicUser> } | { ok: false; message: string };

export const LINK_FOR_OLD_ADDRESS_MESSAGE =
  "This link was sent to an address this account no longer uses. Ask for a new link on the “Forgot password?” page.";

/**
 * Spends the link and sets the password in one transaction, and evicts whoever else held the
 * account: every session ends, a pending email change and every other unused emailed link are
 * cancelled, and the account's failed sign-ins are forgiven (the link proved the owner). The
 * address is marked confirmed. A link works only while the account still has the address it
 * was sent to; a second use is refused.
 */
export async function resetPassword(
  token: string,
  password: string,
  browser: string | null = null,
): Promise<ResetResult> {
  // A dead link is refused before the costly hash; the spend inside the transaction still decides.
  const link = await checkVerification("resetPassword", token);
  if (!link.ok) return link;
  const passwordHash = await hashPassword(password);
  const result = await db.$transaction(async (tx): Promise<ResetResult> => {
    const spent = await consumeVerification("resetPassword", token, tx);
    if (!spent.ok) return spent;
    const { userId, target } = spent.verification;
    const current = await tx.user.findUnique({
      where: { id: userId },
      select: { email: true, emailVerifiedAt: true },
    });
    if (!current) return { ok: false as const, message: "This account no longer exists." };
    if (current.email !== target) {
      return { ok: false as const, message: LINK_FOR_OLD_ADDRESS_MESSAGE };
    }
    // The new security stamp: a sign-in in flight with the old password starts no session, and
    // the reset's own sign-in carries it.
    const securityStamp = newSecurityStamp();
    await tx.user.update({ where: { id: userId }, data: { securityStamp } });
    await cancelOtherWaysIn(tx, userId);
    // A reset by emailed link is the way back for an owner locked out: no passkey an intruder
    // may have added outlives it.
    const passkeysRemoved = await removeAllPasskeys(tx, userId);
    await clearPendingSetup(tx, userId);
    const user = await tx.user.update({
      where: { id: userId },
      data: {
        passwordHash,
        ...(current.email === target && !current.emailVerifiedAt
          ? { emailVerifiedAt: new Date() }
          : {}),
      },
      select: publicUserSelect,
    });
    await endSessions(tx, { userId });
    // The way back for an owner locked out: no read link an intruder made outlives it.
    const revoked = await replaceReadLinks(tx, userId);
    await sendSecurityNotice(
      user,
      { kind: "password-changed", passkeysRemoved, revoked },
      { browser, tx },
    );
    return { ok: true as const, user: withSignInStamp(user, securityStamp) };
  });
  if (result.ok) {
    await clearAccountFailures(result.user.email);
  }
  return result;
}
