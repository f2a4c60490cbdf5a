// /api/admin/announcements (admins): GET lists every announcement, newest first; POST
// {title, message, isActive?} creates one (201), published to all users while active.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import {
  announcementInputSchema,
  createAnnouncement,
  listAnnouncements,
} from "~/models/announcement.server";
import { apiJson, apiRoute, readJson } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/guards.server";

async function read({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return apiJson(await listAnnouncements());
}

export const { loader, action } = apiRoute({ GET: read, POST: create });

async function create({ request }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  const input = await readJson(request, announcementInputSchema);
  return apiJson(await createAnnouncement(admin.id, input), 201);
}
