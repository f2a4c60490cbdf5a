// No lost work: saves of different modules of one app at the same moment all persist,
// and the app's progress ends consistent with its modules.
import { describe, expect, it } from "vitest";

import { STEP_NAMES } from "~/lib/enums";
import { moduleProgress } from "~/lib/wizard/progress";
import { saveModule } from "~/models/module.server";
import { saveSimpleWizardAnswers } from "~/models/wizard.server";
import { action as putAction } from "~/routes/api.modules.$moduleId";
import { db } from "~/services/db.server";

import { jsonRequest, routeArgs, settle } from "./helpers";
import { completeModules, signedInWithApp, VALID_FOUNDATION } from "./modules-fixtures";

async function storedProgressMatchesModules(appId: string) {
  const app = await db.app.findUniqueOrThrow({
    where: { id: appId },
    include: { modules: true },
  });
  const completed = app.modules.filter((m) => m.status === "completed").length;
  return { progress: app.progress, expected: moduleProgress(completed), modules: app.modules };
}

describe("concurrent module saves", () => {
  it("keeps both saves and a consistent progress when two modules are saved at once", async () => {
    const { app, tenant } = await signedInWithApp();
    await completeModules(app.id, ["foundation", "seo", "content", "community", "creative"]);

    const [first, second] = await Promise.all([
      saveModule(tenant.id, app.id, "launch", {
        status: "completed",
        data: { launchTimeline: "T0 12:01 a.m. PT", whatsNextCommunication: "Week-one update" },
      }),
      saveModule(tenant.id, app.id, "foundation", {
        status: "in_progress",
        data: VALID_FOUNDATION,
      }),
    ]);
    expect(first.ok && second.ok).toBe(true);

    const { progress, expected, modules } = await storedProgressMatchesModules(app.id);
    expect(progress).toBe(expected);
    expect(progress).toBe(75);
    const byStep = Object.fromEntries(modules.map((m) => [m.stepName, m]));
    expect(byStep.launch.data).toMatchObject({ launchTimeline: "T0 12:01 a.m. PT" });
    expect(byStep.foundation.data).toMatchObject(VALID_FOUNDATION);
    expect(byStep.foundation.status).toBe("completed");
  });

  it("lands every one of many simultaneous API saves, across every module", async () => {
    const { app, cookie } = await signedInWithApp();
    await completeModules(app.id, STEP_NAMES.slice(0, 7));
    const ids = await Promise.all(
      STEP_NAMES.map((stepName) =>
        db.module
          .upsert({
            where: { appId_stepName: { appId: app.id, stepName } },
            create: { appId: app.id, stepName, data: {} },
            update: {},
          })
          .then((m) => [stepName, m.id] as const),
      ),
    );
    const bodies: Record<string, Record<string, unknown>> = {
      foundation: VALID_FOUNDATION,
      seo: { primaryKeywords: "cozy word puzzle", metaDescription: "A cozy word puzzle." },
      content: { selectedContentIdeas: ["long-form-article"] },
      community: { communityStrategy: "Join first", directorySubmissions: "BetaList" },
      creative: { innovationCampaign: "Puzzle cards", submissionProcess: "Tagline first" },
      launch: { launchTimeline: "T-30 profile", whatsNextCommunication: "Week-one update" },
      analytics: { productHuntMetrics: "Comments", trackingDashboard: "Weekly installs" },
      retention: { nonTechnicalStrategy: "Welcome email", longTermGrowth: "Seasonal packs" },
    };
    const responses = await Promise.all(
      ids.map(([stepName, id]) =>
        settle(() =>
          putAction(
            routeArgs(
              jsonRequest(
                `/api/modules/${id}`,
                { status: "completed", data: bodies[stepName] },
                { method: "PUT", cookie },
              ),
              { moduleId: id },
            ),
          ),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(STEP_NAMES.map(() => 200));

    const { progress, modules } = await storedProgressMatchesModules(app.id);
    expect(progress).toBe(100);
    for (const module of modules) expect(module.data).toMatchObject(bodies[module.stepName]);
    expect(await db.progressSnapshot.count({ where: { appId: app.id } })).toBe(8);
  });

  it("serialises a completion and the save of the step it unlocks: never a half-state", async () => {
    const { app, tenant } = await signedInWithApp();
    const [foundation, seo] = await Promise.all([
      saveModule(tenant.id, app.id, "foundation", { status: "completed", data: VALID_FOUNDATION }),
      saveModule(tenant.id, app.id, "seo", {
        status: "completed",
        data: { primaryKeywords: "cozy", metaDescription: "A cozy word puzzle." },
      }),
    ]);
    expect(foundation.ok).toBe(true);
    // The SEO save either ran first (locked, nothing stored) or after (stored and completed).
    const stored = await db.module.findMany({ where: { appId: app.id } });
    if (seo.ok) expect(stored).toHaveLength(2);
    else {
      expect(seo.status).toBe(409);
      expect(stored.map((m) => m.stepName)).toEqual(["foundation"]);
    }
    const { progress, expected } = await storedProgressMatchesModules(app.id);
    expect(progress).toBe(expected);
  });

  it("keeps both when the simple wizard and a module are saved at once", async () => {
    const { app, tenant } = await signedInWithApp();
    await completeModules(app.id, ["foundation", "seo", "content"]);
    const [answers, module] = await Promise.all([
      saveSimpleWizardAnswers(tenant.id, app.id, { "app-name": "Tile Tales" }, 25),
      saveModule(tenant.id, app.id, "community", {
        status: "completed",
        data: { communityStrategy: "Join first", directorySubmissions: "BetaList" },
      }),
    ]);
    expect(answers.ok && module.ok).toBe(true);
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored.wizardAnswers).toEqual({ "app-name": "Tile Tales" });
    // The plan is four of eight modules (50); the questions keep their own figure (25).
    expect(stored.progress).toBe(50);
    expect(stored.questionsProgress).toBe(25);
  });
});

describe("a refused module save", () => {
  it("leaves the app untouched: no new updatedAt, progress or snapshot", async () => {
    const { app, tenant } = await signedInWithApp();
    const before = await db.app.findUniqueOrThrow({
      where: { id: app.id },
      include: { progressSnapshots: true, modules: true },
    });
    // Save & Continue with nothing filled in: refused by the completion rule, inside the lock.
    const refused = await saveModule(tenant.id, app.id, "foundation", {
      status: "completed",
      data: {},
    });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    // A locked step: refused with 409, also inside the lock.
    const locked = await saveModule(tenant.id, app.id, "retention", {
      status: "in_progress",
      data: {},
    });
    expect(locked).toMatchObject({ ok: false, status: 409 });
    const after = await db.app.findUniqueOrThrow({
      where: { id: app.id },
      include: { progressSnapshots: true, modules: true },
    });
    expect(after).toEqual(before);
  });
});
