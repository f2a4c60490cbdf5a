import { describe, expect, test } from "vitest";

import {
  languageFromAppStore,
  languageFromPlay,
  LISTING_LANGUAGES,
  listingLanguage,
} from "./listing-locales";

// fastlane deliver's languages.rb: the App Store codes a metadata folder may be named after.
const FASTLANE_APP_STORE =
  `ar-SA bn-BD ca cs da de-DE el en-AU en-CA en-GB en-US es-ES es-MX fi fr-CA
  fr-FR gu-IN he hi hr hu id it ja kn-IN ko ml-IN mr-IN ms nl-NL no or-IN pa-IN pl pt-BR pt-PT ro
  ru sk sl-SI sv ta-IN te-IN th tr uk ur-PK vi zh-Hans zh-Hant`.split(/\s+/);

describe("listing languages", () => {
  test("every one of fastlane's 50 App Store codes has one language, and back", () => {
    expect(FASTLANE_APP_STORE).toHaveLength(50);
    const mapped = LISTING_LANGUAGES.flatMap((l) => (l.appStore ? [l.appStore] : []));
    expect(mapped.sort()).toEqual([...FASTLANE_APP_STORE].sort());
    for (const code of FASTLANE_APP_STORE) expect(languageFromAppStore(code)?.appStore).toBe(code);
  });

  test("one language, a different code per store", () => {
    expect(languageFromPlay("iw-IL")).toBe(languageFromAppStore("he"));
    expect(languageFromPlay("ja-JP")?.appStore).toBe("ja");
    expect(languageFromPlay("zh-CN")?.appStore).toBe("zh-Hans");
    expect(languageFromPlay("zh-TW")?.appStore).toBe("zh-Hant");
    expect(languageFromPlay("de-DE")?.appStore).toBe("de-DE");
    expect(listingLanguage("he")).toMatchObject({ appStore: "he", play: "iw-IL" });
  });

  test("a language one store does not offer has no code there", () => {
    expect(listingLanguage("or")).toMatchObject({ appStore: "or-IN", play: null });
    expect(listingLanguage("sw")).toMatchObject({ appStore: null, play: "sw" });
    expect(languageFromAppStore("xx-YY")).toBeNull();
  });

  test("tags and codes are unique", () => {
    const tags = LISTING_LANGUAGES.map((l) => l.tag);
    const play = LISTING_LANGUAGES.flatMap((l) => (l.play ? [l.play] : []));
    expect(new Set(tags).size).toBe(tags.length);
    expect(new Set(play).size).toBe(play.length);
  });
});
