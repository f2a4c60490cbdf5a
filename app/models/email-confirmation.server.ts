// Confirmed addresses: the welcome email's link confirms the address an account signed up with;
// an email change waits in `pendingEmail` until its link, sent to the new address, is opened.
// An address another account uses gets the same answer and a notice instead of a link, and the
// confirm step re-checks uniqueness inside its write (the unique index decides).
import type { Prisma } from "@prisma/client";
import { z } from "zod";

import { PASSWORD_MAX, TOKEN_MAX } from "~/lib/limits";
import { db } from "~/services/db.server";
import { appLink, PRODUCT_NAME } from "~/services/mail.server";
import { queueMail } from "~/services/outbox.server";
import { consumeAccountEmail } from "~/services/rate-limit.server";

import { sendSecurityNotice } from "./account-security.server";
import { newSecurityStamp } from "./security-stamp.server";
import { endSessions } from "./session.server";
import { emailSchema, isUniqueViolation, type PublicUser, publicUserSelect } from "./user.server";
import {
  checkVerification,
  consumeVerification,
  createVerification,
  type VerificationCheck,
} from "./verification.server";

export const WRONG_PASSWORD_MESSAGE = "Your current password is not correct.";
export const TOO_MANY_EMAILS_MESSAGE =
  "We have sent several emails to this account in the last hour. Please wait an hour and try again.";

const currentPassword = z
  .string({ error: "Enter your current password" })
  .min(1, "Enter your current password")
  .max(PASSWORD_MAX, WRONG_PASSWORD_MESSAGE);

/** The page's form: the password was entered on this session in the last 10 minutes. */
export const changeEmailSchema = z.object({ email: emailSchema });
export const apiChangeEmailSchema = z.object({
  email: emailSchema,
  password: currentPassword,
});
export const confirmEmailSchema = z.object({
  token: z.string({ error: "The token is required" }).max(TOKEN_MAX, "The token is not valid"),
});

function confirmLink(token: string) {
  return { label: "Confirm this address", url: appLink(`/confirm-email/${token}`) };
}

/**
 * The welcome email of a new account, with the link that confirms its address: after a sign-up,
 * or after accepting a team invitation (`joinedTeam`; no trial of its own, and no company name,
 * which the person who made the account typed).
 */
export async function sendWelcomeEmail(
  user: { id: string; email: string },
  options: { joinedTeam?: boolean } = {},
) {
  const token = await createVerification("confirmEmail", { userId: user.id, target: user.email });
  await queueMail({
    to: user.email,
    subject: `Welcome to ${PRODUCT_NAME}: confirm your email`,
    paragraphs: [
      options.joinedTeam
        ? "Welcome! You accepted a team invitation: the team's apps and plans are on your dashboard."
        : "Welcome! Your free trial has started and everything already works.",
      "Please confirm that this address is yours, so that you can always get back in (for example with “Forgot password?”). The link works once, for 24 hours.",
      "If it was not you, ignore this email and do not open the link: without it, nothing is confirmed.",
    ],
    action: confirmLink(token),
    reason: options.joinedTeam
      ? `You got this email because ${user.email} was used to accept a team invitation on ${PRODUCT_NAME}.`
      : `You got this email because ${user.email} was used to start a free trial on ${PRODUCT_NAME}.`,
  });
}

export type EmailResult<T = object> =
  ({ ok: true } & T) | { ok: false; field: string; message: string };

/** The link to the new address and the notice to the old one, in the change's transaction. */
async function sendChangeEmails(
  user: { id: string; email: string; timeZone: string },
  newEmail: string,
  browser: string | null,
  tx: Prisma.TransactionClient,
) {
  const taken = await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } });
  // The same work either way; a taken address gets a notice, never a link.
  const token = await createVerification(
    "confirmEmail",
    { userId: user.id, target: newEmail },
    new Date(),
    tx,
  );
  await queueMail(
    taken
      ? {
          to: newEmail,
          subject: `${PRODUCT_NAME}: this address already has an account`,
          paragraphs: [
            `Someone asked to use ${newEmail} for another ${PRODUCT_NAME} account. An address belongs to one account only, so nothing changed.`,
            "If you have forgotten the password of the account that uses this address, use “Forgot password?” on the sign-in page.",
          ],
          reason: `You got this email because ${newEmail} was entered as a new email address on ${PRODUCT_NAME}.`,
        }
      : {
          to: newEmail,
          subject: `Confirm your new email for ${PRODUCT_NAME}`,
          paragraphs: [
            `Open the link below to sign in with ${newEmail} from now on. Until then your account keeps its current address. The link works once, for 24 hours.`,
            "If it was not you who asked for this change, ignore this email: without the link, nothing changes.",
          ],
          action: confirmLink(token),
          reason: `You got this email because ${newEmail} was entered as the new email address of a ${PRODUCT_NAME} account.`,
        },
    tx,
    user.id,
  );
  await sendSecurityNotice(user, { kind: "email-change-requested", newEmail }, { browser, tx });
}

/**
 * Asks for a change: keeps the address pending and emails both addresses. The caller has proved
 * the password first: the page by a password entered on this session in the last 10 minutes,
 * the API by `checkAccountPassword` with the password in the body.
 */
export async function requestEmailChange(
  userId: string,
  input: { email: string },
  client: string,
  browser: string | null = null,
): Promise<EmailResult<{ pendingEmail: string }>> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, timeZone: true },
  });
  if (user.email === input.email) {
    return { ok: false, field: "email", message: "That is already your email address." };
  }
  if (!(await consumeAccountEmail(client, user.email))) {
    return { ok: false, field: "email", message: TOO_MANY_EMAILS_MESSAGE };
  }
  // The pending address, its link and both emails are written together, or none of them.
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { pendingEmail: input.email } });
    await sendChangeEmails(user, input.email, browser, tx);
  });
  return { ok: true, pendingEmail: input.email };
}

/** Sends the pending change's link again, or the welcome confirmation of an unconfirmed address. */
export async function resendConfirmation(
  userId: string,
  client: string,
): Promise<EmailResult<{ to: string | null }>> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, pendingEmail: true, emailVerifiedAt: true, timeZone: true },
  });
  if (!user.pendingEmail && user.emailVerifiedAt) return { ok: true, to: null };
  if (!(await consumeAccountEmail(client, user.email))) {
    return { ok: false, field: "resend", message: TOO_MANY_EMAILS_MESSAGE };
  }
  const pending = user.pendingEmail;
  if (pending) await db.$transaction((tx) => sendChangeEmails(user, pending, null, tx));
  else await sendWelcomeEmail(user);
  return { ok: true, to: user.pendingEmail ?? user.email };
}

/** Cancels a pending change: the address stays, the link sent to the new one stops working. */
export async function cancelEmailChange(userId: string): Promise<string | null> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { pendingEmail: true },
  });
  if (!user.pendingEmail) return null;
  await db.$transaction([
    db.verification.deleteMany({
      where: { userId, type: "confirm-email", target: user.pendingEmail, usedAt: null },
    }),
    db.user.updateMany({ where: { id: userId }, data: { pendingEmail: null } }),
  ]);
  return user.pendingEmail;
}

export function checkConfirmLink(token: string): Promise<VerificationCheck> {
  return checkVerification("confirmEmail", token);
}

export type ConfirmResult =
  { ok: true; user: PublicUser; changed: boolean } | { ok: false; message: string };

export const CANCELLED_CHANGE_MESSAGE =
  "This email change was cancelled or replaced by a newer one. Nothing changed.";

/**
 * Spends the link: confirms the current address, or makes the pending one the account's email.
 * A new address evicts whoever else held the account: every unused emailed link (a reset link
 * sent to the old address) stops working and every session but `keepSessionId` (the browser
 * that opened the link, when it is signed in to this account) ends.
 */
export async function confirmEmail(
  token: string,
  keepSessionId: string | null = null,
): Promise<ConfirmResult> {
  try {
    return await db.$transaction(async (tx): Promise<ConfirmResult> => {
      const spent = await consumeVerification("confirmEmail", token, tx);
      if (!spent.ok) return spent;
      const { userId, target } = spent.verification;
      const user = await tx.user.findUnique({
        where: { id: userId },
        select: { email: true, pendingEmail: true },
      });
      if (!user) return { ok: false, message: "This account no longer exists." };
      const changed = user.email !== target;
      if (changed && user.pendingEmail !== target) {
        return { ok: false, message: CANCELLED_CHANGE_MESSAGE };
      }
      // A new address replaces the security stamp (a sign-in in flight starts no session).
      const securityStamp = newSecurityStamp();
      const updated = await tx.user.update({
        where: { id: userId },
        data: changed
          ? { email: target, pendingEmail: null, emailVerifiedAt: new Date(), securityStamp }
          : { emailVerifiedAt: new Date() },
        select: publicUserSelect,
      });
      if (changed) {
        await tx.verification.deleteMany({ where: { userId, usedAt: null } });
        await endSessions(tx, { userId, id: { not: keepSessionId ?? "" } });
        if (keepSessionId) {
          await tx.session.updateMany({
            where: { id: keepSessionId, userId },
            data: { stamp: securityStamp },
          });
        }
      }
      return { ok: true, user: updated, changed };
    });
  } catch (error) {
    // Another account took the address meanwhile: the unique index refused the change.
    if (!isUniqueViolation(error)) throw error;
    return {
      ok: false,
      message:
        "Another account now uses this address, so it can't become your email. Nothing changed: choose a different address in Profile Settings, Email.",
    };
  }
}
