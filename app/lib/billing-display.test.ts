import { describe, expect, it } from "vitest";

import { dateInputValue, formatCents, formatDay, formatUsd, statusLabel } from "./billing-display";

describe("billing display", () => {
  it("shows whole dollars without cents and amounts with cents with two digits", () => {
    expect(formatUsd(240)).toBe("$240");
    expect(formatUsd(1234)).toBe("$1,234");
    expect(formatUsd(19.5)).toBe("$19.50");
  });

  it("shows Stripe amounts in cents in their currency", () => {
    expect(formatCents(24000, "usd")).toBe("$240.00");
    expect(formatCents(1999, "eur")).toBe("€19.99");
    expect(formatCents(500, "not-a-currency")).toBe("5.00 NOT-A-CURRENCY");
  });

  it("shows a day in the user's time zone, falling back to UTC", () => {
    const instant = new Date("2026-03-05T02:00:00.000Z");
    expect(formatDay(instant, "UTC")).toBe("Thu, 5 Mar 2026");
    expect(formatDay(instant, "America/New_York")).toBe("Wed, 4 Mar 2026");
    expect(formatDay(instant, "Not/AZone")).toBe("Thu, 5 Mar 2026");
    expect(formatDay(null)).toBe("");
  });

  it("labels statuses the way the product names them", () => {
    expect(statusLabel("trial")).toBe("Free Trial");
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("mystery")).toBe("mystery");
  });

  it("gives a date input its YYYY-MM-DD value", () => {
    expect(dateInputValue(new Date("2027-01-31T00:00:00.000Z"))).toBe("2027-01-31");
    expect(dateInputValue(null)).toBe("");
  });
});
