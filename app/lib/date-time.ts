import { safeTimeZone } from "./dates";

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 25, 2026, 8:53 PM" in the user's zone (an unknown zone means UTC). */
export function formatDateTime(date: Date | string, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: zone,
    });
    formats.set(zone, format);
  }
  return format.format(typeof date === "string" ? new Date(date) : date);
}
