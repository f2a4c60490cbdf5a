// What the root loader answers for every page: the flash toast and whether Lite mode is on.
// One module, so the browser build of app/root.tsx carries one empty stub for it, not three.
import type { AppLoadContext } from "@remix-run/node";

import { isLiteRequest } from "./lite-mode.server";
import { getOptionalUser } from "./session.server";
import { getToast } from "./toast.server";

export async function rootLoaderData(request: Request, context?: AppLoadContext) {
  const [{ toast, headers }, user] = await Promise.all([
    getToast(request, context),
    getOptionalUser(request),
  ]);
  return { toast: toast ?? null, lite: isLiteRequest(request, user), headers };
}
