// Labels that say what a figure counts, in one unit everywhere (dashboard, Reports, PDF). Kept
// apart from app/lib/next-step.ts so the dashboard's browser code carries only these words.
import { SIMPLE_WIZARD_STEP_COUNT } from "./wizard/progress";

/** "Simple questions: 3 of 4 steps": the one unit every page uses for the simple questions. */
export function simpleStepsLabel(stepsDone: number): string {
  return `Simple questions: ${stepsDone} of ${SIMPLE_WIZARD_STEP_COUNT} steps`;
}

/**
 * The dashboard stat docs/product/spec-facts.md §2 calls "Completed", in the specification's word; it counts
 * modules (Σ floor(progress / 12.5)), so its sub-line says so.
 */
export const COMPLETED_STAT_LABEL = "Completed";
export const COMPLETED_STAT_UNIT = "modules";
