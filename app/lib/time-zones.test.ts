import { describe, expect, it } from "vitest";

import {
  CURRENT_ZONE_NAMES,
  currentTimeZoneName,
  formatUtcOffset,
  timeZoneGroups,
  timeZoneLabel,
  timeZoneNames,
  timeZonePlace,
  utcOffsetMinutes,
} from "./time-zones";

const WINTER = new Date("2027-01-15T12:00:00Z");
const SUMMER = new Date("2027-07-15T12:00:00Z");

function zonesOf(groups: ReturnType<typeof timeZoneGroups>, region: string) {
  return groups.find((group) => group.region === region)?.zones.map(([zone]) => zone) ?? [];
}

describe("the list", () => {
  it("has IANA's current names, not the older spellings Intl lists", () => {
    const names = timeZoneNames();
    for (const current of ["Asia/Kolkata", "Europe/Kyiv", "Asia/Ho_Chi_Minh", "America/Nuuk"])
      expect(names.has(current), current).toBe(true);
    for (const old of ["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon", "America/Godthab"])
      expect(names.has(old), old).toBe(false);
    expect(names.has("UTC")).toBe(true);
  });

  it("is grouped by region, UTC first, each region west to east", () => {
    const groups = timeZoneGroups(WINTER);
    expect(groups[0]).toEqual({ region: "Universal", zones: [["UTC", 0]] });
    expect(groups.map((group) => group.region)).toEqual(
      expect.arrayContaining(["Africa", "Americas", "Asia", "Europe", "Pacific Ocean"]),
    );
    expect(zonesOf(groups, "Asia")).toContain("Asia/Kolkata");
    expect(zonesOf(groups, "Asia")).not.toContain("Asia/Calcutta");
    expect(zonesOf(groups, "Europe")).toContain("Europe/Kyiv");
    expect(zonesOf(groups, "Americas")).toContain("America/Argentina/Buenos_Aires");
    for (const group of groups) {
      const offsets = group.zones.map(([, offset]) => offset);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    }
    // Every listed zone once.
    const all = groups.flatMap((group) => group.zones.map(([zone]) => zone));
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(timeZoneNames().size);
  });

  it("gives each zone its offset at that moment, daylight saving time included", () => {
    const offsetIn = (date: Date, zone: string) =>
      timeZoneGroups(date)
        .flatMap((group) => group.zones)
        .find(([name]) => name === zone)?.[1];
    expect(offsetIn(WINTER, "Europe/Berlin")).toBe(60);
    expect(offsetIn(SUMMER, "Europe/Berlin")).toBe(120);
    expect(offsetIn(WINTER, "America/New_York")).toBe(-300);
    expect(offsetIn(SUMMER, "America/New_York")).toBe(-240);
    expect(offsetIn(SUMMER, "Asia/Kolkata")).toBe(330);
    expect(utcOffsetMinutes("Asia/Kathmandu", SUMMER)).toBe(345);
    expect(utcOffsetMinutes("UTC", SUMMER)).toBe(0);
  });

  it("labels an option with its offset and its place", () => {
    expect(timeZoneLabel("Asia/Kolkata", 330)).toBe("(UTC+05:30) Kolkata");
    expect(timeZoneLabel("America/St_Johns", -150)).toBe("(UTC-02:30) St Johns");
    expect(timeZoneLabel("UTC", 0)).toBe("(UTC+00:00) UTC");
    expect(timeZonePlace("America/Argentina/Buenos_Aires")).toBe("Buenos Aires (Argentina)");
    expect(timeZonePlace("America/North_Dakota/New_Salem")).toBe("New Salem (North Dakota)");
    expect(formatUtcOffset(-210)).toBe("UTC-03:30");
  });
});

describe("currentTimeZoneName: what a browser or a person sends, under the current name", () => {
  it.each([
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["Europe/Kiev", "Europe/Kyiv"],
    ["Europe/Kyiv", "Europe/Kyiv"],
    ["Europe/Uzhgorod", "Europe/Kyiv"],
    ["US/Eastern", "America/New_York"],
    ["US/Pacific", "America/Los_Angeles"],
    ["America/Buenos_Aires", "America/Argentina/Buenos_Aires"],
    ["Etc/UTC", "UTC"],
    ["GMT", "UTC"],
    ["UTC", "UTC"],
    ["Europe/Berlin", "Europe/Berlin"],
    [" Europe/Berlin ", "Europe/Berlin"],
  ])("%s -> %s", (sent, stored) => {
    expect(currentTimeZoneName(sent)).toBe(stored);
  });

  it.each([["Mars/Olympus_Mons"], [""], ["Etc/GMT+5"], [`Europe/${"x".repeat(80)}`], [42], [null]])(
    "%s is none of the listed zones",
    (sent) => {
      expect(currentTimeZoneName(sent)).toBeNull();
    },
  );

  it("checks against the list it is given (the server's, in the browser)", () => {
    const known = new Set(["UTC", "Asia/Kolkata"]);
    expect(currentTimeZoneName("Asia/Calcutta", known)).toBe("Asia/Kolkata");
    expect(currentTimeZoneName("Europe/Berlin", known)).toBeNull();
  });

  it("maps each older spelling to a name of the same zone, and lists only the current one", () => {
    const resolved = (zone: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    for (const [old, current] of Object.entries(CURRENT_ZONE_NAMES)) {
      expect(resolved(current), `${old} -> ${current}`).toBe(resolved(old));
      expect(timeZoneNames().has(current), current).toBe(true);
      expect(timeZoneNames().has(old), old).toBe(false);
    }
  });
});
