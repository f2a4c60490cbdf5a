// DELETE /api/team/invitations/{id}: an owner cancels an open invitation; its link stops working.
import type { ActionFunctionArgs } from "@remix-run/node";

import { cancelInvitation } from "~/models/team.server";
import { apiError, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ DELETE: cancel });

async function cancel({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const result = await cancelInvitation(user, params.invitationId ?? "");
  if (!result.ok) return apiError(result.status, result.message);
  return new Response(null, { status: 204 });
}
