// One-click unsubscribe links (RFC 8058) for reminder emails: /unsubscribe/<token>, where the
// token names the person and the kind of email and is signed with SESSION_SECRET (HMAC-SHA256),
// so the link works without a cookie or a sign-in and cannot be made for someone else.
import crypto from "node:crypto";

import { getEnv } from "./env.server";
import { appLink } from "./mail.server";

export const EMAIL_KINDS = [
  "taskReminders",
  "launchCountdown",
  "weeklyDigest",
  "teamNotices",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

const SEPARATOR = ".";

function signature(payload: string): string {
  return crypto
    .createHmac("sha256", `unsubscribe:${getEnv().SESSION_SECRET}`)
    .update(payload)
    .digest("base64url");
}

/** The token of one person and one kind of email. */
export function unsubscribeToken(userId: string, kind: EmailKind): string {
  const payload = Buffer.from(`${userId}|${kind}`).toString("base64url");
  return `${payload}${SEPARATOR}${signature(payload)}`;
}

/** The person and kind a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(token: string): { userId: string; kind: EmailKind } | null {
  if (token.length > 300) return null;
  const [payload, mac, extra] = token.split(SEPARATOR);
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const [userId, kind] = Buffer.from(payload, "base64url").toString("utf8").split("|");
  if (!userId || !(EMAIL_KINDS as readonly string[]).includes(kind)) return null;
  return { userId, kind: kind as EmailKind };
}

/** The HTTPS link of the page and of the one-click POST (from APP_URL, never a Host header). */
export function unsubscribeUrl(userId: string, kind: EmailKind): string {
  return appLink(`/unsubscribe/${unsubscribeToken(userId, kind)}`);
}

/** The headers every reminder carries: List-Unsubscribe and its one-click POST (RFC 8058). */
export function unsubscribeHeaders(userId: string, kind: EmailKind): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(userId, kind)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
