import { describe, expect, test } from "vitest";

import { asciiFileName, contentDisposition, fileTitle } from "./download.server";

describe("download file names (RFC 6266)", () => {
  test("a non-Latin name travels in filename* with an ASCII fallback", () => {
    const header = contentDisposition(
      "专注-marketing-plan-2026-11-25.csv",
      "app-marketing-plan-2026-11-25.csv",
    );
    expect(header).toBe(
      `attachment; filename="app-marketing-plan-2026-11-25.csv"; filename*=UTF-8''%E4%B8%93%E6%B3%A8-marketing-plan-2026-11-25.csv`,
    );
    // Decoding the starred value gives the real name back.
    const starred = header.split("filename*=UTF-8''")[1];
    expect(decodeURIComponent(starred)).toBe("专注-marketing-plan-2026-11-25.csv");
  });

  test("quotes, slashes and control characters never reach the header", () => {
    const header = contentDisposition('a"b/c\r\nd;e.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(
      /^attachment; filename="a-b-c-d-e\.pdf"; filename\*=UTF-8''a-b-c-d-e\.pdf$/,
    );
    expect(contentDisposition("it's (new)*.ics")).toContain(
      "filename*=UTF-8''it%27s%20%28new%29-.ics",
    );
  });

  test("the fallback keeps accented letters' base and drops the rest", () => {
    expect(asciiFileName("Café Ñandú.pdf")).toBe("Cafe-Nandu.pdf");
    expect(asciiFileName("专注.csv")).toBe("download.csv");
    expect(asciiFileName("专注 plan.csv")).toBe("plan.csv");
  });

  test("the real name is the app's own name, cut at 60 characters, never empty", () => {
    expect(fileTitle("  专注  ")).toBe("专注");
    expect(fileTitle("a/b")).toBe("a-b");
    expect(Array.from(fileTitle("🎮".repeat(80)))).toHaveLength(60);
    expect(fileTitle("///")).toBe("app");
    expect(fileTitle("")).toBe("app");
  });
});
