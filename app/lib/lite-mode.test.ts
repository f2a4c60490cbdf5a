import { describe, expect, it } from "vitest";

import { isLiteMode, safeReturnPath } from "./lite-mode";

describe("isLiteMode", () => {
  it("follows Save-Data when nothing was chosen", () => {
    expect(isLiteMode({ saveData: true, choice: null, userLite: false })).toBe(true);
    expect(isLiteMode({ saveData: false, choice: null, userLite: false })).toBe(false);
  });
  it("lets the browser's choice override Save-Data both ways", () => {
    expect(isLiteMode({ saveData: true, choice: "off", userLite: false })).toBe(false);
    expect(isLiteMode({ saveData: false, choice: "on", userLite: false })).toBe(true);
  });
  it("keeps the saved preference of a signed-in user", () => {
    expect(isLiteMode({ saveData: false, choice: "off", userLite: true })).toBe(true);
  });
});

describe("safeReturnPath", () => {
  it("accepts same-site paths only", () => {
    expect(safeReturnPath("/dashboard?page=2")).toBe("/dashboard?page=2");
    expect(safeReturnPath("//evil.example")).toBe("/");
    expect(safeReturnPath("https://evil.example")).toBe("/");
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
  });
});
