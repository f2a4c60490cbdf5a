import { describe, expect, test } from "vitest";

import { normalizeWebAddress } from "./web-address";

describe("normalizeWebAddress", () => {
  test("a bare domain gets https:// in front", () => {
    expect(normalizeWebAddress("pocketplant.app")).toBe("https://pocketplant.app");
    expect(normalizeWebAddress("  www.pocketplant.app/download ")).toBe(
      "https://www.pocketplant.app/download",
    );
    expect(normalizeWebAddress("apps.apple.com/app/id123")).toBe(
      "https://apps.apple.com/app/id123",
    );
    expect(normalizeWebAddress("Pocketplant.App")).toBe("https://Pocketplant.App");
  });

  test("a full http(s) address is kept as typed, and empty stays empty", () => {
    expect(normalizeWebAddress("https://pocketplant.app")).toBe("https://pocketplant.app");
    expect(normalizeWebAddress("http://localhost:3000/x")).toBe("http://localhost:3000/x");
    expect(normalizeWebAddress("  ")).toBe("");
  });

  test("junk is still refused", () => {
    for (const junk of [
      "pocketplant",
      "not a url",
      "pocket plant.app",
      "ftp://pocketplant.app",
      "javascript:alert(1)",
      "mailto:me@pocketplant.app",
      "me@pocketplant.app",
      "https://",
      "-bad.app",
      "pocketplant.123",
    ]) {
      expect(normalizeWebAddress(junk), junk).toBeNull();
    }
  });
});
