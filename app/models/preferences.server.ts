// Per-user preferences: the time zone (calendar and checklist times), the first day of the week
// (KPI weeks, calendar), the page shown after sign-in and Lite mode (pages without JavaScript).
import { z } from "zod";

import { db } from "~/db.server";
import { DEFAULT_PAGE_PATHS, supportedTimeZones, WEEK_STARTS } from "~/lib/preferences";

import { publicUserSelect } from "./user.server";

let zoneSet: Set<string> | undefined;
function isSupportedTimeZone(zone: string): boolean {
  zoneSet ??= new Set(supportedTimeZones());
  return zoneSet.has(zone);
}

export const preferencesSchema = z.object({
  timeZone: z
    .string({ error: "Choose a time zone" })
    .refine(isSupportedTimeZone, "Choose a time zone from the list, for example Europe/Berlin"),
  weekStart: z
    .enum(WEEK_STARTS.map((w) => String(w.value)) as [string, ...string[]], {
      error: "Choose Monday or Sunday",
    })
    .transform(Number),
  defaultPage: z.enum(DEFAULT_PAGE_PATHS, { error: "Choose one of the listed pages" }),
  // A checkbox: absent when unticked.
  liteMode: z.boolean({ error: "Tick the box or leave it empty" }).optional().default(false),
});

export type PreferencesInput = z.output<typeof preferencesSchema>;

export async function getPreferences(userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { timeZone: true, weekStart: true, defaultPage: true, liteMode: true },
  });
}

export async function updatePreferences(userId: string, input: PreferencesInput) {
  return db.user.update({
    where: { id: userId },
    data: {
      timeZone: input.timeZone,
      weekStart: input.weekStart,
      defaultPage: input.defaultPage,
      liteMode: input.liteMode,
    },
    select: publicUserSelect,
  });
}

/** Lite mode alone, from the notice every Lite page shows or the footer's switch. */
export async function setLiteMode(userId: string, liteMode: boolean) {
  await db.user.update({ where: { id: userId }, data: { liteMode }, select: { id: true } });
}
