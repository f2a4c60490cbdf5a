// The launch-day checklist: a template of concrete tasks at days relative to launch day. Each task
// falls due at the maker's morning (09:00, or the hour they chose for reminders, in their zone);
// only the launch-day tasks tied to Product Hunt's clock keep Pacific time, because the Product
// Hunt day starts at 12:01 a.m. Pacific (docs/guidance-sources.md,
// docs/decisions/070-first-hour-second-pass.md).
// Every instant is computed with a time-zone-aware date so that daylight-saving changes between a
// task and launch day keep the task's wall-clock time instead of shifting it by an hour.
import { tz } from "@date-fns/tz";
import { format, isValid, parse } from "date-fns";

import { formatDate, formatDateTime, formatTime } from "./date-time";
import {
  addDays,
  daysBetween,
  isoDate,
  parseIsoDate,
  todayIn,
  zonedInstant,
  zonedParts,
} from "./dates";
import type { CategoryId } from "./enums";
import { MAX_LAUNCH_YEAR, MIN_LAUNCH_YEAR } from "./limits";
import { appliesToPlatforms, type PlatformId } from "./platforms";

export const PRODUCT_HUNT_TIME_ZONE = "America/Los_Angeles";
/** Product Hunt's day starts one minute after midnight Pacific. */
export const PRODUCT_HUNT_DAY_START = "00:01";
/** Tasks fall due at the start of the maker's working day, unless they chose another hour. */
export const DEFAULT_TASK_TIME = "09:00";
export const DEFAULT_TASK_HOUR = 9;

/** Whose morning the tasks are planned at: the maker's zone and reminder hour. */
export type Planner = { timeZone: string; hour: number };
export const DEFAULT_PLANNER: Planner = { timeZone: "UTC", hour: DEFAULT_TASK_HOUR };

/** "09:00" for 9. */
export function hourTime(hour: number): string {
  const h = Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_TASK_HOUR;
  return `${String(h).padStart(2, "0")}:00`;
}
/** Product Hunt allows a relaunch at least six months after the last post, with a significant update. */
export const RELAUNCH_AFTER_DAYS = 180;

export type ChecklistTemplateTask = {
  offsetDays: number;
  /**
   * HH:mm: Pacific time for a task tied to Product Hunt's clock (`productHuntClock`); otherwise
   * DEFAULT_TASK_TIME, read as the maker's own hour in their zone.
   */
  time: string;
  /** Tied to Product Hunt's day (12:01 a.m. Pacific): due at `time` Pacific, whoever plans it. */
  productHuntClock?: true;
  title: string;
  notes: string;
  /** When set, the task only applies to apps in these categories. */
  onlyFor?: readonly CategoryId[];
  /** When set, the task only applies to apps shipping on one of these platforms. */
  platforms?: readonly PlatformId[];
  /**
   * The task's wording for an app that ships on only one of these stores; `title` and `notes` are
   * then for an app on several (or whose platforms are not chosen yet). The title stays the same
   * unless a store's wording gives its own.
   */
  forOneStore?: Partial<Record<PlatformId, { title?: string; notes: string }>>;
};

const STEAM: readonly PlatformId[] = ["steam"];
const MOBILE: readonly PlatformId[] = ["ios", "android"];

export const CHECKLIST_TEMPLATE: readonly ChecklistTemplateTask[] = [
  {
    offsetDays: -100,
    time: DEFAULT_TASK_TIME,
    title: "Submit your Steam store page for review",
    notes:
      "Steam reviews the store page before it can go live, typically in 3\u20135 business days (builds are reviewed separately, again 3\u20135 days). Submit at least 7 business days before you want the Coming Soon page public.",
    onlyFor: ["games"],
    platforms: STEAM,
  },
  {
    offsetDays: -90,
    time: DEFAULT_TASK_TIME,
    title: "Make your Steam Coming Soon page public",
    notes:
      "Publish it as soon as you talk about the game publicly, so every visitor can wishlist it; it must be public at least two weeks before release. Everyone who wishlists the game gets an email when it launches. Earlier is better: move this task forward if you can.",
    onlyFor: ["games"],
    platforms: STEAM,
  },
  {
    offsetDays: -60,
    time: DEFAULT_TASK_TIME,
    title: "Open Google Play pre-registration or App Store pre-orders",
    notes:
      "Optional. A Play pre-registration campaign runs at most 90 days: if the app is not published by then, it ends in every country and you cannot start another, so open it once the date is firm (new personal accounts must pass the closed test first). App Store pre-orders open 2\u2013180 days before release. Pre-registrants are notified at launch.",
    onlyFor: ["games"],
    platforms: MOBILE,
    forOneStore: {
      android: {
        title: "Open Google Play pre-registration",
        notes:
          "Optional. A Play pre-registration campaign runs at most 90 days: if the app is not published by then, it ends in every country and you cannot start another, so open it once the date is firm (new personal accounts must pass the closed test first). Pre-registrants are notified at launch.",
      },
      ios: {
        title: "Open App Store pre-orders",
        notes:
          "Optional. App Store pre-orders open 2\u2013180 days before release. People who pre-order get the app downloaded automatically at release.",
      },
    },
  },
  {
    offsetDays: -45,
    time: DEFAULT_TASK_TIME,
    title: "Start a Google Play closed test",
    notes:
      "Personal Google Play developer accounts created after 13 Nov 2023 must run a closed test with at least 12 testers for 14 days in a row, then pass a production-access review. Skip this if you don't ship on Android or publish from an organisation account.",
    platforms: ["android"],
  },
  {
    offsetDays: -35,
    time: DEFAULT_TASK_TIME,
    title: "Pay the Steam Direct fee",
    notes:
      "The $100 fee is recouped after $1,000 in revenue. Allow at least 30 days between paying and releasing your first title; earlier is safer.",
    onlyFor: ["games"],
    platforms: STEAM,
  },
  {
    offsetDays: -35,
    time: DEFAULT_TASK_TIME,
    title: "Check who publishes your health app",
    notes:
      "Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused); a fitness or habit app is not such a service, but Apple may still ask for one if it keeps health data (5.1.1(ix) also covers apps that require sensitive user information). On Google Play, complete the Health apps declaration; only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.",
    onlyFor: ["health"],
    // Both rules are the stores': a web or Steam health app has no store account to check.
    platforms: MOBILE,
    forOneStore: {
      ios: {
        notes:
          "Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused); a fitness or habit app is not such a service, but Apple may still ask for one if it keeps health data (5.1.1(ix) also covers apps that require sensitive user information).",
      },
      android: {
        notes:
          "On Google Play, complete the Health apps declaration; only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.",
      },
    },
  },
  {
    offsetDays: -30,
    time: DEFAULT_TASK_TIME,
    title: "Set up your personal Product Hunt profile",
    notes:
      "Launch from a real personal profile and use it: comment on and support products you like. New accounts may wait about a week before they can post, so do this now and start gathering your launch assets.",
  },
  {
    offsetDays: -21,
    time: DEFAULT_TASK_TIME,
    title: "Schedule your Product Hunt launch",
    notes:
      "Product Hunt lets you schedule a launch up to about 30 days ahead, and you don't need a hunter. Schedule it for 12:01 a.m. Pacific time on launch day, when the Product Hunt day starts. Weekdays are busiest; weekends suit side projects.",
  },
  {
    offsetDays: -14,
    time: DEFAULT_TASK_TIME,
    title: "Submit your store builds for review",
    notes:
      "Send the release builds to the App Store and Google Play now so a rejection still leaves time to fix and resubmit. Review times vary; don't plan on a same-day approval.",
    platforms: MOBILE,
    forOneStore: {
      ios: {
        notes:
          "Send the release build to the App Store now so a rejection still leaves time to fix and resubmit. Review times vary; don't plan on a same-day approval.",
      },
      android: {
        notes:
          "Send the release build to Google Play now so a rejection still leaves time to fix and resubmit. Review times vary; don't plan on a same-day approval.",
      },
    },
  },
  {
    offsetDays: -7,
    time: DEFAULT_TASK_TIME,
    title: "Give your Product Hunt draft a “mom test”",
    notes:
      "Share the draft with someone outside tech and watch where they get confused. Fix the tagline and first image until they can say what the app does.",
  },
  {
    offsetDays: -7,
    time: DEFAULT_TASK_TIME,
    title: "Finish launch assets and switch on welcome emails",
    notes:
      "Final tagline (at most 60 characters, no emoji or hype words), thumbnail, gallery images and demo video. Make sure the welcome email sequence is live before launch traffic arrives.",
  },
  {
    offsetDays: -1,
    time: DEFAULT_TASK_TIME,
    title: "Draft your first comment and schedule the announcement email",
    notes:
      "The first comment says why you built the app and asks for feedback. The email gets an honest subject, the Product Hunt and product links and one call to action; schedule it for just after 12:01 a.m. Pacific.",
  },
  {
    offsetDays: -1,
    time: DEFAULT_TASK_TIME,
    title: "Check your launch copy against Product Hunt's rules",
    notes:
      "No asking for upvotes, no rewards tied to votes, no mass messages and no extra accounts: any of these can get a launch unfeatured. Safe wording: “We just launched — we'd love your feedback.”",
  },
  {
    offsetDays: 0,
    time: PRODUCT_HUNT_DAY_START,
    productHuntClock: true,
    title: "Go live on Product Hunt and post your first comment",
    notes:
      "The Product Hunt day starts at 12:01 a.m. Pacific time and every launch of the day shares the same 24-hour race, so be live the minute it starts.",
  },
  {
    offsetDays: 0,
    time: "00:30",
    productHuntClock: true,
    title: "Tell your own audience",
    notes:
      "Newsletter, X and LinkedIn in the first three hours: say you launched, ask for feedback, give one call to action.",
  },
  {
    offsetDays: 0,
    time: "05:00",
    productHuntClock: true,
    title: "Second wave for Europe and the US East Coast",
    notes:
      "Between 5 and 9 a.m. Pacific, share the launch in communities you already belong to. No cold direct messages.",
  },
  {
    offsetDays: 0,
    time: "08:00",
    productHuntClock: true,
    title: "Answer every comment, all day",
    notes:
      "Comments count toward the ranking. Reply to each one and ship small visible fixes for what people report.",
  },
  {
    offsetDays: 1,
    time: DEFAULT_TASK_TIME,
    title: "Publish a launch recap and what's next",
    notes:
      "Thank everyone who tried the app, share what you learned and what you'll build next, and link it from your Product Hunt page.",
  },
  {
    offsetDays: 7,
    time: DEFAULT_TASK_TIME,
    title: "Follow up: fix, reply and ask for ratings the right way",
    notes:
      "Keep replying and fixing what launch users reported. Never show the store's rating prompt in answer to a button, and never reward ratings; a standing \u201cRate us\u201d link to the store's review page is fine.",
  },
  {
    offsetDays: RELAUNCH_AFTER_DAYS,
    time: DEFAULT_TASK_TIME,
    title: "Decide whether to relaunch on Product Hunt",
    notes:
      "Product Hunt allows a relaunch at least six months after the last post of the same product, company or root domain, and only with a significant update: a new look alone or a price change is not one, while a complete redesign with new functionality can be. Check its relaunch help page before you plan, and list what changed since launch day.",
  },
];

export type PlannedTask = {
  title: string;
  notes: string;
  offsetDays: number;
  dueAt: Date;
  /** The zone of the task's wall clock (ChecklistTask.clockZone). */
  clockZone: string;
  sortOrder: number;
};

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written YYYY-MM-DD (spaces around it ignored) in the plan's years, or null. */
export function parseDateOnly(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const date = parseIsoDate(value.trim());
  if (!date) return null;
  const year = date.getUTCFullYear();
  return year >= MIN_LAUNCH_YEAR && year <= MAX_LAUNCH_YEAR ? value.trim() : null;
}

export function parseTimeOfDay(value: unknown): string | null {
  return typeof value === "string" && TIME_OF_DAY.test(value.trim()) ? value.trim() : null;
}

// Unambiguous ways people write a date in a free-text answer (no 01/02/2026: day or month first?).
const ANSWER_DATE_FORMATS = ["MMMM d, yyyy", "MMM d, yyyy", "d MMMM yyyy", "d MMM yyyy"];

/**
 * Whether a planned launch date has passed everywhere: it is before today in the last time zone
 * to reach a day (UTC−12), so nobody's own today counts as the past.
 */
export function isPastLaunchDate(date: string, now = new Date()): boolean {
  return date < todayIn("Etc/GMT+12", now);
}

export function pastLaunchDateMessage(date: string): string {
  return `${date} has already passed: pick today or a later day for your planned launch.`;
}

/**
 * A launch date typed as free text elsewhere (the simple wizard's launch-date answer, the
 * Community module's Product Hunt date): an ISO date or date-time, "November 22, 2026" or
 * "22 Nov 2026"; anything vaguer ("early March") is null.
 */
export function launchDateFromAnswer(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const iso = parseDateOnly(text.slice(0, 10));
  if (iso && (text.length === 10 || text[10] === "T")) return iso;
  for (const pattern of ANSWER_DATE_FORMATS) {
    const parsed = parse(text, pattern, new Date(0));
    if (isValid(parsed)) return parseDateOnly(format(parsed, "yyyy-MM-dd"));
  }
  return null;
}

/** App.launchDate holds a calendar date as midnight UTC (a date, not an instant). */
export function launchDateToStored(launchDate: string): Date {
  return new Date(`${launchDate}T00:00:00.000Z`);
}

export function storedToLaunchDate(stored: Date): string {
  return isoDate(stored);
}

/**
 * The instant a task falls due: `offsetDays` calendar days from launch day, at `time` on the
 * wall clock of `timeZone` (Pacific by default: Product Hunt's clock).
 */
export function dueAtFor(
  launchDate: string,
  offsetDays: number,
  time: string,
  timeZone: string = PRODUCT_HUNT_TIME_ZONE,
): Date {
  return zonedInstant(addDays(launchDate, offsetDays), time, timeZone);
}

/** The zone and wall-clock time a template task is planned at for this planner. */
export function taskClock(task: ChecklistTemplateTask, planner: Planner = DEFAULT_PLANNER) {
  return task.productHuntClock
    ? { clockZone: PRODUCT_HUNT_TIME_ZONE, time: task.time }
    : { clockZone: planner.timeZone, time: hourTime(planner.hour) };
}

/** When launch day begins on Product Hunt: 12:01 a.m. Pacific. */
export function launchStartsAt(launchDate: string): Date {
  return dueAtFor(launchDate, 0, PRODUCT_HUNT_DAY_START);
}

/** Whether a template task applies to an app's category and platforms. */
export function taskApplies(
  task: ChecklistTemplateTask,
  category: string | null,
  platforms: readonly PlatformId[],
): boolean {
  return (
    (!task.onlyFor || (category !== null && task.onlyFor.some((c) => c === category))) &&
    appliesToPlatforms(task.platforms, platforms)
  );
}

export type TaskWording = { title: string; notes: string };

/**
 * A template task's title and notes for the app's platforms: its one store's wording when the app
 * ships on exactly one of the stores the task words apart, else the shared wording.
 */
export function taskWording(
  task: ChecklistTemplateTask,
  platforms: readonly PlatformId[],
): TaskWording {
  const stores = Object.entries(task.forOneStore ?? {}).filter(([store]) =>
    platforms.includes(store as PlatformId),
  );
  const one = stores.length === 1 ? stores[0][1] : undefined;
  return { title: one?.title ?? task.title, notes: one?.notes ?? task.notes };
}

/** Every title and notes a template task can be planned with: shared, then each store's. */
export function taskWordings(task: ChecklistTemplateTask): TaskWording[] {
  return [
    { title: task.title, notes: task.notes },
    ...Object.values(task.forOneStore ?? {}).map((w) => ({
      title: w.title ?? task.title,
      notes: w.notes,
    })),
  ];
}

/** The template task a stored task was planned from, by any of its titles (edited titles: none). */
export function templateTaskTitled(title: string): ChecklistTemplateTask | undefined {
  return CHECKLIST_TEMPLATE.find((task) => taskWordings(task).some((w) => w.title === title));
}

/** The template tasks that apply to an app's category and platforms, worded for its platforms. */
export function applicableTasks(
  category: string | null,
  platforms: readonly PlatformId[] = [],
): ChecklistTemplateTask[] {
  return CHECKLIST_TEMPLATE.filter((task) => taskApplies(task, category, platforms)).map(
    (task) => ({ ...task, ...taskWording(task, platforms) }),
  );
}

export function planChecklist(
  launchDate: string,
  category: string | null,
  platforms: readonly PlatformId[] = [],
  planner: Planner = DEFAULT_PLANNER,
): PlannedTask[] {
  return applicableTasks(category, platforms).map((task, index) => {
    const { clockZone, time } = taskClock(task, planner);
    return {
      title: task.title,
      notes: task.notes,
      offsetDays: task.offsetDays,
      dueAt: dueAtFor(launchDate, task.offsetDays, time, clockZone),
      clockZone,
      sortOrder: index,
    };
  });
}

/**
 * The task's new due instant when launch day moves: same offset from launch day, same wall-clock
 * time in the task's own zone (`clockZone`) as before, so a 09:00 task stays at 09:00 and a
 * 12:01 a.m. Pacific task at 12:01 a.m. Pacific across a DST change.
 */
export function replanDueAt(
  currentDueAt: Date,
  offsetDays: number,
  newLaunchDate: string,
  clockZone: string = PRODUCT_HUNT_TIME_ZONE,
): Date {
  const zone = clockZone || PRODUCT_HUNT_TIME_ZONE;
  const { time } = zonedParts(currentDueAt, zone);
  return dueAtFor(newLaunchDate, offsetDays, time, zone);
}

/** Calendar days (in `clockZone`, Pacific by default) from launch day to the instant. */
export function offsetFromLaunch(
  dueAt: Date,
  launchDate: string,
  clockZone: string = PRODUCT_HUNT_TIME_ZONE,
): number {
  const { date } = zonedParts(dueAt, clockZone || PRODUCT_HUNT_TIME_ZONE);
  return daysBetween(launchDate, date);
}

const MINUS = "\u2212";

/** "T−30", "Launch day", "T+7". */
export function relativeLabel(offsetDays: number | null): string | null {
  if (offsetDays === null) return null;
  if (offsetDays === 0) return "Launch day";
  return offsetDays < 0 ? `T${MINUS}${-offsetDays}` : `T+${offsetDays}`;
}

const UTC_ZONES = new Set(["UTC", "Etc/UTC", "Etc/GMT", "GMT"]);

/**
 * "Sun, 22 Nov 2026, 9:01 AM GMT+1" in the given zone: the day-month order of the wizard's
 * content schedule dates, with the offset so a reader in another zone is never misled.
 */
export function formatInZone(instant: Date, timeZone: string): string {
  const zone = UTC_ZONES.has(timeZone) ? "UTC" : format(instant, "zzz", { in: tz(timeZone) });
  return `${formatDateTime(instant, timeZone)} ${zone}`;
}

/** "12:01 AM" Pacific: shown next to Product Hunt tasks, whose times are set in Pacific time. */
export function formatPacificTime(instant: Date): string {
  return formatTime(instant, PRODUCT_HUNT_TIME_ZONE);
}

/** "Sun, 22 Nov 2026": the day itself, wherever the reader is. */
export function formatLaunchDate(launchDate: string): string {
  return formatDate(launchDate, "UTC");
}

/** An open task whose due instant has passed. */
export function isOverdue(
  task: { done: boolean; dueAt: Date | string },
  now = Date.now(),
): boolean {
  return !task.done && new Date(task.dueAt).getTime() < now;
}

/** The new due instant of a task planned before its clock's zone was kept (all in Pacific time): an
 * open template task at 09:00 Pacific moves to the same day at the maker's hour in their zone. */
export function morningDueAt(
  task: { dueAt: Date; isCustom: boolean; done: boolean; offsetDays: number | null },
  planner: Planner,
): Date {
  if (task.isCustom || task.done || task.offsetDays === null) return task.dueAt;
  const { date, time } = zonedParts(task.dueAt, PRODUCT_HUNT_TIME_ZONE);
  if (time !== DEFAULT_TASK_TIME) return task.dueAt;
  return zonedInstant(date, hourTime(planner.hour), planner.timeZone);
}
