import { describe, expect, it } from "vitest";

import { STEP_NAMES } from "~/lib/enums";

import { isStepUnlocked, nextStep, previousStep, resumeStep, stepStates } from "./locking";

describe("step locking", () => {
  it("always opens the first step", () => {
    expect(isStepUnlocked("foundation", {})).toBe(true);
  });

  it("opens a later step only when the previous one is completed", () => {
    expect(isStepUnlocked("seo", {})).toBe(false);
    expect(isStepUnlocked("seo", { foundation: "in_progress" })).toBe(false);
    expect(isStepUnlocked("seo", { foundation: "completed" })).toBe(true);
    // Only the immediately previous step counts.
    expect(isStepUnlocked("content", { foundation: "completed" })).toBe(false);
    expect(isStepUnlocked("content", { seo: "completed" })).toBe(true);
    expect(isStepUnlocked("retention", { analytics: "completed" })).toBe(true);
  });

  it("treats an unknown status as not started", () => {
    expect(isStepUnlocked("seo", { foundation: "done" })).toBe(false);
  });

  it("lists every step in order with status and lock state", () => {
    const states = stepStates({ foundation: "completed", seo: "in_progress" });
    expect(states.map((s) => s.stepName)).toEqual([...STEP_NAMES]);
    expect(states.slice(0, 3)).toEqual([
      { stepName: "foundation", status: "completed", locked: false },
      { stepName: "seo", status: "in_progress", locked: false },
      { stepName: "content", status: "not_started", locked: true },
    ]);
    expect(states.filter((s) => s.locked)).toHaveLength(6);
  });

  it("knows the neighbours of a step", () => {
    expect(previousStep("foundation")).toBeNull();
    expect(previousStep("seo")).toBe("foundation");
    expect(nextStep("analytics")).toBe("retention");
    expect(nextStep("retention")).toBeNull();
  });

  it("resumes at the first open step that is not completed", () => {
    expect(resumeStep({})).toBe("foundation");
    expect(resumeStep({ foundation: "completed", seo: "completed" })).toBe("content");
    const all = Object.fromEntries(STEP_NAMES.map((s) => [s, "completed"]));
    expect(resumeStep(all)).toBe("foundation");
  });
});
