// The two progress figures of an app (docs/decisions/013-progress-figures.md): the plan's
// (app.progress, the share of the eight modules completed) and the simple questions' own
// (app.questionsProgress). They are never combined.
import { type ModuleStatus, STEP_NAMES } from "~/lib/enums";

/** docs/product/spec-facts.md §9: one per module (./module-titles counts the same list). */
export const MODULE_COUNT = STEP_NAMES.length;
/** docs/product/spec-facts.md §9: the simple wizard has four steps (index 0-3). */
export const SIMPLE_WIZARD_STEP_COUNT = 4;

const PERCENT = 100;

function clampPercent(value: number): number {
  return Math.min(PERCENT, Math.max(0, value));
}

/** docs/product/spec-facts.md §4: the rounded share of completed modules out of 8 (3 of 8 -> 38). */
export function moduleProgress(completedCount: number): number {
  return clampPercent(Math.round((completedCount / MODULE_COUNT) * PERCENT));
}

/** docs/product/spec-facts.md §4: the simple wizard saves round((step + 1) / 4 * 100) at step 0-3. */
export function simpleWizardProgress(step: number): number {
  return clampPercent(Math.round(((step + 1) / SIMPLE_WIZARD_STEP_COUNT) * PERCENT));
}

export function countCompleted(statuses: Iterable<ModuleStatus | string>): number {
  let count = 0;
  for (const status of statuses) if (status === "completed") count += 1;
  return count;
}

/**
 * The simple questions' figure after a save: the step just saved (its round((step + 1) / 4 * 100))
 * or the steps the stored answers reach, whichever is further, so saving an earlier step again
 * does not lower it.
 */
export function questionsProgress(savedStepFigure: number, answeredSteps: number): number {
  const reached = answeredSteps === 0 ? 0 : simpleWizardProgress(answeredSteps - 1);
  return clampPercent(Math.max(savedStepFigure, reached));
}

/** "Questions 3 of 4": the steps a questionsProgress figure stands for. */
export function questionsStepsDone(figure: number): number {
  return Math.min(
    SIMPLE_WIZARD_STEP_COUNT,
    Math.max(0, Math.round((figure / PERCENT) * SIMPLE_WIZARD_STEP_COUNT)),
  );
}

/** docs/product/spec-facts.md §4 (progress bar): indeterminate without a value, loading below max, complete at max. */
export function progressBarState(
  value: number | null,
  max = PERCENT,
): "indeterminate" | "loading" | "complete" {
  if (value === null) return "indeterminate";
  return value >= max ? "complete" : "loading";
}
