// GET /api/apps/{appId}/reviews[?rating=1..5]: the imported store reviews, newest first (the 100
// newest), `{ total, reviews: [{ date, rating, language, title, text, appVersion }] }`.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { getReviews } from "~/models/results.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ GET: read });

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const raw = new URL(request.url).searchParams.get("rating");
  const rating = raw ? Number(raw) : undefined;
  if (rating !== undefined && (!Number.isInteger(rating) || rating < 1 || rating > 5)) {
    return apiError(400, "Some fields are invalid.", {
      rating: ["Must be a whole number from 1 to 5"],
    });
  }
  const found = await getReviews(user.tenantId, params.appId ?? "", { rating });
  if (!found) return apiError(404, "App not found.");
  return apiJson({
    total: found.total,
    reviews: found.reviews.map(({ date, rating, language, title, text, appVersion }) => ({
      date,
      rating,
      language,
      title,
      text,
      appVersion,
    })),
  });
}
