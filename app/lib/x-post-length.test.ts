import { describe, expect, test } from "vitest";

import { X_POST_MAX, xPostLength } from "./x-post-length";

describe("X post length, weighted as X counts it", () => {
  test("Latin, accented and Cyrillic letters count 1 each", () => {
    expect(xPostLength("hello")).toBe(5);
    expect(xPostLength("café Привет")).toBe(11);
  });

  test("CJK characters count 2 each", () => {
    expect(xPostLength("专注")).toBe(4);
    expect(xPostLength("こんにちは")).toBe(10);
    expect(xPostLength("안녕 hi")).toBe(7);
  });

  test("an emoji counts 2, a whole sequence (skin tone, family, flag, keycap) too", () => {
    expect(xPostLength("🚀")).toBe(2);
    expect(xPostLength("👍🏽")).toBe(2);
    expect(xPostLength("👨‍👩‍👧‍👦")).toBe(2);
    expect(xPostLength("🇫🇷")).toBe(2);
    expect(xPostLength("1️⃣")).toBe(2);
    expect(xPostLength("❤️ it")).toBe(5);
  });

  test("a link counts 23 whatever its length; punctuation after it counts on its own", () => {
    expect(xPostLength(`a ${"https://example.com/" + "x".repeat(100)}`)).toBe(25);
    expect(xPostLength("see https://a.io.")).toBe(4 + 23 + 1);
    expect(xPostLength("tiletales.app/x")).toBe(23);
    expect(xPostLength("two http://a.co http://b.co")).toBe(4 + 23 + 1 + 23);
  });

  test("typographic quotes and dashes count 1; decomposed accents are normalised first", () => {
    expect(xPostLength("\u201cok\u201d \u2013")).toBe(6);
    expect(xPostLength("e\u0301")).toBe(1);
  });

  test("140 CJK characters fill a post; 141 go over", () => {
    expect(xPostLength("字".repeat(140))).toBe(X_POST_MAX);
    expect(xPostLength("字".repeat(141))).toBeGreaterThan(X_POST_MAX);
  });
});
