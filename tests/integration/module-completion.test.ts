// A module completes only with content: an empty Save & Continue is refused, page and API alike.
import { describe, expect, it } from "vitest";

import { STEP_NAMES } from "~/lib/enums";
import { REQUIRED_FIELDS } from "~/lib/wizard/completion";
import { action as apiModuleAction } from "~/routes/api.modules.$moduleId";
import { db } from "~/services/db.server";

import { jsonRequest, routeArgs, settle } from "./helpers";
import { signedInWithApp } from "./modules-fixtures";
import { filled, postWizard, wizardPage } from "./wizard-fixtures";

describe("a module is complete only when it has content", () => {
  it("refuses an empty Save & Continue on every module, on the page and in the API", async () => {
    const { cookie, app } = await signedInWithApp();
    for (const step of STEP_NAMES) {
      const page = await wizardPage(app.id, cookie, step);
      expect(page.required.length).toBeGreaterThan(0);
      const refused = await postWizard(app.id, cookie, { step, intent: "complete" });
      expect(refused.status, step).toBe(400);
      const body = (await refused.json()) as { result: { error?: Record<string, string[]> } };
      expect(Object.keys(body.result.error ?? {}).sort(), step).toEqual(
        [...REQUIRED_FIELDS[step]].sort(),
      );

      const module = await db.module.upsert({
        where: { appId_stepName: { appId: app.id, stepName: step } },
        create: { appId: app.id, stepName: step, data: {} },
        update: {},
      });
      const api = await settle(() =>
        apiModuleAction(
          routeArgs(
            jsonRequest(
              `/api/modules/${module.id}`,
              { status: "completed", data: {} },
              { cookie, method: "PUT" },
            ),
            { moduleId: module.id },
          ),
        ),
      );
      expect(api.status, step).toBe(400);
      const stored = await db.module.findUniqueOrThrow({ where: { id: module.id } });
      expect(stored.status, step).not.toBe("completed");

      // A draft takes anything; content then completes it and unlocks the next step.
      const draft = await postWizard(app.id, cookie, { step, intent: "draft" });
      expect(draft.status, step).toBe(302);
      const done = await postWizard(app.id, cookie, { step, intent: "complete", ...filled(step) });
      expect(done.status, step).toBe(302);
    }
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored.progress).toBe(100);
  });

  it("keeps what was typed when Save & Continue is refused", async () => {
    const { cookie, app } = await signedInWithApp();
    const refused = await postWizard(app.id, cookie, {
      step: "foundation",
      intent: "complete",
      elevatorPitch: "Typed pitch",
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { result: { initialValue?: Record<string, unknown> } };
    expect(body.result.initialValue?.elevatorPitch).toBe("Typed pitch");
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  });
});
