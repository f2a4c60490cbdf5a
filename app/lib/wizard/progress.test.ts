import { describe, expect, it } from "vitest";

import {
  countCompleted,
  MODULE_COUNT,
  moduleProgress,
  progressBarState,
  questionsProgress,
  questionsStepsDone,
  SIMPLE_WIZARD_STEP_COUNT,
  simpleWizardProgress,
} from "./progress";

describe("module progress", () => {
  it("is the rounded share of completed modules out of 8", () => {
    expect(MODULE_COUNT).toBe(8);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(moduleProgress)).toEqual([
      0, 13, 25, 38, 50, 63, 75, 88, 100,
    ]);
  });

  it("counts only completed modules", () => {
    expect(countCompleted(["completed", "in_progress", "completed", "not_started"])).toBe(2);
    expect(moduleProgress(countCompleted(["completed", "completed", "completed"]))).toBe(38);
  });
});

describe("simple wizard progress", () => {
  it("is round((step + 1) / 4 * 100) for steps 0-3", () => {
    expect(SIMPLE_WIZARD_STEP_COUNT).toBe(4);
    expect([0, 1, 2, 3].map(simpleWizardProgress)).toEqual([25, 50, 75, 100]);
  });

  it("never leaves 0-100", () => {
    expect(simpleWizardProgress(7)).toBe(100);
    expect(simpleWizardProgress(-3)).toBe(0);
  });
});

describe("questions progress", () => {
  it("keeps the further of the saved step and the answered steps", () => {
    expect(questionsProgress(25, 4)).toBe(100);
    expect(questionsProgress(100, 0)).toBe(100);
    expect(questionsProgress(50, 1)).toBe(50);
    expect(questionsProgress(0, 0)).toBe(0);
  });

  it("reads as steps of four", () => {
    expect([0, 25, 50, 75, 100].map(questionsStepsDone)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("progress bar state", () => {
  it("is indeterminate with no value, loading below max, complete at max", () => {
    expect(progressBarState(null)).toBe("indeterminate");
    expect(progressBarState(0)).toBe("loading");
    expect(progressBarState(99)).toBe("loading");
    expect(progressBarState(100)).toBe("complete");
    expect(progressBarState(3, 4)).toBe("loading");
    expect(progressBarState(4, 4)).toBe("complete");
  });
});
