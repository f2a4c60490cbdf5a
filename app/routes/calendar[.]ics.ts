// GET /calendar.ics (optionally ?appId=): a snapshot of the signed-in tenant's marketing calendar.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { todayIn } from "~/lib/dates";
import { calendarApp, listCalendarItems } from "~/models/calendar.server";
import { fileSlug } from "~/models/plan-export.server";
import { fileTitle } from "~/services/download.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { buildIcal, icalResponse } from "~/utils/ical.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const appId = new URL(request.url).searchParams.get("appId");
  const app = appId ? await calendarApp(user.tenantId, appId) : null;
  invariantResponse(!appId || app, APP_NOT_FOUND);
  const items = await listCalendarItems(user.tenantId, app ? { appId: app.id } : {});
  const today = todayIn(user.timeZone);
  const name = app ? `${fileTitle(app.name)}-calendar` : "marketing-calendar";
  const fallback = app ? `${fileSlug(app.name)}-calendar` : "marketing-calendar";
  const body = buildIcal(items, {
    calName: app ? `${app.name}: marketing calendar` : "Marketing calendar",
    origin: new URL(request.url).origin,
  });
  return icalResponse(body, {
    filename: `${name}-${today}.ics`,
    fallback: `${fallback}-${today}.ics`,
  });
}
