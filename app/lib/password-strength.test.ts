import { describe, expect, it } from "vitest";

import {
  passwordStrength,
  passwordStrengthLabel,
  passwordStrengthScore,
} from "./password-strength";

describe("passwordStrengthScore", () => {
  it("gives nothing to an empty password", () => {
    expect(passwordStrengthScore("")).toBe(0);
  });
  it("gives 25 points for each criterion on its own", () => {
    expect(passwordStrengthScore("abc")).toBe(25);
    expect(passwordStrengthScore("ABC")).toBe(25);
    expect(passwordStrengthScore("123")).toBe(25);
    expect(passwordStrengthScore("!!!!!!!!")).toBe(25);
  });
  it("counts the length only from 8 characters", () => {
    expect(passwordStrengthScore("abcdefg")).toBe(25);
    expect(passwordStrengthScore("abcdefgh")).toBe(50);
  });
  it("adds the criteria up to 100", () => {
    expect(passwordStrengthScore("abcDEF")).toBe(50);
    expect(passwordStrengthScore("abcDEF12")).toBe(100);
    expect(passwordStrengthScore("abcdef12")).toBe(75);
  });
  it("does not count non-ASCII letters as upper or lower case", () => {
    expect(passwordStrengthScore("ÄÖÜ")).toBe(0);
  });
});

describe("passwordStrengthLabel", () => {
  it("uses the product's thresholds", () => {
    expect(passwordStrengthLabel(100)).toBe("Strong password");
    expect(passwordStrengthLabel(75)).toBe("Strong password");
    expect(passwordStrengthLabel(74)).toBe("Good password");
    expect(passwordStrengthLabel(50)).toBe("Good password");
    expect(passwordStrengthLabel(49)).toBe("Weak password");
    expect(passwordStrengthLabel(25)).toBe("Weak password");
    expect(passwordStrengthLabel(24)).toBe("");
    expect(passwordStrengthLabel(0)).toBe("");
  });
});

describe("passwordStrength", () => {
  it("returns the score with its label", () => {
    expect(passwordStrength("Launch2025")).toEqual({ score: 100, label: "Strong password" });
    expect(passwordStrength("launch")).toEqual({ score: 25, label: "Weak password" });
    expect(passwordStrength("")).toEqual({ score: 0, label: "" });
  });
});
