// Dashboard rules of docs/product/spec-facts.md §2, §9: pure, shared by the server and the browser.
import type { StepName } from "./enums";
import { firstOpenModule, moduleHref, NEXT_STEP_LABELS, nextPlanStep } from "./next-step";
import { MODULE_COUNT, MODULE_TITLES } from "./wizard/module-titles";

/** Each module is worth an equal share of an app's progress. */
export const PROGRESS_PER_MODULE = 100 / MODULE_COUNT;
/** An app at or above this progress counts as "Ready to Launch". */
export const READY_TO_LAUNCH_PROGRESS = 90;
/** "Your Next Mission" lists at most this many apps under 100 %. */
export const NEXT_MISSION_LIMIT = 2;
export const FULL_PROGRESS = 100;

/**
 * The four badges on an app card, each reached at its share of plan progress
 * (docs/product/spec-facts.md §2): one eighth of the plan per badge, so the first four modules
 * completed in their (locked) order reach them one by one.
 */
export const MILESTONES = [
  { label: "Foundation", at: PROGRESS_PER_MODULE },
  { label: "SEO", at: 2 * PROGRESS_PER_MODULE },
  { label: "Content", at: 3 * PROGRESS_PER_MODULE },
  { label: "Launch", at: 4 * PROGRESS_PER_MODULE },
] as const;

export type Milestone = (typeof MILESTONES)[number];

/**
 * `progress` is the plan's figure (share of the eight modules completed) and drives every stat,
 * badge and mission; `questionsProgress` is the simple questions' own figure and only decides
 * whether the questions are started (docs/decisions/013-progress-figures.md).
 */
export type DashboardApp = {
  id: string;
  name: string;
  progress: number;
  questionsProgress: number;
  category: string | null;
  /** Every module this app has completed: what the next step and the locks are decided from. */
  completedModules?: readonly StepName[];
  hasLaunchDate?: boolean;
  /** Every checklist task of the app. */
  taskCount?: number;
};

function positionOf(app: DashboardApp) {
  return {
    id: app.id,
    category: app.category,
    questionsProgress: app.questionsProgress,
    hasLaunchDate: app.hasLaunchDate ?? false,
    completedModules: app.completedModules ?? [],
  };
}

export type DashboardStats = {
  totalApps: number;
  completed: number;
  readyToLaunch: number;
  avgProgress: number;
};

export function dashboardStats(apps: readonly DashboardApp[]): DashboardStats {
  let completed = 0;
  let readyToLaunch = 0;
  let sum = 0;
  for (const app of apps) {
    completed += Math.floor(app.progress / PROGRESS_PER_MODULE);
    if (app.progress >= READY_TO_LAUNCH_PROGRESS) readyToLaunch += 1;
    sum += app.progress;
  }
  return {
    totalApps: apps.length,
    completed,
    readyToLaunch,
    avgProgress: apps.length === 0 ? 0 : Math.round(sum / apps.length),
  };
}

export type MilestoneBadge = {
  label: string;
  at: number;
  reached: boolean;
  /** What follows the label for a screen reader: " milestone: reached at 50 % of the plan". */
  detail: string;
  text: string;
};

/**
 * The badges for an app at `progress` % of its plan: reached at or above each threshold, with the
 * words a screen reader says ("Launch milestone: reached at 50 % of the plan").
 */
export function milestoneBadges(progress: number): MilestoneBadge[] {
  return MILESTONES.map(({ label, at }) => {
    const reached = progress >= at;
    const detail = reached
      ? ` milestone: reached at ${at} % of the plan`
      : ` milestone: not reached yet, at ${at} % of the plan`;
    return { label, at, reached, detail, text: `${label}${detail}` };
  });
}

export const MAIN_ACTION_LABELS = NEXT_STEP_LABELS;

export type AppAction = { label: string; href: string };

/**
 * The app card's main button names the next real step: a category, the simple questions, then
 * the launch date and the first open module (app/lib/next-step.ts).
 */
export function mainAction(app: DashboardApp): AppAction {
  const { label, href } = nextPlanStep(positionOf(app));
  return { label, href };
}

/**
 * What an app's card leads with. Until the simple questions are done, the main button alone
 * (mainAction). Once they are (the Finish of the simple wizard lands on the dashboard), the next
 * real step: the launch-date field when none is set (`askLaunchDate`, no main link), else "Open
 * your checklist (N dated tasks)"; then "Continue the plan: <first open module>".
 */
export type CardActions = {
  askLaunchDate: boolean;
  primary: AppAction | null;
  plan: AppAction | null;
};

export function cardActions(app: DashboardApp): CardActions {
  const position = positionOf(app);
  const done = position.completedModules;
  if (!app.category || app.questionsProgress < FULL_PROGRESS || done.length >= MODULE_COUNT) {
    return { askLaunchDate: false, primary: mainAction(app), plan: null };
  }
  const open = firstOpenModule(done);
  const plan = {
    label: `Continue the plan: ${MODULE_TITLES[open]}`,
    href: moduleHref(app.id, open),
  };
  if (!position.hasLaunchDate) return { askLaunchDate: true, primary: null, plan };
  const tasks = app.taskCount ?? 0;
  return {
    askLaunchDate: false,
    primary: {
      label: `Open your checklist (${tasks} dated ${tasks === 1 ? "task" : "tasks"})`,
      href: `/apps/${app.id}/checklist`,
    },
    plan,
  };
}

export type Mission = {
  appId: string;
  appName: string;
  progress: number;
  hint: string;
  action: AppAction;
};

/** The next badge an app has not reached yet, or null once all four are reached. */
export function nextMilestone(progress: number): Milestone | null {
  return MILESTONES.find((m) => progress < m.at) ?? null;
}

/**
 * "Your Next Mission": the first apps (in the order given, oldest first on the dashboard) that
 * are under 100 %, at most NEXT_MISSION_LIMIT of them.
 */
export function nextMission(apps: readonly DashboardApp[]): Mission[] {
  return apps
    .filter((app) => app.progress < FULL_PROGRESS)
    .slice(0, NEXT_MISSION_LIMIT)
    .map((app) => {
      // The same next step as the card's button: never a locked module.
      const step = nextPlanStep(positionOf(app));
      return {
        appId: app.id,
        appName: app.name,
        progress: app.progress,
        hint: step.hint,
        action: { label: app.category ? "Continue!" : "Pick Category!", href: step.href },
      };
    });
}

/** App cards per dashboard page: a phone on a slow link should not download hundreds of cards. */
export const APPS_PER_PAGE = 12;

/** One page of a list; an out-of-range or unreadable page number falls back to the nearest page. */
export function paginate<T>(
  items: readonly T[],
  requested: string | null,
  perPage = APPS_PER_PAGE,
) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const parsed = Number.parseInt(requested ?? "1", 10);
  const page = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 1), pageCount) : 1;
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    page,
    pageCount,
    total: items.length,
    start,
  };
}
