// One launch date per app, wherever it is entered.
import { describe, expect, it } from "vitest";

import { loadDashboard } from "~/models/app.server";
import { action as checklistAction } from "~/routes/_app.apps.$appId.checklist/route";
import {
  action as simpleAction,
  loader as simpleLoader,
} from "~/routes/_app.simple-wizard.$appId/route";
import { loader as apiAppLoader } from "~/routes/api.apps.$appId";
import { action as apiModuleAction } from "~/routes/api.modules.$moduleId";
import { loader as csvLoader } from "~/routes/apps.$appId.export[.]csv";
import { db } from "~/services/db.server";

import { formRequest, getRequest, jsonRequest, routeArgs, settle } from "./helpers";
import { readJsonBody, signedInWithApp } from "./modules-fixtures";
import { finishSimpleWizard, wizardPage } from "./wizard-fixtures";

describe("one launch date per app", () => {
  it("shows the date moved in any one place everywhere, and re-plans the open tasks", async () => {
    const { tenant, cookie, app } = await signedInWithApp();
    await finishSimpleWizard(app.id, cookie); // launch-date 2027-03-02
    const first = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(first.launchDate?.toISOString().slice(0, 10)).toBe("2027-03-02");
    const tasks = await db.checklistTask.count({ where: { appId: app.id } });
    expect(tasks).toBeGreaterThan(0);

    // Move it on the checklist.
    const moved = await settle(() =>
      checklistAction(
        routeArgs(
          formRequest(
            `/apps/${app.id}/checklist`,
            { intent: "set-launch-date", launchDate: "2027-04-06" },
            { cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(moved.status).toBe(302);
    const community = await wizardPage(app.id, cookie, "community");
    expect(community.saved.productHuntDate).toBe("2027-04-06");
    const simple = await settle(() =>
      simpleLoader(
        routeArgs(getRequest(`/simple-wizard/${app.id}?step=3`, cookie), { appId: app.id }),
      ),
    );
    expect(
      ((await simple.json()) as { answers: Record<string, string> }).answers["launch-date"],
    ).toBe("2027-04-06");

    // Move it through Community (via the modules API): the checklist and the answers follow.
    const module = await db.module.upsert({
      where: { appId_stepName: { appId: app.id, stepName: "community" } },
      create: { appId: app.id, stepName: "community", data: {} },
      update: {},
    });
    await db.module.createMany({
      data: ["foundation", "seo", "content"].map((stepName) => ({
        appId: app.id,
        stepName,
        status: "completed",
        data: {},
      })),
    });
    const put = await settle(() =>
      apiModuleAction(
        routeArgs(
          jsonRequest(
            `/api/modules/${module.id}`,
            { status: "in_progress", data: { productHuntDate: "2027-05-04" } },
            { cookie, method: "PUT" },
          ),
          { moduleId: module.id },
        ),
      ),
    );
    expect(put.status).toBe(200);
    const api = await settle(() =>
      apiAppLoader(
        routeArgs(jsonRequest(`/api/apps/${app.id}`, undefined, { cookie }), { appId: app.id }),
      ),
    );
    const appJson = await readJsonBody(api);
    expect(String(appJson.launchDate).slice(0, 10)).toBe("2027-05-04");
    expect((appJson.wizardAnswers as Record<string, string>)["launch-date"]).toBe("2027-05-04");
    const launchDay = await db.checklistTask.findFirstOrThrow({
      where: { appId: app.id, offsetDays: 0 },
      orderBy: { dueAt: "asc" },
    });
    // 12:01 a.m. Pacific on 4 May 2027 (PDT, UTC-7).
    expect(launchDay.dueAt.toISOString()).toBe("2027-05-04T07:01:00.000Z");

    const csv = await settle(() =>
      csvLoader(routeArgs(getRequest(`/apps/${app.id}/export.csv`, cookie), { appId: app.id })),
    );
    const text = await csv.text();
    expect(text).toContain("2027");
    expect(text).not.toMatch(/2027-03-02|2027-04-06|2 Mar 2027|6 Apr 2027/);
    const board = await loadDashboard(tenant.id);
    expect(board.apps[0].launchDate?.toISOString().slice(0, 10)).toBe("2027-05-04");
  });

  it("refuses a launch-date answer that is not a date and keeps the stored date", async () => {
    const { cookie, app } = await signedInWithApp();
    const response = await settle(() =>
      simpleAction(
        routeArgs(
          formRequest(
            `/simple-wizard/${app.id}?step=3`,
            { step: "3", intent: "save", "launch-date": "sometime soon" },
            { cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(response.status).toBe(400);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).launchDate).toBeNull();
  });
});
