// GET /api/apps/{appId}/results?metric=downloads&from=YYYY-MM-DD&to=YYYY-MM-DD[&store=…]: one
// metric's daily world totals from the imported files, `{ metric, total, days: [{ date, value }] }`.
// Without from/to: the 90 days up to today (UTC).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { addDays, isIsoDate, isoDate } from "~/lib/dates";
import { RESULT_METRICS, RESULT_STORES } from "~/lib/store-reports/columns";
import { getResultSeries } from "~/models/results.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

const MAX_DAYS = 3 * 366;

export const { loader, action } = apiRoute({ GET: read });

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const search = new URL(request.url).searchParams;
  const metric = search.get("metric") ?? "";
  const store = search.get("store") || undefined;
  const errors: Record<string, string[]> = {};
  if (!(RESULT_METRICS as readonly string[]).includes(metric)) {
    errors.metric = [`Must be one of ${RESULT_METRICS.join(", ")}`];
  }
  if (store && !(RESULT_STORES as readonly string[]).includes(store)) {
    errors.store = [`Must be one of ${RESULT_STORES.join(", ")}`];
  }
  const to = search.get("to") || isoDate(new Date());
  const from = search.get("from") || addDays(to, -89);
  if (!isIsoDate(from)) errors.from = ["Must be a date as YYYY-MM-DD"];
  if (!isIsoDate(to)) errors.to = ["Must be a date as YYYY-MM-DD"];
  if (!errors.from && !errors.to && (from > to || addDays(from, MAX_DAYS) < to)) {
    errors.to = [`Must be on or after from, and at most ${MAX_DAYS} days later`];
  }
  if (Object.keys(errors).length) return apiError(400, "Some fields are invalid.", errors);
  const series = await getResultSeries(user.tenantId, params.appId ?? "", {
    metric: metric as (typeof RESULT_METRICS)[number],
    from,
    to,
    store: store as (typeof RESULT_STORES)[number] | undefined,
  });
  if (!series) return apiError(404, "App not found.");
  return apiJson(series);
}
