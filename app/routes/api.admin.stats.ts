// GET /api/admin/stats: totalTenants, activeSubscriptions, trialUsers, monthlyRevenue (admins).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { getAdminStats } from "~/models/tenant-list.server";
import { apiJson, apiRoute } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/guards.server";

async function read({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return apiJson(await getAdminStats());
}

/** Read only: every other method is a 405. */
export const { loader, action } = apiRoute({ GET: read });
