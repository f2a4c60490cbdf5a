// What the root loader answers for every page: the flash toast and whether Lite mode is on (the
// visitor's choice, or the page's own: a route whose `handle.edge.scripts` is false).
// One module, so the browser build of app/root.tsx carries one empty stub for it, not three.
import type { AppLoadContext } from "@remix-run/node";

import { edgeRulesAt } from "./edge-rules.server";
import { isLiteRequest } from "./lite-mode.server";
import { getOptionalUser } from "./session.server";
import { getToast } from "./toast.server";

export async function rootLoaderData(request: Request, context?: AppLoadContext) {
  const [{ toast, headers }, user] = await Promise.all([
    getToast(request, context),
    getOptionalUser(request),
  ]);
  const page = context?.routes ? edgeRulesAt(context.routes, new URL(request.url).pathname) : null;
  const lite = page?.rules.scripts === false || isLiteRequest(request, user);
  return { toast: toast ?? null, lite, headers };
}
