// Cross-site request forgery stance (docs/decisions/004-sessions-and-auth.md): SameSite=Lax
// cookies, no GET changes data, and every other method must come from this site's own pages.
import { apiError } from "./api.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_ORIGIN_MESSAGE =
  "This request came from another website, so it was refused. Open the app directly and try again.";

/**
 * True when a browser tells us the request was started by another site. Requests without an
 * Origin header (curl, server-to-server clients, old browsers on same-origin GETs) are allowed:
 * a browser always sends Origin on a cross-origin POST, and the session cookie is SameSite=Lax.
 */
export function isCrossOriginMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  // "null" comes from sandboxed frames and opaque origins, and also from our own pages that send
  // no referrer (the shared plan): the browser's own Sec-Fetch-Site, which no page can set, tells.
  if (origin === "null") return request.headers.get("Sec-Fetch-Site") !== "same-origin";
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  // The host only: behind a TLS-terminating proxy request.url may say http while Origin says https.
  return originHost !== new URL(request.url).host;
}

/**
 * Throws a 403 for a cross-origin mutation: plain text for pages (the root error boundary shows
 * it), the JSON error shape for /api routes.
 */
export function assertSameOrigin(request: Request, format: "page" | "json" = "page"): void {
  if (!isCrossOriginMutation(request)) return;
  if (format === "json") throw apiError(403, CROSS_ORIGIN_MESSAGE);
  throw new Response(CROSS_ORIGIN_MESSAGE, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
