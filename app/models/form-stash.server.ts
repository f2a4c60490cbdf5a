// What a save posted after its session ended: kept server-side for 30 minutes under an
// unguessable id (sent back in a short cookie, never in the URL), for the same user only.
import crypto from "node:crypto";

import { db } from "~/db.server";

export const FORM_STASH_MINUTES = 30;
/** Forms whose typing is kept: the two wizards' saves (their actions replay it after sign-in). */
export const STASHABLE_PATH = /^\/(wizard|simple-wizard)\/[^/?#]+(\?[^#]*)?$/;
const SECRET_FIELD = /password/i;
const MAX_STASH_CHARS = 100_000;

export type StashedFields = [string, string][];

/** Keeps the posted text fields of `path` for `userId`; returns the stash id, or null. */
export async function stashForm(
  userId: string,
  path: string,
  formData: FormData,
  now = new Date(),
): Promise<string | null> {
  if (!STASHABLE_PATH.test(path)) return null;
  const fields: StashedFields = [];
  for (const [name, value] of formData) {
    if (typeof value === "string" && !SECRET_FIELD.test(name)) fields.push([name, value]);
  }
  const text = JSON.stringify(fields);
  if (fields.length === 0 || text.length > MAX_STASH_CHARS) return null;
  const id = crypto.randomBytes(32).toString("base64url");
  await db.formStash.deleteMany({ where: { expiresAt: { lte: now } } });
  await db.formStash.create({
    data: {
      id,
      userId,
      path,
      fields: text,
      expiresAt: new Date(now.getTime() + FORM_STASH_MINUTES * 60_000),
    },
  });
  return id;
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
