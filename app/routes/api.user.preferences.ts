// GET and PUT /api/user/preferences: the signed-in person's own settings,
// { timeZone, weekStartsOn, liteMode, email: { taskReminders, reminderHour, reminderDaysBefore,
// launchCountdown, weeklyDigest, teamNotices } }. PUT takes any of these fields (and any of
// email's): absent ones stay as they are; it answers the whole object. Personal settings stay
// open after a trial, like /preferences.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import {
  getApiPreferences,
  parsePreferencesApiInput,
  updateApiPreferences,
} from "~/models/preferences.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

async function read({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson(await getApiPreferences(user.id));
}

export const { loader, action } = apiRoute({ GET: read, PUT: save });

async function save({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const parsed = parsePreferencesApiInput(await readJson(request, z.unknown()));
  if (!parsed.ok) return apiError(400, "Some preferences are invalid.", parsed.errors);
  return apiJson(await updateApiPreferences(user.id, parsed.input));
}
