// PUT /api/apps/{appId}/listings/{locale}: one language's fields (those left out keep their
// value; a language the app does not have yet starts as the default's copy). DELETE removes a
// language (204); the default language stays (409). Another tenant's app is 404.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { listingLanguage } from "~/lib/listing-locales";
import { addListingLanguage, removeListingLanguage } from "~/models/listing-languages.server";
import { getListing, saveListing } from "~/models/store-listing.server";
import { apiAction, apiError, apiJson, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

const NOT_FOUND = "App not found.";

export function loader() {
  return apiError(405, "Use GET /api/apps/{appId}/listings, or PUT or DELETE here.");
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ PUT: save, DELETE: remove })(args);
}

async function save({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const appId = params.appId ?? "";
  const language = listingLanguage(params.locale ?? "");
  if (!(await getListing(user.tenantId, appId))) return apiError(404, NOT_FOUND);
  if (!language) {
    return apiError(404, "Unknown language. Use a tag from the list in docs/fastlane-metadata.md.");
  }
  const body = await readJson(request, z.unknown());
  if (!(await getListing(user.tenantId, appId, language.tag))) {
    const added = await addListingLanguage(user.tenantId, appId, language.tag);
    if (!added.ok && added.status !== 409) return apiError(added.status, added.message);
  }
  const result = await saveListing(user.tenantId, appId, body, language.tag);
  if (!result.ok) {
    return result.status === 400
      ? apiError(400, result.message, result.errors)
      : apiError(404, result.message);
  }
  return apiJson(result.view);
}

async function remove({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const appId = params.appId ?? "";
  if (!(await getListing(user.tenantId, appId))) return apiError(404, NOT_FOUND);
  const language = listingLanguage(params.locale ?? "");
  const result = await removeListingLanguage(user.tenantId, appId, language?.tag ?? "");
  if (!result.ok) return apiError(result.status, result.message);
  return new Response(null, { status: 204 });
}
