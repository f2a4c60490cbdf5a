// GET /apps/:appId/export.csv: one row per answered field (section, field label, value), UTF-8
// with a header row, through the shared CSV writer and its formula-injection guard.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { safeTimeZone } from "~/lib/dates";
import {
  collectPlan,
  type PlanCsvRow,
  planCsvRows,
  planDownloadName,
  planFileName,
} from "~/models/plan-export.server";
import { type CsvColumn, csvResponse, toCsv } from "~/utils/csv.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";

const COLUMNS: CsvColumn<PlanCsvRow>[] = [
  { header: "Section", value: (row) => row.section },
  { header: "Field", value: (row) => row.field },
  { header: "Value", value: (row) => row.value },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const plan = await collectPlan(user.tenantId, params.appId ?? "", safeTimeZone(user.timeZone));
  invariantResponse(plan, APP_NOT_FOUND);
  // The byte-order mark makes Excel read the file as UTF-8 (accents, non-Latin app names).
  const csv = toCsv(planCsvRows(plan), COLUMNS, { bom: true });
  return csvResponse(csv, planDownloadName(plan, "csv"), planFileName(plan, "csv"));
}
