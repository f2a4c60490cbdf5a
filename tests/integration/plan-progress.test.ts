// The plan's progress and the simple wizard's questions figure stay apart. Pages are driven
// through their loaders and actions (JavaScript off).
import { describe, expect, it } from "vitest";

import { loadDashboard } from "~/models/app.server";
import { action as apiAppAction } from "~/routes/api.apps.$appId";

import { jsonRequest, routeArgs, settle } from "./helpers";
import { readJsonBody, signedInWithApp } from "./modules-fixtures";
import { filled, finishSimpleWizard, postWizard } from "./wizard-fixtures";

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
