// fitText: every draft's one way to fit a limit. Pins that a cut ends at a sentence, a clause or
// a whole word and is marked, in English, Chinese, Japanese and with emoji, under any measure.
import { describe, expect, test } from "vitest";

import { ELLIPSIS, fitText, fitTo } from "./text-fit";
import { xPostLength } from "./x-post-length";

const length = (text: string) => [...text].length;

describe("fitText", () => {
  test("a text that fits is kept, only its spaces tidied", () => {
    expect(fitText("  Water   me ", 20)).toEqual({ text: "Water me", cut: false });
  });

  test("whole sentences are kept when they fit, without a mark", () => {
    const text = "Diagnoses a dying houseplant from one photo. Then it sets a watering plan.";
    expect(fitText(text, 50)).toEqual({
      text: "Diagnoses a dying houseplant from one photo.",
      cut: true,
    });
  });

  test("the tester's taglines end on a whole phrase, marked", () => {
    const tagline =
      "Diagnoses a dying houseplant from one photo and sets a watering schedule for it";
    const fit = fitText(tagline, 60);
    expect(fit.cut).toBe(true);
    expect(fit.text.endsWith(ELLIPSIS)).toBe(true);
    expect(length(fit.text)).toBeLessThanOrEqual(60);
    expect(fit.text).not.toMatch(/\b(a|and|sets a)\u2026$/);
    expect(fit.text).toBe(`Diagnoses a dying houseplant from one photo${ELLIPSIS}`);
  });

  test("a cut before “and” ends the clause", () => {
    const fit = fitText(
      "PocketPlant looks at your yellow leaves and tells you why they turn yellow",
      66,
    );
    expect(fit.text).toBe(`PocketPlant looks at your yellow leaves${ELLIPSIS}`);
  });

  test("no dangling pronoun or question word before the mark", () => {
    const fit = fitText("It tells you why they turn yellow in the winter months", 22);
    expect(fit.text).toBe(`It tells you${ELLIPSIS}`);
  });

  test("a clause boundary is preferred when it keeps enough", () => {
    const fit = fitText(
      "Snap a leaf, get the cause, and a care plan that changes with the seasons",
      40,
    );
    expect(fit.text).toBe(`Snap a leaf, get the cause${ELLIPSIS}`);
  });

  test("never cuts inside a word", () => {
    const text = "Extraordinarily comprehensive houseplant diagnostics for everybody";
    for (let max = 5; max < length(text); max += 1) {
      const fit = fitText(text, max);
      expect(length(fit.text)).toBeLessThanOrEqual(max);
      const kept = fit.text.replace(ELLIPSIS, "");
      const next = text.charAt(kept.length);
      // Either a whole word ends where the cut is, or one long word was cut (marked).
      if (kept.includes(" ")) expect(next === " " || next === "").toBe(true);
      expect(text.startsWith(kept)).toBe(true);
    }
  });

  test("German and French cut at words", () => {
    expect(fitTo("Erkennt kranke Zimmerpflanzen an einem einzigen Foto", 30)).toBe(
      `Erkennt kranke Zimmerpflanzen${ELLIPSIS}`,
    );
    expect(
      fitTo("Diagnostique une plante malade à partir d'une seule photo", 35, { locale: "fr" }),
    ).toBe(`Diagnostique une plante malade à${ELLIPSIS}`);
  });

  test("Japanese and Chinese cut at the segmenter's words, never mid-word", () => {
    const ja = fitTo("観葉植物の病気を写真一枚で診断します", 10, { locale: "ja" });
    expect(ja.endsWith(ELLIPSIS)).toBe(true);
    expect(length(ja)).toBeLessThanOrEqual(10);
    expect("観葉植物の病気を写真一枚で診断します".startsWith(ja.slice(0, -1))).toBe(true);
    const zh = fitTo("专注App让你每天专注25分钟，效率更高", 12, { locale: "zh" });
    expect(length(zh)).toBeLessThanOrEqual(12);
    expect(zh.endsWith(ELLIPSIS)).toBe(true);
  });

  test("emoji are whole graphemes: a family or a flag is never split", () => {
    const text = "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦🇩🇪🇩🇪";
    for (let max = 1; max < length(text); max += 1) {
      const kept = fitTo(text, max).replace(ELLIPSIS, "");
      expect(text.startsWith(kept)).toBe(true);
      const graphemes = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)];
      const ends = new Set(graphemes.map((g) => g.index + g.segment.length));
      if (kept) expect(ends.has(kept.length)).toBe(true);
    }
  });

  test("X's measure: a Chinese character weighs 2, and the mark counts", () => {
    const text = "专注专注 abc def ghi";
    for (let max = 3; max < 25; max += 1) {
      const fit = fitText(text, max, { measure: xPostLength });
      expect(xPostLength(fit.text)).toBeLessThanOrEqual(max);
    }
  });
});
