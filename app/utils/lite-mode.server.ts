// Reads and writes the Lite mode choice of a request (app/lib/lite-mode.ts has the rule).
import { parse, serialize } from "cookie";

import { DAY_MS } from "~/lib/dates";
import { isLiteMode, LITE_COOKIE, type LiteChoice } from "~/lib/lite-mode";

const YEAR_S = (365 * DAY_MS) / 1000;

export function saveDataRequested(request: Request): boolean {
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

export function readLiteChoice(request: Request): LiteChoice | null {
  const value = parse(request.headers.get("Cookie") ?? "")[LITE_COOKIE];
  return value === "on" || value === "off" ? value : null;
}

export function isLiteRequest(request: Request, user: { liteMode: boolean } | null): boolean {
  return isLiteMode({
    saveData: saveDataRequested(request),
    choice: readLiteChoice(request),
    userLite: user?.liteMode ?? false,
  });
}

/**
 * A plain cookie: it only chooses how pages are served, so it needs no signature, and its value
 * stays the bare "on" or "off" (Remix's createCookie would write it as base64 JSON, so the
 * `cookie` package that createCookie itself uses writes it). Secure is added by the server entry
 * for HTTPS requests (withSecureCookies): set here, the switch would do nothing on a plain-HTTP
 * address (a LAN test of a production build).
 */
export function liteChoiceCookie(choice: LiteChoice): string {
  return serialize(LITE_COOKIE, choice, {
    path: "/",
    maxAge: YEAR_S,
    httpOnly: true,
    sameSite: "lax",
  });
}
