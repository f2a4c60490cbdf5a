// Calendar dates, days and time zones for the whole app: the one place that knows how long a day
// is, what a real "YYYY-MM-DD" date is, and what "today" means for someone in a time zone.
// Pure and browser-safe.
//
// A calendar date is the string "YYYY-MM-DD" (what <input type="date"> sends). Where a date is
// held as a Date (App.launchDate, KpiEntry.weekStart) it is midnight UTC of that day, so day
// arithmetic on dates happens in UTC, where no day is 23 or 25 hours long. Wall-clock times in a
// reader's zone come from the runtime's own time-zone data (Intl), which follows each zone's
// daylight-saving rules; no date library is needed, so pages that show a date do not ship one
// (dates.test.ts checks the answers against @date-fns/tz).
//
// A time zone that is empty or unknown (a hand-edited profile, a zone a browser invented, a
// zone later dropped from the time-zone database) means UTC, for every caller: pages still
// render, and the day shown is the UTC day rather than an error.
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const DAYS_PER_WEEK = 7;
/** The zone used when a saved zone is missing or unknown. */
export const FALLBACK_TIME_ZONE = "UTC";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar date written exactly "YYYY-MM-DD", as a Date at midnight UTC; null for
 * anything else: "2026-02-30", "2026-2-3", " 2026-02-03", "2026-02-03T10:00".
 */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date;
}

const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant written in ISO 8601 with its zone ("2026-12-01T18:00:00Z", "...T18:00+02:00"), or
 * null: a date alone, a time without a zone and free text ("December 1") are not instants.
 */
export function parseIsoInstant(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = ISO_INSTANT.exec(value);
  if (!match || !parseIsoDate(match[1])) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** True for a real calendar date written exactly "YYYY-MM-DD". */
export function isIsoDate(value: unknown): value is string {
  return parseIsoDate(value) !== null;
}

/** The UTC calendar date of a Date, "YYYY-MM-DD" (a stored date's own day). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function requireIsoDate(value: string): Date {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a calendar date: ${value}`);
  return date;
}

/** The calendar date `days` days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  const date = requireIsoDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** Whole calendar days from `from` to `to`: 1 from a day to the next, negative backwards. */
export function daysBetween(from: string, to: string): number {
  return Math.round((requireIsoDate(to).getTime() - requireIsoDate(from).getTime()) / DAY_MS);
}

/** The day of the week of a calendar date: 0 for Sunday to 6 for Saturday. */
export function weekday(day: string): number {
  return requireIsoDate(day).getUTCDay();
}

/**
 * The first day of the week holding `day`, for weeks starting on `weekStartsOn`
 * (0 Sunday, 1 Monday, as in User.weekStart).
 */
export function startOfWeek(day: string, weekStartsOn: number): string {
  const back = (weekday(day) - weekStartsOn + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return addDays(day, -back);
}

/** Zones already checked (building a formatter to check one is costly); at most 1,000 kept. */
const checkedZones = new Map<string, boolean>();

/** True when the runtime knows the zone (an IANA name such as "Europe/Berlin", or "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  const known = checkedZones.get(timeZone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone }).format(0);
    valid = true;
  } catch {
    valid = false;
  }
  if (checkedZones.size < 1000) checkedZones.set(timeZone, valid);
  return valid;
}

/** The zone itself when it is real, else UTC: every zone from user data goes through this. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a (valid) zone. */
function wallClock(instant: number, timeZone: string) {
  let formatter = wallClockFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClockFormats.set(timeZone, formatter);
  }
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) fields[part.type] = Number(part.value);
  return fields as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** Milliseconds since the epoch of a wall-clock reading taken as if it were UTC. */
function utcFromFields(year: number, month: number, day: number, hour: number, minute: number) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, 0, 0);
  return date.getTime();
}

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const wall = utcFromFields(w.year, w.month, w.day, w.hour, w.minute) + w.second * 1000;
  return wall - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The wall-clock date and time of an instant in a zone, as form input values. */
export function zonedParts(
  instant: Date,
  timeZone: string | null | undefined,
): { date: string; time: string } {
  const w = wallClock(instant.getTime(), safeTimeZone(timeZone));
  return {
    date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
  };
}

/**
 * The instant of a wall-clock date ("YYYY-MM-DD") and time ("HH:mm") in a zone. A time skipped
 * by a daylight-saving change moves forward by the gap, as clocks do; a time that happens twice
 * when clocks go back is its first occurrence.
 */
export function zonedInstant(
  date: string,
  time: string,
  timeZone: string | null | undefined,
): Date {
  const zone = safeTimeZone(timeZone);
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = utcFromFields(y, m, d, hh, mm);
  // The offsets a day either side cover any single change of the zone's clocks near this time.
  const before = zoneOffset(wall - DAY_MS, zone);
  const after = zoneOffset(wall + DAY_MS, zone);
  const early = wall - before;
  if (before === after) return new Date(early);
  const late = wall - after;
  const earlyFits = zoneOffset(early, zone) === before;
  const lateFits = zoneOffset(late, zone) === after;
  if (earlyFits && lateFits) return new Date(Math.min(early, late));
  if (lateFits && !earlyFits) return new Date(late);
  // Before the change, or in the gap it skips: the offset in force before it moves a skipped
  // time forward by the gap.
  return new Date(early);
}

/** Today's calendar date in a zone ("YYYY-MM-DD"); the UTC date when the zone is unknown. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  return zonedParts(now, timeZone).date;
}

/**
 * "Sat, 5 Dec 2026" for a calendar date "YYYY-MM-DD": the one date style of app/lib/date-time.ts
 * (which writes every other date), kept here because it needs nothing else, so browser code that
 * writes a plan's days (the content schedule) ships only this with the dates it already loads.
 */
export function formatCalendarDate(isoDate: string): string {
  calendarDays ??= new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return calendarDays.format(new Date(`${isoDate}T00:00:00Z`));
}
let calendarDays: Intl.DateTimeFormat | undefined;
