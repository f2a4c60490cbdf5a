// GET /admin/tenants.csv?q=&status=: the admin's tenant table, every page of the current
// filters, as a CSV download. A plain link, so it works without JavaScript.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { todayIn } from "~/lib/dates";
import {
  listTenantsForExport,
  tenantFiltersFromUrl,
  type TenantRow,
} from "~/models/tenant-list.server";
import { type CsvColumn, csvResponse, toCsv } from "~/utils/csv.server";
import { requireAdmin } from "~/utils/guards.server";

const columns: CsvColumn<TenantRow>[] = [
  { header: "Company", value: (row) => row.companyName },
  { header: "Status", value: (row) => row.status },
  { header: "Owner email", value: (row) => row.ownerEmail },
  { header: "Users", value: (row) => row.userCount },
  { header: "Apps", value: (row) => row.appCount },
  { header: "Renewal date", value: (row) => row.renewalDate },
  { header: "Created", value: (row) => row.createdAt },
  { header: "Tenant id", value: (row) => row.id },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = tenantFiltersFromUrl(new URL(request.url).searchParams);
  const rows = await listTenantsForExport(filters);
  const today = todayIn("UTC");
  return csvResponse(toCsv(rows, columns, { bom: true }), `tenants-${today}.csv`);
}
