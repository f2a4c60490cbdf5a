import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import type { CalendarItem } from "~/lib/calendar";
import { launchStartsAt } from "~/lib/checklist";

import { buildIcal, icalUid, TASK_EVENT_MINUTES } from "./ical.server";

const ORIGIN = "https://plan.example.com";
const LONG = "Запустить кампанию в соцсетях — ".repeat(8) + "日本語 ✓";

const items: CalendarItem[] = [
  {
    id: "launch-app1",
    kind: "launch",
    title: "Launch day",
    description: "Product Hunt day starts at 12:01 a.m. Pacific.",
    appId: "app1",
    appName: "PocketPets",
    href: "/apps/app1/checklist",
    done: false,
    allDay: true,
    date: "2026-11-22",
  },
  {
    id: "task-t1",
    kind: "task",
    title: "Go live on Product Hunt; post the first comment, then reply",
    description: LONG,
    appId: "app1",
    appName: "PocketPets",
    href: "/apps/app1/checklist#task-t1",
    done: true,
    allDay: false,
    at: launchStartsAt("2026-11-22").toISOString(),
  },
  {
    id: "content-app1-0",
    kind: "content",
    title: "Blog: Long-form article",
    description: "",
    appId: "app1",
    appName: "Zoë's Café",
    href: "/wizard/app1?step=content",
    done: false,
    allDay: true,
    date: "2026-12-31",
  },
];

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return { calendar, events };
}

describe("buildIcal", () => {
  const ics = buildIcal(items, { calName: "Acme — marketing calendar", origin: ORIGIN });
  const { calendar, events } = parse(ics);

  it("writes a calendar a parser reads back, with its name", () => {
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Acme — marketing calendar");
    expect(events).toHaveLength(3);
  });

  it("keeps every event's id, title, link and category", () => {
    expect(events.map((e) => e.uid)).toEqual(items.map(icalUid));
    expect(events.map((e) => e.summary)).toEqual([
      "PocketPets: Launch day",
      "✓ PocketPets: Go live on Product Hunt; post the first comment, then reply",
      "Zoë's Café: Blog: Long-form article",
    ]);
    expect(events[1].component.getFirstPropertyValue("url")).toBe(
      `${ORIGIN}/apps/app1/checklist#task-t1`,
    );
    expect(events[2].component.getFirstPropertyValue("categories")).toBe("Content");
  });

  it("writes all-day items as dates spanning one day", () => {
    const launch = events[0];
    expect(launch.startDate.isDate).toBe(true);
    expect(launch.startDate.toString()).toBe("2026-11-22");
    expect(launch.endDate.toString()).toBe("2026-11-23");
    expect(events[2].endDate.toString()).toBe("2027-01-01");
  });

  it("writes timed items in UTC at the exact instant", () => {
    const task = events[1];
    expect(task.startDate.isDate).toBe(false);
    expect(task.startDate.zone.tzid).toBe("UTC");
    expect(task.startDate.toJSDate().toISOString()).toBe("2026-11-22T08:01:00.000Z");
    expect(task.duration.toSeconds()).toBe(TASK_EVENT_MINUTES * 60);
  });

  it("folds and escapes long non-Latin text without losing a character", () => {
    expect(events[1].description).toBe(LONG);
    // `ics` folds at 75 characters (not octets); every parser we target unfolds either way.
    for (const line of ics.split("\r\n")) expect([...line].length).toBeLessThanOrEqual(75);
    expect(ics.split("\r\n").some((line) => line.startsWith("\t"))).toBe(true);
  });

  it("writes an empty but valid calendar when there is nothing to show", () => {
    const empty = parse(buildIcal([], { calName: "Empty", origin: ORIGIN }));
    expect(empty.calendar.name).toBe("vcalendar");
    expect(empty.events).toHaveLength(0);
  });
});
