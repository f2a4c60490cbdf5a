// GET and PUT /api/apps/{appId}/listing: the store-listing studio as JSON, with the counts the
// stores would see, the policy warnings and the search preview. PUT takes any of the fields;
// those left out keep their value. Another tenant's app is 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { getListing, saveListing } from "~/models/store-listing.server";
import { requireApiWritable } from "~/models/subscription.server";
import { apiError, apiJson, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

const NOT_FOUND = "App not found.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const view = await getListing(user.tenantId, params.appId ?? "");
  if (!view) return apiError(404, NOT_FOUND);
  return apiJson(view);
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const user = await requireApiUser(request);
  const appId = params.appId ?? "";
  if (!(await getListing(user.tenantId, appId))) return apiError(404, NOT_FOUND);
  await requireApiWritable(user.tenantId);
  const body = await readJson(request, z.unknown());
  const result = await saveListing(user.tenantId, appId, body);
  if (!result.ok) {
    return result.status === 400
      ? apiError(400, result.message, result.errors)
      : apiError(404, NOT_FOUND);
  }
  return apiJson(result.view);
}
