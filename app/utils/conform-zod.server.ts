// Conform's zod helpers for route modules. Imported from here, a *.server module, they never
// reach the browser: importing "@conform-to/zod/v4" in a route file keeps zod's core in the
// page's JavaScript (zod marks some of its modules as having side effects, so the browser
// build cannot drop the import even when only the action uses it).
export { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
