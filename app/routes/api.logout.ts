import type { ActionFunctionArgs } from "@remix-run/node";

import { markSignedOut } from "~/lib/offline.mjs";
import { apiRoute } from "~/utils/api.server";
import { destroyUserSession } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";

/** POST: deletes the session row and clears the cookie; 204 whether or not one was open. */
export const { loader, action } = apiRoute({ POST: logout });

async function logout({ request }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  const cookie = await destroyUserSession(request);
  const headers = new Headers({ "Set-Cookie": cookie, "Cache-Control": "no-store" });
  // The browser's offline copies (public/sw.js) go with the session.
  markSignedOut(headers);
  return new Response(null, { status: 204, headers });
}
