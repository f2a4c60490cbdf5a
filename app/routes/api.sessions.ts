// GET /api/sessions: the signed-in user's live sessions; DELETE: ends all but the current one.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { deleteOtherSessions, listSessions } from "~/models/session.server";
import { apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";
import { currentSessionId } from "~/utils/session.server";

async function read({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const sessions = await listSessions(user.id, await currentSessionId(request));
  return apiJson(sessions);
}

export const { loader, action } = apiRoute({ GET: read, DELETE: endOthers });

async function endOthers({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await deleteOtherSessions(user.id, (await currentSessionId(request)) ?? "");
  return new Response(null, { status: 204 });
}
