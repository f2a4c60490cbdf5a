// GET /api/admin/stats: totalTenants, activeSubscriptions, trialUsers, monthlyRevenue (admins).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { getAdminStats } from "~/models/tenant-list.server";
import { apiAction, apiJson } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return apiJson(await getAdminStats());
}

/** Read only: every other method is a 405. */
export function action(args: ActionFunctionArgs) {
  return apiAction({}, { allow: ["GET"] })(args);
}
