import { describe, expect, it } from "vitest";
import {
  MODULE_COUNT,
  SIMPLE_WIZARD_STEP_COUNT,
  combinedProgress,
  countCompleted,
  moduleProgress,
  progressBarState,
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

describe("combined progress", () => {
  it("shows the further of the two wizards", () => {
    expect(combinedProgress(50, 38)).toBe(50);
    expect(combinedProgress(25, 88)).toBe(88);
    expect(combinedProgress(0, 0)).toBe(0);
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
