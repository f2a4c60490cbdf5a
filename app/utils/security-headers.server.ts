// Security headers for every response; the CSP with its nonce for every HTML document.
import { createHash } from "node:crypto";

import { FILL_BROWSER_TIME_ZONE } from "~/lib/browser-time-zone";

// Registration's one-line inline script, allowed by its hash: a nonce would have to reach the
// form through the root's context and cost every page's bundle a chunk.
const INLINE_SCRIPT_HASHES = [FILL_BROWSER_TIME_ZONE].map(
  (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
);

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${INLINE_SCRIPT_HASHES.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The offline-reading service worker (/sw.js) and the web app manifest.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Stripe Checkout is reached by a redirect after a form post.
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, nonce?: string): Headers {
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  // A page may ask for a stricter policy (shared plans send no referrer at all).
  if (!headers.has("Referrer-Policy")) {
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  }
  headers.set("X-Frame-Options", "DENY");
  return headers;
}
