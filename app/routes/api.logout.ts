import type { ActionFunctionArgs } from "@remix-run/node";

import { markSignedOut } from "~/lib/offline.mjs";
import { apiAction, methodNotAllowed } from "~/utils/api.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { destroyUserSession } from "~/utils/session.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** POST: deletes the session row and clears the cookie; 204 whether or not one was open. */
export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: logout })(args);
}

async function logout({ request }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  const cookie = await destroyUserSession(request);
  const headers = new Headers({ "Set-Cookie": cookie, "Cache-Control": "no-store" });
  // The browser's offline copies (public/sw.js) go with the session.
  markSignedOut(headers);
  return new Response(null, { status: 204, headers });
}
