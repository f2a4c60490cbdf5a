// Dashboard rules of docs/product/spec-facts.md §2, §9: pure, shared by the server and the browser.
import type { StepName } from "./enums";
import { NEXT_STEP_LABELS, nextPlanStep } from "./next-step";
import { MODULE_COUNT } from "./wizard/module-titles";

/** Each module is worth an equal share of an app's progress. */
export const PROGRESS_PER_MODULE = 100 / MODULE_COUNT;
/** An app at or above this progress counts as "Ready to Launch". */
export const READY_TO_LAUNCH_PROGRESS = 90;
/** "Your Next Mission" lists at most this many apps under 100 %. */
export const NEXT_MISSION_LIMIT = 2;
export const FULL_PROGRESS = 100;

/** The four badges on an app card, each earned when the module of its name is completed. */
export const MILESTONES = [
  { label: "Foundation", module: "foundation" },
  { label: "SEO", module: "seo" },
  { label: "Content", module: "content" },
  { label: "Launch", module: "launch" },
] as const;

export type MilestoneModule = (typeof MILESTONES)[number]["module"];

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
  /** The milestone modules (foundation, seo, content, launch) this app has completed. */
  completedMilestones: readonly MilestoneModule[];
  /** Every module this app has completed: what the next step and the locks are decided from. */
  completedModules?: readonly StepName[];
  hasLaunchDate?: boolean;
};

/** The milestone modules among the completed ones. */
export function milestonesOf(completed: readonly StepName[]): MilestoneModule[] {
  return MILESTONES.filter((m) => completed.includes(m.module)).map((m) => m.module);
}

function positionOf(app: DashboardApp) {
  return {
    id: app.id,
    category: app.category,
    questionsProgress: app.questionsProgress,
    hasLaunchDate: app.hasLaunchDate ?? false,
    completedModules: app.completedModules ?? app.completedMilestones,
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

export type MilestoneBadge = { label: string; module: MilestoneModule; reached: boolean };

/** A badge is reached when its module is completed, whatever the plan's overall progress. */
export function milestoneBadges(completed: readonly MilestoneModule[]): MilestoneBadge[] {
  return MILESTONES.map((m) => ({ ...m, reached: completed.includes(m.module) }));
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

export type Mission = {
  appId: string;
  appName: string;
  progress: number;
  hint: string;
  action: AppAction;
};

/** The next badge an app has not reached yet, or null once all four are reached. */
export function nextMilestone(completed: readonly MilestoneModule[]) {
  return MILESTONES.find((m) => !completed.includes(m.module)) ?? null;
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
