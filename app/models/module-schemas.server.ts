// The zod schemas of the eight modules' data (docs/product/spec-facts.md §3), built from the field lists in
// app/lib, and the checks across fields. saveModule validates every save with these.
import { z } from "zod";

import { isIsoDate } from "~/lib/dates";
import { CONTENT_IDEA_IDS, STEP_NAMES, type StepName } from "~/lib/enums";
import { addFieldError, type FieldErrors, newFieldErrors } from "~/lib/field-errors";
import {
  characterCount,
  MAX_COMPETITORS,
  MAX_CONTENT_IDEAS,
  normalizeLineBreaks,
  tooLongMessage,
} from "~/lib/limits";
import { missingForCompletion } from "~/lib/wizard/completion";
import { MODULE_TITLES } from "~/lib/wizard/module-titles";
import { moduleDefinition } from "~/lib/wizard/modules";

export const SAVE_STATUSES = ["in_progress", "completed"] as const;
export type SaveStatus = (typeof SAVE_STATUSES)[number];

export const saveStatusSchema = z.enum(SAVE_STATUSES, {
  error: "status must be in_progress or completed",
});

export const NO_IDEA_MESSAGE = "Pick at least one content idea before you continue.";

function textSchema(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite(normalizeLineBreaks)
    .trim()
    .check((ctx) => {
      const length = characterCount(ctx.value);
      if (length > max)
        ctx.issues.push({
          code: "custom",
          message: tooLongMessage(label, max, length),
          input: ctx.value,
        });
    })
    .optional()
    .default("");
}

const dateSchema = z
  .string({ error: "Enter the date as YYYY-MM-DD" })
  .trim()
  .refine((v) => v === "" || isIsoDate(v), "Enter a real date as YYYY-MM-DD")
  .optional()
  .default("");

const ideasSchema = z
  .array(z.string({ error: "Each content idea must be one of the six idea ids" }), {
    error: "selectedContentIdeas must be a list of idea ids",
  })
  .check((ctx) => {
    const ideas = ctx.value;
    const unknown = ideas.filter((id) => !(CONTENT_IDEA_IDS as readonly string[]).includes(id));
    if (unknown.length > 0)
      ctx.issues.push({
        code: "custom",
        input: ideas,
        message: `Choose from the six content ideas (${CONTENT_IDEA_IDS.join(", ")}).`,
      });
    else if (new Set(ideas).size !== ideas.length)
      ctx.issues.push({
        code: "custom",
        input: ideas,
        message: "Pick each content idea only once.",
      });
    else if (ideas.length > MAX_CONTENT_IDEAS)
      ctx.issues.push({
        code: "custom",
        input: ideas,
        message: `Pick at most ${MAX_CONTENT_IDEAS} content ideas (you picked ${ideas.length}).`,
      });
  })
  .optional()
  .default([]);

function buildSchema(step: StepName) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of moduleDefinition(step).fields) {
    shape[field.name] =
      field.kind === "ideas"
        ? ideasSchema
        : field.kind === "date"
          ? dateSchema
          : textSchema(field.label, field.maxLength);
  }
  // The stored plan comes back on GET; a client may send it back unchanged. The server owns it.
  if (step === "content") shape.contentSchedule = z.unknown().optional();
  return z.strictObject(shape, { error: "data must be an object" });
}

/** One zod schema per module's data (docs/product/spec-facts.md §3), built from the field list in app/lib. */
export const moduleDataSchemas = Object.fromEntries(
  STEP_NAMES.map((step) => [step, buildSchema(step)]),
) as Record<StepName, ReturnType<typeof buildSchema>>;

const COMPETITOR_KEY = /^competitor(Weakness)?\d+$/;

function dataErrors(step: StepName, error: z.ZodError): FieldErrors {
  const errors = newFieldErrors();
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        addFieldError(
          errors,
          key,
          step === "foundation" && COMPETITOR_KEY.test(key)
            ? `You can list up to ${MAX_COMPETITORS} competitors (competitor0-2 with competitorWeakness0-2).`
            : `${key} is not a field of the ${MODULE_TITLES[step]} module.`,
        );
      }
      continue;
    }
    const key = issue.path.map(String).join(".") || "data";
    addFieldError(errors, key, issue.message);
  }
  return errors;
}

export type ModuleData = Record<string, unknown>;

type Validation = { ok: true; data: ModuleData } | { ok: false; errors: FieldErrors };

/** Validates a module's data for a save with the given status (pages and API alike). */
export function validateModuleData(step: StepName, status: SaveStatus, data: unknown): Validation {
  const result = moduleDataSchemas[step].safeParse(data);
  if (!result.success) return { ok: false, errors: dataErrors(step, result.error) };
  const { contentSchedule: _serverOwned, ...clean } = result.data as ModuleData;
  if (step === "foundation") {
    const errors = newFieldErrors();
    for (let slot = 0; slot < MAX_COMPETITORS; slot += 1) {
      if (clean[`competitorWeakness${slot}`] && !clean[`competitor${slot}`])
        errors[`competitor${slot}`] = ["Name the competitor this weakness belongs to."];
    }
    if (Object.keys(errors).length > 0) return { ok: false, errors };
  }
  // A module completes only with content: the fields of REQUIRED_FIELDS (Content: one idea).
  if (status === "completed") {
    const missing = missingForCompletion(step, clean);
    if (Object.keys(missing).length > 0) return { ok: false, errors: missing };
  }
  return { ok: true, data: clean };
}
