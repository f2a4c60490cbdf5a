// docs/product/spec-facts.md §9: the 3-week content plan. The selected ideas are due 7, 14 and 21
// days from the day the plan is made, tagged Blog, LinkedIn and Twitter in that order, for every
// category. A category's own channels (a devlog for games, short video for photo and music apps)
// are suggested beside the plan ("also fits your category"), never in place of the tags. Dates are
// calendar days (YYYY-MM-DD) in the user's time zone, so a plan made late in the evening is not a
// day off.
import { addDays, formatCalendarDate, isIsoDate } from "~/lib/dates";
import { type ContentIdeaId, isContentIdeaId } from "~/lib/enums";

import { MAX_CONTENT_IDEAS } from "../limits";

export const SCHEDULE_OFFSETS_DAYS = [7, 14, 21] as const;
export const SCHEDULE_CHANNELS = ["Blog", "LinkedIn", "Twitter"] as const;
export type ScheduleChannel = (typeof SCHEDULE_CHANNELS)[number];

/**
 * Every channel a post can be written for: the plan's three and the categories' own. A plan stored
 * by an earlier version may name one of the latter (it tagged some categories with them): it is
 * still read back, and shown with the specification's tag of its week.
 */
export const ALL_CONTENT_CHANNELS = [
  ...SCHEDULE_CHANNELS,
  "Devlog",
  "Short video",
  "Discord",
] as const;
export type ContentChannel = (typeof ALL_CONTENT_CHANNELS)[number];

const CATEGORY_SUGGESTIONS: Partial<Record<string, readonly ContentChannel[]>> = {
  games: ["Devlog", "Short video", "Discord"],
  photo: ["Short video"],
  music: ["Short video"],
};

/**
 * The channels that also fit an app's category, offered beside the plan's Blog, LinkedIn and
 * Twitter (none for most categories).
 */
export function categoryChannelSuggestions(
  category: string | null | undefined,
): readonly ContentChannel[] {
  return (category && CATEGORY_SUGGESTIONS[category]) || [];
}

export type ScheduleItem = {
  week: number;
  ideaId: ContentIdeaId;
  channel: ScheduleChannel;
  /** Calendar date, YYYY-MM-DD. */
  dueDate: string;
};

/** The plan for the selected ideas (at most three, in the order chosen), starting from a date. */
export function buildContentSchedule(ideaIds: readonly string[], fromDate: string): ScheduleItem[] {
  return ideaIds
    .filter(isContentIdeaId)
    .slice(0, MAX_CONTENT_IDEAS)
    .map((ideaId, index) => ({
      week: index + 1,
      ideaId,
      channel: SCHEDULE_CHANNELS[index],
      dueDate: addDays(fromDate, SCHEDULE_OFFSETS_DAYS[index]),
    }));
}

/** Whether a stored plan still covers exactly these ideas in this order. */
export function scheduleCoversIdeas(schedule: readonly ScheduleItem[], ideaIds: readonly string[]) {
  return (
    schedule.length === ideaIds.length && schedule.every((item, i) => item.ideaId === ideaIds[i])
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
): ScheduleItem[] {
  if (stored && scheduleCoversIdeas(stored, ideaIds)) return [...stored];
  return buildContentSchedule(ideaIds, today);
}

/**
 * Reads a stored plan back from module data; anything malformed reads as no plan. Each week carries
 * the specification's tag of its place (Blog, LinkedIn, Twitter), whatever an earlier version stored.
 */
export function readStoredSchedule(value: unknown): ScheduleItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: ScheduleItem[] = [];
  if (value.length > SCHEDULE_CHANNELS.length) return null;
  for (const [index, entry] of value.entries()) {
    if (typeof entry !== "object" || entry === null) return null;
    const { week, ideaId, channel, dueDate } = entry as Record<string, unknown>;
    if (
      typeof week !== "number" ||
      !isContentIdeaId(ideaId) ||
      !(ALL_CONTENT_CHANNELS as readonly unknown[]).includes(channel) ||
      typeof dueDate !== "string" ||
      !isIsoDate(dueDate)
    ) {
      return null;
    }
    items.push({ week, ideaId, channel: SCHEDULE_CHANNELS[index], dueDate });
  }
  return items;
}

/** "Fri, 4 Dec 2026" for a calendar date, the same on the server and in the browser. */
export function formatDueDate(isoDate: string): string {
  return formatCalendarDate(isoDate);
}
