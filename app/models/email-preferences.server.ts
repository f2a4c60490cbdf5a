// A person's email settings: which kinds of email they get (User.emailTaskReminders,
// emailLaunchCountdown, emailWeeklyDigest, emailTeamNotices), the local hour reminders go out at
// and how many days before a task is due. Saved from /preferences, the API and the unsubscribe
// page an emailed link opens (no sign-in: the signed token names the person and the kind).
// Personal settings: open after a trial ends like the rest of /preferences (decision 025).
import { z } from "zod";

import {
  EMAIL_KIND_NAMES,
  type EmailKindName,
  type EmailKinds,
  type EmailPreferences,
  maskEmail,
  REMINDER_DAYS_BEFORE,
  REMINDER_DAYS_BEFORE_MAX,
  REMINDER_HOUR_MAX,
  REMINDER_HOURS,
} from "~/lib/email-preferences";
import { db } from "~/services/db.server";
import {
  type EmailKind,
  isCurrentUnsubscribeToken,
  readUnsubscribeToken,
} from "~/services/unsubscribe.server";

/** The User column of each kind (the links' kinds are the pages' kinds: a test compares them). */
const COLUMN = {
  taskReminders: "emailTaskReminders",
  launchCountdown: "emailLaunchCountdown",
  weeklyDigest: "emailWeeklyDigest",
  teamNotices: "emailTeamNotices",
} as const satisfies Record<EmailKindName, string>;

const emailSelect = {
  emailTaskReminders: true,
  emailLaunchCountdown: true,
  emailWeeklyDigest: true,
  emailTeamNotices: true,
  reminderHour: true,
  reminderDaysBefore: true,
} as const;

type EmailRow = {
  emailTaskReminders: boolean;
  emailLaunchCountdown: boolean;
  emailWeeklyDigest: boolean;
  emailTeamNotices: boolean;
  reminderHour: number;
  reminderDaysBefore: number;
};

export function emailPreferencesOf(row: EmailRow): EmailPreferences {
  return {
    taskReminders: row.emailTaskReminders,
    launchCountdown: row.emailLaunchCountdown,
    weeklyDigest: row.emailWeeklyDigest,
    teamNotices: row.emailTeamNotices,
    reminderHour: row.reminderHour,
    reminderDaysBefore: row.reminderDaysBefore,
  };
}

/** The columns of the settings given (absent ones stay as they are). */
export function emailColumns(input: Partial<EmailPreferences>) {
  const data: Partial<EmailRow> = {};
  for (const kind of EMAIL_KIND_NAMES) {
    const on = input[kind];
    if (on !== undefined) data[COLUMN[kind]] = on;
  }
  if (input.reminderHour !== undefined) data.reminderHour = input.reminderHour;
  if (input.reminderDaysBefore !== undefined) data.reminderDaysBefore = input.reminderDaysBefore;
  return data;
}

// ---- The forms (checkboxes are absent when unticked) ----

const kindBox = z.boolean({ error: "Tick the box or leave it empty" }).optional().default(false);

/** The unsubscribe page's form: the four kinds. */
export const emailKindsSchema = z.object({
  taskReminders: kindBox,
  launchCountdown: kindBox,
  weeklyDigest: kindBox,
  teamNotices: kindBox,
});

const HOUR_VALUES = REMINDER_HOURS.map((hour) => hour.value) as [string, ...string[]];
const DAYS_VALUES = REMINDER_DAYS_BEFORE.map((option) => option.value) as [string, ...string[]];

/** The Email section of /preferences: the four kinds, the hour and the days before. */
export const emailPreferencesSchema = emailKindsSchema.extend({
  reminderHour: z
    .enum(HOUR_VALUES, { error: "Choose an hour from 00:00 to 23:00" })
    .transform(Number),
  reminderDaysBefore: z
    .enum(DAYS_VALUES, { error: "Choose on the day, 1 day before or 2 days before" })
    .transform(Number),
});

export type EmailPreferencesInput = z.output<typeof emailPreferencesSchema>;

/** The JSON API's `email` object: every field optional, unknown fields refused. */
export const emailPreferencesApiSchema = z.strictObject({
  taskReminders: z.boolean({ error: "Send true or false" }).optional(),
  launchCountdown: z.boolean({ error: "Send true or false" }).optional(),
  weeklyDigest: z.boolean({ error: "Send true or false" }).optional(),
  teamNotices: z.boolean({ error: "Send true or false" }).optional(),
  reminderHour: z
    .int({ error: "Send a whole hour from 0 to 23" })
    .min(0, "Send a whole hour from 0 to 23")
    .max(REMINDER_HOUR_MAX, "Send a whole hour from 0 to 23")
    .optional(),
  reminderDaysBefore: z
    .int({ error: "Send 0 (on the day), 1 or 2" })
    .min(0, "Send 0 (on the day), 1 or 2")
    .max(REMINDER_DAYS_BEFORE_MAX, "Send 0 (on the day), 1 or 2")
    .optional(),
});

// ---- Reads and writes ----

export async function getEmailPreferences(userId: string): Promise<EmailPreferences> {
  const row = await db.user.findUniqueOrThrow({ where: { id: userId }, select: emailSelect });
  return emailPreferencesOf(row);
}

// ---- The unsubscribe link (/unsubscribe/:token) ----

export type UnsubscribeLink = {
  userId: string;
  /** The kind of email the link came with. */
  kind: EmailKindName;
  /** The address, partly hidden: the page is shown to whoever holds the link. */
  maskedEmail: string;
  kinds: EmailKinds;
};

function kindsOf(preferences: EmailPreferences): EmailKinds {
  return {
    taskReminders: preferences.taskReminders,
    launchCountdown: preferences.launchCountdown,
    weeklyDigest: preferences.weeklyDigest,
    teamNotices: preferences.teamNotices,
  };
}

/**
 * The person and kind a link names, with their current settings; "old" for a genuine link that
 * retired (made for an address the account no longer has, over a year old, or of the first
 * format); null for a forged or unknown token, or a person whose account is gone.
 */
export async function findUnsubscribeLink(
  token: string,
  now = new Date(),
): Promise<UnsubscribeLink | "old" | null> {
  const named = readUnsubscribeToken(token);
  if (!named) return null;
  const user = await db.user.findUnique({
    where: { id: named.userId },
    select: { email: true, ...emailSelect },
  });
  if (!user) return null;
  if (!isCurrentUnsubscribeToken(named, user.email, now)) return "old";
  return {
    userId: named.userId,
    kind: named.kind,
    maskedEmail: maskEmail(user.email),
    kinds: kindsOf(emailPreferencesOf(user)),
  };
}

/** The unsubscribe page's Save: each kind on or off (the hour and days stay as they are). */
export async function setEmailKinds(userId: string, kinds: EmailKinds): Promise<EmailKinds> {
  const row = await db.user.update({
    where: { id: userId },
    data: emailColumns(kinds),
    select: emailSelect,
  });
  return kindsOf(emailPreferencesOf(row));
}

/** The one-click unsubscribe (RFC 8058): that kind off, nothing else. */
export async function turnOffEmailKind(userId: string, kind: EmailKind): Promise<void> {
  await db.user.update({
    where: { id: userId },
    data: { [COLUMN[kind]]: false },
    select: { id: true },
  });
}
