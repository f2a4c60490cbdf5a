// What the Results page shows from the stored days: a window of daily values with its gaps, the
// launch week against the four weeks before, and a reply draft within Play's reply limit.
import { addDays, daysBetween } from "../dates";

/** Google Play's limit on a developer reply (docs/store-reports.md, "Reviews"). */
export const PLAY_REPLY_LIMIT = 350;

export type DayValue = { date: string; value: number };

/** Every day from `from` to `to`, with its value or null where no file had one. */
export function fillDays(from: string, to: string, days: readonly DayValue[]) {
  const byDate = new Map(days.map((d) => [d.date, d.value]));
  const count = Math.max(0, daysBetween(from, to) + 1);
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(from, i);
    return { date, value: byDate.get(date) ?? null };
  });
}

export type LaunchFigures = {
  launchWeek: number;
  /** The weekly average of the 28 days before the launch day. */
  weeklyBefore: number;
  /** launchWeek / weeklyBefore, null when there was nothing before. */
  ratio: number | null;
};

/** The 7 days from the launch day against the weekly average of the 28 days before it. */
export function launchWeekFigures(days: readonly DayValue[], launch: string): LaunchFigures | null {
  let launchWeek = 0;
  let before = 0;
  let seen = false;
  for (const { date, value } of days) {
    const offset = daysBetween(launch, date);
    if (offset >= 0 && offset < 7) {
      launchWeek += value;
      seen = true;
    } else if (offset < 0 && offset >= -28) before += value;
  }
  if (!seen) return null;
  const weeklyBefore = Math.round((before / 4) * 10) / 10;
  return {
    launchWeek,
    weeklyBefore,
    ratio: weeklyBefore > 0 ? Math.round((launchWeek / weeklyBefore) * 10) / 10 : null,
  };
}

/**
 * A reply to a review, from the app's own name and address, within Play's limit: thanks for a
 * good rating, an apology and a way to reach the maker for a poor one.
 */
export function replyDraft(review: { rating: number }, app: { name: string; url: string }) {
  const contact = app.url ? ` Write to us through ${app.url} and we will sort it out.` : "";
  const text =
    review.rating >= 4
      ? `Thank you for taking the time to review ${app.name}! We are glad it helps, and we keep improving it with every update.`
      : review.rating === 3
        ? `Thank you for your review of ${app.name}. We would love to know what would make it a five-star app for you.${contact}`
        : `We are sorry ${app.name} let you down, and thank you for telling us.${contact}`;
  return text.length <= PLAY_REPLY_LIMIT ? text : `${text.slice(0, PLAY_REPLY_LIMIT - 1)}…`;
}
