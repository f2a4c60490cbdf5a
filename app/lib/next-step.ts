// Where a "next step" link goes (docs/decisions/053-guided-path-ends-in-the-plan.md): the one rule
// the dashboard card, Your Next Mission, Reports and the checklist all use, so no page sends a
// maker to a locked module and no page names a different next step than another. Pure.
import { STEP_NAMES, type StepName } from "./enums";
import {
  isStepUnlocked,
  nextStep,
  previousStep,
  resumeStep,
  type StepStatuses,
} from "./wizard/locking";
import { MODULE_COUNT_WORD, MODULE_TITLES } from "./wizard/module-titles";
import { SIMPLE_WIZARD_STEP_COUNT } from "./wizard/progress";

const FULL = 100;

export type PlanPosition = {
  id: string;
  category: string | null;
  /** The simple questions' own figure (0-100). */
  questionsProgress: number;
  hasLaunchDate: boolean;
  completedModules: readonly StepName[];
};

export type ModuleLink = {
  href: string;
  /** The words of the link: the module it opens. */
  label: string;
  /** The module the caller asked for is locked: the link goes to the first open one instead. */
  locked: boolean;
  /** Why the asked-for module is locked ("Launch opens after Creative."), else null. */
  reason: string | null;
};

function statusesOf(completed: readonly StepName[]): StepStatuses {
  return Object.fromEntries(completed.map((step) => [step, "completed"]));
}

export const moduleHref = (appId: string, step: StepName) => `/wizard/${appId}?step=${step}`;

/** The module a maker can work on now: the first open one not completed (Foundation at first). */
export function firstOpenModule(completed: readonly StepName[]): StepName {
  return resumeStep(statusesOf(completed));
}

/**
 * A link to one module: to it when it is open, otherwise to the module that opens it next (the
 * first open one), with the reason in words.
 */
export function moduleLink(
  appId: string,
  target: StepName,
  completed: readonly StepName[],
): ModuleLink {
  if (isStepUnlocked(target, statusesOf(completed))) {
    return {
      href: moduleHref(appId, target),
      label: `${MODULE_TITLES[target]} module`,
      locked: false,
      reason: null,
    };
  }
  const open = firstOpenModule(completed);
  const before = previousStep(target);
  return {
    href: moduleHref(appId, open),
    label: `Open ${MODULE_TITLES[open]}`,
    locked: true,
    reason: `${MODULE_TITLES[target]} opens after ${before ? MODULE_TITLES[before] : "the step before"}.`,
  };
}

/** A locked module's note: what opens it, and a link to that module ("Opens after Creative"). */
export type LockNote = { text: string; href: string };

/** What opens a module: the module before it. Null for the first module, which is never locked. */
export function lockNote(appId: string, target: StepName): LockNote | null {
  const before = previousStep(target);
  return before
    ? { text: `Opens after ${MODULE_TITLES[before]}`, href: moduleHref(appId, before) }
    : null;
}

export const NEXT_STEP_LABELS = {
  pickCategory: "Pick Category First",
  start: "Start Questions",
  continue: "Continue Questions",
  launchDate: "Set a launch date",
  continuePlan: "Continue the plan",
  checklist: "Open the checklist",
} as const;

export type PlanStep = {
  label: string;
  href: string;
  /** One sentence on why this is the next step. */
  hint: string;
};

/**
 * The app's next real step, in the order a maker meets them: category, the four simple steps
 * (docs/product/spec-facts.md §2: "Pick Category First" / "Start Questions" / "Continue Questions"), then the launch
 * date (one field that yields the dated checklist), then the first open module, and once all
 * are completed the checklist.
 */
export function nextPlanStep(app: PlanPosition): PlanStep {
  if (!app.category) {
    return {
      label: NEXT_STEP_LABELS.pickCategory,
      href: `/app-category/${app.id}`,
      hint: "Choose a category so the questions and tips fit your app.",
    };
  }
  if (app.questionsProgress < FULL) {
    return {
      label: app.questionsProgress === 0 ? NEXT_STEP_LABELS.start : NEXT_STEP_LABELS.continue,
      href: `/simple-wizard/${app.id}`,
      hint: `Answer the ${SIMPLE_WIZARD_STEP_COUNT} simple steps to start your marketing plan.`,
    };
  }
  if (!app.hasLaunchDate) {
    return {
      label: NEXT_STEP_LABELS.launchDate,
      href: `/apps/${app.id}/checklist#launch-heading`,
      hint: "Pick your launch day and get a checklist of dated tasks counted back from it.",
    };
  }
  const done = app.completedModules.filter((step) => STEP_NAMES.includes(step));
  if (done.length >= STEP_NAMES.length) {
    return {
      label: NEXT_STEP_LABELS.checklist,
      href: `/apps/${app.id}/checklist`,
      hint: `All ${MODULE_COUNT_WORD} modules are completed: work through your launch checklist.`,
    };
  }
  const open = firstOpenModule(done);
  const title = MODULE_TITLES[open];
  // The module after the open one is locked until it is completed: say so in the tabs' words.
  const after = nextStep(open);
  const lock = after ? ` ${MODULE_TITLES[after]} opens after ${title}.` : "";
  return {
    label: done.length === 0 ? `Open ${title}` : NEXT_STEP_LABELS.continuePlan,
    href: moduleHref(app.id, open),
    hint:
      done.length === 0
        ? `${title} is the first module; your simple answers are already in it.${lock}`
        : `Next up: ${title}.${lock}`,
  };
}

export { COMPLETED_STAT_LABEL, COMPLETED_STAT_UNIT, simpleStepsLabel } from "./plan-labels";
