// The marketing calendar's pure rules: which day an item falls on in the reader's time zone, the
// month grid for a chosen week start, and the agenda's grouping by day. Days are "YYYY-MM-DD"
// strings so that server and browser agree without any time-zone arithmetic in the browser.
import { format } from "date-fns";

import { formatDayOfMonth, formatMonth } from "./date-time";
import { addDays, DAYS_PER_WEEK, startOfWeek, todayIn, zonedParts } from "./dates";
import { MAX_LAUNCH_YEAR, MIN_LAUNCH_YEAR } from "./limits";

export const CALENDAR_VIEWS = ["month", "agenda"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export type CalendarItemKind = "content" | "task" | "launch";

type CalendarItemBase = {
  /** Unique across kinds, stable between feeds: calendar apps match events by it. */
  id: string;
  kind: CalendarItemKind;
  title: string;
  description: string;
  appId: string;
  appName: string;
  /** Where the item is edited, relative to the site. */
  href: string;
  done: boolean;
};

/** All-day items carry a calendar date; timed items an instant (ISO string). */
export type CalendarItem = CalendarItemBase &
  ({ allDay: true; date: string } | { allDay: false; at: string });

export type PlacedItem = CalendarItem & {
  /** The day the reader sees it on. */
  day: string;
  /** "9:01 AM" in the reader's zone, null for all-day items. */
  timeLabel: string | null;
  /** An open task past its due time. */
  overdue: boolean;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseView(value: string | null): CalendarView {
  return value === "agenda" ? "agenda" : "month";
}

export function parseMonth(value: string | null, fallback: string): string {
  if (value && MONTH.test(value)) {
    const year = Number(value.slice(0, 4));
    if (year >= MIN_LAUNCH_YEAR && year <= MAX_LAUNCH_YEAR) return value;
  }
  return fallback;
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/**
 * The month a calendar opens on without ?month=: this month when it has something planned,
 * else the month of the next planned item (an empty month is a dead end when the launch tasks
 * are in the next one), else this month. `days` are the placed items' days.
 */
export function openingMonth(days: string[], today: string): string {
  const thisMonth = monthOf(today);
  if (days.some((day) => monthOf(day) === thisMonth)) return thisMonth;
  const next = days.filter((day) => day > today).sort()[0];
  return next ? monthOf(next) : thisMonth;
}

export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/** "November 2026". */
export function monthLabel(month: string): string {
  return formatMonth(month);
}

/** "Sun, 22 Nov". */
export function dayLabel(day: string): string {
  return formatDayOfMonth(day);
}

const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** Weekday names in display order; weekStart 0 = Sunday, 1 = Monday (User.weekStart). */
export function weekdayNames(weekStart: number): string[] {
  const start = normalizeWeekStart(weekStart);
  return Array.from(
    { length: DAYS_PER_WEEK },
    (_, i) => WEEKDAY_NAMES[(start + i) % DAYS_PER_WEEK],
  );
}

function normalizeWeekStart(weekStart: number): number {
  return Number.isInteger(weekStart) && weekStart >= 0 && weekStart < DAYS_PER_WEEK ? weekStart : 1;
}

export type GridDay = { day: string; dayOfMonth: number; inMonth: boolean; label: string };

/** Whole weeks covering the month, starting on the reader's first day of the week. */
export function monthGrid(month: string, weekStart: number): GridDay[][] {
  const start = normalizeWeekStart(weekStart);
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const weeks: GridDay[][] = [];
  let day = startOfWeek(`${month}-01`, start);
  const end = addDays(startOfWeek(last, start), DAYS_PER_WEEK - 1);
  while (day <= end) {
    const week: GridDay[] = [];
    for (let i = 0; i < DAYS_PER_WEEK; i++) {
      week.push({
        day,
        dayOfMonth: Number(day.slice(8)),
        inMonth: monthOf(day) === month,
        label: dayLabel(day),
      });
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

const KIND_ORDER: Record<CalendarItemKind, number> = { launch: 0, content: 1, task: 2 };

/** Puts each item on its day in the reader's zone, sorted: all-day first, then by time. */
export function placeItems(
  items: CalendarItem[],
  timeZone: string,
  now = Date.now(),
): PlacedItem[] {
  const placed = items.map((item): PlacedItem & { sortKey: string } => {
    if (item.allDay)
      return { ...item, day: item.date, timeLabel: null, overdue: false, sortKey: "" };
    const instant = new Date(item.at);
    const parts = zonedParts(instant, timeZone);
    return {
      ...item,
      overdue: item.kind === "task" && !item.done && instant.getTime() < now,
      day: parts.date,
      timeLabel: format(new Date(2000, 0, 1, ...hm(parts.time)), "h:mm a"),
      sortKey: parts.time,
    };
  });
  placed.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      a.sortKey.localeCompare(b.sortKey) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.title.localeCompare(b.title),
  );
  return placed.map(({ sortKey: _sortKey, ...item }) => item);
}

function hm(time: string): [number, number] {
  const [h, m] = time.split(":").map(Number);
  return [h, m];
}

export function itemsByDay(items: PlacedItem[]): Record<string, PlacedItem[]> {
  const byDay: Record<string, PlacedItem[]> = {};
  for (const item of items) (byDay[item.day] ??= []).push(item);
  return byDay;
}

export type AgendaDay = { day: string; label: string; items: PlacedItem[] };

/** The month's days that have items, in order (placed items are already sorted). */
export function agendaForMonth(items: PlacedItem[], month: string): AgendaDay[] {
  const byDay = itemsByDay(items.filter((item) => monthOf(item.day) === month));
  return Object.keys(byDay)
    .sort()
    .map((day) => ({ day, label: dayLabel(day), items: byDay[day] }));
}

export type CalendarViewData = {
  basePath: string;
  view: CalendarView;
  month: string;
  monthLabel: string;
  prevMonth: string;
  nextMonth: string;
  todayMonth: string;
  today: string;
  weekdays: string[];
  weeks: GridDay[][];
  byDay: Record<string, PlacedItem[]>;
  agenda: AgendaDay[];
  showAppName: boolean;
};

/** Everything the month and agenda views need, from ?view= and ?month= and the reader's settings. */
export function calendarViewData(
  items: CalendarItem[],
  options: {
    basePath: string;
    searchParams: URLSearchParams;
    timeZone: string;
    weekStart: number;
    showAppName: boolean;
    now?: Date;
  },
): CalendarViewData {
  const today = todayIn(options.timeZone, options.now);
  const placed = placeItems(items, options.timeZone);
  const month = parseMonth(
    options.searchParams.get("month"),
    openingMonth(
      placed.map((item) => item.day),
      today,
    ),
  );
  const weeks = monthGrid(month, options.weekStart);
  const first = weeks[0][0].day;
  const last = weeks[weeks.length - 1][DAYS_PER_WEEK - 1].day;
  return {
    basePath: options.basePath,
    view: parseView(options.searchParams.get("view")),
    month,
    monthLabel: monthLabel(month),
    prevMonth: shiftMonth(month, -1),
    nextMonth: shiftMonth(month, 1),
    todayMonth: monthOf(today),
    today,
    weekdays: weekdayNames(options.weekStart),
    weeks,
    byDay: itemsByDay(placed.filter((item) => item.day >= first && item.day <= last)),
    agenda: agendaForMonth(placed, month),
    showAppName: options.showAppName,
  };
}
