// GET /api/announcements: the active announcements, newest first, for any signed-in user.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { listActiveAnnouncements } from "~/models/announcement.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  return apiJson(await listActiveAnnouncements());
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
