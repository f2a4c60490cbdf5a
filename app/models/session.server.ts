import { db } from "~/db.server";
import { DAY_MS } from "~/lib/dates";

import { type PublicUser, publicUserSelect } from "./user.server";

export const SESSION_TTL_MS = 30 * DAY_MS;

/** A new revocable session; the user's expired rows are pruned on the way. */
export async function createSession(userId: string) {
  await db.session.deleteMany({ where: { userId, expiresAt: { lte: new Date() } } });
  return db.session.create({
    data: { userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) },
    select: { id: true, expiresAt: true },
  });
}

/**
 * The signed-in user for a session id, or null when the row is gone or expired, when the user is
 * the demo template (never signed into), or when the user's demo sandbox has expired.
 */
export async function getSessionUser(sessionId: string): Promise<PublicUser | null> {
  // From the user's side, with the session as a filter: two SQL statements (user, tenant)
  // instead of three (session, user, tenant) for the lookup every signed-in request makes.
  const now = Date.now();
  const found = await db.user.findFirst({
    where: { sessions: { some: { id: sessionId, expiresAt: { gt: new Date(now) } } } },
    select: {
      ...publicUserSelect,
      tenant: {
        select: { demo: true, demoExpiresAt: true, subscriptionStatus: true, createdAt: true },
      },
    },
  });
  if (!found) return null;
  const { tenant, ...user } = found;
  if (tenant.demo === "template") return null;
  if (tenant.demoExpiresAt && tenant.demoExpiresAt.getTime() <= now) return null;
  tenantRows.set(user, {
    subscriptionStatus: tenant.subscriptionStatus,
    createdAt: tenant.createdAt,
  });
  return user;
}

export type TenantSubscriptionRow = { subscriptionStatus: string; createdAt: Date };

// The tenant's subscription columns read with the session, keyed by the user object that one
// request got back, so they live exactly as long as that request's user (never shared between
// requests or processes, so never stale beyond the request).
const tenantRows = new WeakMap<object, TenantSubscriptionRow>();

/** The subscription columns read with this user's session in this request, if any. */
export function sessionTenantSubscription(user: object): TenantSubscriptionRow | undefined {
  return tenantRows.get(user);
}

export async function deleteSession(sessionId: string) {
  await db.session.deleteMany({ where: { id: sessionId } });
}

export async function deleteOtherSessions(userId: string, keepSessionId: string) {
  await db.session.deleteMany({ where: { userId, id: { not: keepSessionId } } });
}
