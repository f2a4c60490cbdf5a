import fs from "node:fs";
import path from "node:path";

import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";

import { monthGrid, placeItems } from "./calendar";
import { formatDate } from "./date-time";
import {
  addDays,
  DAY_MS,
  daysBetween,
  isIsoDate,
  isoDate,
  isValidTimeZone,
  parseIsoDate,
  parseIsoInstant,
  safeTimeZone,
  startOfWeek,
  todayIn,
  weekday,
  zonedInstant,
  zonedParts,
} from "./dates";
import { dailyProgressSeries } from "./kpi";

// US daylight saving time 2026: starts Sun 8 March (02:00 -> 03:00), ends Sun 1 November.
// EU summer time 2026: starts Sun 29 March, ends Sun 25 October.

describe("ISO calendar dates", () => {
  it("accepts real calendar dates written YYYY-MM-DD, as midnight UTC", () => {
    expect(parseIsoDate("2026-03-02")?.toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(parseIsoDate("0099-01-01")?.toISOString()).toBe("0099-01-01T00:00:00.000Z");
    expect(isIsoDate("2026-12-31")).toBe(true);
  });

  it("knows leap days", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("1900-02-29")).toBe(false);
    expect(isIsoDate("2100-02-29")).toBe(false);
  });

  it("refuses dates that do not exist and other spellings", () => {
    for (const value of [
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-3-2",
      " 2026-03-02",
      "2026-03-02 ",
      "2026-03-02T10:00",
      "02/03/2026",
      "",
      null,
      undefined,
      20260302,
    ]) {
      expect(parseIsoDate(value), String(value)).toBeNull();
      expect(isIsoDate(value), String(value)).toBe(false);
    }
  });

  it("formats a stored date as its UTC day", () => {
    expect(isoDate(new Date("2026-11-22T00:00:00.000Z"))).toBe("2026-11-22");
    expect(isoDate(new Date("2026-11-22T23:59:59.999Z"))).toBe("2026-11-22");
  });
});

describe("ISO instants", () => {
  it("reads an instant with its zone", () => {
    expect(parseIsoInstant("2026-12-01T18:00:00Z")?.toISOString()).toBe("2026-12-01T18:00:00.000Z");
    expect(parseIsoInstant("2026-12-01T18:00+02:00")?.toISOString()).toBe(
      "2026-12-01T16:00:00.000Z",
    );
    expect(parseIsoInstant("2026-12-01T18:00:00.250Z")?.getUTCMilliseconds()).toBe(250);
  });

  it.each([
    "December 1, 2026",
    "2026-12-01",
    "2026-12-01T18:00:00",
    "2026-02-30T10:00:00Z",
    "2026-12-01T25:00:00Z",
    " 2026-12-01T18:00:00Z",
    "1",
    null,
  ])("refuses %j", (value) => {
    expect(parseIsoInstant(value)).toBeNull();
  });
});

describe("day arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2028-02-22", 7)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-22", 0)).toBe("2026-11-22");
  });

  it("counts whole days across daylight-saving changes", () => {
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-25", 7)).toBe("2026-04-01");
    expect(addDays("2026-10-20", 14)).toBe("2026-11-03");
    expect(daysBetween("2026-03-01", "2026-04-01")).toBe(31);
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2027-01-01", "2026-12-31")).toBe(-1);
    expect(DAY_MS).toBe(86_400_000);
  });

  it("refuses to do arithmetic on a date that does not exist", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => daysBetween("2026-02-28", "2026-02-30")).toThrow(RangeError);
  });

  it("finds the first day of a week that starts on Monday or Sunday", () => {
    // 2026-03-04 is a Wednesday.
    expect(weekday("2026-03-04")).toBe(3);
    expect(startOfWeek("2026-03-04", 1)).toBe("2026-03-02");
    expect(startOfWeek("2026-03-02", 1)).toBe("2026-03-02");
    expect(startOfWeek("2026-03-08", 1)).toBe("2026-03-02");
    expect(startOfWeek("2026-03-04", 0)).toBe("2026-03-01");
    expect(startOfWeek("2026-03-08", 0)).toBe("2026-03-08");
    expect(startOfWeek("2027-01-01", 1)).toBe("2026-12-28");
    expect(startOfWeek("2024-03-01", 1)).toBe("2024-02-26");
  });
});

describe("today in a time zone", () => {
  const lateEvening = new Date("2026-11-22T23:30:00Z");

  it("is the calendar date where the reader is", () => {
    expect(todayIn("UTC", lateEvening)).toBe("2026-11-22");
    expect(todayIn("Asia/Tokyo", lateEvening)).toBe("2026-11-23");
    expect(todayIn("America/Los_Angeles", lateEvening)).toBe("2026-11-22");
    expect(todayIn("Pacific/Kiritimati", new Date("2026-11-22T10:30:00Z"))).toBe("2026-11-23");
    expect(todayIn("Pacific/Pago_Pago", new Date("2026-11-22T10:30:00Z"))).toBe("2026-11-21");
  });

  it("turns the day at local midnight on both sides of a daylight-saving change", () => {
    // Before the change Los Angeles is UTC-8, after it UTC-7.
    expect(todayIn("America/Los_Angeles", new Date("2026-03-08T07:59:00Z"))).toBe("2026-03-07");
    expect(todayIn("America/Los_Angeles", new Date("2026-03-08T08:00:00Z"))).toBe("2026-03-08");
    expect(todayIn("America/Los_Angeles", new Date("2026-03-09T06:59:00Z"))).toBe("2026-03-08");
    expect(todayIn("America/Los_Angeles", new Date("2026-03-09T07:00:00Z"))).toBe("2026-03-09");
    // Berlin leaves summer time on 25 October: midnight is 22:00 UTC, the next one 23:00 UTC.
    expect(todayIn("Europe/Berlin", new Date("2026-10-24T21:59:00Z"))).toBe("2026-10-24");
    expect(todayIn("Europe/Berlin", new Date("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
    expect(todayIn("Europe/Berlin", new Date("2026-10-25T22:59:00Z"))).toBe("2026-10-25");
    expect(todayIn("Europe/Berlin", new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });

  it("falls back to the UTC date for an empty or unknown zone, never an error", () => {
    for (const zone of ["Mars/Olympus", "Not/AZone", "", "Europe/Berlin ", null, undefined]) {
      expect(todayIn(zone, lateEvening), String(zone)).toBe("2026-11-22");
      expect(zonedParts(lateEvening, zone), String(zone)).toEqual({
        date: "2026-11-22",
        time: "23:30",
      });
    }
    expect(zonedInstant("2026-11-22", "09:00", "Mars/Olympus").toISOString()).toBe(
      "2026-11-22T09:00:00.000Z",
    );
  });

  it("says which zones are real", () => {
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(safeTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(safeTimeZone("Mars/Olympus")).toBe("UTC");
    expect(safeTimeZone(null)).toBe("UTC");
    expect(safeTimeZone(undefined)).toBe("UTC");
  });
});

describe("wall-clock times in a zone", () => {
  it("converts a wall-clock input to an instant and back", () => {
    const instant = zonedInstant("2026-11-21", "23:30", "Asia/Kolkata");
    expect(instant.toISOString()).toBe("2026-11-21T18:00:00.000Z");
    expect(zonedParts(instant, "Asia/Kolkata")).toEqual({ date: "2026-11-21", time: "23:30" });
  });

  it("moves a time skipped by the spring change forward by the gap", () => {
    // 02:30 does not exist on 8 March in Los Angeles: 03:30 PDT.
    expect(zonedInstant("2026-03-08", "02:30", "America/Los_Angeles").toISOString()).toBe(
      "2026-03-08T10:30:00.000Z",
    );
    expect(zonedInstant("2026-03-29", "02:30", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
  });

  it("takes the first of a time that happens twice when clocks go back", () => {
    // 02:30 happens at 00:30 UTC (summer time) and again at 01:30 UTC in Berlin on 25 October.
    expect(zonedInstant("2026-10-25", "02:30", "Europe/Berlin").toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
    expect(zonedInstant("2026-11-01", "01:30", "America/Los_Angeles").toISOString()).toBe(
      "2026-11-01T08:30:00.000Z",
    );
  });

  it("keeps the same wall-clock time on both sides of a change", () => {
    expect(zonedInstant("2026-03-07", "09:00", "America/Los_Angeles").toISOString()).toBe(
      "2026-03-07T17:00:00.000Z",
    );
    expect(zonedInstant("2026-03-09", "09:00", "America/Los_Angeles").toISOString()).toBe(
      "2026-03-09T16:00:00.000Z",
    );
  });
});

describe("agrees with @date-fns/tz", () => {
  // Long loops on a shared machine: a generous timeout.
  const SLOW = 60_000;
  // Summer time north and south, a 45-minute offset, and a zone whose clocks move by 30 minutes.
  const ZONES = ["America/Los_Angeles", "Europe/Berlin", "Pacific/Chatham", "Australia/Lord_Howe"];
  const TIMES = ["00:00", "01:30", "02:00", "02:30", "03:00", "12:00", "23:59"];

  it(
    "on the wall-clock date and time of an instant, all through 2026",
    () => {
      const start = Date.UTC(2026, 0, 1);
      for (const zone of ZONES) {
        for (let t = start; t < start + 366 * DAY_MS; t += 433 * 60 * 1000) {
          const z = new TZDate(t, zone);
          const expected = {
            date: `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, "0")}-${String(z.getDate()).padStart(2, "0")}`,
            time: `${String(z.getHours()).padStart(2, "0")}:${String(z.getMinutes()).padStart(2, "0")}`,
          };
          const actual = zonedParts(new Date(t), zone);
          if (actual.date !== expected.date || actual.time !== expected.time) {
            expect(actual, `${zone} ${new Date(t).toISOString()}`).toEqual(expected);
          }
        }
      }
    },
    SLOW,
  );

  it(
    "on the instant of every wall-clock time; a repeated time is its first occurrence",
    () => {
      for (const zone of ZONES) {
        for (let day = "2026-01-01"; day < "2027-01-01"; day = addDays(day, 1)) {
          const [y, m, d] = day.split("-").map(Number);
          // Every day of the months these zones change their clocks in, every fifth day otherwise.
          if (![3, 4, 9, 10, 11].includes(m) && d % 5 !== 0) continue;
          for (const time of TIMES) {
            const [hh, mm] = time.split(":").map(Number);
            const reference = new Date(new TZDate(y, m - 1, d, hh, mm, zone).getTime());
            const actual = zonedInstant(day, time, zone);
            const label = `${zone} ${day} ${time}`;
            const exists =
              format(new TZDate(reference, zone), "yyyy-MM-dd HH:mm") === `${day} ${time}`;
            if (!exists) {
              // Skipped by a change: both move it forward by the gap.
              expect(actual.toISOString(), label).toBe(reference.toISOString());
            } else if (actual.getTime() !== reference.getTime()) {
              // Happens twice: the library may pick either; ours is the earlier, and it is right.
              expect(zonedParts(actual, zone), label).toEqual({ date: day, time });
              expect(actual.getTime(), label).toBeLessThan(reference.getTime());
            }
          }
        }
      }
    },
    SLOW,
  );
});

describe("every caller behaves the same for an unknown zone", () => {
  const snapshots = [
    { progress: 10, createdAt: new Date("2026-11-22T23:30:00Z") },
    { progress: 20, createdAt: new Date("2026-11-23T00:30:00Z") },
  ];

  it("the progress chart groups by the UTC day instead of failing", () => {
    expect(dailyProgressSeries(snapshots, "Mars/Olympus")).toEqual(
      dailyProgressSeries(snapshots, "UTC"),
    );
    expect(dailyProgressSeries(snapshots, "Mars/Olympus").map((p) => p.day)).toEqual([
      "2026-11-22",
      "2026-11-23",
    ]);
  });

  it("the calendar places timed items on their UTC day instead of failing", () => {
    const item = {
      id: "t1",
      kind: "task" as const,
      title: "Post",
      description: "",
      appId: "a",
      appName: "App",
      href: "/apps/a/checklist",
      done: false,
      allDay: false as const,
      at: "2026-11-22T23:30:00.000Z",
    };
    expect(placeItems([item], "Mars/Olympus")[0]).toMatchObject({ day: "2026-11-22" });
    expect(placeItems([item], "Mars/Olympus")).toEqual(placeItems([item], "UTC"));
  });

  it("the month grid starts each week on the reader's first day", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const monday = monthGrid("2026-11", 1);
    expect(monday[0][0].day).toBe("2026-10-26");
    expect(monday[monday.length - 1][6].day).toBe("2026-12-06");
    const sunday = monthGrid("2026-11", 0);
    expect(sunday[0][0].day).toBe("2026-11-01");
    expect(sunday[sunday.length - 1][6].day).toBe("2026-12-05");
  });
});

// One home: a second "day in milliseconds", "today in a zone" or ISO-date parser elsewhere in
// app/ would bring back the drift this module removed (three "today" helpers, each failing
// differently on a bad zone). New date helpers belong in app/lib/dates.ts. Tests may spell dates
// out as they like.
const APP = path.resolve(import.meta.dirname, "..");
const HOME = path.join("lib", "dates.ts");

const DUPLICATES: Array<{ what: string; pattern: RegExp }> = [
  { what: "a day in milliseconds (use DAY_MS)", pattern: /\bDAY_MS\s*=|24\s*\*\s*60\s*\*\s*60\b/ },
  { what: "a day in milliseconds (use DAY_MS)", pattern: /\b86_?400_?000\b|\b864e5\b/ },
  {
    what: "a 'today in a time zone' helper (use todayIn)",
    pattern: /\bfunction\s+today\w*\s*\(|\bconst\s+today\w*\s*=\s*(?:\([^)]*\)|\w+)\s*=>/,
  },
  {
    what: "a 'today in a time zone' helper (use todayIn)",
    pattern: /(?:DateTimeFormat|toLocale\w*String)\(\s*["']en-CA["']/,
  },
  {
    what: "a time-zone check (use isValidTimeZone / safeTimeZone)",
    pattern: /\bfunction\s+(?:isValid|safe)\w*Zone\s*\(/,
  },
  {
    what: "an ISO-date parser (use parseIsoDate / isIsoDate)",
    pattern: /\\d\{4\}\)?-\(?\\d\{2\}\)?-/,
  },
  {
    what: "an ISO-date formatter (use isoDate)",
    pattern: /toISOString\(\)\s*\.slice\(\s*0\s*,\s*10\s*\)/,
  },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function findDateDuplicates(files: Array<{ file: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    text.split("\n").forEach((line, i) => {
      for (const { what, pattern } of DUPLICATES) {
        if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
      }
    });
  }
  return found;
}

describe("one home for dates", () => {
  it("the detector recognises each kind of copy", () => {
    const copies = [
      "const DAY_MS = 24 * 60 * 60 * 1000;",
      "const TTL = 30 * 24 * 60 * 60 * 1000;",
      "export function todayInTimeZone(timeZone: string) {",
      'new Intl.DateTimeFormat("en-CA", { timeZone })',
      "export function isValidTimeZone(zone: string) {",
      "const ISO = /^(\\d{4})-(\\d{2})-(\\d{2})$/;",
      "const DATE = /^\\d{4}-\\d{2}-\\d{2}$/;",
      "return date.toISOString().slice(0, 10);",
    ];
    for (const text of copies)
      expect(findDateDuplicates([{ file: "x.ts", text }]), text).toHaveLength(1);
    expect(
      findDateDuplicates([{ file: "x.ts", text: "const today = todayIn(user.timeZone);" }]),
    ).toEqual([]);
  });

  it("app/ has no second copy of a date helper outside app/lib/dates.ts", () => {
    const files = sourceFiles(APP)
      .map((full) => path.relative(APP, full))
      .filter((file) => file !== HOME && !/\.test\.tsx?$/.test(file))
      .map((file) => ({
        file: `app/${file}`,
        text: fs.readFileSync(path.join(APP, file), "utf8"),
      }));
    expect(files.length).toBeGreaterThan(100);
    expect(findDateDuplicates(files)).toEqual([]);
  });
});

describe("dates in the reader's words", () => {
  it("writes a calendar date as that day, wherever the reader is", () => {
    expect(formatDate("2027-02-02", "America/Los_Angeles")).toBe("Tue, 2 Feb 2027");
    expect(formatDate("2027-02-02", "Pacific/Kiritimati")).toBe("Tue, 2 Feb 2027");
  });

  it("writes an instant as the day it falls on in the reader's zone", () => {
    const instant = new Date("2026-12-05T23:30:00Z");
    expect(formatDate(instant, "UTC")).toBe("Sat, 5 Dec 2026");
    expect(formatDate(instant, "Europe/Berlin")).toBe("Sun, 6 Dec 2026");
    expect(formatDate(instant.toISOString(), "America/New_York")).toBe("Sat, 5 Dec 2026");
    expect(formatDate(instant, "Not/AZone")).toBe("Sat, 5 Dec 2026");
  });
});
