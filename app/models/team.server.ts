// The people of a company: owners and members, and the invitations that bring new people in.
// Every function takes the signed-in user (the actor); ids of another company read as missing
// (404), and a member asking for an owner-only change gets a 403. The rules themselves
// (roles, the seven-day expiry, the last owner) are in app/lib/team.ts; the invitation limits in
// app/lib/limits.ts.
import crypto from "node:crypto";

import type { Prisma } from "@prisma/client";
import { z } from "zod";

import { HOUR_MS } from "~/lib/dates";
import { DEMO_RESTRICTED_MESSAGE } from "~/lib/demo";
import {
  COMPANY_NAME_MAX,
  INVITATION_SUBJECT_NAME_MAX,
  INVITATIONS_PER_HOUR,
  PENDING_INVITATIONS_MAX,
} from "~/lib/limits";
import {
  INVITATION_DAYS,
  INVITATION_TTL_MS,
  invitationState,
  isOwner,
  LAST_OWNER_MESSAGE,
  OWNER_ONLY_MESSAGE,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type TeamRole,
  wouldLeaveNoOwner,
} from "~/lib/team";
import { databaseProvider, db } from "~/services/db.server";
import { appLink, type MailMessage } from "~/services/mail.server";
import { queueMail } from "~/services/outbox.server";
import { hashPassword } from "~/services/password.server";

import { isDemoUser } from "./demo.server";
import { sendWelcomeEmail } from "./email-confirmation.server";
import { newSecurityStamp, type StampedUser, withSignInStamp } from "./security-stamp.server";
import { noticeInvitationAccepted } from "./team-notices.server";
import {
  emailSchema,
  isUniqueViolation,
  newPasswordSchema,
  type PublicUser,
  publicUserSelect,
} from "./user.server";

const roleSchema = z.enum(TEAM_ROLES, { error: "Choose Owner or Member" });

export const inviteSchema = z.object({
  email: emailSchema,
  role: roleSchema.optional().default("member"),
});

export const roleChangeSchema = z.object({ role: roleSchema });

/** The company's name, as an owner renames it (the sign-up's rule: 1 to 100 characters). */
export const companyNameSchema = z.object({
  companyName: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, "Company name is required")
    .max(COMPANY_NAME_MAX, `Company name must be at most ${COMPANY_NAME_MAX} characters`),
});

/** The person or invitation a Team page button acts on. */
export const teamTargetSchema = z.object({
  targetId: z.string({ error: "Choose who this is about" }).trim().min(1),
});

/** Accepting creates the account, so its password follows the sign-up rule. */
export const acceptInvitationSchema = z.object({ password: newPasswordSchema });

export type TeamActor = Pick<PublicUser, "id" | "tenantId" | "teamRole">;

export type TeamFailure = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 410 | 429;
  message: string;
  field?: string;
  /** With a 429: whole seconds until trying again can succeed (the Retry-After header). */
  retryAfterSeconds?: number;
};
export type TeamResult<T = object> = ({ ok: true } & T) | TeamFailure;

const fail = (status: TeamFailure["status"], message: string, field?: string): TeamFailure => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

const ownerOnly = () => fail(403, OWNER_ONLY_MESSAGE);

/** 256 random bits, base64url: 43 characters. */
function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The invitation's link, from APP_URL (never the request's Host): emailed and shown alike. */
export function invitationUrl(token: string): string {
  return appLink(`/invite/${token}`);
}

export const ALREADY_MEMBER_MESSAGE = "This person is already a member of your company.";

/**
 * What the invitee learns on opening the link when the invited email already has an account (a
 * person belongs to one company). The inviter is never told: inviting answers alike either way.
 */
export function accountElsewhereMessage(invitation: { email: string; companyName: string }) {
  return `${invitation.email} already has an account in another company, and a person can belong to one company at a time, so this invitation cannot be used. Nothing changed. To join ${invitation.companyName}, delete that account first and open this link again, or ask ${invitation.companyName} to invite a different email.`;
}

function hourlyLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Your company has sent ${INVITATIONS_PER_HOUR} invitations in the last hour, the most it can send in an hour. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
const PENDING_LIMIT_MESSAGE = `Your company has ${PENDING_INVITATIONS_MAX} open invitations, the most it can have at once. Cancel the ones nobody will use, or wait until some are accepted or expire, then try again.`;
/** Open invitations end when accepted, cancelled or expired: nothing says when, so an hour. */
const PENDING_LIMIT_RETRY_SECONDS = 3600;

/** Members (owners first) and the invitations not yet accepted, expired ones included. */
export async function getTeam(tenantId: string, now = new Date()) {
  const [members, invitations] = await Promise.all([
    db.user.findMany({
      where: { tenantId },
      select: { id: true, email: true, teamRole: true, createdAt: true },
      orderBy: [{ teamRole: "desc" }, { createdAt: "asc" }],
    }),
    db.invitation.findMany({
      where: { tenantId, acceptedAt: null },
      select: {
        id: true,
        email: true,
        role: true,
        token: true,
        expiresAt: true,
        acceptedAt: true,
        createdAt: true,
      },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  return {
    members,
    invitations: invitations.map(({ acceptedAt, ...invitation }) => ({
      ...invitation,
      state: invitationState({ expiresAt: invitation.expiresAt, acceptedAt }, now),
    })),
  };
}

export type CreatedInvitation = {
  id: string;
  email: string;
  role: TeamRole;
  token: string;
  expiresAt: Date;
};

/**
 * The invitations a company created in the last hour, kept apart from the Invitation rows
 * because a cancelled or replaced invitation loses its row but did send its email: one row per
 * invitation in the RateLimiterFlexible table (the store of rate-limit.server.ts, whose keys
 * never start like these), expiring an hour after the invitation was made.
 */
const sentKeyPrefix = (tenantId: string) => `team-invitation:${tenantId}:`;

/** Why the company may not invite now (429), or null; read under the company's lock. */
async function invitationLimit(
  tx: Prisma.TransactionClient,
  tenantId: string,
  email: string,
  now: Date,
): Promise<TeamFailure | null> {
  const prefix = sentKeyPrefix(tenantId);
  await tx.rateLimiterFlexible.deleteMany({
    where: { key: { startsWith: prefix }, expire: { lte: now } },
  });
  const sent = await tx.rateLimiterFlexible.findMany({
    where: { key: { startsWith: prefix }, expire: { gt: now } },
    select: { expire: true },
    orderBy: { expire: "asc" },
  });
  if (sent.length >= INVITATIONS_PER_HOUR) {
    // The hour frees a place when the oldest of the last INVITATIONS_PER_HOUR is an hour old.
    const frees = sent[sent.length - INVITATIONS_PER_HOUR].expire ?? now;
    const seconds = Math.max(1, Math.ceil((frees.getTime() - now.getTime()) / 1000));
    return { ...fail(429, hourlyLimitMessage(seconds)), retryAfterSeconds: seconds };
  }
  // Inviting an address with an open invitation replaces it: that one does not add to the count.
  const open = await tx.invitation.count({
    where: { tenantId, acceptedAt: null, expiresAt: { gt: now }, NOT: { email } },
  });
  if (open >= PENDING_INVITATIONS_MAX) {
    return {
      ...fail(429, PENDING_LIMIT_MESSAGE),
      retryAfterSeconds: PENDING_LIMIT_RETRY_SECONDS,
    };
  }
  return null;
}

/**
 * The one way an invitation comes to be: owners only, not for someone already in this company,
 * within the company's limits; a new invitation to the same email replaces the pending one. An
 * email with an account in another company is invited like any new one, so that the answer
 * tells nobody which addresses have an account; the invitation's link says why it cannot be
 * used. The rules are checked under the company's lock, so parallel requests count each other.
 */
export async function createInvitation(
  actor: TeamActor & Pick<PublicUser, "email">,
  input: z.output<typeof inviteSchema>,
  now = new Date(),
): Promise<TeamResult<{ invitation: CreatedInvitation }>> {
  if (!isOwner(actor)) return ownerOnly();
  // A demo sandbox is one visitor's private copy: nobody else can be brought into it.
  if (await isDemoUser(actor)) return fail(403, DEMO_RESTRICTED_MESSAGE);
  return db.$transaction(async (tx): Promise<TeamResult<{ invitation: CreatedInvitation }>> => {
    await lockCompany(tx, actor.tenantId);
    if (!(await isOwnerNow(tx, actor))) return ownerOnly();
    // Not an oracle: the inviter sees the company's people on the Team page anyway.
    const member = await tx.user.findFirst({
      where: { email: input.email, tenantId: actor.tenantId },
      select: { id: true },
    });
    if (member) return fail(409, ALREADY_MEMBER_MESSAGE, "email");
    const limited = await invitationLimit(tx, actor.tenantId, input.email, now);
    if (limited) return limited;
    await tx.invitation.deleteMany({
      where: { tenantId: actor.tenantId, email: input.email, acceptedAt: null },
    });
    const invitation = await tx.invitation.create({
      data: {
        tenantId: actor.tenantId,
        email: input.email,
        role: input.role,
        token: newToken(),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        invitedById: actor.id,
      },
      select: { id: true, email: true, role: true, token: true, expiresAt: true },
    });
    await tx.rateLimiterFlexible.create({
      data: {
        key: `${sentKeyPrefix(actor.tenantId)}${invitation.id}`,
        points: 1,
        expire: new Date(now.getTime() + HOUR_MS),
      },
    });
    // The email is written with the invitation: both exist, or neither.
    const { companyName } = await tx.tenant.findUniqueOrThrow({
      where: { id: actor.tenantId },
      select: { companyName: true },
    });
    const message = invitationMessage({
      to: invitation.email,
      url: invitationUrl(invitation.token),
      role: invitation.role as TeamRole,
      inviterEmail: actor.email,
      companyName,
    });
    await queueMail(message, tx);
    return { ok: true, invitation: { ...invitation, role: invitation.role as TeamRole } };
  });
}

/**
 * The company as a subject line shows it: a name someone typed reaches any inbox through an
 * invitation, so it is cut (by characters, never inside one) with an ellipsis.
 */
export function subjectCompanyName(companyName: string): string {
  const characters = Array.from(companyName);
  if (characters.length <= INVITATION_SUBJECT_NAME_MAX) return companyName;
  return `${characters
    .slice(0, INVITATION_SUBJECT_NAME_MAX - 1)
    .join("")
    .trimEnd()}…`;
}

/** The invitation's email; the caller shows the link either way. */
function invitationMessage(input: {
  to: string;
  url: string;
  role: TeamRole;
  inviterEmail: string;
  companyName: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.inviterEmail} invited you to ${subjectCompanyName(input.companyName)} on App Marketing Machine`,
    paragraphs: [
      `${input.inviterEmail} invited you to join ${input.companyName} on App Marketing Machine as ${TEAM_ROLE_LABELS[input.role].toLowerCase()}.`,
      `The link works once and expires in ${INVITATION_DAYS} days.`,
    ],
    action: { label: "Accept the invitation", url: input.url },
    reason: `You got this email because ${input.inviterEmail} invited ${input.to} to their team. If you did not expect it, ignore this email.`,
  };
}

export async function cancelInvitation(actor: TeamActor, invitationId: string) {
  const invitation = await db.invitation.findFirst({
    where: { id: invitationId, tenantId: actor.tenantId, acceptedAt: null },
    select: { id: true, email: true },
  });
  if (!invitation) return fail(404, "Invitation not found.");
  if (!isOwner(actor)) return ownerOnly();
  await db.invitation.deleteMany({ where: { id: invitation.id } });
  return { ok: true as const, email: invitation.email };
}

function ownerCount(tx: Pick<typeof db, "user">, tenantId: string) {
  return tx.user.count({ where: { tenantId, teamRole: "owner" } });
}

/**
 * Holds the company for the rest of the transaction, so its team changes run one after another
 * and each counts the owners the previous one left: a row lock on PostgreSQL; on SQLite every
 * write transaction already holds the database's write lock from its start.
 */
async function lockCompany(tx: Prisma.TransactionClient, tenantId: string) {
  if (databaseProvider() === "postgresql") {
    await tx.$queryRaw`SELECT "id" FROM "Tenant" WHERE "id" = ${tenantId} FOR UPDATE`;
  }
}

/** The actor's role as it is now, under the company's lock (not as their request began). */
async function isOwnerNow(tx: Prisma.TransactionClient, actor: TeamActor) {
  const now = await tx.user.findFirst({
    where: { id: actor.id, tenantId: actor.tenantId },
    select: { teamRole: true },
  });
  return now !== null && isOwner(now);
}

export async function changeMemberRole(
  actor: TeamActor,
  userId: string,
  role: TeamRole,
): Promise<TeamResult<{ email: string; role: TeamRole }>> {
  return db.$transaction(async (tx) => {
    await lockCompany(tx, actor.tenantId);
    const target = await tx.user.findFirst({
      where: { id: userId, tenantId: actor.tenantId },
      select: { id: true, email: true, teamRole: true },
    });
    if (!target) return fail(404, "Member not found.");
    if (!(await isOwnerNow(tx, actor))) return ownerOnly();
    if (role === "member" && wouldLeaveNoOwner(target, await ownerCount(tx, actor.tenantId))) {
      return fail(409, LAST_OWNER_MESSAGE, "role");
    }
    await tx.user.update({ where: { id: target.id }, data: { teamRole: role } });
    return { ok: true as const, email: target.email, role };
  });
}

/** The company's name. */
export async function getCompanyName(tenantId: string): Promise<string> {
  const tenant = await db.tenant.findUniqueOrThrow({
    where: { id: tenantId },
    select: { companyName: true },
  });
  return tenant.companyName;
}

/**
 * Renames the company (the sign-up's "Maya Chen's apps" is a default to change). Owners only,
 * checked in the write itself: the row changes only while the actor is an owner of it, so a
 * demotion that commits first leaves the name as it was (403).
 */
export async function renameCompany(
  actor: TeamActor,
  companyName: string,
): Promise<TeamResult<{ companyName: string }>> {
  const { count } = await db.tenant.updateMany({
    where: { id: actor.tenantId, users: { some: { id: actor.id, teamRole: "owner" } } },
    data: { companyName, companyNameSearch: companyName.toLowerCase() },
  });
  if (count === 0) return ownerOnly();
  return { ok: true as const, companyName };
}

/**
 * Takes a person out of the company: their account goes (a person belongs to one company), their
 * tasks become unassigned. Owners remove anyone; anyone may leave; never the last owner.
 */
export async function removeMember(
  actor: TeamActor,
  userId: string,
): Promise<TeamResult<{ email: string; self: boolean }>> {
  return db.$transaction(async (tx) => {
    await lockCompany(tx, actor.tenantId);
    const target = await tx.user.findFirst({
      where: { id: userId, tenantId: actor.tenantId },
      select: { id: true, email: true, teamRole: true, role: true },
    });
    if (!target) return fail(404, "Member not found.");
    const self = target.id === actor.id;
    if (!self && !(await isOwnerNow(tx, actor))) return ownerOnly();
    if (wouldLeaveNoOwner(target, await ownerCount(tx, actor.tenantId))) {
      return fail(409, LAST_OWNER_MESSAGE);
    }
    if (target.role === "admin" && (await tx.user.count({ where: { role: "admin" } })) <= 1) {
      return fail(409, "The last administrator of the site cannot be removed.");
    }
    await tx.supportMessage.updateMany({ where: { userId: target.id }, data: { userId: null } });
    await tx.user.delete({ where: { id: target.id } });
    return { ok: true as const, email: target.email, self };
  });
}

// Accepting ---------------------------------------------------------------------------------

export type InvitationView = {
  id: string;
  email: string;
  role: TeamRole;
  companyName: string;
  expiresAt: Date;
  /** Whether an account with the invited email exists already (then it cannot be used here). */
  accountExists: boolean;
};

const INVALID_INVITATION = "This invitation link is not valid. It may have been cancelled.";
const EXPIRED_INVITATION =
  "This invitation has expired. Ask the person who invited you for a new one.";
const USED_INVITATION =
  "This invitation has already been used. Sign in, or ask for a new invitation.";

/** The invitation behind a link, or why it cannot be used (404 unknown or cancelled, 410 used or expired). */
export async function findInvitation(
  token: string,
  now = new Date(),
): Promise<TeamResult<{ invitation: InvitationView }>> {
  if (!TOKEN_PATTERN.test(token)) return fail(404, INVALID_INVITATION);
  const found = await db.invitation.findUnique({
    where: { token },
    select: {
      id: true,
      email: true,
      role: true,
      expiresAt: true,
      acceptedAt: true,
      tenant: { select: { companyName: true } },
    },
  });
  if (!found) return fail(404, INVALID_INVITATION);
  const state = invitationState(found, now);
  if (state === "accepted") return fail(410, USED_INVITATION);
  if (state === "expired") return fail(410, EXPIRED_INVITATION);
  const account = await db.user.findUnique({ where: { email: found.email }, select: { id: true } });
  return {
    ok: true,
    invitation: {
      id: found.id,
      email: found.email,
      role: found.role as TeamRole,
      companyName: found.tenant.companyName,
      expiresAt: found.expiresAt,
      accountExists: account !== null,
    },
  };
}

/** What a signed-in person opening an invitation is told: they cannot join a second company. */
export async function invitationForSignedInUser(
  token: string,
  user: Pick<PublicUser, "tenantId" | "email">,
  now = new Date(),
): Promise<TeamFailure> {
  const found = await findInvitation(token, now);
  if (!found.ok) return found;
  const tenant = await db.invitation.findUnique({ where: { token }, select: { tenantId: true } });
  if (tenant?.tenantId === user.tenantId) {
    return fail(409, `You are already a member of ${found.invitation.companyName}.`);
  }
  return fail(
    409,
    `You are signed in as ${user.email}, which already belongs to another company. A person can belong to one company at a time: sign out and accept with ${found.invitation.email}, or ask for an invitation to a different email.`,
  );
}

/**
 * Creates the invited person's account in the inviting company (no company of their own) and
 * uses up the invitation. Single use even when two tabs accept at once.
 */
export async function acceptInvitation(
  token: string,
  input: z.output<typeof acceptInvitationSchema>,
  now = new Date(),
): Promise<TeamResult<{ user: StampedUser<PublicUser>; companyName: string }>> {
  const found = await findInvitation(token, now);
  if (!found.ok) return found;
  const elsewhere = () => fail(409, accountElsewhereMessage(found.invitation));
  if (found.invitation.accountExists) return elsewhere();
  const passwordHash = await hashPassword(input.password);
  let accepted: TeamResult<{ user: StampedUser<PublicUser>; companyName: string }>;
  try {
    accepted = await db.$transaction(async (tx) => {
      const used = await tx.invitation.updateMany({
        where: { id: found.invitation.id, acceptedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now },
      });
      if (used.count !== 1) return fail(410, USED_INVITATION);
      const invitation = await tx.invitation.findUniqueOrThrow({
        where: { id: found.invitation.id },
        select: { tenantId: true, email: true, role: true, invitedById: true },
      });
      const securityStamp = newSecurityStamp();
      const user = await tx.user.create({
        data: {
          securityStamp,
          email: invitation.email,
          passwordHash,
          tenantId: invitation.tenantId,
          teamRole: invitation.role,
        },
        select: publicUserSelect,
      });
      // The inviter hears of it with the account: both exist, or neither.
      await noticeInvitationAccepted(tx, {
        invitationId: found.invitation.id,
        invitedById: invitation.invitedById,
        tenantId: invitation.tenantId,
        joined: { email: user.email },
        companyName: found.invitation.companyName,
        at: now,
      });
      return {
        ok: true as const,
        user: withSignInStamp(user, securityStamp, { newAccount: true }),
        companyName: found.invitation.companyName,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return elsewhere();
    throw error;
  }
  // Whoever holds the link can accept it (the inviter too), so opening it proves nothing about
  // the address: the account starts unconfirmed and its owner gets the confirmation link.
  if (accepted.ok) await sendWelcomeEmail(accepted.user, { joinedTeam: true });
  return accepted;
}
