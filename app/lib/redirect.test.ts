import { describe, expect, it } from "vitest";

import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeRedirect("/billing")).toBe("/billing");
    expect(safeRedirect("/wizard/abc?step=seo#top")).toBe("/wizard/abc?step=seo#top");
  });

  it("falls back to /dashboard for empty or missing input", () => {
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(undefined)).toBe("/dashboard");
    expect(safeRedirect("")).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("https://evil.example", "/profile")).toBe("/profile");
  });

  it("refuses other sites in every disguise", () => {
    for (const target of [
      "https://evil.example/dashboard",
      "http://localhost/dashboard",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "dashboard",
    ]) {
      expect(safeRedirect(target), target).toBe("/dashboard");
    }
  });

  it("keeps an encoded path on this site as it is (the browser stays on this host)", () => {
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("refuses control characters and backslashes anywhere", () => {
    expect(safeRedirect("/dash\nboard")).toBe("/dashboard");
    expect(safeRedirect("/dash\tboard")).toBe("/dashboard");
    expect(safeRedirect("/foo\\bar")).toBe("/dashboard");
  });

  it("does not send a user back to the sign-in page or to an API", () => {
    expect(safeRedirect("/auth?tab=register")).toBe("/dashboard");
    expect(safeRedirect("/api/user")).toBe("/dashboard");
  });

  it("ignores non-string form values", () => {
    expect(safeRedirect(new File([], "x"))).toBe("/dashboard");
  });
});
