// Hints name only the stores an app ships on: the category card's Steam sentence and the press
// kit's store links (the launch date's "More" is checked in wizard/simple-questions tests).
import { describe, expect, test } from "vitest";

import { categoryHint } from "./category-copy";
import { type DraftInput, generateDrafts } from "./drafts";
import { CATEGORIES } from "./enums";
import { type PlatformId, storeNames } from "./platforms";

const pressKit = (platforms: PlatformId[]) => {
  const input: DraftInput = {
    appId: "app-1",
    appName: "Focus Den",
    url: "https://focusden.example",
    description: "",
    category: "games",
    categoryName: "Games & Fun",
    platforms,
    answers: {},
    foundation: {},
    launchDate: "Mon, 1 Mar 2027",
    schedule: [],
  };
  return generateDrafts(input).find((d) => d.id === "press-kit")?.text ?? "";
};

describe("hints for the app's own platforms", () => {
  test("no category card names Steam to an app that does not ship there", () => {
    for (const { id } of CATEGORIES) {
      for (const platforms of [[], ["ios", "android"], ["web"]] as PlatformId[][]) {
        expect(categoryHint(id, platforms)).not.toMatch(/Steam/);
      }
    }
    expect(categoryHint("games", ["steam"])).toMatch(/On Steam, open your Coming Soon page/);
  });

  test("the press kit's store links are the app's stores", () => {
    expect(pressKit(["ios", "android"])).toContain("Store links: [App Store or Google Play links]");
    expect(pressKit(["ios"])).toContain("Store links: [App Store links]");
    expect(pressKit(["steam"])).toContain("Store links: [Steam links]");
    for (const platforms of [[], ["ios"], ["android", "web"]] as PlatformId[][]) {
      expect(pressKit(platforms)).not.toMatch(/Steam/);
    }
    expect(storeNames([])).toBe("App Store, Google Play or website");
    expect(storeNames(["ios", "android", "steam"])).toBe("App Store, Google Play or Steam");
  });
});
