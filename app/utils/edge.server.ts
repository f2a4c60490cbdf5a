// The one screen every request passes before any loader or action (the server entry calls it):
// text the databases cannot store is refused here, once, for every route and both databases,
// and cross-site page posts are refused before the framework's own check turns them into 500s.
import type { RouteTable } from "~/services/request-context.server";

import { CROSS_ORIGIN_MESSAGE, isCrossOriginMutation } from "./csrf.server";
import { edgeRulesAt } from "./edge-rules.server";

export const BAD_TEXT_MESSAGE =
  "The request contains characters that cannot be stored (a NUL character or a broken emoji). Remove them and try again.";

/** The largest body the screen reads; bigger bodies are refused, except on a route that declares
 * a larger one for its upload (its `handle.edge.maxBodyBytes`). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const TOO_LARGE_MESSAGE = "The request is too large.";

// A NUL, or a UTF-16 surrogate half without its partner (invalid in UTF-8, so neither SQLite
// nor PostgreSQL can store it as text).
const BAD_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string has a character no database column can hold. */
export function hasBadText(value: string): boolean {
  return BAD_TEXT.test(value);
}

function anyBadText(value: unknown): boolean {
  if (typeof value === "string") return hasBadText(value);
  if (Array.isArray(value)) return value.some(anyBadText);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => hasBadText(key) || anyBadText(item));
  }
  return false;
}

function wantsJson(request: Request, url: URL): boolean {
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return true;
  const type = request.headers.get("Content-Type") ?? "";
  return type.toLowerCase().startsWith("application/json");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A refusal in the shape the caller reads: the API's JSON error, or a small page. */
export function edgeRefusal(request: Request, status: number, message: string): Response {
  const url = new URL(request.url);
  const headers = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
  if (wantsJson(request, url)) return Response.json({ message }, { status, headers });
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Request refused — App Marketing Machine</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Request refused</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></body></html>`;
  return new Response(request.method === "HEAD" ? null : page, {
    status,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}

function pathHasBadText(url: URL): boolean | "malformed" {
  for (const segment of url.pathname.split("/")) {
    try {
      if (hasBadText(decodeURIComponent(segment))) return true;
    } catch {
      return "malformed";
    }
  }
  return false;
}

/** The body's bytes, or null past `limit` (a chunked body declares no length: count as it comes). */
async function readUpTo(request: Request, limit: number): Promise<Uint8Array | null> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      // Not awaited: a tee branch's cancel settles only once the other branch is cancelled too.
      void reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function bodyHasBadText(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<boolean | "too-large"> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return false;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return "too-large";
  const buffer = await readUpTo(request.clone(), limit);
  if (!buffer) return "too-large";
  // Invalid UTF-8 bytes decode to U+FFFD and are stored as such; escapes and NULs are the danger.
  const text = new TextDecoder().decode(buffer);
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    try {
      return anyBadText(JSON.parse(text));
    } catch {
      // Malformed JSON is the route's own 400; a raw NUL is refused here all the same.
      return hasBadText(text);
    }
  }
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return [...new URLSearchParams(text)].some(([k, v]) => hasBadText(k) || hasBadText(v));
  }
  if (type.startsWith("multipart/form-data")) {
    try {
      const form = await request.clone().formData();
      return [...form].some(
        ([k, v]) => hasBadText(k) || (typeof v === "string" ? hasBadText(v) : hasBadText(v.name)),
      );
    } catch {
      // A broken multipart body is the route's own 415.
      return false;
    }
  }
  return hasBadText(text);
}

/** The framework compares Origin with X-Forwarded-Host when there is one: so do we, first. */
function forwardedHostMismatch(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  const forwarded = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  if (!origin || !forwarded) return false;
  try {
    return new URL(origin).host !== forwarded;
  } catch {
    return true;
  }
}

/**
 * What the server entry knows about the route table: the methods a URL answers (null: its route
 * decides), and the routes themselves, whose edge rules may declare a larger body.
 */
export type ScreenOptions = {
  allowedMethods?: (url: URL) => string[] | null;
  routes?: RouteTable;
};

/** 405 with Allow, answered here so the framework never logs it as an error. */
function methodRefusal(request: Request, allowed: string[]): Response {
  const refusal = edgeRefusal(
    request,
    405,
    `This address does not take ${request.method} requests. Use ${allowed.join(" or ")}.`,
  );
  refusal.headers.set("Allow", allowed.join(", "));
  return refusal;
}

/**
 * A post from one of our own pages that sends no referrer (the shared plan, an unsubscribe link)
 * carries `Origin: null`; the browser's own Sec-Fetch-Site: same-origin tells it is ours, and
 * isCrossOriginMutation let it through. The framework's check compares Origin with Host and would
 * turn it into a 500 (a document post, JavaScript off): the app gets it without that Origin, as a
 * request that names none.
 */
function dropOwnOpaqueOrigin(request: Request) {
  if (request.headers.get("Origin") === "null") request.headers.delete("Origin");
}

/**
 * Screens one request. Returns the refusal to send (403 cross-site post, 400 bad text or path,
 * 405 a method the route does not answer, 413 too large), or null to let the app answer; a post
 * it lets through with `Origin: null` goes on without that header (dropOwnOpaqueOrigin).
 */
export async function screenRequest(
  request: Request,
  options: ScreenOptions = {},
): Promise<Response | null> {
  if (isCrossOriginMutation(request) || forwardedHostMismatch(request))
    return edgeRefusal(request, 403, CROSS_ORIGIN_MESSAGE);
  const url = new URL(request.url);
  const path = pathHasBadText(url);
  if (path === "malformed")
    return edgeRefusal(request, 400, "The address is not valid. Check the link and try again.");
  if (path) return edgeRefusal(request, 400, BAD_TEXT_MESSAGE);
  for (const [key, value] of url.searchParams) {
    if (hasBadText(key) || hasBadText(value)) return edgeRefusal(request, 400, BAD_TEXT_MESSAGE);
  }
  const allowed = options.allowedMethods?.(url);
  if (allowed && !allowed.includes(request.method)) return methodRefusal(request, allowed);
  const limit = options.routes
    ? (edgeRulesAt(options.routes, url.pathname).rules.maxBodyBytes ?? MAX_BODY_BYTES)
    : MAX_BODY_BYTES;
  const body = await bodyHasBadText(request, limit);
  if (body === "too-large") return edgeRefusal(request, 413, TOO_LARGE_MESSAGE);
  if (body) return edgeRefusal(request, 400, BAD_TEXT_MESSAGE);
  dropOwnOpaqueOrigin(request);
  return null;
}
