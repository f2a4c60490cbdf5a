import { describe, expect, test } from "vitest";

import { STEP_NAMES, type StepName } from "./enums";
import {
  COMPLETED_STAT_LABEL,
  COMPLETED_STAT_UNIT,
  firstOpenModule,
  moduleLink,
  nextPlanStep,
  type PlanPosition,
  simpleStepsLabel,
} from "./next-step";
import { MODULE_TITLES } from "./wizard/module-titles";
import { MODULES } from "./wizard/modules";

const answered: PlanPosition = {
  id: "a1",
  category: "health",
  questionsProgress: 100,
  hasLaunchDate: true,
  completedModules: [],
};

describe("nextPlanStep: the card's main button names the next real step", () => {
  test("the first states (docs/product/spec-facts.md §2) before the questions are done", () => {
    expect(nextPlanStep({ ...answered, category: null }).label).toBe("Pick Category First");
    expect(nextPlanStep({ ...answered, questionsProgress: 0 }).label).toBe("Start Questions");
    expect(nextPlanStep({ ...answered, questionsProgress: 75 })).toMatchObject({
      label: "Continue Questions",
      href: "/simple-wizard/a1",
    });
  });

  test("never Continue Questions once the four steps are done", () => {
    const labels = [
      nextPlanStep({ ...answered, hasLaunchDate: false }),
      nextPlanStep(answered),
      nextPlanStep({ ...answered, completedModules: ["foundation"] }),
      nextPlanStep({ ...answered, completedModules: [...STEP_NAMES] }),
    ].map((s) => s.label);
    expect(labels).toEqual([
      "Set a launch date",
      "Open Foundation",
      "Continue the plan",
      "Open the checklist",
    ]);
  });

  test("the launch date goes to the checklist's date field; the plan to the first open module", () => {
    expect(nextPlanStep({ ...answered, hasLaunchDate: false }).href).toBe(
      "/apps/a1/checklist#launch-heading",
    );
    expect(nextPlanStep(answered).href).toBe("/wizard/a1?step=foundation");
    const three: StepName[] = ["foundation", "seo", "content"];
    expect(nextPlanStep({ ...answered, completedModules: three }).href).toBe(
      "/wizard/a1?step=community",
    );
  });
});

describe("moduleLink: no link to a locked page", () => {
  test("an open module is linked as is", () => {
    expect(moduleLink("a1", "foundation", [])).toEqual({
      href: "/wizard/a1?step=foundation",
      label: "Foundation module",
      locked: false,
      reason: null,
    });
    const five: StepName[] = ["foundation", "seo", "content", "community", "creative"];
    expect(moduleLink("a1", "launch", five).href).toBe("/wizard/a1?step=launch");
  });

  test("a locked module says why and links what opens it", () => {
    const link = moduleLink("a1", "launch", ["foundation", "seo", "content"]);
    expect(link).toEqual({
      href: "/wizard/a1?step=community",
      label: "Open Community",
      locked: true,
      reason: "Launch opens after Creative.",
    });
  });

  test("the first open module is the first one not completed", () => {
    expect(firstOpenModule([])).toBe("foundation");
    expect(firstOpenModule(["foundation", "content"])).toBe("seo");
    expect(moduleLink("a1", "retention", ["foundation"]).reason).toBe(
      "Retention opens after Analytics.",
    );
  });
});

describe("labels say what they count", () => {
  test("simple questions are counted in steps of four", () => {
    expect(simpleStepsLabel(4)).toBe("Simple questions: 4 of 4 steps");
    expect(simpleStepsLabel(0)).toBe("Simple questions: 0 of 4 steps");
  });

  test("the Completed stat keeps the specification's word and names modules under it", () => {
    expect(COMPLETED_STAT_LABEL).toBe("Completed");
    expect(COMPLETED_STAT_UNIT).toBe("modules");
  });

  test("every module's content names it by its one title", () => {
    expect(MODULES.map((module) => [module.stepName, module.title])).toEqual(
      Object.entries(MODULE_TITLES),
    );
  });
});
