import { formatCalendarDate, isIsoDate, safeTimeZone } from "./dates";

export { formatCalendarDate };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(
  key: string,
  options: Intl.DateTimeFormatOptions,
  locale = "en-US",
): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

// The one way pages, emails and the PDF write a date (docs/decisions/088-one-date-style.md): the
// day first, the month's three letters, the year ("Sat, 5 Dec 2026"), and a time as "9:00 AM".
// Machine formats (CSV, ICS, the API) keep ISO. tests/architecture/one-home.test.ts fails when a
// date is written anywhere else.

/** "Wed, 25 Nov 2026, 8:53 PM" in the user's zone (an unknown zone means UTC). */
export function formatDateTime(date: Date | string, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  const instant = typeof date === "string" ? new Date(date) : date;
  return `${formatDate(instant, zone)}, ${formatTime(instant, zone)}`;
}

/** "9:00 AM": the time of an instant in a zone (an unknown zone means UTC). */
export function formatTime(date: Date | string, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  const format = formatter(`time ${zone}`, {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: zone,
  });
  return format.format(typeof date === "string" ? new Date(date) : date);
}

/** "November 2026": a month (a calendar's heading), from "2026-11". */
export function formatMonth(month: string): string {
  return formatter("month", { month: "long", year: "numeric", timeZone: "UTC" }, "en-GB").format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** "Sun, 22 Nov": a day of a calendar's month, whose heading says the year. */
export function formatDayOfMonth(day: string): string {
  return formatDate(day, "UTC").replace(/ \d{4}$/, "");
}

/** The plan's way of writing a day (as its checklist and content schedule do): "Sat, 5 Dec 2026". */
const DAY_OPTIONS = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;

/**
 * "Sat, 5 Dec 2026": how pages and the PDF write a day. A calendar date ("2026-12-05", what a
 * date field holds) is that day wherever the reader is; an instant is the day it falls on in the
 * reader's zone (an unknown zone means UTC). Machine formats (CSV, ICS, the API) keep ISO.
 */
export function formatDate(date: Date | string, timeZone: string): string {
  if (typeof date === "string" && isIsoDate(date)) return formatCalendarDate(date);
  const zone = safeTimeZone(timeZone);
  const format = formatter(`date ${zone}`, { ...DAY_OPTIONS, timeZone: zone }, "en-GB");
  return format.format(typeof date === "string" ? new Date(date) : date);
}
