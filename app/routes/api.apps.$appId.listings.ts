// GET /api/apps/{appId}/listings: the store listing in every language, the default first, with
// each store's code for it, whether it is still the default's copy, warnings and what is over
// its store's limit. Another tenant's app is 404.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { listListingLanguages } from "~/models/listing-languages.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ GET: read });

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const data = await listListingLanguages(user.tenantId, params.appId ?? "");
  if (!data) return apiError(404, "App not found.");
  return apiJson({
    defaultLocale: data.defaultLocale,
    listings: data.languages.map((l) => ({
      locale: l.locale,
      appStoreLocale: l.appStoreLocale,
      playLocale: l.playLocale,
      fields: l.listing,
      translated: l.translated,
      warnings: l.warnings,
      overLimit: l.overLimit.map((o) => ({
        field: o.field,
        length: o.length,
        limit: o.limit,
        unit: o.unit,
      })),
    })),
  });
}
