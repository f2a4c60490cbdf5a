// Which pages the service worker (public/sw.js) may keep for offline reading, and for whom.
import crypto from "node:crypto";

import { OFFLINE_CACHE_HEADER, OFFLINE_USER_HEADER, OFFLINE_ZONE_HEADER } from "~/lib/offline.mjs";
import { getEnv } from "~/services/env.server";

import type { PublicUser } from "./session.server";

/**
 * The signed-in user's read views: the dashboard, the plan summary (reports) and each app's
 * checklist, calendar, drafts and store listing. Admin, share, auth and every other page are not.
 */
const OFFLINE_READ_VIEWS = [
  /^\/dashboard$/,
  /^\/reports$/,
  /^\/apps\/[^/]+\/(?:checklist|calendar|drafts|listing)$/,
];

export function isOfflineReadView(pathname: string): boolean {
  return OFFLINE_READ_VIEWS.some((view) => view.test(pathname));
}

/** An opaque key per user (never the id or email): the name of that user's offline cache. */
export function offlineUserKey(userId: string): string {
  return crypto
    .createHmac("sha256", getEnv().SESSION_SECRET)
    .update(`offline-cache:${userId}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * A page's offline headers: whose it is (the worker drops other people's copies when it changes)
 * and, for a read view answered in full to a signed-in user with JavaScript, that it may be kept.
 */
export function setOfflineHeaders(
  headers: Headers,
  request: Request,
  status: number,
  user: Pick<PublicUser, "id" | "timeZone"> | null,
  lite: boolean,
): void {
  if (headers.has(OFFLINE_USER_HEADER)) return;
  headers.set(OFFLINE_USER_HEADER, user ? offlineUserKey(user.id) : "-");
  const url = new URL(request.url);
  if (!user || lite || request.method !== "GET" || status !== 200) return;
  if (!isOfflineReadView(url.pathname)) return;
  headers.set(OFFLINE_CACHE_HEADER, "1");
  headers.set(OFFLINE_ZONE_HEADER, user.timeZone || "UTC");
}
