// Validators for pages and JSON reads: a weak ETag hashed from the body, and 304 with no body
// when the client's If-None-Match matches. The CSP nonce, new on every request, is hashed out of
// the page so two identical views share one ETag; any write that changes the page changes it.
import { createHash } from "node:crypto";

// Pages, JSON reads, and the data reads of client-side navigations (Remix's text/x-script).
const VALIDATED_TYPES = /^(text\/html|application\/json|text\/x-script)\b/i;
const NONCE = /'nonce-([^']+)'/;

/** The weak ETag of a body, with every occurrence of `ignore` (the nonce) left out. */
export function bodyEtag(body, ignore) {
  const hash = createHash("sha1");
  const skip = ignore ? Buffer.from(ignore) : null;
  let from = 0;
  for (let at = skip ? body.indexOf(skip) : -1; at !== -1; at = body.indexOf(skip, from)) {
    hash.update(body.subarray(from, at));
    from = at + skip.length;
  }
  hash.update(body.subarray(from));
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/**
 * A GET/HEAD answer with its validator, or 304 when the client already holds it. Pages without a
 * Cache-Control of their own get "private, no-cache": kept by the browser only, asked every time.
 * Answers marked no-store, other statuses and other types pass untouched.
 */
export async function revalidate(request, response, pageTag = null) {
  if (request.method !== "GET" && request.method !== "HEAD") return response;
  if (response.status !== 200 || !response.body || response.headers.has("ETag")) return response;
  if (!VALIDATED_TYPES.test(response.headers.get("Content-Type") ?? "")) return response;
  const cacheControl = response.headers.get("Cache-Control");
  if (cacheControl && /no-store/i.test(cacheControl)) return response;
  // A page with a page tag (computed before it ran) carries that tag: a revisit then matches it
  // before any render. The body is not read: it streams on as it is.
  if (pageTag) {
    const headers = new Headers(response.headers);
    headers.set("ETag", pageTag);
    if (!cacheControl) headers.set("Cache-Control", "private, no-cache");
    return new Response(response.body, { status: response.status, headers });
  }
  const body = Buffer.from(await response.arrayBuffer());
  const nonce = NONCE.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  const headers = new Headers(response.headers);
  headers.set("ETag", bodyEtag(body, nonce));
  if (!cacheControl) headers.set("Cache-Control", "private, no-cache");
  if (matches(request.headers.get("If-None-Match"), headers.get("ETag"))) {
    return new Response(null, { status: 304, headers: notModifiedHeaders(headers) });
  }
  return new Response(body, { status: response.status, headers });
}

/** The headers of a 304: the validator and caching ones, no body's type, length or policy. */
function notModifiedHeaders(headers) {
  headers.delete("Content-Length");
  headers.delete("Content-Type");
  // The browser keeps the stored page, whose inline scripts carry the first answer's nonce: a
  // new policy here would replace the stored one and block them (no hydration after a 304).
  headers.delete("Content-Security-Policy");
  headers.delete("Content-Security-Policy-Report-Only");
  return headers;
}

/**
 * The 304 of a page whose page tag the client already holds, answered before the page runs: the
 * headers a rendered page's 304 has (its ETag, private, no-cache, Vary: Save-Data), no body.
 */
export function pageNotModified(pageTag) {
  const headers = new Headers({
    ETag: pageTag,
    "Cache-Control": "private, no-cache",
    Vary: "Save-Data",
    "X-Content-Type-Options": "nosniff",
  });
  return new Response(null, { status: 304, headers });
}
