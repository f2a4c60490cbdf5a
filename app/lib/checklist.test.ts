import { describe, expect, it } from "vitest";

import { otherStores, PLATFORM_SETS } from "../../tests/fixtures/store-words";
import {
  CHECKLIST_TEMPLATE,
  dueAtFor,
  formatInZone,
  formatLaunchDate,
  formatPacificTime,
  launchDateFromAnswer,
  launchDateToStored,
  launchStartsAt,
  morningDueAt,
  offsetFromLaunch,
  parseDateOnly,
  parseTimeOfDay,
  planChecklist,
  PRODUCT_HUNT_TIME_ZONE,
  relativeLabel,
  replanDueAt,
  storedToLaunchDate,
  taskWording,
  templateTaskTitled,
} from "./checklist";
import { zonedInstant, zonedParts } from "./dates";
import { CATEGORY_IDS } from "./enums";
import type { PlatformId } from "./platforms";

// US daylight saving time 2026: starts Sun 8 March, ends Sun 1 November.
// EU summer time 2026: starts Sun 29 March, ends Sun 25 October.

describe("launch day on Product Hunt", () => {
  it("starts at 12:01 a.m. Pacific: 08:01 UTC in winter (PST, UTC−8)", () => {
    expect(launchStartsAt("2026-11-22").toISOString()).toBe("2026-11-22T08:01:00.000Z");
  });

  it("starts at 12:01 a.m. Pacific: 07:01 UTC in summer (PDT, UTC−7)", () => {
    expect(launchStartsAt("2026-07-14").toISOString()).toBe("2026-07-14T07:01:00.000Z");
  });

  it("shows in the user's own time zone", () => {
    const start = launchStartsAt("2026-11-22");
    expect(formatInZone(start, "Europe/Berlin")).toBe("Sun, 22 Nov 2026, 9:01 AM GMT+1");
    expect(formatInZone(start, "Asia/Tokyo")).toBe("Sun, 22 Nov 2026, 5:01 PM GMT+9");
    expect(formatInZone(start, "America/Los_Angeles")).toBe("Sun, 22 Nov 2026, 12:01 AM GMT-8");
    expect(formatInZone(start, "UTC")).toBe("Sun, 22 Nov 2026, 8:01 AM UTC");
    expect(formatInZone(start, "Asia/Kolkata")).toBe("Sun, 22 Nov 2026, 1:31 PM GMT+5:30");
    expect(formatPacificTime(start)).toBe("12:01 AM");
  });
});

describe("relative due dates", () => {
  it("keeps the Pacific wall-clock time for a task before a DST change", () => {
    // Launch after DST ended; T−7 still in PDT (UTC−7), launch day in PST (UTC−8).
    expect(dueAtFor("2026-11-03", -7, "09:00").toISOString()).toBe("2026-10-27T16:00:00.000Z");
    expect(dueAtFor("2026-11-03", 0, "00:01").toISOString()).toBe("2026-11-03T08:01:00.000Z");
    // Spring forward: launch in PDT, T−14 in PST.
    expect(dueAtFor("2026-03-15", -14, "09:00").toISOString()).toBe("2026-03-01T17:00:00.000Z");
    expect(dueAtFor("2026-03-15", 0, "00:01").toISOString()).toBe("2026-03-15T07:01:00.000Z");
  });

  it("plans every applicable template task once: Steam tasks only for games on Steam", () => {
    const everywhere = ["ios", "android", "steam", "web"] as const;
    const steamOnly = CHECKLIST_TEMPLATE.filter((t) => t.platforms?.every((p) => p === "steam"));
    const gameOnly = CHECKLIST_TEMPLATE.filter((t) => t.onlyFor?.includes("games"));
    const healthOnly = CHECKLIST_TEMPLATE.filter((t) => t.onlyFor?.includes("health"));
    const games = planChecklist("2026-11-22", "games", everywhere);
    const tools = planChecklist("2026-11-22", "tools", everywhere);
    expect(games).toHaveLength(CHECKLIST_TEMPLATE.length - healthOnly.length);
    expect(tools).toHaveLength(CHECKLIST_TEMPLATE.length - gameOnly.length - healthOnly.length);
    expect(tools.some((t) => t.title.includes("Steam"))).toBe(false);
    expect(games.filter((t) => t.title.includes("Steam"))).toHaveLength(steamOnly.length);
    expect(
      planChecklist("2026-11-22", "games", ["ios"]).some((t) => t.title.includes("Steam")),
    ).toBe(false);
  });

  it("spans the slowest gate (T−100 for Steam) to T+180 with the launch timing table's offsets", () => {
    const offsets = planChecklist("2026-11-22", "games", ["steam", "android"]).map(
      (t) => t.offsetDays,
    );
    expect(Math.min(...offsets)).toBe(-100);
    expect(Math.max(...offsets)).toBe(180);
    for (const o of [-90, -45, -35, -30, -21, -7, -1, 0, 1, 7]) expect(offsets).toContain(o);
    const mobile = planChecklist("2026-11-22", "tools", ["android"]).map((t) => t.offsetDays);
    expect(Math.min(...mobile)).toBe(-45);
    expect(mobile).toContain(-14);
  });

  it("puts each planned task on its calendar day in its own clock's zone", () => {
    const planner = { timeZone: "Asia/Kolkata", hour: 9 };
    for (const task of planChecklist("2026-11-03", "games", ["steam", "ios"], planner)) {
      expect(offsetFromLaunch(task.dueAt, "2026-11-03", task.clockZone)).toBe(task.offsetDays);
    }
  });

  it("sorts tasks by due time", () => {
    const planned = planChecklist("2026-11-22", "games", ["steam", "ios"]).map((t) =>
      t.dueAt.getTime(),
    );
    expect([...planned].sort((a, b) => a - b)).toEqual(planned);
  });
});

describe("moving the launch date", () => {
  it("re-plans a task across the November DST change without an hour's drift", () => {
    const before = dueAtFor("2026-10-20", -7, "09:00"); // Oct 13, 09:00 PDT
    expect(before.toISOString()).toBe("2026-10-13T16:00:00.000Z");
    const after = replanDueAt(before, -7, "2026-11-17"); // Nov 10, 09:00 PST
    expect(after.toISOString()).toBe("2026-11-10T17:00:00.000Z");
    expect(zonedParts(after, "America/Los_Angeles")).toEqual({ date: "2026-11-10", time: "09:00" });
  });

  it("re-plans the launch-day start across the March DST change", () => {
    const before = launchStartsAt("2026-03-02"); // PST
    const after = replanDueAt(before, 0, "2026-03-09"); // PDT
    expect(after.toISOString()).toBe("2026-03-09T07:01:00.000Z");
    expect(formatPacificTime(after)).toBe("12:01 AM");
  });

  it("keeps a user-chosen time of day when it re-plans", () => {
    const custom = zonedInstant("2026-10-30", "18:30", "Europe/Berlin"); // 10:30 PDT
    const offset = offsetFromLaunch(custom, "2026-11-01");
    expect(offset).toBe(-2);
    const moved = replanDueAt(custom, offset, "2026-11-15");
    expect(zonedParts(moved, "America/Los_Angeles")).toEqual({ date: "2026-11-13", time: "10:30" });
  });

  it("matches a fresh plan for the new date: the maker's morning stays their morning", () => {
    for (const planner of [
      { timeZone: "Asia/Kolkata", hour: 9 },
      { timeZone: "Europe/Berlin", hour: 7 },
      { timeZone: "America/New_York", hour: 9 },
    ]) {
      const old = planChecklist("2026-10-20", "tools", [], planner);
      const fresh = planChecklist("2026-11-17", "tools", [], planner);
      old.forEach((task, i) => {
        const moved = replanDueAt(task.dueAt, task.offsetDays, "2026-11-17", task.clockZone);
        expect(moved).toEqual(fresh[i].dueAt);
      });
    }
  });
});

describe("tasks at the maker's morning", () => {
  const kolkata = { timeZone: "Asia/Kolkata", hour: 9 };

  it("every task is due at 09:00 in the maker's zone, except those on Product Hunt's clock", () => {
    const planned = planChecklist("2026-12-04", "education", ["ios", "android"], kolkata);
    const tied = planned.filter((t) => t.clockZone === PRODUCT_HUNT_TIME_ZONE);
    const morning = planned.filter((t) => t.clockZone !== PRODUCT_HUNT_TIME_ZONE);
    expect(morning.length).toBeGreaterThan(8);
    for (const task of morning) {
      expect(task.clockZone).toBe("Asia/Kolkata");
      expect(zonedParts(task.dueAt, "Asia/Kolkata").time).toBe("09:00");
    }
    // Only launch-day tasks keep Pacific time, and Product Hunt's day starts at 12:01 a.m.
    expect(tied.map((t) => t.offsetDays)).toEqual([0, 0, 0, 0]);
    expect(tied.map((t) => zonedParts(t.dueAt, PRODUCT_HUNT_TIME_ZONE).time)).toEqual([
      "00:01",
      "00:30",
      "05:00",
      "08:00",
    ]);
  });

  it("at the hour the maker chose for reminders", () => {
    const planned = planChecklist("2026-12-04", "tools", [], {
      timeZone: "Europe/Berlin",
      hour: 7,
    });
    const morning = planned.filter((t) => t.clockZone === "Europe/Berlin");
    expect(morning.every((t) => zonedParts(t.dueAt, "Europe/Berlin").time === "07:00")).toBe(true);
  });

  it("a task planned before the zone was kept moves from 09:00 Pacific to the maker's 09:00", () => {
    const old = dueAtFor("2026-12-04", -7, "09:00"); // 10:30 PM in Kolkata
    const task = { dueAt: old, isCustom: false, done: false, offsetDays: -7 };
    const moved = morningDueAt(task, kolkata);
    expect(zonedParts(moved, "Asia/Kolkata")).toEqual({ date: "2026-11-27", time: "09:00" });
    expect(morningDueAt({ ...task, done: true }, kolkata)).toEqual(old);
    expect(morningDueAt({ ...task, isCustom: true }, kolkata)).toEqual(old);
  });
});

describe("inputs", () => {
  it("accepts real calendar dates only", () => {
    expect(parseDateOnly("2026-11-22")).toBe("2026-11-22");
    expect(parseDateOnly("2026-02-30")).toBeNull();
    expect(parseDateOnly("22/11/2026")).toBeNull();
    expect(parseDateOnly("1999-12-31")).toBeNull();
    expect(parseDateOnly(42)).toBeNull();
  });

  it("reads a launch date from a wizard answer", () => {
    expect(launchDateFromAnswer("2026-11-22")).toBe("2026-11-22");
    expect(launchDateFromAnswer("2026-11-22T10:00:00.000Z")).toBe("2026-11-22");
    expect(launchDateFromAnswer("November 22, 2026")).toBe("2026-11-22");
    expect(launchDateFromAnswer("22 Nov 2026")).toBe("2026-11-22");
    expect(launchDateFromAnswer("Feb 30, 2026")).toBeNull();
    expect(launchDateFromAnswer("2026-11-22 or later")).toBeNull();
    expect(launchDateFromAnswer("Early March, after our Steam page is up")).toBeNull();
    expect(launchDateFromAnswer("next spring")).toBeNull();
  });

  it("accepts times of day HH:mm", () => {
    expect(parseTimeOfDay("00:01")).toBe("00:01");
    expect(parseTimeOfDay("24:00")).toBeNull();
    expect(parseTimeOfDay("9:00")).toBeNull();
  });

  it("stores the launch date as a date, whatever the zone", () => {
    expect(formatLaunchDate("2026-11-22")).toBe("Sun, 22 Nov 2026");
    const stored = launchDateToStored("2026-11-22");
    expect(stored.toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(storedToLaunchDate(stored)).toBe("2026-11-22");
  });

  it("converts a wall-clock input in the user's zone to an instant and back", () => {
    const instant = zonedInstant("2026-11-21", "23:30", "Asia/Kolkata");
    expect(instant.toISOString()).toBe("2026-11-21T18:00:00.000Z");
    expect(zonedParts(instant, "Asia/Kolkata")).toEqual({ date: "2026-11-21", time: "23:30" });
  });

  it("labels offsets", () => {
    expect(relativeLabel(-30)).toBe("T\u221230");
    expect(relativeLabel(0)).toBe("Launch day");
    expect(relativeLabel(7)).toBe("T+7");
    expect(relativeLabel(null)).toBeNull();
  });
});

describe("the checklist names only the stores the app ships on", () => {
  /** "games [ios] Submit your store builds for review names android" for each such task. */
  function offenders() {
    const found: string[] = [];
    for (const category of CATEGORY_IDS) {
      for (const platforms of PLATFORM_SETS) {
        for (const task of planChecklist("2027-03-01", category, platforms)) {
          for (const store of otherStores(`${task.title}\n${task.notes}`, platforms)) {
            found.push(`${category} [${platforms.join(",")}] ${task.title} names ${store}`);
          }
        }
      }
    }
    return found;
  }

  it("no category or platform set gets a task naming another platform's store", () => {
    expect(offenders()).toEqual([]);
  });

  const titles = (category: string, platforms: PlatformId[]) =>
    planChecklist("2027-03-01", category, platforms).map((t) => t.title);
  const notesOf = (title: string, category: string, platforms: PlatformId[]) =>
    planChecklist("2027-03-01", category, platforms).find((t) => t.title === title)?.notes;

  it("an app on one mobile store gets that store's task; on both, or not chosen yet, the shared one", () => {
    const both = "Open Google Play pre-registration or App Store pre-orders";
    expect(titles("games", ["ios"])).toContain("Open App Store pre-orders");
    expect(titles("games", ["android", "steam"])).toContain("Open Google Play pre-registration");
    expect(titles("games", ["ios", "android"])).toContain(both);
    expect(titles("games", [])).toContain(both);
    expect(notesOf("Open App Store pre-orders", "games", ["ios"])).toMatch(/^Optional\. App Store/);
  });

  it("each store's notes keep the shared notes' words for that store", () => {
    const builds = "Submit your store builds for review";
    expect(notesOf(builds, "tools", ["android"])).toMatch(
      /^Send the release build to Google Play now/,
    );
    expect(notesOf(builds, "tools", ["ios", "web"])).toMatch(
      /^Send the release build to the App Store now/,
    );
    const publisher = "Check who publishes your health app";
    const shared = notesOf(publisher, "health", ["ios", "android"])!;
    expect(shared).toBe(
      `${notesOf(publisher, "health", ["ios"])} ${notesOf(publisher, "health", ["android"])}`,
    );
  });

  it("a web or Steam health app gets no store publisher check", () => {
    expect(titles("health", ["web"])).not.toContain("Check who publishes your health app");
    expect(titles("health", ["web", "steam"])).not.toContain("Check who publishes your health app");
    expect(titles("health", [])).toContain("Check who publishes your health app");
  });

  it("a stored task is found by any of its titles, an edited one by none", () => {
    const task = templateTaskTitled("Open App Store pre-orders");
    expect(task?.title).toBe("Open Google Play pre-registration or App Store pre-orders");
    expect(templateTaskTitled("Open Google Play pre-registration")).toBe(task);
    expect(taskWording(task!, ["android"]).title).toBe("Open Google Play pre-registration");
    expect(templateTaskTitled("Open App Store pre-orders on Monday")).toBeUndefined();
  });
});
