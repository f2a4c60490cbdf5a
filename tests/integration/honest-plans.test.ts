// Honest plans: the plan's figure and the questions' figure stay apart, a module completes only
// with content, simple answers flow forward without being saved early, one launch date per app,
// per-metric KPI targets. Pages are driven through their loaders and actions (JavaScript off).
import { describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { STEP_NAMES } from "~/lib/enums";
import { REQUIRED_FIELDS } from "~/lib/wizard/completion";
import { loadDashboard } from "~/models/app.server";
import { addKpiEntry } from "~/models/kpi.server";
import { action as checklistAction } from "~/routes/_app.apps.$appId.checklist";
import { action as simpleAction, loader as simpleLoader } from "~/routes/_app.simple-wizard.$appId";
import { action as wizardAction, loader as wizardLoader } from "~/routes/_app.wizard.$appId";
import { action as apiAppAction, loader as apiAppLoader } from "~/routes/api.apps.$appId";
import { action as apiModuleAction } from "~/routes/api.modules.$moduleId";
import { loader as csvLoader } from "~/routes/apps.$appId.export[.]csv";

import { formRequest, getRequest, jsonRequest, routeArgs, settle } from "./helpers";
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

describe("per-metric KPI targets", () => {
  it("a number without a target takes its own metric's target, never another's", async () => {
    const { tenant, app } = await signedInWithApp();
    const week = new Date("2026-11-16T00:00:00Z");
    await addKpiEntry(tenant.id, {
      appId: app.id,
      metric: "visits",
      weekOf: week,
      value: 410,
      target: 350,
    });
    await addKpiEntry(tenant.id, { appId: app.id, metric: "signups", weekOf: week, value: 37 });
    await addKpiEntry(tenant.id, {
      appId: app.id,
      metric: "visits",
      weekOf: new Date("2026-11-09T00:00:00Z"),
      value: 300,
    });
    const rows = await db.kpiEntry.findMany({ where: { appId: app.id } });
    expect(rows.find((r) => r.metric === "signups")?.target).toBeNull();
    expect(rows.filter((r) => r.metric === "visits").map((r) => r.target)).toEqual([350, 350]);
  });
});
