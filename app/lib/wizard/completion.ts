// What makes a module complete, and which simple answers fill which module fields
// (docs/decisions/014-one-plan.md). Pure: the page shows the rule above the form, the server
// (saveModule) enforces it for the page and the API alike.
import { type SimpleWizardAnswerId, STEP_NAMES, type StepName } from "~/lib/enums";

import { characterCount, LONG_TEXT_MAX, normalizeLineBreaks } from "../limits";
import { ELLIPSIS, fitText } from "../text-fit";
import { moduleDefinition } from "./modules";

/**
 * The few fields each module needs before Save & Continue completes it, in the form's order: the
 * fields its definition marks `completes` (./module-content). Content's is its list of ideas (at
 * least one). Save Draft needs them only once the module is completed.
 */
export const REQUIRED_FIELDS: Record<StepName, readonly string[]> = Object.fromEntries(
  STEP_NAMES.map((step) => [
    step,
    moduleDefinition(step)
      .fields.filter((field) => field.completes)
      .map((field) => field.name),
  ]),
) as Record<StepName, string[]>;

function labelOf(step: StepName, name: string): string {
  return moduleDefinition(step).fields.find((f) => f.name === name)?.label ?? name;
}

/** The labels of the fields that complete a module, in the form's order. */
export function requiredFieldLabels(step: StepName): string[] {
  return REQUIRED_FIELDS[step].map((name) => labelOf(step, name));
}

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

export function missingFieldMessage(step: StepName, name: string, completed = false): string {
  if (completed) {
    const what = step === "content" ? "at least one content idea" : labelOf(step, name);
    return `Keep ${what} filled in: this module is completed, and it counts only with it.`;
  }
  if (step === "content") return "Pick at least one content idea before you continue.";
  return `Fill in ${labelOf(step, name)} to complete this module.`;
}

/** One message per required field that is still empty; empty when the module can complete. */
export function missingForCompletion(
  step: StepName,
  data: Record<string, unknown>,
  /** The module is already completed: the words say the field must stay filled. */
  completed = false,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const name of REQUIRED_FIELDS[step]) {
    if (!isFilled(data[name])) errors[name] = [missingFieldMessage(step, name, completed)];
  }
  return errors;
}

/**
 * Where a simple answer flows: the one module field it answers, filled while that field is still
 * empty. An answer that answers no field is not copied anywhere: the features you are proudest of
 * are not your innovation story, and the help you need is not a launch timeline (both feed the
 * drafts and the examples instead). The launch date is one stored date (App.launchDate), shown
 * in Community as is.
 */
export const ANSWER_TO_FIELD: readonly {
  answer: SimpleWizardAnswerId;
  step: StepName;
  field: string;
}[] = [
  { answer: "app-description", step: "foundation", field: "elevatorPitch" },
  { answer: "app-problem", step: "foundation", field: "painPoint" },
  { answer: "who-uses", step: "foundation", field: "audienceJob" },
  { answer: "age-group", step: "foundation", field: "audienceAge" },
  { answer: "why-choose", step: "foundation", field: "usp" },
  { answer: "find-users", step: "community", field: "communityStrategy" },
  { answer: "tell-friends", step: "retention", field: "communityBuilding" },
  { answer: "success-looks-like", step: "analytics", field: "trackingDashboard" },
];

/** A module's fields filled from the simple answers, and which of them were shortened to fit. */
export type Prefill = { values: Record<string, string>; shortened: string[] };

/**
 * The module's fields filled from the simple answers where the saved data has nothing yet. An
 * answer longer than its field's limit is shortened to fit (whole sentences, else at a word, marked
 * "…") and listed in `shortened`, so the page can ask the maker to check it; an answer that
 * cannot be shortened to a whole word is not copied. So the first Save of a prefilled form never
 * fails on a limit the maker did not choose. Nothing here is stored until the user saves the form.
 */
export function prefillWithNotes(
  step: StepName,
  saved: Record<string, unknown>,
  answers: Partial<Record<SimpleWizardAnswerId, string>>,
): Prefill {
  const prefill: Prefill = { values: {}, shortened: [] };
  const fields = moduleDefinition(step).fields;
  for (const { answer, step: target, field } of ANSWER_TO_FIELD) {
    if (target !== step || isFilled(saved[field])) continue;
    const text = normalizeLineBreaks(answers[answer] ?? "").trim();
    if (!text) continue;
    const max = fields.find((f) => f.name === field)?.maxLength ?? LONG_TEXT_MAX;
    if (characterCount(text) <= max) {
      prefill.values[field] = text;
      continue;
    }
    const fit = fitText(text, max);
    if (!fit.text.replace(ELLIPSIS, "").trim() || characterCount(fit.text) > max) continue;
    prefill.values[field] = fit.text;
    prefill.shortened.push(field);
  }
  return prefill;
}

/** The prefilled values alone (see prefillWithNotes). */
export function prefillFromAnswers(
  step: StepName,
  saved: Record<string, unknown>,
  answers: Partial<Record<SimpleWizardAnswerId, string>>,
): Record<string, string> {
  return prefillWithNotes(step, saved, answers).values;
}

/** The simple wizard's first two answers default to what the add-app dialog took. */
export function prefillSimpleAnswers(
  answers: Partial<Record<SimpleWizardAnswerId, string>>,
  app: { name: string; description: string },
): Partial<Record<SimpleWizardAnswerId, string>> {
  const filled: Partial<Record<SimpleWizardAnswerId, string>> = {};
  if (!(answers["app-name"] ?? "").trim() && app.name.trim()) filled["app-name"] = app.name;
  if (!(answers["app-description"] ?? "").trim() && app.description.trim())
    filled["app-description"] = app.description;
  return filled;
}
