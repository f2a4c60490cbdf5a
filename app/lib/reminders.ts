// When reminder emails fall due, in each person's own time zone. Pure: no I/O, no clock of its
// own (every function takes `now`), so the scheduler (app/models/reminders.server.ts) and its
// tests agree on the same instants.
//
// An occasion is "local hour H on local date D" in the person's zone (or, for the Product Hunt
// eve, one fixed instant). It is due once `now` has reached its instant and for REMINDER_LATE_LIMIT_MS
// after: a server that was down at the exact minute still sends it when it comes back, but a
// reminder more than 12 hours late is dropped rather than sent stale. Daylight-saving changes keep
// the local hour (09:00 in London is 08:00 UTC in summer, 09:00 UTC in winter); an hour skipped
// when clocks go forward moves forward by the gap, an hour that happens twice is its first
// occurrence (app/lib/dates.ts zonedInstant).
import { launchStartsAt, PRODUCT_HUNT_TIME_ZONE } from "./checklist";
import { addDays, DAY_MS, HOUR_MS, safeTimeZone, weekday, zonedInstant, zonedParts } from "./dates";

/** How late an occasion may still be sent (a server down at the minute, a long deploy). */
export const REMINDER_LATE_LIMIT_MS = 12 * HOUR_MS;
/** A person whose address is still unconfirmed this long after sign-up gets no reminders. */
export const UNCONFIRMED_REMINDER_DAYS = 7;
/** The choices of User.reminderDaysBefore. */
export const REMINDER_DAYS_BEFORE = [0, 1, 2] as const;
export const DEFAULT_REMINDER_HOUR = 9;
export const DEFAULT_REMINDER_DAYS_BEFORE = 1;

/** A stored hour as a real hour of the day (0–23); anything else is the default, 9. */
export function reminderHourOf(value: number | null | undefined): number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 23
    ? (value as number)
    : DEFAULT_REMINDER_HOUR;
}

/** A stored "days before" as one of 0, 1, 2; anything else is the default, 1. */
export function reminderDaysBeforeOf(value: number | null | undefined): number {
  return (REMINDER_DAYS_BEFORE as readonly number[]).includes(value as number)
    ? (value as number)
    : DEFAULT_REMINDER_DAYS_BEFORE;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The instant of local hour `hour` (0–23) on local date `date` ("YYYY-MM-DD") in `timeZone`. */
export function localHourAt(date: string, hour: number, timeZone: string | null | undefined): Date {
  return zonedInstant(date, `${pad(reminderHourOf(hour))}:00`, timeZone);
}

/** The instants a local calendar day starts and ends (the next day's start) in a zone. */
export function localDayBounds(date: string, timeZone: string | null | undefined) {
  return {
    start: zonedInstant(date, "00:00", timeZone),
    end: zonedInstant(addDays(date, 1), "00:00", timeZone),
  };
}

/** Whether an occasion at `at` is due as of `now`: reached, and at most `lateLimitMs` ago. */
export function isDue(at: Date, now: Date, lateLimitMs = REMINDER_LATE_LIMIT_MS): boolean {
  const late = now.getTime() - at.getTime();
  return late >= 0 && late < lateLimitMs;
}

export type DailyOccasion = { date: string; at: Date };

/**
 * The local date whose daily occasion at `hour` is due as of `now` in `timeZone`, with its
 * instant: today's once the hour has come, else yesterday's while it is less than 12 hours late,
 * else null. At most one date is ever due (every day has at least 23 hours).
 */
export function dueDailyOccasion(
  timeZone: string | null | undefined,
  hour: number,
  now: Date,
): DailyOccasion | null {
  const today = zonedParts(now, timeZone).date;
  for (const date of [today, addDays(today, -1)]) {
    const at = localHourAt(date, hour, timeZone);
    if (isDue(at, now)) return { date, at };
  }
  return null;
}

/** The local calendar date of an instant in a zone ("YYYY-MM-DD"). */
export function localDate(instant: Date, timeZone: string | null | undefined): string {
  return zonedParts(instant, timeZone).date;
}

export type TaskReminderPlan = {
  /** The day the reminder goes out, at the person's hour. */
  sendDate: string;
  at: Date;
  /** Tasks due on this local date are listed as coming up. */
  dueDate: string;
  /** Open tasks due on this local date (yesterday) are listed as overdue, once. */
  overdueDate: string;
};

/**
 * Task reminders for a person as of `now`: on the due occasion's date D, the tasks due on
 * D + daysBefore, and the open tasks due on D − 1 (overdue, told once, the day after).
 */
export function dueTaskReminder(
  person: { timeZone: string | null; reminderHour: number; reminderDaysBefore: number },
  now: Date,
): TaskReminderPlan | null {
  const occasion = dueDailyOccasion(person.timeZone, reminderHourOf(person.reminderHour), now);
  if (!occasion) return null;
  return {
    sendDate: occasion.date,
    at: occasion.at,
    dueDate: addDays(occasion.date, reminderDaysBeforeOf(person.reminderDaysBefore)),
    overdueDate: addDays(occasion.date, -1),
  };
}

/**
 * The weekly digest's occasion as of `now`: the first day of the person's week (0 Sunday,
 * 1 Monday) at their hour, with that date as the week's start; null on any other day.
 */
export function dueWeeklyDigest(
  person: { timeZone: string | null; reminderHour: number; weekStart: number },
  now: Date,
): DailyOccasion | null {
  const occasion = dueDailyOccasion(person.timeZone, reminderHourOf(person.reminderHour), now);
  const weekStartsOn = person.weekStart === 0 ? 0 : 1;
  return occasion && weekday(occasion.date) === weekStartsOn ? occasion : null;
}

export const LAUNCH_OCCASIONS = ["7d", "1d", "day", "ph"] as const;
export type LaunchOccasion = (typeof LAUNCH_OCCASIONS)[number];

/** When the Product Hunt reminder goes: one hour before the launch's 12:01 a.m. Pacific. */
export function productHuntEve(launchDate: string): Date {
  return new Date(launchStartsAt(launchDate).getTime() - HOUR_MS);
}

/**
 * The launch countdown of an app for one person: 7 days and 1 day before the launch date and on
 * the day itself, each at the person's hour on that local date; and the Product Hunt reminder at
 * 11:01 p.m. Pacific the evening before (12:01 a.m. minus an hour), which is only useful before
 * the launch starts, so it may be at most an hour late.
 */
export function launchOccasions(
  launchDate: string,
  person: { timeZone: string | null; reminderHour: number },
): Array<{ occasion: LaunchOccasion; at: Date; lateLimitMs: number }> {
  const hour = reminderHourOf(person.reminderHour);
  const at = (days: number) => localHourAt(addDays(launchDate, days), hour, person.timeZone);
  return [
    { occasion: "7d", at: at(-7), lateLimitMs: REMINDER_LATE_LIMIT_MS },
    { occasion: "1d", at: at(-1), lateLimitMs: REMINDER_LATE_LIMIT_MS },
    { occasion: "day", at: at(0), lateLimitMs: REMINDER_LATE_LIMIT_MS },
    { occasion: "ph", at: productHuntEve(launchDate), lateLimitMs: HOUR_MS },
  ];
}

/** The launch countdown occasions due as of `now`. */
export function dueLaunchOccasions(
  launchDate: string,
  person: { timeZone: string | null; reminderHour: number },
  now: Date,
): LaunchOccasion[] {
  return launchOccasions(launchDate, person)
    .filter((o) => isDue(o.at, now, o.lateLimitMs))
    .map((o) => o.occasion);
}

/**
 * The launch dates whose countdown can be due as of `now`, as a range of calendar dates: from
 * the day-of occasion (up to a day after the UTC date, plus the late limit) to the 7-day one.
 */
export function launchDateWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - 3 * DAY_MS), to: new Date(now.getTime() + 9 * DAY_MS) };
}

/**
 * A window of due instants that holds every task a task reminder can concern as of `now`, in any
 * zone (UTC−12 to UTC+14) and with any "days before": yesterday's overdue tasks to those due in
 * two days, for an occasion up to 12 hours late (each person's own dates are picked from it).
 */
export function taskDueWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - 6 * DAY_MS), to: new Date(now.getTime() + 6 * DAY_MS) };
}

/**
 * The sign-up instant before which a person whose address is still unconfirmed gets no reminder
 * or notice, as of `now` (demo sandboxes and suspended companies get none either:
 * app/models/reminder-mail.server.ts).
 */
export function unconfirmedCutoff(now: Date): Date {
  return new Date(now.getTime() - UNCONFIRMED_REMINDER_DAYS * DAY_MS);
}

/** "8:01 a.m.", "12:30 p.m.": the wall-clock time of an instant in a zone, as a person says it. */
export function spokenTime(instant: Date, timeZone: string | null | undefined): string {
  const [hours, minutes] = zonedParts(instant, timeZone).time.split(":").map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${pad(minutes)} ${hours < 12 ? "a.m." : "p.m."}`;
}

/** "8:01 a.m. your time (Europe/Berlin)": the Product Hunt start in the reader's own zone. */
export function productHuntStartInZone(launchDate: string, timeZone: string | null | undefined) {
  const starts = launchStartsAt(launchDate);
  const zone = safeTimeZone(timeZone);
  return {
    starts,
    localDate: localDate(starts, zone),
    localTime: spokenTime(starts, zone),
    pacificTime: spokenTime(starts, PRODUCT_HUNT_TIME_ZONE),
    zone,
  };
}

// Dedupe keys: the outbox keeps one message per key, so each reminder exists at most once
// however many servers schedule at once (docs/decisions/045-outbox-and-reminders.md).
export const reminderKeys = {
  /** The tasks due on one local date, for one person. */
  taskReminder: (userId: string, dueDate: string) => `task-reminder:${userId}:${dueDate}`,
  /** The open tasks that were due on one local date, told the day after. */
  overdue: (userId: string, dueDate: string) => `overdue:${userId}:${dueDate}`,
  launch: (appId: string, userId: string, occasion: LaunchOccasion, launchDate: string) =>
    `launch:${appId}:${userId}:${occasion}:${launchDate}`,
  digest: (userId: string, weekStart: string) => `digest:${userId}:${weekStart}`,
  assigned: (taskId: string, assigneeId: string, at: Date) =>
    `assigned:${taskId}:${assigneeId}:${at.getTime()}`,
  inviteAccepted: (invitationId: string) => `invite-accepted:${invitationId}`,
};
