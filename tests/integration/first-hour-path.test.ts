// The guided path: Finish goes to the dashboard (docs/product/spec-facts.md §4), whose card leads
// with the launch date or its dated checklist, then the plan's first open module; the dashboard,
// Reports and the checklist agree on the next step and its unit, never linking a locked module.
import { describe, expect, it } from "vitest";

import { questionsStepsDone } from "~/lib/wizard/progress";
import { loader as checklistLoader } from "~/routes/_app.apps.$appId.checklist/route";
import { fromCardRow } from "~/routes/_app.dashboard/app-card";
import { loader as dashboardLoader } from "~/routes/_app.dashboard/route";
import { loader as reportsLoader } from "~/routes/_app.reports/route";
import { loader as wizardLoader } from "~/routes/_app.wizard.$appId/route";
import { db } from "~/services/db.server";

import { getRequest, routeArgs, settle } from "./helpers";
import { completeModules, signedInWithApp } from "./modules-fixtures";
import { postSimple, SIMPLE_STEPS } from "./wizard-fixtures";

async function finish(appId: string, cookie: string) {
  let last: Response | null = null;
  for (let step = 0; step < 4; step += 1) {
    last = await postSimple(appId, cookie, step, step === 3 ? "finish" : "next");
  }
  return last as Response;
}

async function json<T>(run: () => Promise<unknown>): Promise<T> {
  return (await (await settle(run)).json()) as T;
}

type Card = ReturnType<typeof fromCardRow>;

async function dashboardCard(cookie: string): Promise<Card> {
  const dashboard = await json<{ apps: Parameters<typeof fromCardRow>[0][] }>(() =>
    dashboardLoader(routeArgs(getRequest("/dashboard", cookie))),
  );
  return fromCardRow(dashboard.apps[0]);
}

describe("Finish goes to the dashboard, where the card leads with the next real step", () => {
  it("with a launch date: the dated checklist first, then the plan's first module", async () => {
    const { cookie, app } = await signedInWithApp();
    const response = await finish(app.id, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");

    const tasks = await db.checklistTask.count({ where: { appId: app.id } });
    expect(tasks).toBeGreaterThan(0);
    const card = await dashboardCard(cookie);
    expect(card.askLaunchDate).toBe(false);
    expect(card.action).toEqual({
      label: `Open your checklist (${tasks} dated tasks)`,
      href: `/apps/${app.id}/checklist`,
    });
    expect(card.plan).toEqual({
      label: "Continue the plan: Foundation",
      href: `/wizard/${app.id}?step=foundation`,
    });
  });

  it("without a launch date the card asks for it in one field posting to the checklist", async () => {
    const { cookie, app } = await signedInWithApp();
    const withoutDate = SIMPLE_STEPS[3]["launch-date"];
    SIMPLE_STEPS[3]["launch-date"] = "";
    try {
      await finish(app.id, cookie);
    } finally {
      SIMPLE_STEPS[3]["launch-date"] = withoutDate;
    }
    const card = await dashboardCard(cookie);
    expect(card.askLaunchDate).toBe(true);
    expect(card.action.href).toBe(`/apps/${app.id}/checklist`);
    expect(card.plan?.label).toBe("Continue the plan: Foundation");
  });

  it("names the module that is open now when earlier ones are completed", async () => {
    const { cookie, app } = await signedInWithApp();
    await completeModules(app.id, ["foundation", "seo"]);
    const response = await finish(app.id, cookie);
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect((await dashboardCard(cookie)).plan).toEqual({
      label: "Continue the plan: Content",
      href: `/wizard/${app.id}?step=content`,
    });
  });

  it("the plan's start still says what carried over from the answers", async () => {
    const { cookie, app } = await signedInWithApp();
    await finish(app.id, cookie);
    const page = await json<{ planStart: { prefilledCount: number } | null }>(() =>
      wizardLoader(routeArgs(getRequest(`/wizard/${app.id}`, cookie), { appId: app.id })),
    );
    expect(page.planStart?.prefilledCount).toBeGreaterThanOrEqual(4);
  });

  it("the competition card reads the selling point the Foundation form shows", async () => {
    const { cookie, app } = await signedInWithApp();
    await finish(app.id, cookie);
    const page = await json<{
      competitors: { app: { usp: string | null } } | null;
      saved: Record<string, unknown>;
    }>(() =>
      wizardLoader(
        routeArgs(getRequest(`/wizard/${app.id}?step=foundation`, cookie), { appId: app.id }),
      ),
    );
    expect(page.saved.usp).toBeTruthy();
    expect(page.competitors?.app.usp).toBe(page.saved.usp);
  });
});

describe("the pages agree", () => {
  it("after Finish the card names the next real step and counts steps as Reports does", async () => {
    const { cookie, app } = await signedInWithApp();
    await finish(app.id, cookie);
    const dashboard = await json<{
      apps: Parameters<typeof fromCardRow>[0][];
      missions: { action: { href: string } }[];
    }>(() => dashboardLoader(routeArgs(getRequest("/dashboard", cookie))));
    const card = fromCardRow(dashboard.apps[0]);
    expect(card.action.label).not.toBe("Continue Questions");
    expect(card.plan?.href).toBe(`/wizard/${app.id}?step=foundation`);
    expect(dashboard.missions[0].action.href).toBe(card.plan?.href);

    const reports = await json<{
      report: { summary: { simpleSteps: { done: number; total: number } } };
    }>(() => reportsLoader(routeArgs(getRequest(`/reports?app=${app.id}`, cookie))));
    expect(reports.report.summary.simpleSteps).toEqual({
      done: questionsStepsDone(card.questionsProgress),
      total: 4,
    });
  });

  it("the checklist's Launch module link goes to the open module and says why Launch is locked", async () => {
    const { cookie, app } = await signedInWithApp();
    await finish(app.id, cookie);
    await completeModules(app.id, ["foundation", "seo", "content"]);
    const checklist = await json<{
      launchLink: { href: string; reason: string | null; locked: boolean };
    }>(() =>
      checklistLoader(
        routeArgs(getRequest(`/apps/${app.id}/checklist`, cookie), { appId: app.id }),
      ),
    );
    expect(checklist.launchLink).toMatchObject({
      href: `/wizard/${app.id}?step=community`,
      locked: true,
      reason: "Launch opens after Creative.",
    });

    const dashboard = await json<{ missions: { action: { href: string }; hint: string }[] }>(() =>
      dashboardLoader(routeArgs(getRequest("/dashboard", cookie))),
    );
    expect(dashboard.missions[0].action.href).toBe(`/wizard/${app.id}?step=community`);
    expect(dashboard.missions[0].hint).not.toMatch(/Launch module/);
  });
});
