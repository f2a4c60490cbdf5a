// Personal settings of the signed-in user: password and deleting the account (the email is in
// email-confirmation.server.ts). Each change
// asks for the current password, so a session left open on a shared computer can't take over the
// account. The rules themselves are in app/lib/profile-rules.ts.
import { z } from "zod";

import { PASSWORD_MAX } from "~/lib/limits";
import { accountDeletionDecision, newPasswordProblems } from "~/lib/profile-rules";
import { LAST_OWNER_MESSAGE } from "~/lib/team";
import { db } from "~/services/db.server";
import { hashPassword } from "~/services/password.server";

import {
  cancelOtherWaysIn,
  checkAccountPassword,
  sendSecurityNotice,
} from "./account-security.server";
import { type ReadLinksRevoked, replaceReadLinks } from "./calendar.server";
import { removeAllPasskeys } from "./passkey.server";
import { newSecurityStamp } from "./security-stamp.server";
import { endSessions } from "./session.server";
import { clearPendingSetup } from "./two-factor.server";

export const WRONG_PASSWORD_MESSAGE = "Your current password is not correct.";

const currentPassword = z
  .string({ error: "Enter your current password" })
  .min(1, "Enter your current password")
  .max(PASSWORD_MAX, "Your current password is not correct.");

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string({ error: "Enter a new password" })
      .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`),
    confirmPassword: z.string({ error: "Repeat the new password" }),
  })
  .superRefine((value, ctx) => {
    for (const problem of newPasswordProblems(value)) {
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }
  });

const CONFIRM_DELETION_MESSAGE = "Tick the box to confirm that you want to delete your account.";

export const deleteAccountSchema = z.object({
  currentPassword,
  confirmDeletion: z
    .boolean({ error: CONFIRM_DELETION_MESSAGE })
    .refine((v) => v, CONFIRM_DELETION_MESSAGE),
  confirmTenantDeletion: z.boolean().optional().default(false),
});

export type ProfileResult<T = object> =
  ({ ok: true } & T) | { ok: false; field: string; message: string };

const checkPassword = checkAccountPassword;

const wrongPassword = {
  ok: false as const,
  field: "currentPassword",
  message: WRONG_PASSWORD_MESSAGE,
};

/** What /profile shows, including whether deleting would take the company's data along. */
export async function getProfile(userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      emailVerifiedAt: true,
      pendingEmail: true,
      role: true,
      teamRole: true,
      createdAt: true,
      tenantId: true,
      tenant: {
        select: {
          companyName: true,
          subscriptionStatus: true,
          stripeSubscriptionId: true,
          _count: { select: { users: true } },
        },
      },
    },
  });
  const adminCount = await db.user.count({ where: { role: "admin" } });
  const tenantUserCount = user.tenant._count.users;
  return {
    email: user.email,
    emailVerifiedAt: user.emailVerifiedAt,
    pendingEmail: user.pendingEmail,
    role: user.role,
    teamRole: user.teamRole,
    createdAt: user.createdAt,
    companyName: user.tenant.companyName,
    tenantUserCount,
    isLastAdmin: user.role === "admin" && adminCount <= 1,
    isLastUserOfTenant: tenantUserCount <= 1,
    renewingSubscription: isRenewing(user.tenant),
  };
}

function isRenewing(tenant: { subscriptionStatus: string; stripeSubscriptionId: string | null }) {
  return tenant.subscriptionStatus === "active" && Boolean(tenant.stripeSubscriptionId);
}

/**
 * Sets the new password and evicts everyone else in one transaction: every other session ends,
 * a pending email change, every unused emailed link and a pending two-step setup are cancelled,
 * and the passkeys are removed unless `removePasskeys` is false. The session in use (if any: the
 * API may have none to keep) counts the password as just entered. The owner is told, with the
 * names of the passkeys that still sign in.
 */
export async function changePassword(
  userId: string,
  keepSessionId: string | null,
  input: {
    currentPassword: string;
    newPassword: string;
    removePasskeys?: boolean;
    /** Keep the share links the person made (they are revoked by default). */
    keepShareLinks?: boolean;
  },
  client: string,
  browser: string | null = null,
): Promise<
  ProfileResult<{ passkeysRemoved: number; passkeysKept: string[]; revoked: ReadLinksRevoked }>
> {
  const user = await checkPassword(userId, input.currentPassword, client);
  if (!user) return wrongPassword;
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  return db.$transaction(async (tx) => {
    // The password and a new security stamp first: the user's row is locked before any
    // session's, and a sign-in in flight with the old password starts no session.
    const securityStamp = newSecurityStamp();
    await tx.user.update({ where: { id: userId }, data: { passwordHash, securityStamp } });
    await cancelOtherWaysIn(tx, userId);
    await clearPendingSetup(tx, userId);
    // Passkeys sign in without the password: unless the person chose to keep them, they go with
    // the old password, so whoever had it keeps no way in.
    const passkeysRemoved =
      input.removePasskeys === false ? 0 : await removeAllPasskeys(tx, userId);
    const kept = await tx.passkey.findMany({
      where: { userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { name: true },
    });
    const passkeysKept = kept.map((key) => key.name);
    // The read links handed out die with the old password too.
    const revoked = await replaceReadLinks(tx, userId, { keepShareLinks: input.keepShareLinks });
    await endSessions(tx, { userId, id: { not: keepSessionId ?? "" } }, now);
    if (keepSessionId) {
      await tx.session.updateMany({
        where: { id: keepSessionId, userId },
        data: { passwordVerifiedAt: now, stamp: securityStamp },
      });
    }
    await sendSecurityNotice(
      user,
      { kind: "password-changed", passkeysRemoved, passkeysKept, revoked },
      { browser, at: now, tx },
    );
    return { ok: true as const, passkeysRemoved, passkeysKept, revoked };
  });
}

/**
 * Deletes the user (sessions go with it). The last user of a tenant deletes the tenant and so
 * all its apps, modules, checklist, KPIs and payments; their support messages go too.
 */
export async function deleteAccount(
  userId: string,
  input: z.output<typeof deleteAccountSchema>,
  client: string,
): Promise<ProfileResult<{ deletedTenant: boolean }>> {
  const user = await checkPassword(userId, input.currentPassword, client);
  if (!user) return wrongPassword;
  return db.$transaction(async (tx) => {
    // Counted inside the transaction, next to the delete that depends on them.
    const adminCount = await tx.user.count({ where: { role: "admin" } });
    const tenantUserCount = await tx.user.count({ where: { tenantId: user.tenantId } });
    const tenant = await tx.tenant.findUniqueOrThrow({
      where: { id: user.tenantId },
      select: { subscriptionStatus: true, stripeSubscriptionId: true },
    });
    const decision = accountDeletionDecision({
      role: user.role,
      adminCount,
      tenantUserCount,
      confirmedTenantDeletion: input.confirmTenantDeletion,
      renewingSubscription: isRenewing(tenant),
    });
    if (!decision.allowed) {
      return { ok: false as const, field: decision.field, message: decision.message };
    }
    // Others stay in the company: one of them must be an owner before the last owner leaves.
    if (!decision.deletesTenant && user.teamRole === "owner") {
      const owners = await tx.user.count({ where: { tenantId: user.tenantId, teamRole: "owner" } });
      if (owners <= 1) {
        return { ok: false as const, field: "confirmDeletion", message: LAST_OWNER_MESSAGE };
      }
    }
    await tx.supportMessage.deleteMany({ where: { userId } });
    if (decision.deletesTenant) {
      await tx.supportMessage.deleteMany({ where: { tenantId: user.tenantId } });
      await tx.tenant.delete({ where: { id: user.tenantId } });
    } else {
      await tx.user.delete({ where: { id: userId } });
    }
    return { ok: true as const, deletedTenant: decision.deletesTenant };
  });
}
