// Simple-wizard answers flow forward into the full wizard without being saved early.
import { describe, expect, it } from "vitest";

import { loader as simpleLoader } from "~/routes/_app.simple-wizard.$appId/route";
import { db } from "~/services/db.server";

import { getRequest, routeArgs, settle } from "./helpers";
import { signedInWithApp } from "./modules-fixtures";
import { finishSimpleWizard, postWizard, wizardPage } from "./wizard-fixtures";

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
