// Conform's zod helpers for route modules, from a *.server module: the browser build empties
// *.server modules, so a route that validates with `parseWithZod` in its intents and sends
// `getZodConstraint(schema)` from its loader ships neither zod nor the adapter to the browser
// (imported from "@conform-to/zod/v4" directly, the adapter's module and zod stay in the
// page's JavaScript even when only the action and the loader use them).
export { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
