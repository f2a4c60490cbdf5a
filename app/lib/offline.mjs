// Offline reading (public/sw.js): the headers the server and the service worker agree on.

/** On a page the worker may keep for offline reading: "1". Nothing else is ever kept. */
export const OFFLINE_CACHE_HEADER = "X-Offline-Cache";
/** On every page: whose copies the worker may keep (an opaque per-user key), or "-" signed out. */
export const OFFLINE_USER_HEADER = "X-Offline-User";
/** On a signed-in person's page: their IANA time zone, for the "Offline: ... as of" line. */
export const OFFLINE_ZONE_HEADER = "X-Offline-Zone";
/**
 * On a signed-in person's page: their session's idle limit in milliseconds. A write queued longer
 * ago than that waits for the person to send or discard it (public/sw.js).
 */
export const OFFLINE_IDLE_HEADER = "X-Offline-Idle";
/** What a sign-out answer asks the browser to forget (the worker's caches among it). */
export const CLEAR_SITE_DATA = '"cache", "storage"';

/** True when the answer clears the session cookie (sign-out, account deleted). */
export function clearsSessionCookie(headers) {
  return headers
    .getSetCookie()
    .some(
      (cookie) =>
        /^amm_session=;/.test(cookie) ||
        /^amm_session=[^;]*;.*expires=thu, 01 jan 1970/i.test(cookie),
    );
}

/**
 * Marks an answer that ends the signed-in state: the browser drops the site's caches and
 * storage (the worker's copies too) and the worker, which reads the user header, drops its own.
 */
export function markSignedOut(headers) {
  headers.set("Clear-Site-Data", CLEAR_SITE_DATA);
  headers.set(OFFLINE_USER_HEADER, "-");
}
