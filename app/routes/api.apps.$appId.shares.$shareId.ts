// DELETE /api/apps/{appId}/shares/{shareId}: revokes a share link; its URL is a 404 from then on.
import type { ActionFunctionArgs } from "@remix-run/node";

import { revokeShareLink } from "~/models/share.server";
import { apiError, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ DELETE: revoke });

async function revoke({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const removed = await revokeShareLink(user.tenantId, params.appId ?? "", params.shareId ?? "");
  if (!removed) return apiError(404, "Share link not found.");
  return new Response(null, { status: 204 });
}
