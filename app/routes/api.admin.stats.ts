// GET /api/admin/stats: totalTenants, activeSubscriptions, trialUsers, monthlyRevenue (admins).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { getAdminStats } from "~/models/tenant-list.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return apiJson(await getAdminStats());
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
