import { describe, expect, it } from "vitest";

import { launchStartsAt } from "./checklist";
import { addDays, HOUR_MS, MINUTE_MS } from "./dates";
import {
  dueDailyOccasion,
  dueLaunchOccasions,
  dueTaskReminder,
  dueWeeklyDigest,
  isDue,
  launchDateWindow,
  launchOccasions,
  localDate,
  localDayBounds,
  localHourAt,
  productHuntEve,
  productHuntStartInZone,
  REMINDER_LATE_LIMIT_MS,
  reminderDaysBeforeOf,
  reminderHourOf,
  reminderKeys,
  spokenTime,
  taskDueWindow,
  unconfirmedCutoff,
} from "./reminders";

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe("localHourAt keeps the local hour across daylight-saving changes", () => {
  it("Europe/London: 09:00 is 09:00Z in winter and 08:00Z in summer (spring 2026-03-29)", () => {
    expect(iso(localHourAt("2026-03-28", 9, "Europe/London"))).toBe("2026-03-28T09:00:00.000Z");
    expect(iso(localHourAt("2026-03-29", 9, "Europe/London"))).toBe("2026-03-29T08:00:00.000Z");
    expect(iso(localHourAt("2026-03-30", 9, "Europe/London"))).toBe("2026-03-30T08:00:00.000Z");
  });

  it("Europe/London: back to 09:00Z when clocks go back (2026-10-25)", () => {
    expect(iso(localHourAt("2026-10-24", 9, "Europe/London"))).toBe("2026-10-24T08:00:00.000Z");
    expect(iso(localHourAt("2026-10-25", 9, "Europe/London"))).toBe("2026-10-25T09:00:00.000Z");
    expect(iso(localHourAt("2026-10-26", 9, "Europe/London"))).toBe("2026-10-26T09:00:00.000Z");
  });

  it("an hour skipped in spring moves forward by the gap; a doubled hour is the first one", () => {
    // 01:00 does not exist in London on 2026-03-29: clocks go from 01:00 GMT to 02:00 BST.
    expect(iso(localHourAt("2026-03-29", 1, "Europe/London"))).toBe("2026-03-29T01:00:00.000Z");
    // 01:00 happens twice on 2026-10-25: first at 01:00 BST (00:00Z).
    expect(iso(localHourAt("2026-10-25", 1, "Europe/London"))).toBe("2026-10-25T00:00:00.000Z");
  });

  it("America/Sao_Paulo has no daylight saving (since 2019): always 03:00 behind UTC", () => {
    for (const date of ["2026-01-15", "2026-07-15", "2026-11-01", "2026-12-20"]) {
      expect(iso(localHourAt(date, 9, "America/Sao_Paulo"))).toBe(`${date}T12:00:00.000Z`);
    }
  });

  it("Asia/Kolkata is 05:30 ahead all year", () => {
    expect(iso(localHourAt("2026-01-15", 9, "Asia/Kolkata"))).toBe("2026-01-15T03:30:00.000Z");
    expect(iso(localHourAt("2026-07-15", 9, "Asia/Kolkata"))).toBe("2026-07-15T03:30:00.000Z");
    expect(iso(localHourAt("2026-07-15", 2, "Asia/Kolkata"))).toBe("2026-07-14T20:30:00.000Z");
  });

  it("an unknown zone is UTC, an impossible hour the default 9", () => {
    expect(iso(localHourAt("2026-07-15", 9, "Mars/Olympus"))).toBe("2026-07-15T09:00:00.000Z");
    expect(reminderHourOf(24)).toBe(9);
    expect(reminderHourOf(-1)).toBe(9);
    expect(reminderHourOf(0)).toBe(0);
    expect(reminderDaysBeforeOf(3)).toBe(1);
    expect(reminderDaysBeforeOf(0)).toBe(0);
    expect(reminderDaysBeforeOf(2)).toBe(2);
  });

  it("local day bounds are 23 and 25 hours long on the change days", () => {
    const spring = localDayBounds("2026-03-29", "Europe/London");
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR_MS);
    const autumn = localDayBounds("2026-10-25", "Europe/London");
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR_MS);
    expect(iso(localDayBounds("2026-07-15", "Asia/Kolkata").start)).toBe(
      "2026-07-14T18:30:00.000Z",
    );
  });
});

describe("dueDailyOccasion: due from the hour, for 12 hours", () => {
  const zone = "Europe/London";
  it("nothing before the hour, the day's occasion from it", () => {
    expect(dueDailyOccasion(zone, 9, at("2026-06-10T07:59:59Z"))).toBeNull();
    expect(dueDailyOccasion(zone, 9, at("2026-06-10T08:00:00Z"))).toEqual({
      date: "2026-06-10",
      at: at("2026-06-10T08:00:00Z"),
    });
  });

  it("still due when the server was down at the minute, not when 12 hours late", () => {
    expect(dueDailyOccasion(zone, 9, at("2026-06-10T19:59:00Z"))?.date).toBe("2026-06-10");
    expect(dueDailyOccasion(zone, 9, at("2026-06-10T20:00:00Z"))).toBeNull();
    expect(isDue(at("2026-06-10T08:00:00Z"), at("2026-06-10T08:00:00Z"))).toBe(true);
    expect(REMINDER_LATE_LIMIT_MS).toBe(12 * HOUR_MS);
  });

  it("a late hour is found after local midnight (yesterday's occasion, late)", () => {
    // 23:00 BST on 2026-06-10 is 22:00Z; at 00:30 BST the next day it is 90 minutes late.
    expect(dueDailyOccasion(zone, 23, at("2026-06-10T23:30:00Z"))?.date).toBe("2026-06-10");
  });

  it("on the spring-forward day 09:00 is 08:00Z, and the day before is too old by then", () => {
    expect(dueDailyOccasion(zone, 9, at("2026-03-29T07:59:00Z"))).toBeNull();
    expect(dueDailyOccasion(zone, 9, at("2026-03-29T08:00:00Z"))?.date).toBe("2026-03-29");
  });

  it("on the fall-back day 09:00 is 09:00Z", () => {
    expect(dueDailyOccasion(zone, 9, at("2026-10-25T08:30:00Z"))).toBeNull();
    expect(dueDailyOccasion(zone, 9, at("2026-10-25T09:00:00Z"))?.date).toBe("2026-10-25");
  });

  it("Sao Paulo and Kolkata", () => {
    expect(dueDailyOccasion("America/Sao_Paulo", 9, at("2026-11-01T11:59:00Z"))).toBeNull();
    expect(dueDailyOccasion("America/Sao_Paulo", 9, at("2026-11-01T12:00:00Z"))?.date).toBe(
      "2026-11-01",
    );
    expect(dueDailyOccasion("Asia/Kolkata", 9, at("2026-07-15T03:29:00Z"))).toBeNull();
    expect(dueDailyOccasion("Asia/Kolkata", 9, at("2026-07-15T03:30:00Z"))?.date).toBe(
      "2026-07-15",
    );
  });
});

describe("dueTaskReminder", () => {
  const person = (reminderDaysBefore: number, timeZone = "Europe/London") => ({
    timeZone,
    reminderHour: 9,
    reminderDaysBefore,
  });

  it("lists the tasks due 0, 1 or 2 days ahead, and yesterday's as overdue", () => {
    const now = at("2026-06-10T08:00:00Z");
    expect(dueTaskReminder(person(0), now)).toMatchObject({
      sendDate: "2026-06-10",
      dueDate: "2026-06-10",
      overdueDate: "2026-06-09",
    });
    expect(dueTaskReminder(person(1), now)?.dueDate).toBe("2026-06-11");
    expect(dueTaskReminder(person(2), now)?.dueDate).toBe("2026-06-12");
    expect(dueTaskReminder(person(1), at("2026-06-10T07:00:00Z"))).toBeNull();
  });

  it("the local date, not the UTC one: Kolkata's 9:00 on the 15th is 03:30Z", () => {
    expect(dueTaskReminder(person(1, "Asia/Kolkata"), at("2026-07-15T03:30:00Z"))?.dueDate).toBe(
      "2026-07-16",
    );
  });
});

describe("dueWeeklyDigest: the first day of the person's week", () => {
  it("Monday for a Monday week, Sunday for a Sunday week", () => {
    const monday = at("2026-06-08T09:00:00Z");
    const sunday = at("2026-06-07T09:00:00Z");
    const base = { timeZone: "UTC", reminderHour: 9 };
    expect(dueWeeklyDigest({ ...base, weekStart: 1 }, monday)?.date).toBe("2026-06-08");
    expect(dueWeeklyDigest({ ...base, weekStart: 1 }, sunday)).toBeNull();
    expect(dueWeeklyDigest({ ...base, weekStart: 0 }, sunday)?.date).toBe("2026-06-07");
    expect(dueWeeklyDigest({ ...base, weekStart: 0 }, monday)).toBeNull();
  });

  it("the local day: Monday 09:00 in Kolkata is still Sunday in UTC", () => {
    const person = { timeZone: "Asia/Kolkata", reminderHour: 2, weekStart: 1 };
    expect(dueWeeklyDigest(person, at("2026-06-07T20:30:00Z"))?.date).toBe("2026-06-08");
  });
});

describe("launch countdown", () => {
  const berlin = { timeZone: "Europe/Berlin", reminderHour: 9 };

  it("7 days, 1 day and the day at the person's hour; Product Hunt at 11:01 p.m. Pacific the eve", () => {
    const occasions = launchOccasions("2026-12-08", berlin);
    expect(occasions.map((o) => [o.occasion, iso(o.at)])).toEqual([
      ["7d", "2026-12-01T08:00:00.000Z"],
      ["1d", "2026-12-07T08:00:00.000Z"],
      ["day", "2026-12-08T08:00:00.000Z"],
      // 12:01 a.m. PST on 2026-12-08 is 08:01Z; an hour before is 23:01 PST on the 7th.
      ["ph", "2026-12-08T07:01:00.000Z"],
    ]);
    expect(localDate(productHuntEve("2026-12-08"), "America/Los_Angeles")).toBe("2026-12-07");
    expect(launchStartsAt("2026-12-08").getTime() - productHuntEve("2026-12-08").getTime()).toBe(
      HOUR_MS,
    );
  });

  it("the Product Hunt reminder is due only in the hour before the launch starts", () => {
    const eve = productHuntEve("2026-12-08");
    expect(dueLaunchOccasions("2026-12-08", berlin, new Date(eve.getTime() - 1))).toEqual([]);
    expect(dueLaunchOccasions("2026-12-08", berlin, eve)).toEqual(["ph"]);
    expect(
      dueLaunchOccasions("2026-12-08", berlin, new Date(eve.getTime() + 58 * MINUTE_MS)),
    ).toEqual(["ph"]);
    // 08:00Z is Berlin's 09:00 on launch day; at 08:01Z the launch has started: no "ph" now.
    expect(dueLaunchOccasions("2026-12-08", berlin, at("2026-12-08T08:00:30Z"))).toEqual([
      "day",
      "ph",
    ]);
    expect(dueLaunchOccasions("2026-12-08", berlin, at("2026-12-08T08:01:00Z"))).toEqual(["day"]);
    // A week before at 09:00 Berlin, and the day before.
    expect(dueLaunchOccasions("2026-12-08", berlin, at("2026-12-01T08:00:00Z"))).toEqual(["7d"]);
    expect(dueLaunchOccasions("2026-12-08", berlin, at("2026-12-07T19:59:00Z"))).toEqual(["1d"]);
    expect(dueLaunchOccasions("2026-12-08", berlin, at("2026-12-07T20:00:00Z"))).toEqual([]);
  });

  it("says the Product Hunt start in the reader's zone (8:01 a.m. in Berlin in mid-March)", () => {
    // US summer time starts on 2026-03-08, Europe's on 2026-03-29: Berlin is 8 hours ahead.
    expect(productHuntStartInZone("2026-03-10", "Europe/Berlin")).toMatchObject({
      localTime: "8:01 a.m.",
      localDate: "2026-03-10",
      pacificTime: "12:01 a.m.",
      zone: "Europe/Berlin",
    });
    expect(productHuntStartInZone("2026-12-08", "Europe/Berlin").localTime).toBe("9:01 a.m.");
    expect(productHuntStartInZone("2026-12-08", "Asia/Kolkata").localTime).toBe("1:31 p.m.");
    // New York: 3:01 a.m. on the same day; an unknown zone reads as UTC.
    expect(productHuntStartInZone("2026-12-08", "America/New_York").localTime).toBe("3:01 a.m.");
    expect(productHuntStartInZone("2026-12-08", "Nowhere/Else")).toMatchObject({
      zone: "UTC",
      localTime: "8:01 a.m.",
    });
    // Auckland is already on the next day.
    expect(productHuntStartInZone("2026-12-08", "Pacific/Auckland")).toMatchObject({
      localDate: "2026-12-08",
      localTime: "9:01 p.m.",
    });
    expect(productHuntStartInZone("2026-12-08", "Pacific/Honolulu")).toMatchObject({
      localDate: "2026-12-07",
      localTime: "10:01 p.m.",
    });
  });
});

describe("spokenTime", () => {
  it("12-hour clock with a.m. and p.m.", () => {
    expect(spokenTime(at("2026-06-10T00:30:00Z"), "UTC")).toBe("12:30 a.m.");
    expect(spokenTime(at("2026-06-10T12:00:00Z"), "UTC")).toBe("12:00 p.m.");
    expect(spokenTime(at("2026-06-10T20:01:00Z"), "UTC")).toBe("8:01 p.m.");
    expect(spokenTime(at("2026-06-10T09:05:00Z"), "UTC")).toBe("9:05 a.m.");
  });
});

describe("unconfirmed addresses", () => {
  it("get reminders for 7 days after sign-up", () => {
    expect(iso(unconfirmedCutoff(at("2026-06-10T09:00:00Z")))).toBe("2026-06-03T09:00:00.000Z");
  });
});

describe("the query windows hold every occasion, in every zone", () => {
  const zones = [
    "Etc/GMT+12",
    "Pacific/Honolulu",
    "America/Los_Angeles",
    "America/Sao_Paulo",
    "UTC",
    "Europe/London",
    "Asia/Kolkata",
    "Pacific/Auckland",
    "Pacific/Kiritimati",
  ];
  // Every 3 hours over the two days around London's spring change, off the whole hour.
  const instants = Array.from(
    { length: 16 },
    (_, i) => new Date(Date.UTC(2026, 2, 28) + i * 3 * HOUR_MS + 17 * MINUTE_MS),
  );

  it("task reminders: the due day and the overdue day fall inside taskDueWindow", () => {
    for (const now of instants) {
      const window = taskDueWindow(now);
      for (const timeZone of zones) {
        for (const reminderHour of [0, 9, 23]) {
          for (const reminderDaysBefore of [0, 1, 2]) {
            const plan = dueTaskReminder({ timeZone, reminderHour, reminderDaysBefore }, now);
            if (!plan) continue;
            for (const date of [plan.dueDate, plan.overdueDate]) {
              const day = localDayBounds(date, timeZone);
              expect(day.start.getTime()).toBeGreaterThanOrEqual(window.from.getTime());
              expect(day.end.getTime()).toBeLessThanOrEqual(window.to.getTime());
            }
          }
        }
      }
    }
  });

  it("launch countdown: a launch date with a due occasion falls inside launchDateWindow", () => {
    let checked = 0;
    for (let offset = -6; offset <= 12; offset++) {
      const launchDate = addDays("2026-03-28", offset);
      const stored = at(`${launchDate}T00:00:00Z`);
      for (const timeZone of zones) {
        for (const reminderHour of [0, 23]) {
          for (const instant of instants) {
            if (dueLaunchOccasions(launchDate, { timeZone, reminderHour }, instant).length === 0) {
              continue;
            }
            const w = launchDateWindow(instant);
            expect(stored >= w.from && stored <= w.to).toBe(true);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe("dedupe keys", () => {
  it("name the kind, the person and the occasion", () => {
    expect(reminderKeys.taskReminder("u1", "2026-06-11")).toBe("task-reminder:u1:2026-06-11");
    expect(reminderKeys.overdue("u1", "2026-06-09")).toBe("overdue:u1:2026-06-09");
    expect(reminderKeys.launch("a1", "u1", "ph", "2026-12-08")).toBe("launch:a1:u1:ph:2026-12-08");
    expect(reminderKeys.digest("u1", "2026-06-08")).toBe("digest:u1:2026-06-08");
    expect(reminderKeys.assigned("t1", "u2", at("2026-06-10T09:00:00Z"))).toBe(
      "assigned:t1:u2:1781082000000",
    );
    expect(reminderKeys.inviteAccepted("i1")).toBe("invite-accepted:i1");
  });
});
