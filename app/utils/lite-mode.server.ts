// Reads and writes the Lite mode choice of a request (app/lib/lite-mode.ts has the rule).
import { DAY_MS } from "~/lib/dates";
import { isLiteMode, LITE_COOKIE, type LiteChoice } from "~/lib/lite-mode";

const YEAR_S = (365 * DAY_MS) / 1000;

export function saveDataRequested(request: Request): boolean {
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

export function readLiteChoice(request: Request): LiteChoice | null {
  const match = new RegExp(`(?:^|;\\s*)${LITE_COOKIE}=(on|off)(?:;|$)`).exec(
    request.headers.get("Cookie") ?? "",
  );
  return (match?.[1] as LiteChoice | undefined) ?? null;
}

export function isLiteRequest(request: Request, user: { liteMode: boolean } | null): boolean {
  return isLiteMode({
    saveData: saveDataRequested(request),
    choice: readLiteChoice(request),
    userLite: user?.liteMode ?? false,
  });
}

/**
 * A plain cookie: it only chooses how pages are served, so it needs no signature. Secure is added
 * by the server entry for HTTPS requests (withSecureCookies): set here, the switch would do
 * nothing on a plain-HTTP address (a LAN test of a production build).
 */
export function liteChoiceCookie(choice: LiteChoice): string {
  return `${LITE_COOKIE}=${choice}; Path=/; Max-Age=${YEAR_S}; HttpOnly; SameSite=Lax`;
}
