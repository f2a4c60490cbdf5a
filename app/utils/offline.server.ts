// Which pages the service worker (public/sw.js) may keep for offline reading, and for whom.
import crypto from "node:crypto";

import type { EdgeRules } from "~/lib/edge-rules";
import {
  OFFLINE_CACHE_HEADER,
  OFFLINE_IDLE_HEADER,
  OFFLINE_USER_HEADER,
  OFFLINE_ZONE_HEADER,
} from "~/lib/offline.mjs";
import { sessionIdleMs } from "~/models/session.server";
import { getEnv } from "~/services/env.server";

import type { PublicUser } from "./session.server";

/** An opaque key per user (never the id or email): the name of that user's offline cache. */
export function offlineUserKey(userId: string): string {
  return crypto
    .createHmac("sha256", getEnv().SESSION_SECRET)
    .update(`offline-cache:${userId}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * A page's offline headers: whose it is (the worker drops other people's copies when it changes),
 * for a signed-in person their session's idle limit and time zone (a write queued longer ago asks
 * before it is sent; its conflicts and days are said in that zone) and, for a page whose route declares it may be kept offline (`handle.edge.offline`,
 * app/lib/edge-rules.ts) answered in full to a signed-in user with JavaScript, that it may be kept.
 */
export function setOfflineHeaders(
  headers: Headers,
  request: Request,
  status: number,
  user: Pick<PublicUser, "id" | "timeZone"> | null,
  lite: boolean,
  rules: EdgeRules,
): void {
  if (headers.has(OFFLINE_USER_HEADER)) return;
  headers.set(OFFLINE_USER_HEADER, user ? offlineUserKey(user.id) : "-");
  if (!user) return;
  headers.set(OFFLINE_IDLE_HEADER, String(sessionIdleMs()));
  headers.set(OFFLINE_ZONE_HEADER, user.timeZone || "UTC");
  if (lite || request.method !== "GET" || status !== 200) return;
  if (!rules.offline) return;
  headers.set(OFFLINE_CACHE_HEADER, "1");
}
