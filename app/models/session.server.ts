import type { Prisma } from "@prisma/client";
import type { AppLoadContext } from "@remix-run/node";
import Bowser from "bowser";

import { DAY_MS, MINUTE_MS } from "~/lib/dates";
import type { SessionRead, TenantSubscriptionRow } from "~/lib/signed-in";
import { databaseProvider, db } from "~/services/db.server";
import { getEnv } from "~/services/env.server";
import { currentRequestContext } from "~/services/request-context.server";

import { rotateSecurityStamp, StaleSignInError } from "./security-stamp.server";
import type { PublicUser } from "./user.server";

export const SESSION_TTL_MS = 30 * DAY_MS;
/** A sensitive change needs the password entered on this session within this time. */
export const RECENT_PASSWORD_MS = 10 * MINUTE_MS;

/** How long a session may sit unused before it ends (SESSION_IDLE_DAYS, 14 by default). */
export function sessionIdleMs(): number {
  return getEnv().SESSION_IDLE_DAYS * DAY_MS;
}

/** When a session ends: 30 days after sign-in, or SESSION_IDLE_DAYS after it was last used. */
export function sessionEndsAt(session: { expiresAt: Date; lastSeenAt: Date | null }): Date {
  if (!session.lastSeenAt) return session.expiresAt;
  const idleEnd = session.lastSeenAt.getTime() + sessionIdleMs();
  return new Date(Math.min(session.expiresAt.getTime(), idleEnd));
}

/** lastSeenAt is written at most once per this interval per session. */
export const LAST_SEEN_INTERVAL_MS = 60_000;
const USER_AGENT_MAX = 512;
/** The most sessions the list shows: an account a script signs in again and again has thousands. */
export const SESSIONS_LISTED = 50;

export type SessionClient = {
  userAgent?: string | null;
  ip?: string | null;
  /** When the password was entered for this sign-in (null: it was not, e.g. the demo). */
  passwordVerifiedAt?: Date | null;
};

/**
 * A new revocable session carrying `stamp`, created only if the user's stamp still equals it:
 * checked and written in one transaction that locks the user's row first (FOR SHARE on
 * PostgreSQL, the write lock SQLite's transactions hold from BEGIN), so a change that replaces the
 * stamp either commits before (the check fails: StaleSignInError) or waits until this session
 * exists and then ends it. The user's ended rows are pruned on the way.
 */
export async function createSession(userId: string, stamp: string, client: SessionClient = {}) {
  const now = new Date();
  const idleSince = new Date(now.getTime() - sessionIdleMs());
  const created = await db.$transaction(async (tx) => {
    const holds =
      databaseProvider() === "postgresql"
        ? await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User"
            WHERE "id" = ${userId} AND "securityStamp" = ${stamp} FOR SHARE`
        : await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User"
            WHERE "id" = ${userId} AND "securityStamp" = ${stamp}`;
    if (holds.length === 0) return null;
    // A session ended by sitting unused still has its 30 days: its browser's next save is kept.
    await endSessions(
      tx,
      { userId, OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: idleSince } }] },
      now,
    );
    return tx.session.create({
      data: {
        userId,
        stamp,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
        userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
        ip: client.ip || null,
        lastSeenAt: now,
        passwordVerifiedAt: client.passwordVerifiedAt ?? null,
      },
      select: { id: true, expiresAt: true },
    });
  });
  if (!created) throw new StaleSignInError();
  return created;
}

/** The user's columns (bellSeenAt always read) and what the lookup reads with them. */
type SessionUserRow = Required<PublicUser> & {
  demo: string | null;
  demoExpiresAt: Date | null;
  subscriptionStatus: string;
  tenantCreatedAt: Date;
  unread: number | bigint;
  menuAppId: string | null;
  menuAppName: string | null;
  sessionLastSeenAt: Date | string | null;
  stampHolds: number | bigint | boolean;
};

/**
 * The signed-in user for a session id, or null when the row is gone or expired, when the user is
 * the demo template (never signed into), or when the user's demo sandbox has expired.
 *
 * Every signed-in request makes this lookup, so it is ONE SQL statement: the session, its user,
 * the tenant's subscription and demo columns, the count of active announcements the user has
 * not seen (the bell in the signed-in layout) and the app the layout's menu is for: the first of
 * `menuWanted` (the app in the address, the one last opened) that is the tenant's, else the
 * tenant's most recently changed app. Plain SQL that both SQLite and PostgreSQL accept
 * (quoted identifiers, bound parameters): Prisma's relation queries would take three statements,
 * and each of its compiled queries costs about a millisecond of CPU where a raw one costs a third.
 */
export async function getSessionUser(
  sessionId: string,
  context?: AppLoadContext,
  menuWanted: readonly string[] = [],
): Promise<PublicUser | null> {
  const [first = "", second = ""] = menuWanted;
  const now = new Date();
  const idleSince = new Date(now.getTime() - sessionIdleMs());
  const rows = await db.$queryRaw<SessionUserRow[]>`
    SELECT u."id", u."email", u."role", u."teamRole", u."tenantId", u."createdAt", u."updatedAt",
      u."timeZone", u."weekStart", u."defaultPage", u."liteMode", u."bellSeenAt", u."emailVerifiedAt",
      t."demo", t."demoExpiresAt", t."subscriptionStatus", t."createdAt" AS "tenantCreatedAt",
      s."lastSeenAt" AS "sessionLastSeenAt",
      CASE WHEN s."stamp" = u."securityStamp" THEN 1 ELSE 0 END AS "stampHolds",
      (SELECT COUNT(*) FROM "Announcement" a
        WHERE a."isActive" = ${true}
          AND (u."bellSeenAt" IS NULL OR a."createdAt" > u."bellSeenAt")) AS "unread",
      m."id" AS "menuAppId", m."name" AS "menuAppName"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    JOIN "Tenant" t ON t."id" = u."tenantId"
    -- The menu's app: the wanted ids by their primary key (each checked against the tenant),
    -- else the tenant's latest changed app; one row at most, no sort of every app.
    LEFT JOIN "App" m ON m."id" = COALESCE(
      (SELECT ap."id" FROM "App" ap WHERE ap."id" = ${first} AND ap."tenantId" = u."tenantId"),
      (SELECT ap."id" FROM "App" ap WHERE ap."id" = ${second} AND ap."tenantId" = u."tenantId"),
      (SELECT ap."id" FROM "App" ap WHERE ap."tenantId" = u."tenantId"
        ORDER BY ap."updatedAt" DESC, ap."id" LIMIT 1))
    WHERE s."id" = ${sessionId} AND s."expiresAt" > ${now}
      AND (s."lastSeenAt" IS NULL OR s."lastSeenAt" > ${idleSince})`;
  const row = rows[0];
  if (!row) return null;
  if (!Number(row.stampHolds)) {
    // The password (or the email...) changed since this session's sign-in: it ends here.
    await db.$transaction((tx) => endSessions(tx, { id: sessionId }, now));
    return null;
  }
  if (row.demo === "template") return null;
  if (row.demoExpiresAt && row.demoExpiresAt.getTime() <= now.getTime()) return null;
  await touchSession(sessionId, row.sessionLastSeenAt, now);
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
    liteMode: Boolean(row.liteMode),
    bellSeenAt: row.bellSeenAt,
    emailVerifiedAt: row.emailVerifiedAt,
  };
  const read: SessionRead = {
    tenant: { subscriptionStatus: row.subscriptionStatus, createdAt: row.tenantCreatedAt },
    unreadAnnouncements: Number(row.unread),
    demo: row.demo,
    menuApp:
      row.menuAppId && row.menuAppName !== null
        ? { id: row.menuAppId, name: row.menuAppName }
        : null,
  };
  // Beside the user in this request's context: never in the user object, a JSON answer or the
  // page's data.
  if (context) context.sessionRead = { user, read };
  return user;
}

export type { TenantSubscriptionRow };

/**
 * What the session lookup read besides the user, kept in the request context beside the user it
 * came with (`sessionRead`), so it lives exactly as long as that request: never shared between
 * requests or processes, so never stale beyond the request. Another user object (a second lookup
 * after a sign-in) finds nothing and reads afresh.
 */
const readWithSession = (user: object): SessionRead | undefined => {
  const kept = currentRequestContext()?.sessionRead;
  return kept?.user === user ? kept.read : undefined;
};

/** The subscription columns read with this user's session in this request, if any. */
export function sessionTenantSubscription(user: object): TenantSubscriptionRow | undefined {
  return readWithSession(user)?.tenant;
}

/** The tenant's demo column ("sandbox", "template" or null) read with this user's session, if any. */
export function sessionDemoKind(user: object): string | null | undefined {
  const read = readWithSession(user);
  return read ? read.demo : undefined;
}

/** The menu's app read with this user's session in this request (null: no apps), if read. */
export function sessionMenuApp(user: object): SessionRead["menuApp"] | undefined {
  const read = readWithSession(user);
  return read ? read.menuApp : undefined;
}

/** The unread announcements counted with this user's session in this request, if any. */
export function sessionUnreadAnnouncements(user: object): number | undefined {
  return readWithSession(user)?.unreadAnnouncements;
}

/** A sign-out: the session's own browser ends it, so nothing of it is kept (no tombstone). */
export async function deleteSession(sessionId: string) {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/** The longest a tombstone is kept: a session lives at most SESSION_TTL_MS. */
export const ENDED_SESSION_MAX_MS = SESSION_TTL_MS;

/**
 * Ends the sessions `where` names on behalf of someone other than their own browser (another
 * device, a password change, a reset): each row goes, and in the same transaction an
 * EndedSession tombstone keeps its id until the session would have expired (at most 30 days), so
 * the browser still holding the cookie has its next save kept for the same person's sign-in
 * (form-stash.server). A tombstone signs nobody in: the session lookup reads Session alone.
 * Returns how many sessions ended.
 */
export async function endSessions(
  tx: Pick<Prisma.TransactionClient, "session" | "endedSession">,
  where: Prisma.SessionWhereInput,
  now = new Date(),
): Promise<number> {
  const rows = await tx.session.findMany({
    where,
    select: { id: true, userId: true, expiresAt: true },
  });
  if (rows.length === 0) return 0;
  const { count } = await tx.session.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
  const cap = now.getTime() + ENDED_SESSION_MAX_MS;
  const data = rows
    .filter((row) => row.expiresAt.getTime() > now.getTime())
    .map((row) => ({
      id: row.id,
      userId: row.userId,
      expiresAt: new Date(Math.min(row.expiresAt.getTime(), cap)),
      createdAt: now,
    }));
  if (data.length > 0) {
    // Two transactions ending the same session at once (PostgreSQL): the second's tombstone is
    // already there. On SQLite a write transaction holds the lock from its start, so no race.
    const skip = databaseProvider() === "postgresql" ? { skipDuplicates: true } : {};
    await tx.endedSession.createMany({ data, ...skip } as Prisma.EndedSessionCreateManyArgs);
  }
  return count;
}

/** Tombstones whose session would have expired by now go (the purge job). */
export async function purgeEndedSessions(now = new Date()): Promise<number> {
  const { count } = await db.endedSession.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

/**
 * "Sign out everywhere else": the user's security stamp is replaced (a sign-in in flight starts
 * no session), every other session ends (tombstoned), and the one in use carries the new stamp.
 */
export async function deleteOtherSessions(userId: string, keepSessionId: string) {
  await db.$transaction(async (tx) => {
    await endSessionsWithStamp(tx, userId, keepSessionId || null);
  });
}

/**
 * In a change's transaction: the stamp is replaced first (rotateSecurityStamp), every session of
 * the user but `keepSessionId` ends, and the kept one carries the new stamp. Returns the stamp.
 */
export async function endSessionsWithStamp(
  tx: Pick<Prisma.TransactionClient, "user" | "session" | "endedSession">,
  userId: string,
  keepSessionId: string | null,
  now = new Date(),
): Promise<string> {
  const stamp = await rotateSecurityStamp(tx, userId);
  await endSessions(tx, { userId, id: { not: keepSessionId ?? "" } }, now);
  if (keepSessionId) {
    await tx.session.updateMany({ where: { id: keepSessionId, userId }, data: { stamp } });
  }
  return stamp;
}

/**
 * Moves lastSeenAt on when it is over a minute old: no write on most requests, and of concurrent
 * requests only the one whose conditional update matches writes.
 */
export async function touchSession(sessionId: string, lastSeen: Date | string | null, now: Date) {
  const cutoff = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
  if (lastSeen !== null && new Date(lastSeen).getTime() > cutoff.getTime()) return;
  await db.session.updateMany({
    where: { id: sessionId, OR: [{ lastSeenAt: null }, { lastSeenAt: { lte: cutoff } }] },
    data: { lastSeenAt: now },
  });
}

export type SessionListItem = {
  id: string;
  current: boolean;
  createdAt: Date;
  lastSeenAt: Date | null;
  /** When it ends if nothing happens: 30 days after sign-in or after SESSION_IDLE_DAYS unused. */
  endsAt: Date;
  userAgent: string | null;
  ip: string | null;
};

/** The user's live sessions (at most SESSIONS_LISTED), the current one first, then the most recently seen. */
export async function listSessions(
  userId: string,
  currentSessionId: string | null,
): Promise<SessionListItem[]> {
  const now = new Date();
  const idleSince = new Date(now.getTime() - sessionIdleMs());
  const where = {
    userId,
    expiresAt: { gt: now },
    OR: [{ lastSeenAt: null }, { lastSeenAt: { gt: idleSince } }],
  };
  const select = {
    id: true,
    createdAt: true,
    lastSeenAt: true,
    userAgent: true,
    ip: true,
    expiresAt: true,
  };
  const [current, others] = await Promise.all([
    currentSessionId
      ? db.session.findFirst({ where: { ...where, id: currentSessionId }, select })
      : null,
    db.session.findMany({
      where: { ...where, id: { not: currentSessionId ?? "" } },
      select,
      orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
      take: SESSIONS_LISTED,
    }),
  ]);
  const item = ({ expiresAt, ...row }: (typeof others)[number], isCurrent: boolean) => ({
    ...row,
    current: isCurrent,
    endsAt: sessionEndsAt({ expiresAt, lastSeenAt: row.lastSeenAt }),
  });
  const rest = others.map((row) => item(row, false));
  return current ? [item(current, true), ...rest.slice(0, SESSIONS_LISTED - 1)] : rest;
}

/** "Firefox 120 on Windows" from a user agent; the raw string is kept for the API. */
export function describeUserAgent(userAgent: string | null): { browser: string; system: string } {
  if (!userAgent) return { browser: "Unknown browser", system: "unknown system" };
  const parsed = Bowser.parse(userAgent);
  const version = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${version ? ` ${version}` : ""}`
    : "Unknown browser";
  const system = parsed.os.name
    ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ""}`
    : "unknown system";
  return { browser, system };
}

/** Ends one of the user's sessions; false when there is no such session of this user. */
export async function deleteUserSession(userId: string, sessionId: string): Promise<boolean> {
  const ended = await db.$transaction((tx) => endSessions(tx, { id: sessionId, userId }));
  return ended === 1;
}

/** Whether the password was entered on this session within RECENT_PASSWORD_MS. */
export async function hasRecentPassword(sessionId: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - RECENT_PASSWORD_MS);
  const found = await db.session.count({
    where: { id: sessionId, passwordVerifiedAt: { gt: since }, expiresAt: { gt: now } },
  });
  return found === 1;
}

/** The password was just entered on this session (the "Confirm it's you" step, a change). */
export async function markPasswordVerified(sessionId: string, now = new Date()): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId }, data: { passwordVerifiedAt: now } });
}
