import { describe, expect, test } from "vitest";

import {
  type DraftInput,
  draftWarnings,
  fitWords,
  generateDrafts,
  X_POST_MAX,
  xPostLength,
} from "./drafts";
import { TAGLINE_MAX } from "./launch-copy-check";

const base: DraftInput = {
  appId: "app-1",
  appName: "Tile Tales",
  url: "https://tiletales.example",
  description: "",
  category: "games",
  categoryName: "Games & Fun",
  platforms: ["ios", "android"],
  answers: {
    "app-description":
      "A cozy word-puzzle game you play in five-minute rounds on the bus, with a new daily puzzle every morning and hints.",
    "who-uses": "Commuters who like crosswords",
    "app-problem": "Most puzzle games nag you with timers",
    "why-choose": "No timers and hints that never cost money",
  },
  foundation: {},
  launchDate: "Monday, 1 March 2027",
  schedule: [
    {
      week: 1,
      channel: "Devlog",
      dueDate: "2026-12-01",
      ideaTitle: "Long-form article",
      ideaDescription: "",
    },
    {
      week: 2,
      channel: "Twitter",
      dueDate: "2026-12-08",
      ideaTitle: "Case study",
      ideaDescription: "",
    },
  ],
};

const byId = (input: DraftInput) => Object.fromEntries(generateDrafts(input).map((d) => [d.id, d]));

describe("drafts from the maker's answers", () => {
  test("the same answers always give the same drafts", () => {
    expect(generateDrafts(base)).toEqual(generateDrafts(structuredClone(base)));
  });

  test("the first comment uses the app's name, audience and problem", () => {
    const comment = byId(base)["ph-first-comment"];
    expect(comment.text).toContain(
      "I built Tile Tales because most puzzle games nag you with timers.",
    );
    expect(comment.text).toContain("It's for commuters who like crosswords.");
    expect(comment.used).toEqual(
      expect.arrayContaining(["your app's name", "your audience", "the problem it solves"]),
    );
  });

  test("a missing answer becomes a [placeholder] and a note saying what to add", () => {
    const drafts = byId({ ...base, answers: { ...base.answers, "who-uses": "" } });
    const comment = drafts["ph-first-comment"];
    expect(comment.text).toContain("It's for [your audience].");
    expect(comment.missing).toContainEqual({
      key: "audience",
      label: "your audience",
      message: "Add your audience to improve this.",
      href: "/simple-wizard/app-1?step=1",
    });
    expect(comment.used).not.toContain("your audience");
  });

  test("tagline options stay within Product Hunt's 60 characters", () => {
    const lines = byId(base)["ph-taglines"].text.split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines)
      expect([...line.replace(/^- /, "")].length).toBeLessThanOrEqual(TAGLINE_MAX);
    expect(fitWords("one two three", 9)).toBe("one two");
  });

  test("with no answers at all, every draft still renders and lists what is missing", () => {
    const drafts = generateDrafts({
      ...base,
      answers: {},
      url: "",
      platforms: [],
      launchDate: null,
    });
    for (const draft of drafts) expect(draft.text.length).toBeGreaterThan(0);
    expect(drafts.find((d) => d.id === "press-kit")!.missing.map((m) => m.key)).toEqual(
      expect.arrayContaining(["url", "platforms", "launchDate", "description"]),
    );
  });

  test("one post per schedule entry in the channel's format; X posts fit 280 with links as 23", () => {
    const drafts = byId(base);
    expect(drafts["post-week-1"].title).toBe("Week 1 post: Devlog (Long-form article)");
    expect(drafts["post-week-1"].text).toMatch(/^Devlog: /);
    const x = drafts["post-week-2"];
    expect(x.maxLength).toBe(X_POST_MAX);
    expect(xPostLength(x.text)).toBeLessThanOrEqual(X_POST_MAX);
    expect(x.text).toContain("https://tiletales.example");
    expect(xPostLength(`a ${"https://example.com/" + "x".repeat(100)}`)).toBe(25);
    expect(draftWarnings({ ...x, text: "y".repeat(281) }, "Twitter")).toEqual([
      "281 characters: the limit is 280.",
    ]);
  });

  test("the Show HN draft is an outline the maker writes up in their own words", () => {
    const hn = byId(base)["show-hn"];
    expect(hn.text).toMatch(/^Title: Show HN: Tile Tales – /);
    expect(hn.format).toContain("not be generated or edited by software");
  });
});
