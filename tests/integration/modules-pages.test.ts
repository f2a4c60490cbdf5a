// The two wizard pages through their loaders and actions, as a browser with JavaScript off
// would post them: locking, limits with typed text kept, drafts, toasts and tenancy.
import { describe, expect, it } from "vitest";

import { SIMPLE_WIZARD_ANSWER_IDS, STEP_NAMES } from "~/lib/enums";
import {
  action as simpleAction,
  loader as simpleLoader,
} from "~/routes/_app.simple-wizard.$appId/route";
import { action as wizardAction, loader as wizardLoader } from "~/routes/_app.wizard.$appId/route";
import { db } from "~/services/db.server";

import { formRequest, getRequest, routeArgs, settle } from "./helpers";
import { completeModules, signedInWithApp } from "./modules-fixtures";

function wizardPage(appId: string, cookie: string, step?: string) {
  const query = step ? `?step=${step}` : "";
  return settle(() =>
    wizardLoader(routeArgs(getRequest(`/wizard/${appId}${query}`, cookie), { appId })),
  );
}

function postWizard(appId: string, cookie: string, fields: Record<string, string | string[]>) {
  return settle(() =>
    wizardAction(
      routeArgs(formRequest(`/wizard/${appId}?step=${fields.step}`, fields, { cookie }), { appId }),
    ),
  );
}

function postSimple(appId: string, cookie: string, fields: Record<string, string>) {
  return settle(() =>
    simpleAction(
      routeArgs(formRequest(`/simple-wizard/${appId}?step=${fields.step}`, fields, { cookie }), {
        appId,
      }),
    ),
  );
}

/** The one reply of a refused post (docs/forms.md). */
type Reply = {
  formId: string;
  billing?: true;
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
};

type WizardPage = {
  step: string;
  locked: boolean;
  steps: { stepName: string; status: string; locked: boolean }[];
  view: {
    fields: { name: string; example: string; exampleFor?: string }[];
    guidance: unknown[];
    sampleFor: string;
  };
  lastChecked: string;
};

describe("marketing wizard page", () => {
  it("opens at the first open step, with the category's examples and the last-checked date", async () => {
    const { app, cookie } = await signedInWithApp("music");
    await completeModules(app.id, ["foundation"]);
    const page = (await (await wizardPage(app.id, cookie)).json()) as WizardPage;
    expect(page.step).toBe("seo");
    expect(page.locked).toBe(false);
    expect(page.steps.map((s) => s.locked)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    // Without answers the music category's sample is shown as the sample's, never renamed.
    const field = page.view.fields.find((f) => f.name === "metaDescription");
    expect(field?.example).toContain("Make your first beat in minutes with LoopPad");
    expect(field?.example).not.toContain(app.name);
    expect(field?.exampleFor).toBeUndefined();
    expect(page.view.sampleFor).toBe("LoopPad, a sample Music & Audio app");
    expect(page.lastChecked).toBe("Thu, 26 Nov 2026");
  });

  it("shows a locked step as locked and refuses posts to it with 409", async () => {
    const { app, cookie } = await signedInWithApp();
    const page = (await (await wizardPage(app.id, cookie, "launch")).json()) as WizardPage;
    expect(page.locked).toBe(true);
    const response = await postWizard(app.id, cookie, {
      step: "launch",
      intent: "complete",
      launchTimeline: "Go",
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as Reply;
    expect(body.formId).toBe("module");
    expect(body.result.error?.[""]).toEqual(["Launch is locked. Complete Creative first."]);
    expect(body.result.initialValue?.launchTimeline).toBe("Go");
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  });

  it("saves a draft with the toast and stays; Save & Continue moves on", async () => {
    const { app, cookie } = await signedInWithApp();
    const draft = await postWizard(app.id, cookie, {
      step: "foundation",
      intent: "draft",
      elevatorPitch: "A calm puzzle game.",
    });
    expect(draft.status).toBe(302);
    expect(draft.headers.get("Location")).toBe(`/wizard/${app.id}?step=foundation`);
    expect(draft.headers.get("Set-Cookie")).toMatch(/amm_toast=/);
    const stored = await db.module.findFirstOrThrow({ where: { appId: app.id } });
    expect(stored).toMatchObject({
      status: "in_progress",
      data: { elevatorPitch: "A calm puzzle game." },
    });

    const next = await postWizard(app.id, cookie, {
      step: "foundation",
      intent: "complete",
      elevatorPitch: "A calm puzzle game.",
      usp: "No ads",
      audienceJob: "Commuters",
      painPoint: "Boring commutes",
    });
    expect(next.headers.get("Location")).toBe(`/wizard/${app.id}?step=seo`);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).progress).toBe(13);
  });

  it("refuses text over the limits and ideas over three, keeping what was typed", async () => {
    const { app, cookie } = await signedInWithApp();
    const pitch = "p".repeat(141);
    const tooLong = await postWizard(app.id, cookie, {
      step: "foundation",
      intent: "draft",
      elevatorPitch: pitch,
    });
    expect(tooLong.status).toBe(400);
    const body = (await tooLong.json()) as Reply;
    expect(body.result.error?.elevatorPitch?.[0]).toMatch(/at most 140 characters/);
    expect(body.result.initialValue?.elevatorPitch).toBe(pitch);

    await completeModules(app.id, ["foundation", "seo"]);
    const four = [
      "long-form-article",
      "case-study-coverage",
      "q-and-a-pitch",
      "innovation-disruption",
    ];
    const ideas = await postWizard(app.id, cookie, {
      step: "content",
      intent: "complete",
      selectedContentIdeas: four,
    });
    expect(ideas.status).toBe(400);
    const ideasBody = (await ideas.json()) as Reply;
    expect(ideasBody.result.error?.selectedContentIdeas?.[0]).toMatch(/at most 3 content ideas/);
    expect(ideasBody.result.initialValue?.selectedContentIdeas).toEqual(four);

    const none = await postWizard(app.id, cookie, { step: "content", intent: "complete" });
    expect(none.status).toBe(400);
    expect(((await none.json()) as Reply).result.error?.selectedContentIdeas).toEqual([
      "Pick at least one content idea before you continue.",
    ]);
    expect(await db.module.count({ where: { appId: app.id, stepName: "content" } })).toBe(0);
  });

  it("sends the rules' sources, dates and the launch-copy check resolved, and the browser's limits", async () => {
    const { app, cookie } = await signedInWithApp();
    await completeModules(app.id, STEP_NAMES.slice(0, 4));
    await db.module.create({
      data: {
        appId: app.id,
        stepName: "creative",
        status: "in_progress",
        data: { upvoteStrategy: "Please upvote us on Product Hunt!" },
      },
    });
    const page = (await (await wizardPage(app.id, cookie, "creative")).json()) as {
      view: { guidance: { checkedLabel: string; checked?: string; sources: unknown[] }[] };
      constraint: Record<string, { maxLength?: number }>;
      launchCopy: { warnings: { ruleId: string; field: string }[]; reviewed: string } | null;
    };
    expect(page.view.guidance.length).toBeGreaterThan(0);
    for (const point of page.view.guidance) {
      expect(point.checkedLabel).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/);
      expect(point.checked).toBeUndefined();
    }
    expect(page.launchCopy?.warnings).toContainEqual(
      expect.objectContaining({ ruleId: "asking-for-votes", field: "upvoteStrategy" }),
    );
    expect(page.constraint.innovationCampaign.maxLength).toBeGreaterThan(0);

    const foundation = (await (await wizardPage(app.id, cookie, "foundation")).json()) as {
      constraint: Record<string, { maxLength?: number }>;
      launchCopy: unknown;
    };
    // The counted pitch takes any length in the browser (the counter shows how far over it is).
    expect(foundation.constraint.elevatorPitch.maxLength).toBeUndefined();
    expect(foundation.constraint.usp.maxLength).toBeGreaterThan(0);
    expect(foundation.launchCopy).toBeNull();
  });

  it("answers an unknown button or step with the one reply, saving nothing", async () => {
    const { app, cookie } = await signedInWithApp();
    const unknown = await postWizard(app.id, cookie, {
      step: "foundation",
      intent: "publish",
      usp: "Calm",
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Reply).result.initialValue?.usp).toBe("Calm");
    const noStep = await postWizard(app.id, cookie, { step: "marketing", intent: "draft" });
    expect(noStep.status).toBe(400);
    expect(((await noStep.json()) as Reply).result.error?.[""]?.[0]).toMatch(/eight steps/);
    const simpleNoStep = await postSimple(app.id, cookie, { step: "9", intent: "save" });
    expect(simpleNoStep.status).toBe(400);
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  });

  it("ends on the dashboard with the congratulations toast after the last step", async () => {
    const { app, cookie } = await signedInWithApp();
    await completeModules(app.id, STEP_NAMES.slice(0, 7));
    const response = await postWizard(app.id, cookie, {
      step: "retention",
      intent: "complete",
      nonTechnicalStrategy: "A welcome email",
      longTermGrowth: "Referrals",
    });
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).progress).toBe(100);
  });

  it("is 404 for another tenant's app, an unknown step, and sends an app without category to pick one", async () => {
    const { app, cookie } = await signedInWithApp();
    const other = await signedInWithApp();
    expect((await wizardPage(app.id, other.cookie)).status).toBe(404);
    expect(
      (await postWizard(app.id, other.cookie, { step: "foundation", intent: "draft" })).status,
    ).toBe(404);
    expect((await wizardPage(app.id, cookie, "marketing")).status).toBe(404);
    const bare = await signedInWithApp(null);
    const redirect = await wizardPage(bare.app.id, bare.cookie);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe(`/app-category/${bare.app.id}`);
  });

  it("refuses to save once the trial has ended, with the billing message and the typed text", async () => {
    const { app, cookie, tenant } = await signedInWithApp();
    await db.tenant.update({ where: { id: tenant.id }, data: { subscriptionStatus: "expired" } });
    const response = await postWizard(app.id, cookie, {
      step: "foundation",
      intent: "draft",
      usp: "Calm",
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as Reply;
    expect(body).toMatchObject({ formId: "module", billing: true });
    expect(body.result.initialValue?.usp).toBe("Calm");
    expect(body.result.error?.[""]?.[0]).toMatch(/\/billing/);
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  });
});

describe("simple wizard page", () => {
  it("saves each step's answers, merges them, and sets progress per step", async () => {
    const { app, cookie } = await signedInWithApp("health");
    const first = await postSimple(app.id, cookie, {
      step: "0",
      intent: "next",
      "app-name": "Stretch Break",
      "app-description": "Five-minute stretches",
      "app-problem": "Sitting all day",
    });
    expect(first.headers.get("Location")).toBe(`/simple-wizard/${app.id}?step=1`);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).questionsProgress).toBe(25);

    const saved = await postSimple(app.id, cookie, {
      step: "1",
      intent: "save",
      "who-uses": "Office workers",
    });
    expect(saved.headers.get("Location")).toBe(`/simple-wizard/${app.id}?step=1`);
    expect(saved.headers.get("Set-Cookie")).toMatch(/amm_toast=/);
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    // The questions' own figure moves; the plan's figure (modules) does not.
    expect(stored.questionsProgress).toBe(50);
    expect(stored.progress).toBe(0);
    expect(stored.wizardAnswers).toMatchObject({
      "app-name": "Stretch Break",
      "who-uses": "Office workers",
    });
    expect(await db.progressSnapshot.count({ where: { appId: app.id } })).toBe(0);

    const back = await postSimple(app.id, cookie, {
      step: "1",
      intent: "previous",
      "who-uses": "Office workers",
    });
    expect(back.headers.get("Location")).toBe(`/simple-wizard/${app.id}?step=0`);

    const page = (await (
      await settle(() =>
        simpleLoader(
          routeArgs(getRequest(`/simple-wizard/${app.id}?step=0`, cookie), { appId: app.id }),
        ),
      )
    ).json()) as {
      answers: Record<string, string>;
      view: { questions: { id: string; example: string }[] };
    };
    expect(page.answers["app-name"]).toBe("Stretch Break");
    expect(page.view.questions.map((q) => q.id)).toEqual([
      "app-name",
      "app-description",
      "app-problem",
    ]);
    expect(page.view.questions[0].example).toBe("Stretch Break");
  });

  it("finishes on the dashboard at 100% and keeps progress when an early step is saved again", async () => {
    const { app, cookie } = await signedInWithApp();
    const answers: Record<string, string> = Object.fromEntries(
      SIMPLE_WIZARD_ANSWER_IDS.map((id) => [id, `Answer ${id}`]),
    );
    answers["launch-date"] = "2027-02-02";
    const finish = await postSimple(app.id, cookie, { step: "3", intent: "finish", ...answers });
    // Finish goes to the dashboard (docs/product/spec-facts.md §4).
    expect(finish.headers.get("Location")).toBe("/dashboard");
    const figures = (stored: { progress: number; questionsProgress: number }) => [
      stored.progress,
      stored.questionsProgress,
    ];
    expect(figures(await db.app.findUniqueOrThrow({ where: { id: app.id } }))).toEqual([0, 100]);
    await postSimple(app.id, cookie, { step: "0", intent: "save", "app-name": "Renamed" });
    expect(figures(await db.app.findUniqueOrThrow({ where: { id: app.id } }))).toEqual([0, 100]);
  });

  it("refuses an over-long answer with the typed text kept and changes nothing", async () => {
    const { app, cookie } = await signedInWithApp();
    const long = "a".repeat(2001);
    const response = await postSimple(app.id, cookie, {
      step: "0",
      intent: "next",
      "app-name": long,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Reply;
    expect(body.formId).toBe("simple-wizard");
    expect(body.result.error?.["app-name"]?.[0]).toMatch(/at most 2000 characters/);
    expect(body.result.initialValue?.["app-name"]).toBe(long);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).wizardAnswers).toEqual({});
  });

  it("is 404 for another tenant's app and for a step outside 0-3", async () => {
    const { app, cookie } = await signedInWithApp();
    const other = await signedInWithApp();
    const load = (c: string, q: string) =>
      settle(() =>
        simpleLoader(routeArgs(getRequest(`/simple-wizard/${app.id}${q}`, c), { appId: app.id })),
      );
    expect((await load(other.cookie, "")).status).toBe(404);
    expect((await load(cookie, "?step=4")).status).toBe(404);
    expect((await postSimple(app.id, other.cookie, { step: "0", intent: "save" })).status).toBe(
      404,
    );
  });
});
