// Forgot / reset password. Asking never tells whether an address has an account: every request
// does the same work (one lookup, one secret hashed) and the email goes out in the background.
// Demo sandboxes, suspended companies and requests past the limits get the same answer, no email.
import crypto from "node:crypto";

import { z } from "zod";

import { db } from "~/db.server";
import { TOKEN_MAX } from "~/lib/limits";
import { appLink, PRODUCT_NAME, queueMail } from "~/services/mail.server";
import { hashPassword } from "~/services/password.server";
import { consumeAccountEmail } from "~/services/rate-limit.server";

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

/** Always resolves the same way; sends a link only to a real, active account within the limits. */
export async function requestPasswordReset(email: string, client: string): Promise<void> {
  const allowed = await consumeAccountEmail(client, email);
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, tenant: { select: { demo: true, subscriptionStatus: true } } },
  });
  if (!allowed || !user || !mayReset(user.tenant)) {
    // The same work as a real request: a secret made and hashed (the insert is within noise).
    hashSecret(crypto.randomBytes(32).toString("base64url"));
    return;
  }
  const token = await createVerification("resetPassword", { userId: user.id, target: user.email });
  queueMail({
    to: user.email,
    subject: `Choose a new password for ${PRODUCT_NAME}`,
    paragraphs: [
      "Someone (we hope you) asked to reset the password of your account.",
      "Open the link below to choose a new one. It works once, for 60 minutes, and signs you out on every other device.",
    ],
    action: { label: "Choose a new password", url: appLink(`/reset-password/${token}`) },
    reason: `You got this email because a password reset was asked for ${user.email} on ${PRODUCT_NAME}. If it was not you, ignore it: your password stays the same.`,
  });
}

/** The reset page's first look: is the link still good? Nothing is spent. */
export function checkResetLink(token: string): Promise<VerificationCheck> {
  return checkVerification("resetPassword", token);
}

export type ResetResult = { ok: true; user: PublicUser } | { ok: false; message: string };

/**
 * Spends the link and sets the password in one transaction, ends every session of the user and
 * marks the address confirmed (the link proved it). A second use of the link is refused.
 */
export async function resetPassword(token: string, password: string): Promise<ResetResult> {
  // A dead link is refused before the costly hash; the spend inside the transaction still decides.
  const link = await checkVerification("resetPassword", token);
  if (!link.ok) return link;
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const spent = await consumeVerification("resetPassword", token, tx);
    if (!spent.ok) return spent;
    const { userId, target } = spent.verification;
    const current = await tx.user.findUnique({
      where: { id: userId },
      select: { email: true, emailVerifiedAt: true },
    });
    if (!current) return { ok: false as const, message: "This account no longer exists." };
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
    await tx.session.deleteMany({ where: { userId } });
    return { ok: true as const, user };
  });
}
