// GET /api/announcements: the active announcements, newest first, for any signed-in user.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { listActiveAnnouncements } from "~/models/announcement.server";
import { apiAction, apiJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  return apiJson(await listActiveAnnouncements());
}

/** Read only: every other method is a 405. */
export function action(args: ActionFunctionArgs) {
  return apiAction({}, { allow: ["GET"] })(args);
}
