// The simple wizard's answers (docs/product/spec-facts.md §3, §4): twelve questions keyed by answer id,
// merged into app.wizardAnswers, with the app's progress recomputed in the same transaction.
import { z } from "zod";

import { launchDateFromAnswer, storedToLaunchDate } from "~/lib/checklist";
import { isSimpleWizardAnswerId, SIMPLE_WIZARD_ANSWER_IDS } from "~/lib/enums";
import { addFieldError, type FieldErrors, newFieldErrors } from "~/lib/field-errors";
import {
  characterCount,
  normalizeLineBreaks,
  PROGRESS_MAX,
  PROGRESS_MESSAGE,
  PROGRESS_MIN,
  SIMPLE_ANSWER_MAX,
} from "~/lib/limits";
import { questionsProgress } from "~/lib/wizard/progress";
import {
  answeredStepCount,
  readSimpleAnswers,
  type SimpleAnswers,
} from "~/lib/wizard/simple-questions";
import { db } from "~/services/db.server";

import { applyLaunchDate, assertPlannedLaunchDate, PastLaunchDate } from "./checklist.server";
import { type Claim, claimKey, recordAnswer, storedAnswer } from "./idempotency.server";
import { lockApp, TRANSACTION_OPTIONS } from "./module.server";
import { isUniqueViolation } from "./user.server";
import { assertCanWrite } from "./write-access.server";

export const LAUNCH_DATE_ANSWER_MESSAGE =
  "Enter the launch date as a date, like 2026-12-15, or leave it empty if you don't know yet";

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
      if (answer.success && key === "launch-date" && answer.data !== "") {
        // One launch date per app: the answer is that date (docs/decisions/014-one-plan.md).
        const date = launchDateFromAnswer(answer.data);
        if (date) answers[key] = date;
        else ctx.addIssue({ code: "custom", path: [key], message: LAUNCH_DATE_ANSWER_MESSAGE });
      } else if (answer.success) answers[key] = answer.data;
      else ctx.addIssue({ code: "custom", path: [key], message: answer.error.issues[0].message });
    }
    return answers;
  });

export const simpleProgressSchema = z
  .number({ error: PROGRESS_MESSAGE })
  .int(PROGRESS_MESSAGE)
  .min(PROGRESS_MIN, PROGRESS_MESSAGE)
  .max(PROGRESS_MAX, PROGRESS_MESSAGE);

export type SaveAnswersResult =
  | { ok: true; questionsProgress: number; answers: SimpleAnswers }
  | { ok: false; status: 400; message: string; errors: FieldErrors }
  | { ok: false; status: 404; message: string }
  /** A queued save sent again: what its first send answered, nothing written. */
  | { ok: false; status: "replayed"; answer: { status: number; body: Record<string, unknown> } };

function errorsOf(error: z.ZodError, prefix?: string): FieldErrors {
  const errors = newFieldErrors();
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "_root";
    addFieldError(errors, key, issue.message);
  }
  return errors;
}

/**
 * Merges the given answers into the app's saved answers (an empty answer clears that question;
 * questions not sent keep their answer) and sets the simple questions' own figure,
 * app.questionsProgress: the further of `progress` (the step saved, round((step + 1) / 4 * 100))
 * and the steps the answers reach. The plan's figure (app.progress) is the modules' alone
 * (docs/decisions/013-progress-figures.md). A launch-date answer is the app's one launch date:
 * a new date moves it and re-plans the checklist; an empty answer leaves the date as it is.
 * Invalid input changes nothing.
 */
export async function saveSimpleWizardAnswers(
  tenantId: string,
  appId: string,
  answers: unknown,
  progress: unknown,
  claim: Claim | null = null,
): Promise<SaveAnswersResult> {
  await assertCanWrite(tenantId);
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

  return db
    .$transaction(async (tx): Promise<SaveAnswersResult> => {
      if (!(await lockApp(tx, tenantId, appId))) {
        return { ok: false, status: 404, message: "App not found." };
      }
      // A queued save's key, claimed with the save (docs/decisions/081-queued-writes.md): a
      // second send meets the unique (userId, key) and answers what the first did.
      if (claim) await claimKey(tx, claim);
      const app = await tx.app.findUniqueOrThrow({
        where: { id: appId },
        select: { id: true, category: true, wizardAnswers: true, launchDate: true },
      });
      const merged: SimpleAnswers = { ...readSimpleAnswers(app.wizardAnswers) };
      for (const [id, answer] of Object.entries(parsedAnswers.data)) {
        const key = id as keyof SimpleAnswers;
        if (answer) merged[key] = answer;
        else delete merged[key];
      }
      const current = app.launchDate ? storedToLaunchDate(app.launchDate) : null;
      const wanted = parsedAnswers.data["launch-date"];
      if (wanted) assertPlannedLaunchDate(wanted, current);
      if (current) merged["launch-date"] = current;
      const figure = questionsProgress(parsedProgress.data, answeredStepCount(merged));
      await tx.app.update({
        where: { id: appId },
        data: { wizardAnswers: merged, questionsProgress: figure },
      });
      if (wanted && wanted !== current) {
        await applyLaunchDate(tx, app, wanted);
        merged["launch-date"] = wanted;
      }
      if (claim) {
        await recordAnswer(tx, claim, { status: 200, body: { questionsProgress: figure } });
      }
      return { ok: true, questionsProgress: figure, answers: merged };
    }, TRANSACTION_OPTIONS)
    .catch(async (error: unknown): Promise<SaveAnswersResult> => {
      if (claim && isUniqueViolation(error)) {
        return { ok: false, status: "replayed", answer: await storedAnswer(claim) };
      }
      if (!(error instanceof PastLaunchDate)) throw error;
      return {
        ok: false,
        status: 400,
        message: "Some answers are invalid.",
        errors: { "launch-date": [error.message] },
      };
    });
}
