// GET /api/apps/{appId}/drafts: the launch drafts written from the app's answers, with the
// maker's saved edits, the answers each used and the ones still missing.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { getDrafts } from "~/models/drafts.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const drafts = await getDrafts(user.tenantId, params.appId ?? "");
  if (!drafts) return apiError(404, "App not found.");
  return apiJson({ drafts });
}

/** Read only: every other method is a 405. */
export const { loader, action } = apiRoute({ GET: read });
