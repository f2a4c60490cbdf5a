// Simple-wizard answers flow forward into the full wizard without being saved early.
import { describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { action as simpleAction, loader as simpleLoader } from "~/routes/_app.simple-wizard.$appId";
import { action as wizardAction, loader as wizardLoader } from "~/routes/_app.wizard.$appId";

import { formRequest, getRequest, routeArgs, settle } from "./helpers";
import { signedInWithApp } from "./modules-fixtures";

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

async function wizardPage(appId: string, cookie: string, step: string) {
  const response = await settle(() =>
    wizardLoader(routeArgs(getRequest(`/wizard/${appId}?step=${step}`, cookie), { appId })),
  );
  return (await response.json()) as {
    saved: Record<string, unknown>;
    prefilled: Record<string, string>;
    required: string[];
  };
}

async function finishSimpleWizard(appId: string, cookie: string) {
  for (let step = 0; step < 4; step += 1) {
    const response = await postSimple(appId, cookie, step, step === 3 ? "finish" : "next");
    expect(response.status).toBe(302);
  }
}

describe("answers flow forward", () => {
  it("prefills the simple wizard from Add App and the modules from the answers, saved only on save", async () => {
    const { cookie, app } = await signedInWithApp();
    await db.app.update({ where: { id: app.id }, data: { description: "Cozy word puzzles" } });
    const simple = await settle(() =>
      simpleLoader(
        routeArgs(getRequest(`/simple-wizard/${app.id}?step=0`, cookie), { appId: app.id }),
      ),
    );
    const simpleView = (await simple.json()) as { answers: Record<string, string> };
    expect(simpleView.answers["app-name"]).toBe("Tile Tales");
    expect(simpleView.answers["app-description"]).toBe("Cozy word puzzles");
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).wizardAnswers).toEqual({});

    await finishSimpleWizard(app.id, cookie);
    const foundation = await wizardPage(app.id, cookie, "foundation");
    expect(foundation.saved).toMatchObject({
      painPoint: "Boring commutes",
      audienceJob: "Commuters",
      audienceAge: "25-45",
      usp: "No ads",
    });
    expect(Object.keys(foundation.prefilled)).toContain("painPoint");
    // Nothing stored until the user saves.
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);

    await postWizard(app.id, cookie, {
      step: "foundation",
      intent: "draft",
      ...(foundation.saved as Record<string, string>),
    });
    const stored = await db.module.findUniqueOrThrow({
      where: { appId_stepName: { appId: app.id, stepName: "foundation" } },
    });
    expect(stored.data).toMatchObject({ painPoint: "Boring commutes", usp: "No ads" });
  });
});
