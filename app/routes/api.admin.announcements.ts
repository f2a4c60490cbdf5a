// /api/admin/announcements (admins): GET lists every announcement, newest first; POST
// {title, message, isActive?} creates one (201), published to all users while active.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import {
  announcementInputSchema,
  createAnnouncement,
  listAnnouncements,
} from "~/models/announcement.server";
import { apiAction, apiJson, readJson } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return apiJson(await listAnnouncements());
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: create }, { allow: ["GET"] })(args);
}

async function create({ request }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  const input = await readJson(request, announcementInputSchema);
  return apiJson(await createAnnouncement(admin.id, input), 201);
}
