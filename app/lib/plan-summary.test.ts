import { describe, expect, test } from "vitest";

import { SIMPLE_WIZARD_ANSWER_IDS, STEP_NAMES } from "./enums";
import { countSimpleAnswers, emptyFieldLabels, planSummary } from "./plan-summary";

const app = {
  id: "app1",
  category: "tools",
  progress: 25,
  wizardAnswers: {},
  questionsProgress: 0,
  launchDate: null,
};
const allAnswers = Object.fromEntries(SIMPLE_WIZARD_ANSWER_IDS.map((id) => [id, "yes"]));

describe("countSimpleAnswers", () => {
  test("counts the 12 known ids with text, ignores blanks and unknown keys", () => {
    expect(countSimpleAnswers({ "app-name": "A", "who-uses": "  ", other: "x" })).toBe(1);
    expect(countSimpleAnswers(allAnswers)).toBe(12);
    expect(countSimpleAnswers(null)).toBe(0);
  });
});

describe("emptyFieldLabels", () => {
  test("names the empty fields with the wizard's labels, in order", () => {
    const labels = emptyFieldLabels("launch", { launchTimeline: "00:01 go live" });
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatch(/what's next/i);
    expect(emptyFieldLabels("content", { selectedContentIdeas: [] })).toHaveLength(1);
    expect(emptyFieldLabels("content", { selectedContentIdeas: ["q-and-a-pitch"] })).toEqual([]);
  });
});

describe("planSummary", () => {
  test("done, missing and the next steps of a plan under way", () => {
    const summary = planSummary(app, [
      { stepName: "foundation", status: "completed", data: {} },
      { stepName: "seo", status: "in_progress", data: { primaryKeywords: "launch planner" } },
    ]);
    expect(summary.done.map((d) => d.stepName)).toEqual(["foundation"]);
    expect(summary.missing.map((m) => m.stepName)).toEqual(STEP_NAMES.slice(1));
    expect(summary.missing[0]).toMatchObject({ status: "in_progress", emptyFieldCount: 3 });
    expect(summary.simpleSteps).toEqual({ done: 0, total: 4 });
    expect(summary.nextSteps).toEqual([
      { text: "Finish the 4 remaining simple-question steps", href: "/simple-wizard/app1" },
      { text: "Finish the SEO module", href: "/wizard/app1?step=seo" },
    ]);
  });

  test("no category comes first; launch-copy warnings add a step; at most four steps", () => {
    const summary = planSummary({ ...app, category: null }, [], { launchCopyWarnings: 2 });
    expect(summary.nextSteps.map((s) => s.href)).toEqual([
      "/app-category/app1",
      "/simple-wizard/app1",
      "/wizard/app1?step=foundation",
      "#launch-copy",
    ]);
    expect(summary.missing[0]).toMatchObject({ stepName: "foundation", status: "not_started" });
    expect(summary.missing[0].emptyFields).toHaveLength(3);
    expect(summary.missing[0].emptyFieldCount).toBeGreaterThan(3);
  });

  test("a finished plan points to the analytics page", () => {
    const summary = planSummary(
      {
        ...app,
        progress: 100,
        wizardAnswers: allAnswers,
        questionsProgress: 100,
        launchDate: "2027-01-10",
      },
      STEP_NAMES.map((stepName) => ({ stepName, status: "completed", data: {} })),
    );
    expect(summary.missing).toEqual([]);
    expect(summary.done).toHaveLength(8);
    expect(summary.nextSteps).toEqual([
      { text: "Record this week's numbers to see what works", href: "/analytics?app=app1" },
    ]);
  });
});

describe("planSummary: one unit and no locked module", () => {
  test("counts the simple questions in steps, as the dashboard card does", () => {
    // Twelve answers given but only three steps saved: the figure is the steps, not the answers.
    const summary = planSummary({ ...app, wizardAnswers: allAnswers, questionsProgress: 75 }, []);
    expect(summary.simpleSteps).toEqual({ done: 3, total: 4 });
    expect(summary.nextSteps[0]).toEqual({
      text: "Finish the 1 remaining simple-question step",
      href: "/simple-wizard/app1",
    });
  });

  test("questions done without a launch date: the launch date comes before the modules", () => {
    const summary = planSummary({ ...app, questionsProgress: 100 }, []);
    expect(summary.nextSteps.map((s) => s.href)).toEqual([
      "/apps/app1/checklist#launch-heading",
      "/wizard/app1?step=foundation",
    ]);
  });

  test("the module step is the first open one, never a later unfinished one", () => {
    // Creative is in progress but Community is not completed: Community is the open one.
    const summary = planSummary({ ...app, questionsProgress: 100, launchDate: "2027-01-10" }, [
      { stepName: "foundation", status: "completed", data: {} },
      { stepName: "seo", status: "completed", data: {} },
      { stepName: "content", status: "completed", data: {} },
      { stepName: "launch", status: "in_progress", data: {} },
    ]);
    expect(summary.nextSteps).toEqual([
      { text: "Start the Community module", href: "/wizard/app1?step=community" },
    ]);
  });
});

describe("planSummary: locked modules say what opens them", () => {
  test("a locked missing module links to the module before it, an open one has no note", () => {
    const summary = planSummary(app, [{ stepName: "foundation", status: "completed", data: {} }]);
    const seo = summary.missing.find((m) => m.stepName === "seo")!;
    const content = summary.missing.find((m) => m.stepName === "content")!;
    expect(seo.opensAfter).toBeNull();
    expect(content.opensAfter).toEqual({ text: "Opens after SEO", href: "/wizard/app1?step=seo" });
  });
});
