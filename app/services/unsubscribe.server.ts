// One-click unsubscribe links (RFC 8058) for reminder emails: /unsubscribe/<token>, where the
// token names the person, the kind of email, a keyed hash of the address it went to and when it
// was made, and is signed with SESSION_SECRET (HMAC-SHA256),
// so the link works without a cookie or a sign-in and cannot be made for someone else. It retires
// when the account's address changes and after a year (410: the page says how to get there signed
// in).
import crypto from "node:crypto";

import { DAY_MS } from "~/lib/dates";

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

/** A link older than this answers 410 (the next email carries a fresh one). */
export const UNSUBSCRIBE_LINK_MAX_AGE_MS = 365 * DAY_MS;
/** The first field of the current format's payload; the first format had none. */
const VERSION = "2";

/**
 * A short keyed hash of the address the email went to: a link stops working when the account's
 * address changes, and the payload (readable base64) does not let anyone check a guessed address.
 */
export function unsubscribeAddressTag(email: string): string {
  return crypto
    .createHmac("sha256", `unsubscribe-address:${getEnv().SESSION_SECRET}`)
    .update(email.trim().toLowerCase())
    .digest("base64url")
    .slice(0, 16);
}

/** The person an email goes to: their id, and the address it is sent to. */
export type UnsubscribeRecipient = { id: string; email: string };

/** The token of one person, one kind of email, the address it went to and when it was made. */
export function unsubscribeToken(
  to: UnsubscribeRecipient,
  kind: EmailKind,
  issuedAt = new Date(),
): string {
  const fields = [
    VERSION,
    to.id,
    kind,
    Math.floor(issuedAt.getTime() / 1000).toString(36),
    unsubscribeAddressTag(to.email),
  ];
  const payload = Buffer.from(fields.join("|")).toString("base64url");
  return `${payload}${SEPARATOR}${signature(payload)}`;
}

/**
 * What a signed token names. `issuedAt` and `addressTag` are null for a token of the first
 * format (no address, no date: such links answer 410, docs/decisions/051-no-live-link-at-rest-and-kept-typing.md).
 */
export type UnsubscribeTokenFields = {
  userId: string;
  kind: EmailKind;
  issuedAt: Date | null;
  addressTag: string | null;
};

/** The fields a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(token: string): UnsubscribeTokenFields | null {
  if (token.length > 300) return null;
  const [payload, mac, extra] = token.split(SEPARATOR);
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const parts = Buffer.from(payload, "base64url").toString("utf8").split("|");
  const isKind = (kind: string | undefined): kind is EmailKind =>
    (EMAIL_KINDS as readonly string[]).includes(kind ?? "");
  if (parts.length === 2) {
    const [userId, kind] = parts;
    if (!userId || !isKind(kind)) return null;
    return { userId, kind, issuedAt: null, addressTag: null };
  }
  const [version, userId, kind, issued, addressTag] = parts;
  const seconds = Number.parseInt(issued ?? "", 36);
  if (parts.length !== 5 || version !== VERSION || !userId || !isKind(kind)) return null;
  if (!Number.isFinite(seconds) || !addressTag) return null;
  return { userId, kind, issuedAt: new Date(seconds * 1000), addressTag };
}

/**
 * Whether a genuine token still works for the account's current address: made for that address,
 * in the current format, and less than a year ago.
 */
export function isCurrentUnsubscribeToken(
  fields: UnsubscribeTokenFields,
  currentEmail: string,
  now = new Date(),
): boolean {
  if (!fields.issuedAt || !fields.addressTag) return false;
  if (now.getTime() - fields.issuedAt.getTime() > UNSUBSCRIBE_LINK_MAX_AGE_MS) return false;
  const expected = Buffer.from(unsubscribeAddressTag(currentEmail));
  const given = Buffer.from(fields.addressTag);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The HTTPS link of the page and of the one-click POST (from APP_URL, never a Host header). */
export function unsubscribeUrl(to: UnsubscribeRecipient, kind: EmailKind): string {
  return appLink(`/unsubscribe/${unsubscribeToken(to, kind)}`);
}

/** The headers every reminder carries: List-Unsubscribe and its one-click POST (RFC 8058). */
export function unsubscribeHeaders(
  to: UnsubscribeRecipient,
  kind: EmailKind,
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(to, kind)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
