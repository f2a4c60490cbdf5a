// The time zones a person chooses from (/preferences, registration, the API): IANA's current
// names, grouped by region with their offset at this moment. The runtime's ICU lists zones under
// CLDR's names, which keep a few spellings IANA has since changed (Asia/Calcutta for
// Asia/Kolkata, Europe/Kiev for Europe/Kyiv); browsers report either spelling, and old names
// such as US/Eastern. Every name the runtime knows is accepted and stored under the current one.

import { FALLBACK_TIME_ZONE, MINUTE_MS } from "./dates";
import { TIME_ZONE_MAX } from "./limits";

/**
 * CLDR's spelling -> IANA's current name, for the zones where they differ (IANA's zone.tab
 * against `Intl.supportedValuesOf("timeZone")`). A unit test checks each pair is one zone for the
 * runtime; the SQL migration 20261128020000_current_time_zone_names rewrites stored names with it.
 */
export const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

let listed: Set<string> | undefined;

/** Every zone offered, under its current name, UTC included (Intl lists it only as an alias). */
export function timeZoneNames(): Set<string> {
  listed ??= new Set([
    FALLBACK_TIME_ZONE,
    ...Intl.supportedValuesOf("timeZone").map((zone) => CURRENT_ZONE_NAMES[zone] ?? zone),
  ]);
  return listed;
}

/**
 * The current name of the zone a browser or a person sent ("Asia/Calcutta", "US/Eastern",
 * "Etc/UTC" -> "Asia/Kolkata", "America/New_York", "UTC"), or null when it is none of the
 * listed zones. `known` is the list to check against (the server's, sent to the browser).
 */
export function currentTimeZoneName(
  input: unknown,
  known: ReadonlySet<string> = timeZoneNames(),
): string | null {
  if (typeof input !== "string") return null;
  const name = input.trim();
  if (!name || name.length > TIME_ZONE_MAX) return null;
  if (known.has(name)) return name;
  let resolved: string;
  try {
    // The runtime resolves every alias it knows to one spelling of the zone.
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const current = CURRENT_ZONE_NAMES[resolved] ?? resolved;
  return known.has(current) ? current : null;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC in `zone` at `now` (daylight saving time included). */
export function utcOffsetMinutes(zone: string, now: Date): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    offsetFormats.set(zone, format);
  }
  const text = format.formatToParts(now).find((part) => part.type === "timeZoneName")?.value ?? "";
  // "GMT+05:30", "GMT-03:00", or "GMT" at zero.
  const match = /([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** "UTC+05:30", "UTC-03:00", "UTC+00:00". */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `UTC${sign}${hh}:${mm}`;
}

/** The place part of a zone name: "Kolkata", "Buenos Aires (Argentina)", "UTC". */
export function timeZonePlace(zone: string): string {
  const parts = zone.replaceAll("_", " ").split("/");
  if (parts.length === 1) return parts[0];
  const place = parts[parts.length - 1];
  return parts.length > 2 ? `${place} (${parts.slice(1, -1).join(", ")})` : place;
}

/** An option's text: "(UTC+05:30) Kolkata". */
export function timeZoneLabel(zone: string, offsetMinutes: number): string {
  return `(${formatUtcOffset(offsetMinutes)}) ${timeZonePlace(zone)}`;
}

const REGIONS: Readonly<Record<string, string>> = {
  UTC: "Universal",
  Africa: "Africa",
  America: "Americas",
  Antarctica: "Antarctica",
  Arctic: "Arctic",
  Asia: "Asia",
  Atlantic: "Atlantic Ocean",
  Australia: "Australia",
  Europe: "Europe",
  Indian: "Indian Ocean",
  Pacific: "Pacific Ocean",
};

/** A region of the list: its zones as [name, minutes east of UTC now], west to east. */
export type TimeZoneGroup = { region: string; zones: [string, number][] };

// Offsets change only at a zone's transitions, which fall on a quarter hour of UTC: the list
// built once per quarter hour is right for all of it (building it takes about 20 ms).
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
let cached: { quarter: number; groups: TimeZoneGroup[] } | undefined;

/** The list by region (UTC first, then A to Z), each region's zones west to east, then by place. */
export function timeZoneGroups(now: Date = new Date()): TimeZoneGroup[] {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  if (cached?.quarter !== quarter) cached = { quarter, groups: buildGroups(now) };
  return cached.groups;
}

function buildGroups(now: Date): TimeZoneGroup[] {
  const byRegion = new Map<string, [string, number][]>();
  for (const zone of timeZoneNames()) {
    const region = REGIONS[zone.split("/")[0]] ?? "Other";
    const zones = byRegion.get(region) ?? [];
    zones.push([zone, utcOffsetMinutes(zone, now)]);
    byRegion.set(region, zones);
  }
  const order = Object.values(REGIONS).concat("Other");
  return [...byRegion.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([region, zones]) => ({
      region,
      zones: zones.sort(
        ([a, offsetA], [b, offsetB]) =>
          offsetA - offsetB || timeZonePlace(a).localeCompare(timeZonePlace(b)),
      ),
    }));
}
