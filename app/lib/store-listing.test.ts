import { describe, expect, test } from "vitest";

import {
  byteCount,
  emptyListing,
  fieldLength,
  keywordShortlist,
  LISTING_FIELDS,
  LISTING_RULES_CHECKED,
  listingCounterText,
  listingLimitErrors,
  listingWarnings,
  overLimits,
  searchPreview,
} from "./store-listing";

const rulesFor = (fields: Partial<ReturnType<typeof emptyListing>>, brand = "") =>
  listingWarnings({ ...emptyListing(), ...fields }, brand).map((w) => `${w.field}:${w.rule}`);

describe("store limits", () => {
  test("pins each store's published limits", () => {
    expect(Object.fromEntries(LISTING_FIELDS.map((f) => [f.name, [f.max, f.unit]]))).toEqual({
      appleName: [30, "characters"],
      appleSubtitle: [30, "characters"],
      appleKeywords: [100, "bytes"],
      applePromotionalText: [170, "characters"],
      appleDescription: [4000, "characters"],
      appleWhatsNew: [4000, "characters"],
      appleSupportUrl: [255, "characters"],
      appleMarketingUrl: [255, "characters"],
      applePrivacyUrl: [255, "characters"],
      playTitle: [30, "characters"],
      playShortDescription: [80, "characters"],
      playFullDescription: [4000, "characters"],
    });
  });

  test("Apple keywords count UTF-8 bytes, other fields characters", () => {
    const keywords = LISTING_FIELDS.find((f) => f.name === "appleKeywords")!;
    const title = LISTING_FIELDS.find((f) => f.name === "playTitle")!;
    expect(byteCount("café")).toBe(5);
    expect(fieldLength(keywords, "日本")).toBe(6);
    expect(fieldLength(title, "日本")).toBe(2);
    expect(fieldLength(title, "🎮")).toBe(1);
    expect(listingCounterText(keywords, 103)).toBe("3 bytes over the 100 limit");
    expect(listingCounterText(title, 12)).toBe("12 / 30 characters");
  });

  test("over-limit fields are errors, at-limit fields are not", () => {
    const at = { ...emptyListing(), playTitle: "x".repeat(30), appleKeywords: "é".repeat(50) };
    expect(listingLimitErrors(at)).toEqual({});
    const over = { ...at, playTitle: "x".repeat(31), appleKeywords: "é".repeat(51) };
    expect(Object.keys(listingLimitErrors(over)).sort()).toEqual(["appleKeywords", "playTitle"]);
  });
});

describe("Google Play title checks", () => {
  test.each([
    ["Tile Tales: No Ads", "play-price"],
    ["Tile Tales - ad-free puzzles", "play-price"],
    ["Free Word Puzzle", "play-price"],
    ["Puzzles 50% off", "play-price"],
    ["Puzzles $0.99", "play-price"],
    ["Best Word Puzzle", "play-ranking"],
    ["#1 Word Puzzle", "play-ranking"],
    ["Top Puzzles", "play-ranking"],
    ["Editor's Choice Puzzles", "play-program"],
    ["Tile Tales: Best of Play 2025", "play-program"],
    ["Google Play Awards winner", "play-program"],
    ["Download now: Tile Tales", "play-call-to-action"],
    ["Tile Tales 🧩", "play-emoji"],
    ["Tile Tales!!!", "play-symbols"],
    ["Tile Tales WORD PUZZLE", "play-all-caps"],
  ])("%s is flagged as %s", (title, rule) => {
    expect(rulesFor({ playTitle: title }, "Tile Tales")).toContain(`playTitle:${rule}`);
  });

  test.each([
    "Tile Tales: Cozy Word Puzzle",
    "Topaz Notes",
    "Freedom Journal",
    "NASA Tracker",
    "New York Metro",
    "Brand New Day",
  ])("%s passes", (title) => {
    expect(rulesFor({ playTitle: title }, title.split(" ")[0])).toEqual([]);
  });

  test("a brand in capitals is not shouting", () => {
    expect(rulesFor({ playTitle: "NASA Tracker" }, "NASA Tracker")).toEqual([]);
  });
});

describe("Google Play titles: “New” as a badge, not as a word in a name (metadata policy)", () => {
  test.each([
    "New! Tile Tales",
    "Tile Tales NEW app",
    "NEW Word Puzzle",
    "Tile Tales (New)",
    "[NEW] Tile Tales",
    "New: Tile Tales",
    "Tile Tales – New",
    "Tile Tales: new app",
    "Tile Tales, all-new version",
  ])("%s is flagged as a programme badge", (title) => {
    expect(rulesFor({ playTitle: title }, "Tile Tales")).toContain("playTitle:play-new-badge");
  });

  test.each([
    ["New York Metro", "New York Metro"],
    ["Brand New Day", "Brand New Day"],
    ["Newsletter Hub", "Newsletter Hub"],
    ["Renew: Habit Tracker", "Renew"],
    ["New Leaf Journal", "New Leaf"],
    ["NEW YORK METRO", "New York Metro"],
  ])("%s passes", (title, brand) => {
    expect(rulesFor({ playTitle: title }, brand)).toEqual([]);
  });

  test("the warning names the policy, tells the badge from the word and carries the check date", () => {
    const [warning] = listingWarnings({ ...emptyListing(), playTitle: "New! Tile Tales" });
    expect(warning.rule).toBe("play-new-badge");
    expect(warning.message).toMatch(/as a badge/);
    expect(warning.message).toMatch(/“New York Metro”, is fine/);
    expect(warning.sources).toContain("playMetadata");
    expect(warning.checked).toBe("2026-11-28");
    expect(LISTING_RULES_CHECKED).toBe("2026-11-28");
  });
});

describe("App Store checks", () => {
  test("'For Kids' is flagged outside the Kids Category only", () => {
    expect(rulesFor({ appleSubtitle: "Puzzles for kids" })).toContain(
      "appleSubtitle:apple-for-kids",
    );
    expect(rulesFor({ appleSubtitle: "Puzzles for kids", appleKidsCategory: true })).toEqual([]);
  });

  test("prices in the name, subtitle or keywords are flagged", () => {
    expect(rulesFor({ appleSubtitle: "Only $1.99" })).toContain("appleSubtitle:apple-price");
  });

  test.each([
    ["appleName", "Tile Tales Free"],
    ["appleName", "FREE Word Puzzles"],
    ["appleSubtitle", "Free-to-play word puzzles"],
    ["appleSubtitle", "Discounted puzzles this week"],
    ["appleSubtitle", "Word puzzles, now discounted"],
    ["appleSubtitle", "Puzzles 50% off"],
  ] as const)("pricing words are flagged in the %s: %s", (field, text) => {
    const warning = listingWarnings({ ...emptyListing(), [field]: text }).find(
      (w) => w.rule === "apple-price",
    );
    expect(warning?.field).toBe(field);
    expect(warning?.message).toMatch(/remove “(free|discounted|% off)”/);
  });

  test.each(["Freedom Journal", "Carefree Habits", "Hands-free notes"])(
    "%s is not a pricing word",
    (name) => {
      expect(rulesFor({ appleName: name })).toEqual([]);
    },
  );

  test("spaces after commas in keywords waste bytes", () => {
    expect(rulesFor({ appleKeywords: "word, puzzle" })).toContain(
      "appleKeywords:apple-keyword-spaces",
    );
    expect(rulesFor({ appleKeywords: "word,puzzle" })).toEqual([]);
  });

  test("every warning carries a source and a checked date", () => {
    const warnings = listingWarnings({ ...emptyListing(), playTitle: "FREE!!! 🎮" });
    expect(warnings.length).toBeGreaterThan(2);
    for (const w of warnings) {
      expect(w.sources.length).toBeGreaterThan(0);
      expect(w.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

test("the search preview cuts long names and falls back to the app's name", () => {
  const preview = searchPreview({ ...emptyListing(), playShortDescription: "Calm" }, "Tile Tales");
  expect(preview.apple.name).toBe("Tile Tales");
  expect(preview.google.shortDescription).toBe("Calm");
  const long = searchPreview({ ...emptyListing(), appleName: "x".repeat(40) }, "A");
  expect([...long.apple.name].length).toBe(30);
});

test("the search preview cuts a long subtitle after a whole word, marked", () => {
  const preview = searchPreview(
    { ...emptyListing(), appleSubtitle: "Diagnose sick houseplants from one photo" },
    "PocketPlant",
  );
  expect(preview.apple.subtitle).toBe("Diagnose sick houseplants\u2026");
});

describe("keywords as a shortlist", () => {
  test("drops repeats and spaces after commas, flags words the name or subtitle already has", () => {
    const list = keywordShortlist(
      "Puzzle, words,  tiles,puzzle,word game",
      "Tile Tales",
      "Word game",
    );
    expect(list.text).toBe("Puzzle,words,tiles,word game");
    expect(list.duplicates).toEqual(["puzzle"]);
    expect(list.inNameOrSubtitle).toEqual(["word game"]);
    expect(rulesFor({ appleKeywords: "word,word", appleName: "Word" })).toEqual(
      expect.arrayContaining([
        "appleKeywords:apple-keyword-duplicates",
        "appleKeywords:apple-keyword-in-name",
      ]),
    );
  });

  test("Japanese keywords under 100 characters can be over 100 bytes, and are refused as such", () => {
    const keywords = Array.from({ length: 20 }, (_, i) => `語${i}`).join(",");
    const counted = keywordShortlist(keywords);
    expect(counted.characters).toBeLessThan(100);
    expect(counted.bytes).toBeGreaterThan(100);
    expect(overLimits({ ...emptyListing(), appleKeywords: keywords })).toEqual([
      expect.objectContaining({
        field: "appleKeywords",
        unit: "bytes",
        limit: 100,
        length: counted.bytes,
      }),
    ]);
  });

  test("release notes over 500 characters are over Google Play's limit", () => {
    const listing = { ...emptyListing(), playReleaseNotes: { "27": "x".repeat(501), "28": "ok" } };
    expect(overLimits(listing).map((o) => [o.field, o.length, o.limit])).toEqual([
      ["playReleaseNotes.27", 501, 500],
    ]);
  });
});
