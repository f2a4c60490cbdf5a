const DEFAULT_REDIRECT = "/dashboard";

/**
 * A redirect target from user input, kept only when it is a path on this site: no scheme, no
 * host, no protocol-relative "//" or "/\", no control characters. Anything else falls back.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback: string = DEFAULT_REDIRECT,
): string {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  if (to.startsWith("/auth") || to.startsWith("/api/")) return fallback;
  return to;
}
