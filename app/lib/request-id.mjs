// Shared by the server entry (scripts/server-app.mjs) and the app; plain JavaScript so Node runs it as is.

/**
 * Set by the server entry on every request it hands to Remix, to a fresh random id. Remix gives
 * each loader its own copy of the Request (a new object, same headers), so the id is what tells
 * the layout's loader and the page's loader they serve the same request.
 */
export const REQUEST_ID_HEADER = "x-amm-request-id";
