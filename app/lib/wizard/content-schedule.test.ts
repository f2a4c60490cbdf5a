import { describe, expect, it } from "vitest";

import { CATEGORIES } from "~/lib/enums";

import {
  buildContentSchedule,
  categoryChannelSuggestions,
  formatDueDate,
  readStoredSchedule,
  SCHEDULE_CHANNELS,
  SCHEDULE_OFFSETS_DAYS,
  scheduleToStore,
} from "./content-schedule";

describe("content schedule", () => {
  it("pins the product rule: 7, 14, 21 days, tagged Blog, LinkedIn, Twitter", () => {
    expect(SCHEDULE_OFFSETS_DAYS).toEqual([7, 14, 21]);
    expect(SCHEDULE_CHANNELS).toEqual(["Blog", "LinkedIn", "Twitter"]);
  });

  it("plans the selected ideas one per week from the given date", () => {
    const plan = buildContentSchedule(
      ["case-study-coverage", "q-and-a-pitch", "seo-optimized-content"],
      "2026-11-22",
    );
    expect(plan).toEqual([
      { week: 1, ideaId: "case-study-coverage", channel: "Blog", dueDate: "2026-11-29" },
      { week: 2, ideaId: "q-and-a-pitch", channel: "LinkedIn", dueDate: "2026-12-06" },
      { week: 3, ideaId: "seo-optimized-content", channel: "Twitter", dueDate: "2026-12-13" },
    ]);
  });

  it("tags Blog, LinkedIn and Twitter for every category; the category's own channels are only suggested", () => {
    const ideas = ["long-form-article", "q-and-a-pitch", "case-study-coverage"];
    for (const { id } of CATEGORIES) {
      expect(buildContentSchedule(ideas, "2026-11-22").map((p) => p.channel)).toEqual([
        "Blog",
        "LinkedIn",
        "Twitter",
      ]);
      for (const channel of categoryChannelSuggestions(id)) {
        expect(SCHEDULE_CHANNELS as readonly string[]).not.toContain(channel);
      }
    }
    expect(categoryChannelSuggestions("games")).toEqual(["Devlog", "Short video", "Discord"]);
  });

  it("reads a plan an earlier version tagged by category with the specification's tags, dates kept", () => {
    const earlier = [
      { week: 1, ideaId: "long-form-article", channel: "Devlog", dueDate: "2026-11-29" },
      { week: 2, ideaId: "q-and-a-pitch", channel: "Short video", dueDate: "2026-12-06" },
      { week: 3, ideaId: "case-study-coverage", channel: "Discord", dueDate: "2026-12-13" },
    ];
    const read = readStoredSchedule(earlier);
    expect(read?.map((p) => p.channel)).toEqual(["Blog", "LinkedIn", "Twitter"]);
    expect(read?.map((p) => p.dueDate)).toEqual(["2026-11-29", "2026-12-06", "2026-12-13"]);
    // Saving the same ideas again keeps those dates (now with the specification's tags).
    const ideas = earlier.map((e) => e.ideaId);
    expect(scheduleToStore(read, ideas, "2026-12-01")).toEqual(read);
  });

  it("plans fewer weeks for fewer ideas and ignores unknown ids and a fourth idea", () => {
    expect(buildContentSchedule(["long-form-article"], "2026-02-25")).toEqual([
      { week: 1, ideaId: "long-form-article", channel: "Blog", dueDate: "2026-03-04" },
    ]);
    expect(buildContentSchedule([], "2026-02-25")).toEqual([]);
    const plan = buildContentSchedule(
      [
        "nope",
        "long-form-article",
        "q-and-a-pitch",
        "case-study-coverage",
        "innovation-disruption",
      ],
      "2026-01-01",
    );
    expect(plan.map((p) => p.ideaId)).toEqual([
      "long-form-article",
      "q-and-a-pitch",
      "case-study-coverage",
    ]);
  });

  it("keeps a stored plan while the selection is unchanged, so dates do not move", () => {
    const stored = buildContentSchedule(["long-form-article", "q-and-a-pitch"], "2026-11-01");
    expect(scheduleToStore(stored, ["long-form-article", "q-and-a-pitch"], "2026-11-22")).toEqual(
      stored,
    );
    const changed = scheduleToStore(stored, ["q-and-a-pitch"], "2026-11-22");
    expect(changed).toEqual([
      { week: 1, ideaId: "q-and-a-pitch", channel: "Blog", dueDate: "2026-11-29" },
    ]);
    expect(scheduleToStore(null, ["q-and-a-pitch"], "2026-11-22")).toEqual(changed);
  });

  it("reads a stored plan back and rejects malformed data", () => {
    const stored = buildContentSchedule(["long-form-article"], "2026-11-01");
    expect(readStoredSchedule(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readStoredSchedule(undefined)).toBeNull();
    expect(
      readStoredSchedule([{ week: 1, ideaId: "x", channel: "Blog", dueDate: "2026-01-01" }]),
    ).toBeNull();
    expect(readStoredSchedule([{ ...stored[0], dueDate: "soon" }])).toBeNull();
  });

  it("formats a due date the same everywhere", () => {
    expect(formatDueDate("2026-11-29")).toBe("Sun, 29 Nov 2026");
  });
});
