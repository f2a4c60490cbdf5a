import { describe, expect, it } from "vitest";

import {
  characterCount,
  counterText,
  ELEVATOR_PITCH_MAX,
  MAX_COMPETITORS,
  MAX_CONTENT_IDEAS,
  META_DESCRIPTION_MAX,
  normalizeLineBreaks,
  tooLongMessage,
} from "./limits";

describe("limits", () => {
  it("pins the product's numbers", () => {
    expect(ELEVATOR_PITCH_MAX).toBe(140);
    expect(META_DESCRIPTION_MAX).toBe(155);
    expect(MAX_CONTENT_IDEAS).toBe(3);
    expect(MAX_COMPETITORS).toBe(3);
  });

  it("counts what a person sees: an emoji is one character, CRLF is one line break", () => {
    expect(characterCount("abc")).toBe(3);
    expect(characterCount("🚀 go")).toBe(4);
    expect(characterCount("a\r\nb")).toBe(3);
    expect(characterCount("a\nb")).toBe(3);
    expect(normalizeLineBreaks("a\r\nb\rc")).toBe("a\nb\nc");
  });

  it("says how far over a limit the text is", () => {
    expect(counterText(52, 140)).toBe("52 / 140");
    expect(counterText(140, 140)).toBe("140 / 140");
    expect(counterText(143, 140)).toBe("3 over the 140 limit");
    expect(tooLongMessage("Elevator pitch", 140, 141)).toBe(
      "Elevator pitch must be at most 140 characters (you have 141, 1 too many).",
    );
  });
});
