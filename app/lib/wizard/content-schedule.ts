// docs/product/spec-facts.md §9: the 3-week content plan. The selected ideas are due 7, 14 and 21 days from the
// day the plan is made, tagged Blog, LinkedIn and Twitter in that order; games get a devlog, a
// short video and a Discord post instead, and photo and music apps lead with short video. Dates are calendar days
// (YYYY-MM-DD) in the user's time zone, so a plan made late in the evening is not a day off.
import { addDays, isIsoDate } from "~/lib/dates";
import { type ContentIdeaId, isContentIdeaId } from "~/lib/enums";

import { MAX_CONTENT_IDEAS } from "../limits";

export const SCHEDULE_OFFSETS_DAYS = [7, 14, 21] as const;
export const SCHEDULE_CHANNELS = ["Blog", "LinkedIn", "Twitter"] as const;
export const ALL_SCHEDULE_CHANNELS = [
  ...SCHEDULE_CHANNELS,
  "Devlog",
  "Short video",
  "Discord",
] as const;
export type ScheduleChannel = (typeof ALL_SCHEDULE_CHANNELS)[number];

const CATEGORY_CHANNELS: Partial<Record<string, readonly ScheduleChannel[]>> = {
  games: ["Devlog", "Short video", "Discord"],
  photo: ["Short video", "Blog", "Twitter"],
  music: ["Short video", "Blog", "Twitter"],
};

/** The three channels of the plan, in week order, for an app's category. */
export function channelsFor(category: string | null | undefined): readonly ScheduleChannel[] {
  return (category && CATEGORY_CHANNELS[category]) || SCHEDULE_CHANNELS;
}

export type ScheduleItem = {
  week: number;
  ideaId: ContentIdeaId;
  channel: ScheduleChannel;
  /** Calendar date, YYYY-MM-DD. */
  dueDate: string;
};

/** The plan for the selected ideas (at most three, in the order chosen), starting from a date. */
export function buildContentSchedule(
  ideaIds: readonly string[],
  fromDate: string,
  channels: readonly ScheduleChannel[] = SCHEDULE_CHANNELS,
): ScheduleItem[] {
  return ideaIds
    .filter(isContentIdeaId)
    .slice(0, MAX_CONTENT_IDEAS)
    .map((ideaId, index) => ({
      week: index + 1,
      ideaId,
      channel: channels[index],
      dueDate: addDays(fromDate, SCHEDULE_OFFSETS_DAYS[index]),
    }));
}

/** Whether a stored plan still covers exactly these ideas in this order. */
export function scheduleCoversIdeas(
  schedule: readonly ScheduleItem[],
  ideaIds: readonly string[],
  channels?: readonly ScheduleChannel[],
) {
  return (
    schedule.length === ideaIds.length &&
    schedule.every(
      (item, i) => item.ideaId === ideaIds[i] && (!channels || item.channel === channels[i]),
    )
  );
}

/**
 * The plan to store when the ideas are saved: the stored plan when the selection is unchanged (so
 * the dates do not move every day), otherwise a fresh plan from today.
 */
export function scheduleToStore(
  stored: readonly ScheduleItem[] | null,
  ideaIds: readonly string[],
  today: string,
  channels: readonly ScheduleChannel[] = SCHEDULE_CHANNELS,
): ScheduleItem[] {
  if (stored && scheduleCoversIdeas(stored, ideaIds, channels)) return [...stored];
  return buildContentSchedule(ideaIds, today, channels);
}

/** Reads a stored plan back from module data; anything malformed reads as no plan. */
export function readStoredSchedule(value: unknown): ScheduleItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: ScheduleItem[] = [];
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null) return null;
    const { week, ideaId, channel, dueDate } = entry as Record<string, unknown>;
    if (
      typeof week !== "number" ||
      !isContentIdeaId(ideaId) ||
      !(ALL_SCHEDULE_CHANNELS as readonly unknown[]).includes(channel) ||
      typeof dueDate !== "string" ||
      !isIsoDate(dueDate)
    ) {
      return null;
    }
    items.push({ week, ideaId, channel: channel as ScheduleChannel, dueDate });
  }
  return items;
}

/** "Fri, 4 Dec 2026" for a calendar date, the same on the server and in the browser. */
const DUE_DATE = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function formatDueDate(isoDate: string): string {
  return DUE_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}
