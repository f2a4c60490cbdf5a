// The languages a store listing can be written in: one BCP 47 tag per language, and the code
// each store uses for it (App Store Connect's codes as fastlane deliver names its folders, Google
// Play's as fastlane supply does). A language one store does not offer has no code there.
// Sources and the full table: docs/fastlane-metadata.md.

export type ListingLanguage = {
  /** The BCP 47 tag we store. */
  tag: string;
  /** Its name in English, for the studio. */
  name: string;
  /** App Store Connect's code (fastlane deliver's folder name); null: not offered there. */
  appStore: string | null;
  /** Google Play's code (fastlane supply's folder name); null: not offered there. */
  play: string | null;
};

const L = (tag: string, name: string, appStore: string | null, play: string | null) => ({
  tag,
  name,
  appStore,
  play,
});

export const LISTING_LANGUAGES: readonly ListingLanguage[] = [
  L("af", "Afrikaans", null, "af"),
  L("am", "Amharic", null, "am"),
  L("ar", "Arabic", "ar-SA", "ar"),
  L("hy", "Armenian", null, "hy-AM"),
  L("az", "Azerbaijani", null, "az-AZ"),
  L("eu", "Basque", null, "eu-ES"),
  L("be", "Belarusian", null, "be"),
  L("bn", "Bangla", "bn-BD", "bn-BD"),
  L("bg", "Bulgarian", null, "bg"),
  L("my", "Burmese", null, "my-MM"),
  L("ca", "Catalan", "ca", "ca"),
  L("zh-Hans", "Chinese (Simplified)", "zh-Hans", "zh-CN"),
  L("zh-Hant", "Chinese (Traditional)", "zh-Hant", "zh-TW"),
  L("zh-HK", "Chinese (Hong Kong)", null, "zh-HK"),
  L("hr", "Croatian", "hr", "hr"),
  L("cs", "Czech", "cs", "cs-CZ"),
  L("da", "Danish", "da", "da-DK"),
  L("nl-NL", "Dutch", "nl-NL", "nl-NL"),
  L("en-AU", "English (Australia)", "en-AU", "en-AU"),
  L("en-CA", "English (Canada)", "en-CA", "en-CA"),
  L("en-IN", "English (India)", null, "en-IN"),
  L("en-SG", "English (Singapore)", null, "en-SG"),
  L("en-ZA", "English (South Africa)", null, "en-ZA"),
  L("en-GB", "English (U.K.)", "en-GB", "en-GB"),
  L("en-US", "English (U.S.)", "en-US", "en-US"),
  L("et", "Estonian", null, "et"),
  L("fil", "Filipino", null, "fil"),
  L("fi", "Finnish", "fi", "fi-FI"),
  L("fr-CA", "French (Canada)", "fr-CA", "fr-CA"),
  L("fr-FR", "French (France)", "fr-FR", "fr-FR"),
  L("gl", "Galician", null, "gl-ES"),
  L("ka", "Georgian", null, "ka-GE"),
  L("de-DE", "German", "de-DE", "de-DE"),
  L("el", "Greek", "el", "el-GR"),
  L("gu", "Gujarati", "gu-IN", "gu"),
  L("he", "Hebrew", "he", "iw-IL"),
  L("hi", "Hindi", "hi", "hi-IN"),
  L("hu", "Hungarian", "hu", "hu-HU"),
  L("is", "Icelandic", null, "is-IS"),
  L("id", "Indonesian", "id", "id"),
  L("it", "Italian", "it", "it-IT"),
  L("ja", "Japanese", "ja", "ja-JP"),
  L("kn", "Kannada", "kn-IN", "kn-IN"),
  L("kk", "Kazakh", null, "kk"),
  L("km", "Khmer", null, "km-KH"),
  L("ko", "Korean", "ko", "ko-KR"),
  L("ky", "Kyrgyz", null, "ky-KG"),
  L("lo", "Lao", null, "lo-LA"),
  L("lv", "Latvian", null, "lv"),
  L("lt", "Lithuanian", null, "lt"),
  L("mk", "Macedonian", null, "mk-MK"),
  L("ms", "Malay", "ms", "ms"),
  L("ml", "Malayalam", "ml-IN", "ml-IN"),
  L("mr", "Marathi", "mr-IN", "mr-IN"),
  L("mn", "Mongolian", null, "mn-MN"),
  L("ne", "Nepali", null, "ne-NP"),
  L("no", "Norwegian", "no", "no-NO"),
  L("or", "Odia", "or-IN", null),
  L("fa", "Persian", null, "fa"),
  L("pl", "Polish", "pl", "pl-PL"),
  L("pt-BR", "Portuguese (Brazil)", "pt-BR", "pt-BR"),
  L("pt-PT", "Portuguese (Portugal)", "pt-PT", "pt-PT"),
  L("pa", "Punjabi", "pa-IN", "pa"),
  L("ro", "Romanian", "ro", "ro"),
  L("rm", "Romansh", null, "rm"),
  L("ru", "Russian", "ru", "ru-RU"),
  L("sr", "Serbian", null, "sr"),
  L("si", "Sinhala", null, "si-LK"),
  L("sk", "Slovak", "sk", "sk"),
  L("sl", "Slovenian", "sl-SI", "sl"),
  L("es-MX", "Spanish (Mexico; Latin America on Google Play)", "es-MX", "es-419"),
  L("es-ES", "Spanish (Spain)", "es-ES", "es-ES"),
  L("es-US", "Spanish (United States)", null, "es-US"),
  L("sw", "Swahili", null, "sw"),
  L("sv", "Swedish", "sv", "sv-SE"),
  L("ta", "Tamil", "ta-IN", "ta-IN"),
  L("te", "Telugu", "te-IN", "te-IN"),
  L("th", "Thai", "th", "th"),
  L("tr", "Turkish", "tr", "tr-TR"),
  L("uk", "Ukrainian", "uk", "uk"),
  L("ur", "Urdu", "ur-PK", "ur"),
  L("vi", "Vietnamese", "vi", "vi"),
  L("zu", "Zulu", null, "zu"),
];

/** A new app's listing language, and the one today's single listing became. */
export const DEFAULT_LISTING_LOCALE = "en-US";

/** Play codes seen in supply folders beside the ones it lists (older consoles, aliases). */
const PLAY_ALIASES: Record<string, string> = { "ms-MY": "ms", "he-IL": "he", iw: "he" };

const byTag = new Map(LISTING_LANGUAGES.map((l) => [l.tag.toLowerCase(), l]));
const byAppStore = new Map(
  LISTING_LANGUAGES.filter((l) => l.appStore).map((l) => [l.appStore!.toLowerCase(), l]),
);
const byPlay = new Map(
  LISTING_LANGUAGES.filter((l) => l.play).map((l) => [l.play!.toLowerCase(), l]),
);

/** The language a stored tag names (case-insensitive), or null. */
export function listingLanguage(tag: string): ListingLanguage | null {
  return byTag.get(tag.toLowerCase()) ?? null;
}

/** The language a deliver folder name (an App Store code) stands for, or null. */
export function languageFromAppStore(code: string): ListingLanguage | null {
  return byAppStore.get(code.toLowerCase()) ?? null;
}

/** The language a supply folder name (a Google Play code) stands for, or null. */
export function languageFromPlay(code: string): ListingLanguage | null {
  const alias = PLAY_ALIASES[code];
  if (alias) return listingLanguage(alias);
  return byPlay.get(code.toLowerCase()) ?? null;
}

/** "Japanese (ja on the App Store, ja-JP on Google Play)". */
export function languageLabel(tag: string): string {
  return listingLanguage(tag)?.name ?? tag;
}
