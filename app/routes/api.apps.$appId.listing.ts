// GET and PUT /api/apps/{appId}/listing: the store-listing studio as JSON, with the counts the
// stores would see, the policy warnings and the search preview. PUT takes any of the fields;
// those left out keep their value. Another tenant's app is 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { getListing, saveListing } from "~/models/store-listing.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

const NOT_FOUND = "App not found.";

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const view = await getListing(user.tenantId, params.appId ?? "");
  if (!view) return apiError(404, NOT_FOUND);
  return apiJson(view);
}

export const { loader, action } = apiRoute({ GET: read, PUT: save });

/** The write gate is the model's: after a trial, saveListing's refusal is apiAction's 403. */
async function save({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const appId = params.appId ?? "";
  if (!(await getListing(user.tenantId, appId))) return apiError(404, NOT_FOUND);
  const body = await readJson(request, z.unknown());
  const result = await saveListing(user.tenantId, appId, body);
  if (!result.ok) {
    return result.status === 400
      ? apiError(400, result.message, result.errors)
      : apiError(404, NOT_FOUND);
  }
  return apiJson(result.view);
}
