// The live demo's launch dates: the demo apps launch a few weeks from the day the demo is
// opened, so their checklist and the calendar are full whenever a visitor looks. Used by the
// seed (the template) and by each sandbox copy of a template without dates. Kept apart from
// ./demo, which the browser loads.
import { planChecklist } from "./checklist";
import { addDays, todayIn } from "./dates";

/** Days from today to launch day, for the demo apps in order of how far their plan is. */
export const DEMO_LAUNCH_IN_DAYS = [21, 49] as const;

/** The launch day of the demo app at `rank` (0 = the most advanced plan), or null past the list. */
export function demoLaunchDate(rank: number, now: Date): string | null {
  const days = DEMO_LAUNCH_IN_DAYS[rank];
  return days === undefined ? null : addDays(todayIn("UTC", now), days);
}

/**
 * The default checklist for a demo launch day, with the tasks already due ticked off as a maker
 * on schedule would have, so the list opens on what comes next.
 */
export function demoChecklist(launchDate: string, category: string | null, now: Date) {
  return planChecklist(launchDate, category).map((task) => {
    const done = task.dueAt.getTime() <= now.getTime();
    return { ...task, isCustom: false, done, doneAt: done ? task.dueAt : null };
  });
}
