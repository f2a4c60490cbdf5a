import { describe, expect, test } from "vitest";

import { defaultCompanyName } from "./company-name";

describe("defaultCompanyName", () => {
  test("names one maker's company after the email's name", () => {
    expect(defaultCompanyName("maya@example.com")).toBe("Maya's apps");
    expect(defaultCompanyName("maya.chen@example.com")).toBe("Maya Chen's apps");
    expect(defaultCompanyName("MAYA_CHEN+apps@example.com")).toBe("Maya Chen's apps");
    expect(defaultCompanyName("42@example.com")).toBe("My apps");
  });
});
