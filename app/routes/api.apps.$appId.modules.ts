// GET /api/apps/{appId}/modules (docs/product/spec-facts.md §7): the eight modules in order with stepName,
// status, lock state and data. Modules without a record read as not_started with id null.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { getModules } from "~/models/module.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const modules = await getModules(user.tenantId, params.appId ?? "");
  if (!modules) return apiError(404, "App not found.");
  return apiJson(modules);
}

/** Read only: every other method is a 405. */
export const { loader, action } = apiRoute({ GET: read });
