import { describe, expect, test } from "vitest";

import { fillDays, launchWeekFigures, PLAY_REPLY_LIMIT, replyDraft } from "./results-view";

describe("results view", () => {
  test("fillDays gives every day of the window, a gap as null", () => {
    expect(fillDays("2026-03-01", "2026-03-03", [{ date: "2026-03-02", value: 5 }])).toEqual([
      { date: "2026-03-01", value: null },
      { date: "2026-03-02", value: 5 },
      { date: "2026-03-03", value: null },
    ]);
  });

  test("the launch week against the weekly average of the 4 weeks before", () => {
    const days = [
      ...Array.from({ length: 28 }, (_, i) => ({
        date: `2026-02-${String(i + 1).padStart(2, "0")}`,
        value: 10,
      })),
      ...Array.from({ length: 8 }, (_, i) => ({ date: `2026-03-0${i + 1}`, value: 100 })),
    ];
    expect(launchWeekFigures(days, "2026-03-01")).toEqual({
      launchWeek: 700,
      weeklyBefore: 70,
      ratio: 10,
    });
    expect(launchWeekFigures(days, "2027-01-01")).toBeNull();
  });

  test("a reply draft stays within Play's 350 characters, even for a long app name", () => {
    const app = { name: "N".repeat(400), url: "https://example.com" };
    expect(replyDraft({ rating: 1 }, app).length).toBe(PLAY_REPLY_LIMIT);
    expect(replyDraft({ rating: 5 }, { name: "Tidy", url: "" })).toMatch(/^Thank you .* Tidy!/);
    expect(replyDraft({ rating: 2 }, { name: "Tidy", url: "https://tidy.app" })).toContain(
      "https://tidy.app",
    );
  });
});
