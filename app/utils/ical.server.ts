// Writes the marketing calendar as iCalendar (RFC 5545) through the `ics` library, which does the
// escaping and line folding. Timed items are written in UTC so every calendar app converts them to
// its own zone; all-day items stay on their date.
import { createEvents, type DateArray, type EventAttributes } from "ics";

import type { CalendarItem, CalendarItemKind } from "~/lib/calendar";
import { addDays } from "~/lib/dates";
import { contentDisposition } from "~/services/download.server";

export const ICAL_PRODUCT_ID = "appmarketingmachine/calendar";
export const ICAL_UID_DOMAIN = "appmarketingmachine.app";
/** A checklist task is a reminder at its due time, not a meeting: a short block. */
export const TASK_EVENT_MINUTES = 30;

const KIND_CATEGORY: Record<CalendarItemKind, string> = {
  content: "Content",
  task: "Launch checklist",
  launch: "Launch day",
};

function dateArray(day: string): DateArray {
  const [y, m, d] = day.split("-").map(Number);
  return [y, m, d];
}

function nextDay(day: string): DateArray {
  return dateArray(addDays(day, 1));
}

export function icalUid(item: Pick<CalendarItem, "id">): string {
  return `${item.id}@${ICAL_UID_DOMAIN}`;
}

export function icalSummary(item: CalendarItem): string {
  const done = item.done ? "✓ " : "";
  return `${done}${item.appName}: ${item.title}`;
}

function toEvent(item: CalendarItem, origin: string): EventAttributes {
  const common = {
    uid: icalUid(item),
    title: icalSummary(item),
    description: item.description || undefined,
    url: new URL(item.href, origin).toString(),
    categories: [KIND_CATEGORY[item.kind]],
    transp: "TRANSPARENT" as const,
  };
  if (item.allDay) {
    return { ...common, start: dateArray(item.date), end: nextDay(item.date) };
  }
  return {
    ...common,
    start: new Date(item.at).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: TASK_EVENT_MINUTES },
  };
}

/** The whole calendar as one .ics document. */
export function buildIcal(items: CalendarItem[], options: { calName: string; origin: string }) {
  const { error, value } = createEvents(
    items.map((item) => toEvent(item, options.origin)),
    { calName: options.calName, productId: ICAL_PRODUCT_ID },
  );
  if (error || value === null) throw error ?? new Error("The calendar could not be written.");
  return value;
}

export function icalResponse(
  body: string,
  init: { filename?: string; fallback?: string; cacheSeconds?: number },
) {
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": `private, max-age=${init.cacheSeconds ?? 0}`,
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  });
  if (init.filename) {
    headers.set("Content-Disposition", contentDisposition(init.filename, init.fallback));
  }
  return new Response(body, { status: 200, headers });
}
