import type { ActionFunctionArgs } from "@remix-run/node";

import { methodNotAllowed } from "~/utils/api.server";
import { destroyUserSession } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** POST: deletes the session row and clears the cookie; 204 whether or not one was open. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request, "json");
  const cookie = await destroyUserSession(request);
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" },
  });
}
