// fitWords on one word longer than the room: it keeps the word's beginning, in order, and never
// skips a character that does not fit to take a lighter one after it.
import { describe, expect, it } from "vitest";

import { fitWords } from "./drafts";
import { xPostLength } from "./x-post-length";

describe("fitWords cutting inside one word", () => {
  it("stops at the first character that does not fit", () => {
    // X weighs each Chinese character 2 and a Latin letter 1: 5 has room for two and a half.
    expect(fitWords("专注专注abc", 5, xPostLength)).toBe("专注");
    expect(fitWords("abc😀def", 4, xPostLength)).toBe("abc");
  });

  it("keeps a prefix of the text whatever the measure", () => {
    const text = "专注App让你每天专注25分钟";
    for (let max = 1; max < 30; max += 1) {
      const cut = fitWords(text, max, xPostLength);
      expect(text.startsWith(cut)).toBe(true);
      expect(xPostLength(cut)).toBeLessThanOrEqual(max);
    }
  });
});
