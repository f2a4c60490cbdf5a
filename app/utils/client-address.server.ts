// Who is calling: the server entry (scripts/server-app.mjs) puts the client's address into the
// load context, read from the socket, or from X-Forwarded-For only as far as TRUST_PROXY allows.
import { isIP } from "node:net";

import ipaddr from "ipaddr.js";

import { describeBrowser } from "~/models/account-security.server";
import { getEnv } from "~/services/env.server";

/** The browser a request came from, for a security notice ("Firefox 120 on Windows"). */
export function browserOf(request: Request): string | null {
  return describeBrowser(request.headers.get("User-Agent"));
}

/** The first four groups (the /64 network) of an IPv6 address, each written as four hex digits. */
function ipv6Network(address: string): string | null {
  try {
    const { parts } = ipaddr.IPv6.parse(address);
    return parts
      .slice(0, 4)
      .map((part) => part.toString(16).padStart(4, "0"))
      .join(":");
  } catch {
    // Forms ipaddr.js refuses (the deprecated "::1.2.3.4") count as a single address.
    return null;
  }
}

/**
 * The key rate limits count per client: an IPv4 address, or an IPv6 /64 network (one home or
 * one server gets a whole /64, so counting single IPv6 addresses would be trivial to dodge).
 */
export function clientKey(address: string): string {
  const trimmed = address.trim();
  const mapped = trimmed.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return mapped[1];
  const version = isIP(trimmed);
  if (version === 4) return trimmed;
  if (version === 6) {
    const network = ipv6Network(trimmed);
    return network ? `${network}::/64` : trimmed.toLowerCase();
  }
  return trimmed || "unknown";
}

/** The client of a loader or action; the server entry always provides it. */
export function clientOf(context: { clientAddress?: string } | undefined): string {
  const address = context?.clientAddress;
  if (!address)
    throw new Error(
      "The load context has no client address: start the app with scripts/server.mjs.",
    );
  return clientKey(address);
}

/** The protocol the client used (from the server entry), "http" when unknown. */
export function protocolOf(context: { protocol?: string } | undefined): "http" | "https" {
  return context?.protocol === "https" ? "https" : "http";
}

/** Every sign-in's refusal over plain HTTP (the page, the JSON sign-ins, the passkey endpoints): 403. */
export const HTTPS_REQUIRED_MESSAGE =
  "Signing in on this server needs HTTPS, so that passwords never travel in the clear. Open it with https://, or, if you run it yourself, put a TLS proxy (Caddy, nginx) in front and set TRUST_PROXY=1 so the app sees X-Forwarded-Proto: https. On this computer alone, http://localhost works.";

/**
 * A production server reached over plain HTTP under a name other than localhost: browsers would
 * send passwords in the clear, so sign-in is refused and the page says how to set up HTTPS.
 */
export function httpsRequired(request: Request, context: { protocol?: string }): boolean {
  if (getEnv().NODE_ENV !== "production" || protocolOf(context) === "https") return false;
  const host = new URL(request.url).hostname.replace(/^\[|\]$/g, "");
  return !(
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\./.test(host) ||
    host === "::1"
  );
}
