import { describe, expect, it } from "vitest";

import {
  agendaForMonth,
  type CalendarItem,
  calendarViewData,
  monthGrid,
  monthLabel,
  openingMonth,
  parseMonth,
  parseView,
  placeItems,
  shiftMonth,
  weekdayNames,
} from "./calendar";

function item(overrides: Partial<CalendarItem> & Pick<CalendarItem, "id">): CalendarItem {
  return {
    kind: "task",
    title: overrides.id,
    description: "",
    appId: "app-1",
    appName: "PocketPets",
    href: "/apps/app-1/checklist",
    done: false,
    allDay: true,
    date: "2026-11-22",
    ...overrides,
  } as CalendarItem;
}

describe("month grid", () => {
  it("starts weeks on Monday and covers November 2026 in whole weeks", () => {
    const weeks = monthGrid("2026-11", 1);
    expect(weeks[0][0].day).toBe("2026-10-26");
    expect(weeks[0][6].day).toBe("2026-11-01");
    expect(weeks.at(-1)!.at(-1)!.day).toBe("2026-12-06");
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("starts weeks on Sunday when the user prefers it", () => {
    const weeks = monthGrid("2026-11", 0);
    expect(weeks[0][0].day).toBe("2026-11-01");
    expect(weeks.at(-1)!.at(-1)!.day).toBe("2026-12-05");
    expect(weeks).toHaveLength(5);
    expect(weekdayNames(0)[0]).toBe("Sunday");
    expect(weekdayNames(1)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
  });

  it("handles a February that fills exactly four weeks", () => {
    const weeks = monthGrid("2027-02", 1); // 1 Feb 2027 is a Monday
    expect(weeks).toHaveLength(4);
    expect(weeks[0][0].day).toBe("2027-02-01");
    expect(weeks[3][6].day).toBe("2027-02-28");
  });

  it("treats an out-of-range week start as Monday", () => {
    expect(monthGrid("2026-11", 9)[0][0].day).toBe("2026-10-26");
  });
});

describe("month and view parameters", () => {
  it("accepts YYYY-MM and falls back otherwise", () => {
    expect(parseMonth("2026-02", "2026-11")).toBe("2026-02");
    expect(parseMonth("2026-13", "2026-11")).toBe("2026-11");
    expect(parseMonth("1800-01", "2026-11")).toBe("2026-11");
    expect(parseMonth(null, "2026-11")).toBe("2026-11");
    expect(parseView("agenda")).toBe("agenda");
    expect(parseView("bogus")).toBe("month");
  });

  it("moves between months across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(monthLabel("2026-11")).toBe("November 2026");
  });
});

describe("the month a calendar opens on", () => {
  it("is this month when it has something planned, done or not", () => {
    expect(openingMonth(["2026-11-02", "2026-12-01"], "2026-11-28")).toBe("2026-11");
  });

  it("is the month of the next planned item when this month is empty", () => {
    expect(openingMonth(["2026-10-01", "2027-01-15", "2026-12-03"], "2026-11-28")).toBe("2026-12");
  });

  it("stays on this month when nothing is planned ahead", () => {
    expect(openingMonth([], "2026-11-28")).toBe("2026-11");
    expect(openingMonth(["2026-09-30"], "2026-11-28")).toBe("2026-11");
  });

  const nextMonthTask = item({ id: "t1", date: "2026-12-10" });
  const options = (search: string) => ({
    basePath: "/calendar",
    searchParams: new URLSearchParams(search),
    timeZone: "Europe/Berlin",
    weekStart: 1,
    showAppName: true,
    now: new Date("2026-11-28T12:00:00Z"),
  });

  it("opens the page on the next planned month, with Today back to this one", () => {
    const data = calendarViewData([nextMonthTask], options(""));
    expect(data.month).toBe("2026-12");
    expect(data.agenda.map((day) => day.day)).toEqual(["2026-12-10"]);
    expect(data.todayMonth).toBe("2026-11");
  });

  it("lets an explicit ?month= win", () => {
    expect(calendarViewData([nextMonthTask], options("month=2026-11")).month).toBe("2026-11");
  });
});

describe("placing items", () => {
  it("puts a timed item on the reader's local day", () => {
    const launch = item({ id: "t1", allDay: false, at: "2026-11-22T08:01:00.000Z" });
    expect(placeItems([launch], "America/Los_Angeles")[0]).toMatchObject({
      day: "2026-11-22",
      timeLabel: "12:01 AM",
    });
    expect(placeItems([launch], "Pacific/Honolulu")[0]).toMatchObject({
      day: "2026-11-21",
      timeLabel: "10:01 PM",
    });
  });

  it("keeps all-day items on their date in every zone", () => {
    const content = item({ id: "c1", kind: "content", date: "2026-11-29" });
    expect(placeItems([content], "Pacific/Kiritimati")[0].day).toBe("2026-11-29");
    expect(placeItems([content], "Pacific/Kiritimati")[0].timeLabel).toBeNull();
  });

  it("sorts by day, all-day first, then by time", () => {
    const placed = placeItems(
      [
        item({ id: "late", allDay: false, at: "2026-11-22T20:00:00.000Z" }),
        item({ id: "early", allDay: false, at: "2026-11-22T09:00:00.000Z" }),
        item({ id: "launch", kind: "launch", date: "2026-11-22" }),
        item({ id: "before", date: "2026-11-21" }),
      ],
      "UTC",
    );
    expect(placed.map((p) => p.id)).toEqual(["before", "launch", "early", "late"]);
  });
});

describe("agenda", () => {
  it("groups the month's items by day and leaves other months out", () => {
    const placed = placeItems(
      [
        item({ id: "a", date: "2026-11-05" }),
        item({ id: "b", date: "2026-11-05", kind: "content" }),
        item({ id: "c", date: "2026-11-20" }),
        item({ id: "d", date: "2026-12-01" }),
      ],
      "UTC",
    );
    const agenda = agendaForMonth(placed, "2026-11");
    expect(agenda.map((d) => d.day)).toEqual(["2026-11-05", "2026-11-20"]);
    expect(agenda[0].items.map((i) => i.id)).toEqual(["b", "a"]);
    expect(agenda[0].label).toBe("Thu, 5 Nov");
  });
});
