import { describe, expect, it } from "vitest";

import { CATEGORY_IDS, SIMPLE_WIZARD_ANSWER_IDS } from "~/lib/enums";

import {
  answeredStepCount,
  parseSimpleStep,
  readSimpleAnswers,
  resumeSimpleStep,
  SIMPLE_WIZARD_STEPS,
  simpleStepView,
} from "./simple-questions";

describe("simple wizard questions", () => {
  it("groups the 12 answer ids three per step over four steps, each exactly once", () => {
    expect(SIMPLE_WIZARD_STEPS).toHaveLength(4);
    for (const step of SIMPLE_WIZARD_STEPS) expect(step.questions).toHaveLength(3);
    const ids = SIMPLE_WIZARD_STEPS.flatMap((s) => s.questions.map((q) => q.id));
    expect([...ids].sort()).toEqual([...SIMPLE_WIZARD_ANSWER_IDS].sort());
  });

  it("gives every question a label, a hint and an example for every category", () => {
    for (const question of SIMPLE_WIZARD_STEPS.flatMap((s) => s.questions)) {
      expect(question.label.length).toBeGreaterThan(5);
      expect(question.hint.length).toBeGreaterThan(10);
      for (const category of CATEGORY_IDS) {
        expect(question.examples[category], `${question.id}/${category}`).toBeTruthy();
      }
    }
  });

  it("reads the step from the URL, 0 to 3 only", () => {
    expect(parseSimpleStep("0")).toBe(0);
    expect(parseSimpleStep("3")).toBe(3);
    expect(parseSimpleStep("4")).toBeNull();
    expect(parseSimpleStep("-1")).toBeNull();
    expect(parseSimpleStep("1.5")).toBeNull();
    expect(parseSimpleStep(null)).toBeNull();
  });

  it("counts the steps the answers reach", () => {
    expect(answeredStepCount({})).toBe(0);
    expect(answeredStepCount({ "app-name": "X" })).toBe(1);
    expect(answeredStepCount({ "app-name": "X", "launch-date": "May" })).toBe(4);
    expect(answeredStepCount({ "who-uses": "   " })).toBe(0);
  });

  it("resumes at the first step with an unanswered question", () => {
    expect(resumeSimpleStep({})).toBe(0);
    expect(resumeSimpleStep({ "app-name": "A", "app-description": "B", "app-problem": "C" })).toBe(
      1,
    );
    const all = Object.fromEntries(SIMPLE_WIZARD_ANSWER_IDS.map((id) => [id, "x"]));
    expect(resumeSimpleStep(all)).toBe(0);
  });

  it("shows the example for the app's category", () => {
    const view = simpleStepView(0, "games");
    expect(view.questions[0]).toMatchObject({ id: "app-name", example: "Tile Tales" });
    expect(view.questions[0]).not.toHaveProperty("examples");
  });
});

describe("reading stored answers", () => {
  it("keeps only the 12 ids with text values", () => {
    expect(readSimpleAnswers({ "app-name": "A", bogus: "x", "age-group": 12 })).toEqual({
      "app-name": "A",
    });
    expect(readSimpleAnswers(null)).toEqual({});
    expect(readSimpleAnswers(["app-name"])).toEqual({});
  });
});

describe("the simple wizard's hints", () => {
  const sentences = (text: string) =>
    [...new Intl.Segmenter("en", { granularity: "sentence" }).segment(text)].length;

  it("are one sentence each, the rest folded behind More", () => {
    for (const question of SIMPLE_WIZARD_STEPS.flatMap((s) => s.questions)) {
      expect(sentences(question.hint), question.id).toBe(1);
      expect(question.hint.split(" ").length, question.id).toBeLessThanOrEqual(20);
    }
    const age = SIMPLE_WIZARD_STEPS[1].questions.find((q) => q.id === "age-group")!;
    expect(age.hint).not.toMatch(/COPPA/);
    expect(age.more).toMatch(/COPPA/);
  });
});

describe("the launch date's hint names only the stores the app ships on", () => {
  const more = (platforms: Parameters<typeof simpleStepView>[3]) => {
    const step = SIMPLE_WIZARD_STEPS.findIndex((s) =>
      s.questions.some((q) => q.id === "launch-date"),
    );
    const view = simpleStepView(step, "education", "Study Buddy", platforms);
    return view.questions.find((q) => q.id === "launch-date")?.more ?? "";
  };

  it("an iOS and Android app hears of Apple and Google Play, never of Steam", () => {
    const text = more(["ios", "android"]);
    expect(text).toMatch(/^Plan back from your slowest step\. /);
    expect(text).toContain("14-day closed test");
    expect(text).toContain("Apple reviews");
    expect(text).not.toMatch(/Steam|web app/);
  });

  it("a Steam game hears of Steam only; a web app of no store", () => {
    expect(more(["steam"])).toContain("Coming Soon page");
    expect(more(["steam"])).not.toMatch(/Google Play|Apple/);
    expect(more(["web"])).toContain("no store review");
    expect(more(["web"])).not.toMatch(/Steam|Google Play|Apple/);
  });

  it("while no platform is chosen, every store but Steam", () => {
    const text = more([]);
    expect(text).toContain("Google Play");
    expect(text).toContain("Apple");
    expect(text).not.toContain("Steam");
  });
});
