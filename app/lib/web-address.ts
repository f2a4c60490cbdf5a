// An app's website or store link as makers type it: "pocketplant.app" is a web address too.
// Shared by the page's schema and the API's, so both accept and store the same thing.

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
// A public host name: labels of letters, digits and hyphens, and a top-level label of letters
// (or an IDN's xn-- form), so a word or a sentence typed by mistake is not taken for a domain.
const DOMAIN =
  /^(?!-)[a-z0-9-]{1,63}(?:\.(?!-)[a-z0-9-]{1,63})*\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const WEB_ADDRESS_MESSAGE =
  "Enter a web address such as pocketplant.app, or a link starting with http:// or https://";

/**
 * The address to store: as typed when it starts with http:// or https://, otherwise with
 * https:// put in front of a bare domain ("pocketplant.app" → "https://pocketplant.app").
 * Empty stays empty; anything else (other schemes, spaces, a single word) is null.
 */
export function normalizeWebAddress(typed: string): string | null {
  const value = typed.trim();
  if (value === "") return "";
  const candidate = HAS_SCHEME.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // With a scheme typed, the address is the maker's own (localhost and IPs included); without
  // one, only something that reads as a domain gets https:// added.
  if (candidate !== value && (url.username || url.password || !DOMAIN.test(url.hostname)))
    return null;
  if (/\s/.test(value)) return null;
  return candidate;
}
