import { db } from "~/db.server";
import { DAY_MS } from "~/lib/dates";

import type { PublicUser } from "./user.server";

export const SESSION_TTL_MS = 30 * DAY_MS;

/** A new revocable session; the user's expired rows are pruned on the way. */
export async function createSession(userId: string) {
  await db.session.deleteMany({ where: { userId, expiresAt: { lte: new Date() } } });
  return db.session.create({
    data: { userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) },
    select: { id: true, expiresAt: true },
  });
}

/** The user's columns (bellSeenAt always read) and what the lookup reads with them. */
type SessionUserRow = Required<PublicUser> & {
  demo: string | null;
  demoExpiresAt: Date | null;
  subscriptionStatus: string;
  tenantCreatedAt: Date;
  unread: number | bigint;
};

/**
 * The signed-in user for a session id, or null when the row is gone or expired, when the user is
 * the demo template (never signed into), or when the user's demo sandbox has expired.
 *
 * Every signed-in request makes this lookup, so it is ONE SQL statement: the session, its user,
 * the tenant's subscription and demo columns, and the count of active announcements the user has
 * not seen (the bell in the signed-in layout). Plain SQL that both SQLite and PostgreSQL accept
 * (quoted identifiers, bound parameters): Prisma's relation queries would take three statements,
 * and each of its compiled queries costs about a millisecond of CPU where a raw one costs a third.
 */
export async function getSessionUser(sessionId: string): Promise<PublicUser | null> {
  const now = new Date();
  const rows = await db.$queryRaw<SessionUserRow[]>`
    SELECT u."id", u."email", u."role", u."teamRole", u."tenantId", u."createdAt", u."updatedAt",
      u."timeZone", u."weekStart", u."defaultPage", u."bellSeenAt", u."emailVerifiedAt",
      t."demo", t."demoExpiresAt", t."subscriptionStatus", t."createdAt" AS "tenantCreatedAt",
      (SELECT COUNT(*) FROM "Announcement" a
        WHERE a."isActive" = ${true}
          AND (u."bellSeenAt" IS NULL OR a."createdAt" > u."bellSeenAt")) AS "unread"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    JOIN "Tenant" t ON t."id" = u."tenantId"
    WHERE s."id" = ${sessionId} AND s."expiresAt" > ${now}`;
  const row = rows[0];
  if (!row) return null;
  if (row.demo === "template") return null;
  if (row.demoExpiresAt && row.demoExpiresAt.getTime() <= now.getTime()) return null;
  const user: PublicUser = {
    id: row.id,
    email: row.email,
    role: row.role,
    teamRole: row.teamRole,
    tenantId: row.tenantId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    timeZone: row.timeZone,
    weekStart: Number(row.weekStart),
    defaultPage: row.defaultPage,
    bellSeenAt: row.bellSeenAt,
    emailVerifiedAt: row.emailVerifiedAt,
  };
  readWithSession.set(user, {
    tenant: { subscriptionStatus: row.subscriptionStatus, createdAt: row.tenantCreatedAt },
    unreadAnnouncements: Number(row.unread),
  });
  return user;
}

export type TenantSubscriptionRow = { subscriptionStatus: string; createdAt: Date };

// What the session lookup read besides the user, keyed by the user object that one request got
// back, so it lives exactly as long as that request's user (never shared between requests or
// processes, so never stale beyond the request).
const readWithSession = new WeakMap<
  object,
  { tenant: TenantSubscriptionRow; unreadAnnouncements: number }
>();

/** The subscription columns read with this user's session in this request, if any. */
export function sessionTenantSubscription(user: object): TenantSubscriptionRow | undefined {
  return readWithSession.get(user)?.tenant;
}

/** The unread announcements counted with this user's session in this request, if any. */
export function sessionUnreadAnnouncements(user: object): number | undefined {
  return readWithSession.get(user)?.unreadAnnouncements;
}

export async function deleteSession(sessionId: string) {
  await db.session.deleteMany({ where: { id: sessionId } });
}

export async function deleteOtherSessions(userId: string, keepSessionId: string) {
  await db.session.deleteMany({ where: { userId, id: { not: keepSessionId } } });
}
