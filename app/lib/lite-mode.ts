// Lite mode: pages served without JavaScript (no module scripts, no modulepreload, no hydration
// data), for visitors who send Save-Data: on, chose it in the footer (a cookie) or in /preferences.

/** The browser's own choice, kept for signed-out visitors and to turn Save-Data's mode off. */
export const LITE_COOKIE = "amm_lite";
export type LiteChoice = "on" | "off";

export const LITE_MODE_LABEL = "Lite mode (no JavaScript, least data)";

/**
 * The user's saved preference wins; then this browser's explicit choice; then Save-Data.
 * A browser that turned Lite mode off keeps it off although it still sends Save-Data: on.
 */
export function isLiteMode(input: {
  saveData: boolean;
  choice: LiteChoice | null;
  userLite: boolean;
}): boolean {
  if (input.userLite) return true;
  if (input.choice) return input.choice === "on";
  return input.saveData;
}

/** A same-site path to go back to after switching, or the home page. */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.startsWith("//")) return "/";
  if (raw.includes("\\") || raw.length > 2000) return "/";
  // Printable ASCII only: a URL parser drops tabs and newlines ("/\t/x" is "//x"), and a Location
  // header refuses them and non-Latin text (a browser sends its path percent-encoded anyway).
  if (!/^[\x20-\x7e]*$/.test(raw)) return "/";
  return raw;
}
