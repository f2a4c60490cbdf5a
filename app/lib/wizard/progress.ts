// How far an app's marketing plan is (docs/product/spec-facts.md §4), and how the two wizards' figures combine
// (docs/decisions/006-wizards.md).
import { STEP_NAMES, type ModuleStatus } from "~/lib/enums";

/** docs/product/spec-facts.md §9: eight modules. */
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
 * The app's one progress figure. The simple wizard and the eight modules are two routes to a
 * plan; the app shows the further of the two, so using one never lowers what the other reached.
 */
export function combinedProgress(simple: number, modules: number): number {
  return clampPercent(Math.max(simple, modules));
}

/** docs/product/spec-facts.md §4 (progress bar): indeterminate without a value, loading below max, complete at max. */
export function progressBarState(
  value: number | null,
  max = PERCENT,
): "indeterminate" | "loading" | "complete" {
  if (value === null) return "indeterminate";
  return value >= max ? "complete" : "loading";
}
