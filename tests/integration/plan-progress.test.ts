// The plan's progress and the simple wizard's questions figure stay apart. Pages are driven
// through their loaders and actions (JavaScript off).
import { describe, expect, it } from "vitest";

import { type STEP_NAMES } from "~/lib/enums";
import { REQUIRED_FIELDS } from "~/lib/wizard/completion";
import { loadDashboard } from "~/models/app.server";
import { action as simpleAction } from "~/routes/_app.simple-wizard.$appId";
import { action as wizardAction } from "~/routes/_app.wizard.$appId";
import { action as apiAppAction } from "~/routes/api.apps.$appId";

import { formRequest, jsonRequest, routeArgs, settle } from "./helpers";
import { readJsonBody, signedInWithApp } from "./modules-fixtures";

const SIMPLE_STEPS: Record<string, string>[] = [
  { "app-name": "Tile Tales", "app-description": "Word puzzles", "app-problem": "Boring commutes" },
  { "who-uses": "Commuters", "age-group": "25-45", "find-users": "r/wordgames" },
  { "why-choose": "No ads", "special-features": "Daily tiles", "tell-friends": "Share a grid" },
  { "launch-date": "2027-03-02", "launch-help": "A friend", "success-looks-like": "1,000 players" },
];

function postSimple(appId: string, cookie: string, step: number, intent: string) {
  const fields = { step: String(step), intent, ...SIMPLE_STEPS[step] };
  return settle(() =>
    simpleAction(
      routeArgs(formRequest(`/simple-wizard/${appId}?step=${step}`, fields, { cookie }), {
        appId,
      }),
    ),
  );
}

function postWizard(appId: string, cookie: string, fields: Record<string, string | string[]>) {
  return settle(() =>
    wizardAction(
      routeArgs(formRequest(`/wizard/${appId}?step=${fields.step}`, fields, { cookie }), { appId }),
    ),
  );
}

async function finishSimpleWizard(appId: string, cookie: string) {
  for (let step = 0; step < 4; step += 1) {
    const response = await postSimple(appId, cookie, step, step === 3 ? "finish" : "next");
    expect(response.status).toBe(302);
  }
}

/** Content that completes each module, built from REQUIRED_FIELDS. */
function filled(step: (typeof STEP_NAMES)[number]): Record<string, string | string[]> {
  if (step === "content") return { selectedContentIdeas: ["long-form-article"] };
  return Object.fromEntries(REQUIRED_FIELDS[step].map((name) => [name, `Our ${name} plan`]));
}

describe("progress that tells the truth", () => {
  it("finishing the simple wizard leaves the plan at 0 and shows the questions at 4 of 4", async () => {
    const { tenant, cookie, app } = await signedInWithApp();
    await finishSimpleWizard(app.id, cookie);
    const board = await loadDashboard(tenant.id);
    expect(board.stats).toMatchObject({ completed: 0, readyToLaunch: 0, avgProgress: 0 });
    expect(board.apps[0]).toMatchObject({ progress: 0, questionsProgress: 100 });
    expect(board.missions).toHaveLength(1);

    // One module done: the plan's figure is the module share, the questions' figure stays.
    const saved = await postWizard(app.id, cookie, {
      step: "foundation",
      intent: "complete",
      ...filled("foundation"),
    });
    expect(saved.status).toBe(302);
    const after = await loadDashboard(tenant.id);
    expect(after.apps[0]).toMatchObject({ progress: 13, questionsProgress: 100 });
    expect(after.stats).toMatchObject({ completed: 1, readyToLaunch: 0 });

    // The API reads both figures; {wizardAnswers, progress} moves only the questions' figure.
    const put = await settle(() =>
      apiAppAction(
        routeArgs(
          jsonRequest(
            `/api/apps/${app.id}`,
            { wizardAnswers: { "app-name": "Tile Tales 2" }, progress: 25 },
            { cookie, method: "PUT" },
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(put.status).toBe(200);
    expect(await readJsonBody(put)).toMatchObject({ progress: 13, questionsProgress: 100 });
  });
});
