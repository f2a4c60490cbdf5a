// What a save posted after its session ended: kept server-side for 30 minutes under an
// unguessable id (sent back in a short cookie, never in the URL), for the same user only, and only
// while the session the cookie names still has its row (an expired one: a sign-out deletes it) or
// its EndedSession tombstone (ended from another device, a password change, a reset).
// A user keeps at most STASHES_PER_USER stashes and STASH_BYTES_PER_USER bytes: the oldest go.
import crypto from "node:crypto";

import { databaseProvider, db } from "~/services/db.server";

export const FORM_STASH_MINUTES = 30;
const SECRET_FIELD = /password/i;
/** One stash's JSON, in UTF-16 units: at most 300,000 bytes, so the newest always fits the sum. */
const MAX_STASH_CHARS = 100_000;
/** Stashes one user keeps: the newest, the oldest dropped past either bound. */
export const STASHES_PER_USER = 5;
export const STASH_BYTES_PER_USER = 500_000;

export type StashedFields = [string, string][];

/** The session a signed session cookie names: its id and its user. */
export type StashOwner = { sessionId: string; userId: string };

/**
 * The JSON of the posted text fields worth keeping (passwords never), or null for none. Which
 * pages' posts are kept is their route's (`handle.edge.stash`, read by the caller).
 */
export function stashableFields(formData: FormData): string | null {
  const fields: StashedFields = [];
  for (const [name, value] of formData) {
    if (typeof value === "string" && !SECRET_FIELD.test(name)) fields.push([name, value]);
  }
  const text = JSON.stringify(fields);
  return fields.length === 0 || text.length > MAX_STASH_CHARS ? null : text;
}

/**
 * Whether the session the cookie names existed for that user: its row (expired is fine: the
 * session ended), or its unexpired tombstone (ended by someone else: session.server endSessions).
 * A signed-out session leaves neither, and a cookie that never named a session finds neither.
 */
export async function sessionRowExists(
  owner: StashOwner,
  tx: Pick<typeof db, "session" | "endedSession"> = db,
  now = new Date(),
): Promise<boolean> {
  const where = { id: owner.sessionId, userId: owner.userId };
  if (await tx.session.findFirst({ where, select: { id: true } })) return true;
  const tombstone = await tx.endedSession.findFirst({
    where: { ...where, expiresAt: { gt: now } },
    select: { id: true },
  });
  return tombstone !== null;
}

/**
 * Keeps the posted text fields of `path` (a page whose route keeps its typing) for the cookie's user; returns the stash id, or null.
 * One transaction checks the session row, inserts, and drops the user's oldest stashes past the
 * bounds, holding the user for it (a row lock on PostgreSQL; on SQLite every write transaction
 * holds the write lock from its start), so concurrent posts cannot leave more.
 */
export async function stashForm(
  owner: StashOwner,
  path: string,
  formData: FormData,
  now = new Date(),
): Promise<string | null> {
  const text = stashableFields(formData);
  if (!text) return null;
  const { userId } = owner;
  const id = crypto.randomBytes(32).toString("base64url");
  const size = Buffer.byteLength(text, "utf8");
  await db.formStash.deleteMany({ where: { expiresAt: { lte: now } } });
  return db.$transaction(async (tx) => {
    if (databaseProvider() === "postgresql") {
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    }
    if (!(await sessionRowExists(owner, tx, now))) return null;
    const older = await tx.formStash.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, size: true, createdAt: true },
    });
    // After the user's newest, even within the same millisecond: "oldest" is the order kept in.
    const newest = older[0]?.createdAt.getTime() ?? 0;
    await tx.formStash.create({
      data: {
        id,
        userId,
        path,
        fields: text,
        size,
        createdAt: new Date(Math.max(now.getTime(), newest + 1)),
        expiresAt: new Date(now.getTime() + FORM_STASH_MINUTES * 60_000),
      },
    });
    let count = 1;
    let bytes = size;
    const dropped: string[] = [];
    for (const row of older) {
      count += 1;
      bytes += row.size;
      if (dropped.length > 0 || count > STASHES_PER_USER || bytes > STASH_BYTES_PER_USER) {
        dropped.push(row.id);
      }
    }
    if (dropped.length > 0) await tx.formStash.deleteMany({ where: { id: { in: dropped } } });
    return id;
  });
}

/** Whether an unexpired stash has this id (the sign-in page's message). */
export async function hasFormStash(id: string, now = new Date()): Promise<boolean> {
  return (await db.formStash.count({ where: { id, expiresAt: { gt: now } } })) > 0;
}

/**
 * Takes the stash once, and only for its own user: the delete's row count decides, so two
 * sign-ins racing cannot both replay it, and another user's sign-in leaves it alone.
 */
export async function takeFormStash(id: string, userId: string, now = new Date()) {
  const row = await db.formStash.findFirst({
    where: { id, userId, expiresAt: { gt: now } },
    select: { path: true, fields: true },
  });
  if (!row) return null;
  const { count } = await db.formStash.deleteMany({ where: { id, userId } });
  if (count !== 1) return null;
  return { path: row.path, fields: JSON.parse(row.fields) as StashedFields };
}
