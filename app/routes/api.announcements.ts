// GET /api/announcements: the active announcements, newest first, for any signed-in user.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { listActiveAnnouncements } from "~/models/announcement.server";
import { apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

async function read({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  return apiJson(await listActiveAnnouncements());
}

/** Read only: every other method is a 405. */
export const { loader, action } = apiRoute({ GET: read });
