// Per-user preferences: the time zone (calendar and checklist times), the first day of the week
// (KPI weeks, calendar), the page shown after sign-in and Lite mode (pages without JavaScript);
// GET/PUT /api/user/preferences adds the email settings (email-preferences.server.ts).
import { z } from "zod";

import { type FieldErrors, inputFieldErrors } from "~/lib/field-errors";
import { DEFAULT_PAGE_PATHS, WEEK_STARTS } from "~/lib/preferences";
import { currentTimeZoneName } from "~/lib/time-zones";
import { db } from "~/services/db.server";

import {
  emailColumns,
  emailPreferencesApiSchema,
  type EmailPreferencesInput,
  emailPreferencesOf,
  emailPreferencesSchema,
} from "./email-preferences.server";
import { publicUserSelect } from "./user.server";

export const TIME_ZONE_MESSAGE = "Choose a time zone from the list, for example Europe/Berlin";

/** A listed zone under its current name: an old spelling (Asia/Calcutta) becomes Asia/Kolkata. */
const timeZoneField = z
  .string({ error: "Choose a time zone" })
  .min(1, "Choose a time zone")
  .transform((value, ctx) => {
    const current = currentTimeZoneName(value);
    if (current) return current;
    ctx.issues.push({ code: "custom", message: TIME_ZONE_MESSAGE, input: value });
    return z.NEVER;
  });

export const preferencesSchema = z.object({
  timeZone: timeZoneField,
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

/** /preferences' one form: the preferences and the email settings, saved by one button. */
export const preferencesPageSchema = preferencesSchema.extend(emailPreferencesSchema.shape);

export type PreferencesPageInput = PreferencesInput & EmailPreferencesInput;

export async function getPreferences(userId: string) {
  const saved = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { timeZone: true, weekStart: true, defaultPage: true, liteMode: true },
  });
  // A name stored before the current spellings were used still selects its zone in the list.
  return { ...saved, timeZone: currentTimeZoneName(saved.timeZone) ?? saved.timeZone };
}

/** Everything on /preferences in one write: nothing chosen there is left out. */
export async function savePreferencesPage(userId: string, input: PreferencesPageInput) {
  const { timeZone, weekStart, defaultPage, liteMode, ...email } = input;
  return db.user.update({
    where: { id: userId },
    data: { timeZone, weekStart, defaultPage, liteMode, ...emailColumns(email) },
    select: { ...publicUserSelect, ...apiSelect },
  });
}

/** The time zone alone: /preferences' "Your browser says ... use it?". */
export async function setTimeZone(userId: string, timeZone: string) {
  await db.user.update({ where: { id: userId }, data: { timeZone }, select: { id: true } });
}

export const timeZoneOnlySchema = z.object({ timeZone: timeZoneField });

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

// ---- GET/PUT /api/user/preferences ----

/** The API's body: any of the fields (absent ones stay as they are), unknown fields refused. */
export const preferencesApiSchema = z
  .strictObject({
    timeZone: timeZoneField.optional(),
    weekStartsOn: z
      .union(
        WEEK_STARTS.map((w) => z.literal(w.value)),
        { error: "Send 1 (Monday) or 0 (Sunday)" },
      )
      .optional(),
    liteMode: z.boolean({ error: "Send true or false" }).optional(),
    email: emailPreferencesApiSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: "Send at least one of: timeZone, weekStartsOn, liteMode, email",
  });

export type PreferencesApiInput = z.output<typeof preferencesApiSchema>;

const API_FIELDS = "timeZone, weekStartsOn, liteMode, email";
const API_EMAIL_FIELDS = Object.keys(emailPreferencesApiSchema.shape).join(", ");

/** The API's body checked: the input, or the errors by field (an unknown one under its name). */
export function parsePreferencesApiInput(
  body: unknown,
): { ok: true; input: PreferencesApiInput } | { ok: false; errors: FieldErrors } {
  const parsed = preferencesApiSchema.safeParse(body);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = inputFieldErrors(
    parsed.error.issues,
    (name) =>
      `${name} is not a preference. Use: ${name.startsWith("email.") ? API_EMAIL_FIELDS : API_FIELDS}`,
  );
  return { ok: false, errors };
}

const apiSelect = {
  timeZone: true,
  weekStart: true,
  liteMode: true,
  emailTaskReminders: true,
  emailLaunchCountdown: true,
  emailWeeklyDigest: true,
  emailTeamNotices: true,
  reminderHour: true,
  reminderDaysBefore: true,
} as const;

type ApiRow = { timeZone: string; weekStart: number; liteMode: boolean } & Parameters<
  typeof emailPreferencesOf
>[0];

function apiPreferencesOf(row: ApiRow) {
  return {
    timeZone: row.timeZone,
    weekStartsOn: row.weekStart,
    liteMode: row.liteMode,
    email: emailPreferencesOf(row),
  };
}

export type ApiPreferences = ReturnType<typeof apiPreferencesOf>;

export async function getApiPreferences(userId: string): Promise<ApiPreferences> {
  return apiPreferencesOf(
    await db.user.findUniqueOrThrow({ where: { id: userId }, select: apiSelect }),
  );
}

export async function updateApiPreferences(
  userId: string,
  input: PreferencesApiInput,
): Promise<ApiPreferences> {
  const row = await db.user.update({
    where: { id: userId },
    data: {
      timeZone: input.timeZone,
      weekStart: input.weekStartsOn,
      liteMode: input.liteMode,
      ...emailColumns(input.email ?? {}),
    },
    select: apiSelect,
  });
  return apiPreferencesOf(row);
}
