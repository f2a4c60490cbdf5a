// The simple wizard's answers (docs/product/spec-facts.md §3, §4): twelve questions keyed by answer id,
// merged into app.wizardAnswers, with the app's progress recomputed in the same transaction.
import { z } from "zod";
import { db } from "~/db.server";
import { SIMPLE_WIZARD_ANSWER_IDS, isSimpleWizardAnswerId } from "~/lib/enums";
import { SIMPLE_ANSWER_MAX, characterCount, normalizeLineBreaks } from "~/lib/wizard/limits";
import { readSimpleAnswers, type SimpleAnswers } from "~/lib/wizard/simple-questions";
import type { FieldErrors } from "~/utils/api.server";
import { TRANSACTION_OPTIONS, lockApp, writeAppProgress } from "./module.server";

const answerSchema = z
  .string({ error: "Each answer must be text" })
  .overwrite(normalizeLineBreaks)
  .trim()
  .refine(
    (value) => characterCount(value) <= SIMPLE_ANSWER_MAX,
    `Keep each answer to at most ${SIMPLE_ANSWER_MAX} characters`,
  );

/** An object keyed by the 12 answer ids of docs/product/spec-facts.md §3; any other key is refused. */
export const simpleAnswersSchema = z
  .record(z.string(), z.unknown(), { error: "Answers must be an object keyed by question id" })
  .transform((input, ctx) => {
    const answers: SimpleAnswers = {};
    for (const [key, value] of Object.entries(input)) {
      if (!isSimpleWizardAnswerId(key)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `Unknown question id. Use one of: ${SIMPLE_WIZARD_ANSWER_IDS.join(", ")}`,
        });
        continue;
      }
      const answer = answerSchema.safeParse(value);
      if (answer.success) answers[key] = answer.data;
      else ctx.addIssue({ code: "custom", path: [key], message: answer.error.issues[0].message });
    }
    return answers;
  });

export const simpleProgressSchema = z
  .number({ error: "Progress must be a whole number from 0 to 100" })
  .int("Progress must be a whole number from 0 to 100")
  .min(0, "Progress must be a whole number from 0 to 100")
  .max(100, "Progress must be a whole number from 0 to 100");

export type SaveAnswersResult =
  | { ok: true; progress: number; answers: SimpleAnswers }
  | { ok: false; status: 400; message: string; errors: FieldErrors }
  | { ok: false; status: 404; message: string };

function errorsOf(error: z.ZodError, prefix?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "_root";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Merges the given answers into the app's saved answers (an empty answer clears that question;
 * questions not sent keep their answer) and sets the app's progress. `progress` is what the
 * simple wizard reached, round((step + 1) / 4 * 100); the app keeps the further of that and the
 * modules' progress (docs/decisions/006-wizards.md). Invalid input changes nothing.
 */
export async function saveSimpleWizardAnswers(
  tenantId: string,
  appId: string,
  answers: unknown,
  progress: unknown,
): Promise<SaveAnswersResult> {
  const parsedAnswers = simpleAnswersSchema.safeParse(answers);
  const parsedProgress = simpleProgressSchema.safeParse(progress);
  if (!parsedAnswers.success || !parsedProgress.success) {
    return {
      ok: false,
      status: 400,
      message: "Some answers are invalid.",
      errors: {
        ...(parsedAnswers.success ? {} : errorsOf(parsedAnswers.error)),
        ...(parsedProgress.success ? {} : errorsOf(parsedProgress.error, "progress")),
      },
    };
  }

  return db.$transaction(async (tx): Promise<SaveAnswersResult> => {
    if (!(await lockApp(tx, tenantId, appId))) {
      return { ok: false, status: 404, message: "App not found." };
    }
    const app = await tx.app.findUniqueOrThrow({
      where: { id: appId },
      select: { wizardAnswers: true },
    });
    const merged: SimpleAnswers = { ...readSimpleAnswers(app.wizardAnswers) };
    for (const [id, answer] of Object.entries(parsedAnswers.data)) {
      const key = id as keyof SimpleAnswers;
      if (answer) merged[key] = answer;
      else delete merged[key];
    }
    await tx.app.update({ where: { id: appId }, data: { wizardAnswers: merged } });
    const saved = await writeAppProgress(tx, appId, parsedProgress.data);
    return { ok: true, progress: saved, answers: merged };
  }, TRANSACTION_OPTIONS);
}
