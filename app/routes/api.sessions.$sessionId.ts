// DELETE /api/sessions/{id}: ends one of the user's sessions; another user's id is a 404.
import type { ActionFunctionArgs } from "@remix-run/node";

import { deleteUserSession } from "~/models/session.server";
import { apiError, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ DELETE: end });

async function end({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const ended = await deleteUserSession(user.id, params.sessionId ?? "");
  if (!ended) return apiError(404, "Session not found.");
  return new Response(null, { status: 204 });
}
