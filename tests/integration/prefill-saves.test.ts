// Prefill that always saves: every module, opened straight after the simple questions, posts back
// what the page put in its fields and the save succeeds, for every category's sample answers and
// for answers far longer than the fields take (an answer longer than its field is shortened at a
// word and flagged, never copied whole into a field that would refuse it).
import { describe, expect, it } from "vitest";

import { CATEGORY_IDS, type CategoryId, STEP_NAMES } from "~/lib/enums";
import { characterCount } from "~/lib/limits";
import { ELLIPSIS } from "~/lib/text-fit";
import { moduleDefinition } from "~/lib/wizard/modules";
import { SIMPLE_WIZARD_STEPS } from "~/lib/wizard/simple-questions";
import type { SimpleAnswers } from "~/lib/wizard/types";
import { db } from "~/services/db.server";

import { readJsonBody, signedInWithApp } from "./modules-fixtures";
import { postWizard, wizardPage } from "./wizard-fixtures";

const QUESTIONS = SIMPLE_WIZARD_STEPS.flatMap((step) => step.questions);

function sampleAnswers(category: CategoryId): SimpleAnswers {
  return Object.fromEntries(
    QUESTIONS.filter((q) => q.kind !== "date").map((q) => [q.id, q.examples[category]]),
  );
}

/** Every answer as long as the simple wizard takes (2,000 characters), in whole words. */
function longAnswers(): SimpleAnswers {
  const sentence = "Students who track their study habits between classes and want a calm nudge. ";
  return Object.fromEntries(
    QUESTIONS.filter((q) => q.kind !== "date").map((q) => [
      q.id,
      sentence.repeat(Math.ceil(q.maxLength / sentence.length)).slice(0, q.maxLength),
    ]),
  );
}

/** The page's form values as the browser posts them. */
function asForm(saved: Record<string, unknown>): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(saved)) {
    if (typeof value === "string") form[name] = value;
    else if (Array.isArray(value)) form[name] = value.map(String);
  }
  return form;
}

async function saveEveryModuleAfterPrefill(category: CategoryId, answers: SimpleAnswers) {
  const { cookie, app } = await signedInWithApp(category);
  await db.app.update({
    where: { id: app.id },
    data: { wizardAnswers: answers, questionsProgress: 100 },
  });
  const shortenedFields: string[] = [];
  for (const step of STEP_NAMES) {
    const page = (await wizardPage(app.id, cookie, step)) as Awaited<
      ReturnType<typeof wizardPage>
    > & { shortened: string[] };
    // Every prefilled value fits its field.
    for (const field of moduleDefinition(step).fields) {
      const value = page.saved[field.name];
      if (typeof value === "string") {
        expect(characterCount(value), `${step}.${field.name}`).toBeLessThanOrEqual(field.maxLength);
      }
    }
    shortenedFields.push(...page.shortened);
    // Foundation's four required fields all come from the answers: Save & Continue completes it.
    const intent = step === "foundation" ? "complete" : "draft";
    const response = await postWizard(app.id, cookie, {
      ...asForm(page.saved),
      step,
      intent,
    });
    if (response.status !== 302) {
      throw new Error(`${category} ${step}: ${JSON.stringify(await readJsonBody(response))}`);
    }
    await db.module.update({
      where: { appId_stepName: { appId: app.id, stepName: step } },
      data: { status: "completed" },
    });
  }
  return shortenedFields;
}

describe("a prefilled module saves on its first Save", () => {
  it.each(CATEGORY_IDS)("with the %s category's sample answers", async (category) => {
    const shortened = await saveEveryModuleAfterPrefill(category, sampleAnswers(category));
    expect(shortened).toEqual([]);
  });

  it("with answers longer than every field, shortened at a word and flagged", async () => {
    const answers = longAnswers();
    const { cookie, app } = await signedInWithApp("education");
    await db.app.update({
      where: { id: app.id },
      data: { wizardAnswers: answers, questionsProgress: 100 },
    });
    const foundation = (await wizardPage(app.id, cookie, "foundation")) as Awaited<
      ReturnType<typeof wizardPage>
    > & { shortened: string[] };
    expect(foundation.shortened).toEqual(
      expect.arrayContaining(["elevatorPitch", "audienceJob", "audienceAge"]),
    );
    const who = String(foundation.saved.audienceJob);
    expect(who.endsWith(ELLIPSIS) || who.endsWith(".")).toBe(true);
    // Cut at a word: what is kept is the start of the answer, word for word.
    expect(answers["who-uses"]?.startsWith(who.replace(ELLIPSIS, ""))).toBe(true);

    const all = await saveEveryModuleAfterPrefill("education", answers);
    expect(all).toEqual(expect.arrayContaining(["elevatorPitch", "audienceJob"]));
  });

  it("the 127-character answer to 'Who will use your app?' no longer blocks Foundation", async () => {
    const who =
      "Students in high school and university who want to build study habits, track streaks and stay focused during exam season too";
    expect(characterCount(who)).toBeGreaterThan(120);
    const answers = { ...sampleAnswers("education"), "who-uses": who };
    expect(await saveEveryModuleAfterPrefill("education", answers)).toEqual(["audienceJob"]);
  });
});
