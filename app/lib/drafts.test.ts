import { describe, expect, test } from "vitest";

import { type DraftInput, draftWarnings, generateDrafts, X_POST_MAX, xPostLength } from "./drafts";
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

  describe("the elevator pitch and the USP", () => {
    const pitched: DraftInput = {
      ...base,
      foundation: {
        elevatorPitch:
          "Tile Tales is a cozy word-puzzle game for commuters: five-minute rounds, no timers.",
        usp: "Calm by design: hints that never cost money.",
      },
    };

    test("the pitch becomes the first tagline, without the app's name, within 60 characters", () => {
      const lines = byId(pitched)["ph-taglines"].text.split("\n");
      // The pitch's whole first clause: no cut, no "…".
      expect(lines[0]).toBe("- A cozy word-puzzle game for commuters");
      expect(lines).toContain("- Calm by design: hints that never cost money");
      expect(byId(pitched)["ph-taglines"].used).toContain("your elevator pitch");
    });

    test("the first comment, email and press pitch use the pitch and the USP", () => {
      const drafts = byId(pitched);
      const pitch =
        "Tile Tales is a cozy word-puzzle game for commuters: five-minute rounds, no timers.";
      expect(drafts["ph-first-comment"].text).toContain(`${pitch} It's for commuters`);
      expect(drafts["ph-first-comment"].text).toContain(
        "What's different: calm by design: hints that never cost money.",
      );
      expect(drafts["launch-email"].text).toContain(`Today we launched Tile Tales. ${pitch}`);
      expect(drafts["press-pitch"].text).toContain(
        `${pitch} What makes it different: calm by design`,
      );
      for (const id of ["ph-first-comment", "press-pitch"]) {
        expect(drafts[id].used).toEqual(
          expect.arrayContaining(["your elevator pitch", "your unique selling point"]),
        );
        expect(drafts[id].missing.map((m) => m.key)).not.toContain("pitch");
      }
    });

    test("the X post leads with the pitch and still fits", () => {
      const x = byId(pitched)["post-week-2"];
      expect(x.text).toMatch(/^Tile Tales is a cozy word-puzzle game/);
      expect(xPostLength(x.text)).toBeLessThanOrEqual(X_POST_MAX);
    });

    test("without them the drafts fall back to the description and ask for the pitch", () => {
      const drafts = byId(base);
      expect(drafts["launch-email"].text).toContain("Today we launched Tile Tales. A cozy");
      expect(drafts["launch-email"].missing).toContainEqual({
        key: "pitch",
        label: "your elevator pitch",
        message: "Add your elevator pitch to improve this.",
        href: "/wizard/app-1?step=foundation",
      });
      expect(drafts["ph-first-comment"].missing.map((m) => m.key)).toEqual(
        expect.arrayContaining(["pitch", "usp"]),
      );
      expect(drafts["ph-first-comment"].text).toContain(
        "What's different: no timers and hints that never cost money.",
      );
    });
  });

  test("an X post in CJK or emoji is cut to X's weighted 280", () => {
    const x = byId({
      ...base,
      answers: { ...base.answers, "app-description": "字 ".repeat(200) },
    })["post-week-2"];
    expect(xPostLength(x.text)).toBeLessThanOrEqual(X_POST_MAX);
    expect(xPostLength(x.text)).toBeGreaterThan(X_POST_MAX - 10);
    expect(draftWarnings({ ...x, text: "🚀".repeat(141) }, "Twitter")).toEqual([
      "282 characters: the limit is 280.",
    ]);
  });
});
