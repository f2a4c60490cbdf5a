// DELETE /api/apps/{appId}/imports/{importId}: undoes an import; the days and reviews it last
// wrote go with it. Another company's import is 404.
import type { ActionFunctionArgs } from "@remix-run/node";

import { undoImport } from "~/models/results.server";
import { apiError, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ DELETE: undo });

async function undo({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const removed = await undoImport(
    user.tenantId,
    params.appId ?? "",
    params.importId ?? "",
    user.weekStart === 0 ? 0 : 1,
  );
  if (!removed) return apiError(404, "Import not found.");
  return new Response(null, { status: 204 });
}
