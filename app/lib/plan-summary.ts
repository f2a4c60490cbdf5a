// The reports page's plan summary: what is done, what is missing and what to do next, from an
// app's simple-wizard answers and its eight modules. Pure, so the rules are unit-tested.
import { SIMPLE_WIZARD_ANSWER_IDS, STEP_NAMES, type StepName } from "./enums";
import { MODULES } from "./wizard/modules";

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
};

export type MissingModule = {
  stepName: StepName;
  title: string;
  status: "not_started" | "in_progress";
  emptyFields: string[];
  emptyFieldCount: number;
};

export type NextStep = { text: string; href: string };

export type PlanSummary = {
  progress: number;
  simpleAnswers: { answered: number; total: number };
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
    missing.push({
      stepName,
      title,
      status: module?.status === "in_progress" ? "in_progress" : "not_started",
      emptyFields: empty.slice(0, MAX_NAMED_EMPTY_FIELDS),
      emptyFieldCount: empty.length,
    });
  }

  const answered = countSimpleAnswers(app.wizardAnswers);
  const total = SIMPLE_WIZARD_ANSWER_IDS.length;
  const nextSteps: NextStep[] = [];
  if (!app.category) {
    nextSteps.push({
      text: "Pick a category so the guidance fits your app",
      href: `/app-category/${app.id}`,
    });
  }
  if (answered < total) {
    const left = total - answered;
    nextSteps.push({
      text: `Answer the ${left} remaining simple question${left === 1 ? "" : "s"}`,
      href: `/simple-wizard/${app.id}`,
    });
  }
  // Modules open one after the other, so only the first unfinished one can be worked on now.
  const current = missing[0];
  if (current) {
    nextSteps.push({
      text:
        current.status === "in_progress"
          ? `Finish the ${current.title} module`
          : `Start the ${current.title} module`,
      href: `/wizard/${app.id}?step=${current.stepName}`,
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
    simpleAnswers: { answered, total },
    done,
    missing,
    nextSteps: nextSteps.slice(0, MAX_NEXT_STEPS),
  };
}
