// The reports page's plan summary: what is done, what is missing and what to do next, from an
// app's simple-wizard answers and its eight modules. Pure, so the rules are unit-tested.
import { SIMPLE_WIZARD_ANSWER_IDS, STEP_NAMES, type StepName } from "./enums";
import { firstOpenModule, type LockNote, lockNote, moduleHref } from "./next-step";
import { previousStep } from "./wizard/locking";
import { MODULES } from "./wizard/modules";
import { questionsStepsDone, SIMPLE_WIZARD_STEP_COUNT } from "./wizard/progress";

/** Next steps shown at most, so the list stays a to-do and not a copy of the plan. */
export const MAX_NEXT_STEPS = 4;
/** Empty fields named per missing module; the rest are counted. */
export const MAX_NAMED_EMPTY_FIELDS = 3;

export type ModuleRecord = { stepName: string; status: string; data: unknown };

export type PlanApp = {
  id: string;
  category: string | null;
  progress: number;
  wizardAnswers: unknown;
  /** The simple questions' own figure (0-100): the steps done, the unit the dashboard shows too. */
  questionsProgress: number;
  launchDate: Date | string | null;
};

export type MissingModule = {
  stepName: StepName;
  title: string;
  status: "not_started" | "in_progress";
  emptyFields: string[];
  emptyFieldCount: number;
  /** A locked module: what opens it ("Opens after Creative") with a link there; else null. */
  opensAfter: LockNote | null;
};

export type NextStep = { text: string; href: string };

export type PlanSummary = {
  progress: number;
  /** Simple-question steps done out of four: the same unit as the dashboard card. */
  simpleSteps: { done: number; total: number };
  done: { stepName: StepName; title: string }[];
  missing: MissingModule[];
  nextSteps: NextStep[];
};

function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function countSimpleAnswers(wizardAnswers: unknown): number {
  const answers = record(wizardAnswers);
  return SIMPLE_WIZARD_ANSWER_IDS.filter((id) => isFilled(answers[id])).length;
}

/** Labels of a module's fields that hold nothing yet, in the wizard's order. */
export function emptyFieldLabels(stepName: StepName, data: unknown): string[] {
  const values = record(data);
  const definition = MODULES.find((m) => m.stepName === stepName);
  return (definition?.fields ?? []).filter((f) => !isFilled(values[f.name])).map((f) => f.label);
}

export function planSummary(
  app: PlanApp,
  modules: readonly ModuleRecord[],
  options: { launchCopyWarnings?: number } = {},
): PlanSummary {
  const byStep = new Map(modules.map((m) => [m.stepName, m]));
  const done: PlanSummary["done"] = [];
  const missing: MissingModule[] = [];
  for (const stepName of STEP_NAMES) {
    const title = MODULES.find((m) => m.stepName === stepName)?.title ?? stepName;
    const module = byStep.get(stepName);
    if (module?.status === "completed") {
      done.push({ stepName, title });
      continue;
    }
    const empty = emptyFieldLabels(stepName, module?.data);
    const before = previousStep(stepName);
    const locked = before !== null && byStep.get(before)?.status !== "completed";
    missing.push({
      stepName,
      title,
      status: module?.status === "in_progress" ? "in_progress" : "not_started",
      emptyFields: empty.slice(0, MAX_NAMED_EMPTY_FIELDS),
      emptyFieldCount: empty.length,
      opensAfter: locked ? lockNote(app.id, stepName) : null,
    });
  }

  const stepsDone = questionsStepsDone(app.questionsProgress);
  const nextSteps: NextStep[] = [];
  if (!app.category) {
    nextSteps.push({
      text: "Pick a category so the guidance fits your app",
      href: `/app-category/${app.id}`,
    });
  }
  if (stepsDone < SIMPLE_WIZARD_STEP_COUNT) {
    const left = SIMPLE_WIZARD_STEP_COUNT - stepsDone;
    nextSteps.push({
      text: `Finish the ${left} remaining simple-question step${left === 1 ? "" : "s"}`,
      href: `/simple-wizard/${app.id}`,
    });
  } else if (!app.launchDate) {
    nextSteps.push({
      text: "Set a launch date to get your checklist of dated tasks",
      href: `/apps/${app.id}/checklist#launch-heading`,
    });
  }
  // Modules open one after the other: the link goes to the first open one (app/lib/next-step.ts).
  const open = firstOpenModule(done.map((d) => d.stepName));
  const current = missing.find((m) => m.stepName === open);
  if (current) {
    nextSteps.push({
      text:
        current.status === "in_progress"
          ? `Finish the ${current.title} module`
          : `Start the ${current.title} module`,
      href: moduleHref(app.id, current.stepName),
    });
  }
  if ((options.launchCopyWarnings ?? 0) > 0) {
    nextSteps.push({
      text: "Rework the launch copy that breaks Product Hunt's rules (see the launch-copy check)",
      href: "#launch-copy",
    });
  }
  if (missing.length === 0) {
    nextSteps.push({
      text: "Record this week's numbers to see what works",
      href: `/analytics?app=${app.id}`,
    });
  }

  return {
    progress: app.progress,
    simpleSteps: { done: stepsDone, total: SIMPLE_WIZARD_STEP_COUNT },
    done,
    missing,
    nextSteps: nextSteps.slice(0, MAX_NEXT_STEPS),
  };
}
