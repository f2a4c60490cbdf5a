// /api/admin/announcements (admins): GET lists every announcement, newest first; POST
// {title, message, isActive?} creates one (201), published to all users while active.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import {
  announcementInputSchema,
  createAnnouncement,
  listAnnouncements,
} from "~/models/announcement.server";
import { apiJson, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return apiJson(await listAnnouncements());
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const input = await readJson(request, announcementInputSchema);
  return apiJson(await createAnnouncement(admin.id, input), 201);
}
