import { describe, expect, it } from "vitest";

import {
  CATEGORIES,
  categoryName,
  isCategoryId,
  isModuleStatus,
  isRole,
  isStepName,
  isSubscriptionStatus,
  STEP_NAMES,
} from "./enums";

describe("enumerated values", () => {
  it("accepts exactly the product's subscription statuses", () => {
    for (const s of ["active", "trial", "expired", "canceled"])
      expect(isSubscriptionStatus(s)).toBe(true);
    for (const s of ["cancelled", "ACTIVE", "", null, 3])
      expect(isSubscriptionStatus(s)).toBe(false);
  });

  it("accepts the roles user and admin only", () => {
    expect(isRole("user")).toBe(true);
    expect(isRole("admin")).toBe(true);
    expect(isRole("owner")).toBe(false);
  });

  it("accepts the three module statuses", () => {
    expect(["not_started", "in_progress", "completed"].every(isModuleStatus)).toBe(true);
    expect(isModuleStatus("done")).toBe(false);
  });

  it("keeps the eight modules in the product's order", () => {
    expect(STEP_NAMES).toEqual([
      "foundation",
      "seo",
      "content",
      "community",
      "creative",
      "launch",
      "analytics",
      "retention",
    ]);
    expect(isStepName("metrics")).toBe(false);
  });

  it("has the eight categories with the product's names", () => {
    expect(CATEGORIES.map((c) => `${c.id}: ${c.name}`)).toEqual([
      "games: Games & Fun",
      "shopping: Shopping & Business",
      "photo: Photos & Videos",
      "social: Social & Chat",
      "health: Health & Fitness",
      "education: Learning & Education",
      "music: Music & Audio",
      "tools: Tools & Utilities",
    ]);
    expect(isCategoryId("photo")).toBe(true);
    expect(isCategoryId("photos")).toBe(false);
    expect(categoryName("music")).toBe("Music & Audio");
    expect(categoryName(null)).toBeNull();
  });
});
