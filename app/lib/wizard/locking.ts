// docs/product/spec-facts.md §4: the first step is always open; a later step opens only when the step before
// it is completed. The server enforces this on every save (app/models/module.server.ts).
import { type ModuleStatus, STEP_NAMES, type StepName } from "~/lib/enums";

export type StepStatuses = Partial<Record<StepName, ModuleStatus | string>>;

export type StepState = {
  stepName: StepName;
  status: ModuleStatus;
  locked: boolean;
};

function statusOf(statuses: StepStatuses, step: StepName): ModuleStatus {
  const status = statuses[step];
  return status === "in_progress" || status === "completed" ? status : "not_started";
}

export function previousStep(step: StepName): StepName | null {
  const index = STEP_NAMES.indexOf(step);
  return index > 0 ? STEP_NAMES[index - 1] : null;
}

export function nextStep(step: StepName): StepName | null {
  const index = STEP_NAMES.indexOf(step);
  return index >= 0 && index < STEP_NAMES.length - 1 ? STEP_NAMES[index + 1] : null;
}

export function isStepUnlocked(step: StepName, statuses: StepStatuses): boolean {
  const previous = previousStep(step);
  return previous === null || statusOf(statuses, previous) === "completed";
}

/** The step list: every module in order with its status and whether it is locked. */
export function stepStates(statuses: StepStatuses): StepState[] {
  return STEP_NAMES.map((stepName) => ({
    stepName,
    status: statusOf(statuses, stepName),
    locked: !isStepUnlocked(stepName, statuses),
  }));
}

/** Where to resume: the first open step that is not completed, else the first step. */
export function resumeStep(statuses: StepStatuses): StepName {
  const open = stepStates(statuses).find((s) => !s.locked && s.status !== "completed");
  return open?.stepName ?? STEP_NAMES[0];
}
