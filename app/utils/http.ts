// One way for a page's loader or action to stop with a 404 or 403: throw a Response that the
// nearest error boundary renders (docs/decisions/021-error-boundaries-and-docs.md). API routes
// answer JSON with apiError instead.

/** The 404 message for an app id that is unknown or belongs to another tenant. */
export const APP_NOT_FOUND = "This app doesn't exist or isn't yours";

/**
 * Throws a Response carrying `message` when `condition` is falsy, in the manner of the Epic
 * Stack's invariantResponse. The status is 404 unless `responseInit` says otherwise: in this app
 * the only page errors thrown are 404 and 403 (bad input is returned to the form as data).
 */
export function invariantResponse(
  condition: unknown,
  message: string | (() => string),
  responseInit?: ResponseInit,
): asserts condition {
  if (!condition) {
    const text = typeof message === "function" ? message() : message;
    throw new Response(text, { status: 404, ...responseInit });
  }
}
