import { describe, expect, it } from "vitest";

import { canWrite, effectiveSubscriptionStatus, trialDaysLeft, trialEndsAt } from "./trial";

const start = new Date("2026-11-01T12:00:00.000Z");
const at = (iso: string) => new Date(iso);

describe("trialDaysLeft", () => {
  it("is 7 at the moment the trial starts", () => {
    expect(trialDaysLeft(start, start)).toBe(7);
  });
  it("rounds a partial day up", () => {
    expect(trialDaysLeft(start, at("2026-11-01T12:00:00.001Z"))).toBe(7);
    expect(trialDaysLeft(start, at("2026-11-07T12:00:01.000Z"))).toBe(1);
    expect(trialDaysLeft(start, at("2026-11-08T11:59:59.999Z"))).toBe(1);
  });
  it("is 0 at exactly 7 days and never negative after", () => {
    expect(trialDaysLeft(start, at("2026-11-08T12:00:00.000Z"))).toBe(0);
    expect(trialDaysLeft(start, at("2027-01-01T00:00:00.000Z"))).toBe(0);
  });
  it("ends 7 days after the start", () => {
    expect(trialEndsAt(start).toISOString()).toBe("2026-11-08T12:00:00.000Z");
  });
});

describe("effectiveSubscriptionStatus", () => {
  it("reads an over-running trial as expired", () => {
    expect(effectiveSubscriptionStatus("trial", start, at("2026-11-08T12:00:00.000Z"))).toBe(
      "expired",
    );
    expect(effectiveSubscriptionStatus("trial", start, at("2026-11-08T11:59:59.000Z"))).toBe(
      "trial",
    );
  });
  it("leaves paid and closed statuses alone", () => {
    const late = at("2027-06-01T00:00:00.000Z");
    expect(effectiveSubscriptionStatus("active", start, late)).toBe("active");
    expect(effectiveSubscriptionStatus("canceled", start, late)).toBe("canceled");
  });
  it("allows writes only for trial and active", () => {
    expect(canWrite("trial")).toBe(true);
    expect(canWrite("active")).toBe(true);
    expect(canWrite("expired")).toBe(false);
    expect(canWrite("canceled")).toBe(false);
  });
});
