import { describe, expect, test } from "vitest";

import { languageFromStore, LISTING_LANGUAGES, listingLanguage } from "./listing-locales";

// fastlane deliver's languages.rb: the App Store codes a metadata folder may be named after.
const FASTLANE_APP_STORE =
  `ar-SA bn-BD ca cs da de-DE el en-AU en-CA en-GB en-US es-ES es-MX fi fr-CA
  fr-FR gu-IN he hi hr hu id it ja kn-IN ko ml-IN mr-IN ms nl-NL no or-IN pa-IN pl pt-BR pt-PT ro
  ru sk sl-SI sv ta-IN te-IN th tr uk ur-PK vi zh-Hans zh-Hant`.split(/\s+/);

describe("listing languages", () => {
  test("the table reads into one row a language, a store that lacks it as null", () => {
    expect(listingLanguage("or")).toEqual({
      tag: "or",
      name: "Odia",
      appStore: "or-IN",
      play: null,
    });
    expect(listingLanguage("es-MX")?.name).toBe("Spanish (Mexico; Latin America on Google Play)");
    expect(new Set(LISTING_LANGUAGES.map((l) => l.tag)).size).toBe(LISTING_LANGUAGES.length);
    expect(LISTING_LANGUAGES.every((l) => l.appStore || l.play)).toBe(true);
  });

  test("every one of fastlane's 50 App Store codes has one language, and back", () => {
    expect(FASTLANE_APP_STORE).toHaveLength(50);
    const mapped = LISTING_LANGUAGES.flatMap((l) => (l.appStore ? [l.appStore] : []));
    expect(mapped.sort()).toEqual([...FASTLANE_APP_STORE].sort());
    for (const code of FASTLANE_APP_STORE)
      expect(languageFromStore("appStore", code)?.appStore).toBe(code);
  });

  test("one language, a different code per store", () => {
    expect(languageFromStore("play", "iw-IL")).toBe(languageFromStore("appStore", "he"));
    expect(languageFromStore("play", "ja-JP")?.appStore).toBe("ja");
    expect(languageFromStore("play", "zh-CN")?.appStore).toBe("zh-Hans");
    expect(languageFromStore("play", "zh-TW")?.appStore).toBe("zh-Hant");
    expect(languageFromStore("play", "de-DE")?.appStore).toBe("de-DE");
    expect(listingLanguage("he")).toMatchObject({ appStore: "he", play: "iw-IL" });
  });

  test("a language one store does not offer has no code there", () => {
    expect(listingLanguage("or")).toMatchObject({ appStore: "or-IN", play: null });
    expect(listingLanguage("sw")).toMatchObject({ appStore: null, play: "sw" });
    expect(languageFromStore("appStore", "xx-YY")).toBeNull();
  });

  test("tags and codes are unique", () => {
    const tags = LISTING_LANGUAGES.map((l) => l.tag);
    const play = LISTING_LANGUAGES.flatMap((l) => (l.play ? [l.play] : []));
    expect(new Set(tags).size).toBe(tags.length);
    expect(new Set(play).size).toBe(play.length);
  });
});
