// A completed module counts only while its required fields are filled (README): emptying one is
// refused with the field's message, on the page (typed text kept) and through the API alike.
import { describe, expect, it } from "vitest";

import { action as wizardAction } from "~/routes/_app.wizard.$appId/route";
import { action as putAction } from "~/routes/api.modules.$moduleId";
import { db } from "~/services/db.server";

import { formRequest, jsonRequest, routeArgs, settle } from "./helpers";
import { signedInWithApp } from "./modules-fixtures";

const FOUNDATION = {
  elevatorPitch: "A calm puzzle game.",
  usp: "No ads",
  audienceJob: "Commuters",
  painPoint: "Boring commutes",
};

async function completedFoundation() {
  const { app, cookie } = await signedInWithApp();
  const post = (fields: Record<string, string>) =>
    settle(() =>
      wizardAction(
        routeArgs(formRequest(`/wizard/${app.id}?step=foundation`, fields, { cookie }), {
          appId: app.id,
        }),
      ),
    );
  const done = await post({ step: "foundation", intent: "complete", ...FOUNDATION });
  expect(done.status).toBe(302);
  return { app, cookie, post };
}

async function foundationRow(appId: string) {
  return db.module.findFirstOrThrow({ where: { appId, stepName: "foundation" } });
}

describe("a completed module keeps its required fields", () => {
  it("Save Draft with the elevator pitch cleared is refused with its message, text kept", async () => {
    const { app, post } = await completedFoundation();
    const response = await post({
      step: "foundation",
      intent: "draft",
      ...FOUNDATION,
      elevatorPitch: "",
      usp: "Still no ads, now offline too",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    };
    expect(body.result.error?.elevatorPitch).toEqual([
      "Keep Elevator pitch filled in: this module is completed, and it counts only with it.",
    ]);
    expect(body.result.initialValue?.usp).toBe("Still no ads, now offline too");
    // Nothing changed: still completed, with its pitch, and the plan's figure with it.
    expect(await foundationRow(app.id)).toMatchObject({
      status: "completed",
      data: { elevatorPitch: FOUNDATION.elevatorPitch },
    });
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).progress).toBe(13);
  });

  it("a draft that keeps the required fields filled still saves, and stays completed", async () => {
    const { app, post } = await completedFoundation();
    const response = await post({
      step: "foundation",
      intent: "draft",
      ...FOUNDATION,
      usp: "Calm",
    });
    expect(response.status).toBe(302);
    expect(await foundationRow(app.id)).toMatchObject({
      status: "completed",
      data: { usp: "Calm" },
    });
  });

  it("PUT /api/modules/{id} is refused the same way", async () => {
    const { app, cookie } = await completedFoundation();
    const row = await foundationRow(app.id);
    const response = await settle(() =>
      putAction(
        routeArgs(
          jsonRequest(
            `/api/modules/${row.id}`,
            { status: "in_progress", data: { ...FOUNDATION, painPoint: "  " } },
            { method: "PUT", cookie },
          ),
          { moduleId: row.id },
        ),
      ),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(
      "Keep The main problem you solve filled in",
    );
    expect(await foundationRow(app.id)).toMatchObject({
      status: "completed",
      data: { painPoint: FOUNDATION.painPoint },
    });
  });
});
