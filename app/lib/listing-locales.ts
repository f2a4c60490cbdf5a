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

// One row a language: the tag, the App Store code, the Google Play code ("-": that store does not
// offer it), the name.
const TABLE = `
af       -        af      Afrikaans
am       -        am      Amharic
ar       ar-SA    ar      Arabic
hy       -        hy-AM   Armenian
az       -        az-AZ   Azerbaijani
eu       -        eu-ES   Basque
be       -        be      Belarusian
bn       bn-BD    bn-BD   Bangla
bg       -        bg      Bulgarian
my       -        my-MM   Burmese
ca       ca       ca      Catalan
zh-Hans  zh-Hans  zh-CN   Chinese (Simplified)
zh-Hant  zh-Hant  zh-TW   Chinese (Traditional)
zh-HK    -        zh-HK   Chinese (Hong Kong)
hr       hr       hr      Croatian
cs       cs       cs-CZ   Czech
da       da       da-DK   Danish
nl-NL    nl-NL    nl-NL   Dutch
en-AU    en-AU    en-AU   English (Australia)
en-CA    en-CA    en-CA   English (Canada)
en-IN    -        en-IN   English (India)
en-SG    -        en-SG   English (Singapore)
en-ZA    -        en-ZA   English (South Africa)
en-GB    en-GB    en-GB   English (U.K.)
en-US    en-US    en-US   English (U.S.)
et       -        et      Estonian
fil      -        fil     Filipino
fi       fi       fi-FI   Finnish
fr-CA    fr-CA    fr-CA   French (Canada)
fr-FR    fr-FR    fr-FR   French (France)
gl       -        gl-ES   Galician
ka       -        ka-GE   Georgian
de-DE    de-DE    de-DE   German
el       el       el-GR   Greek
gu       gu-IN    gu      Gujarati
he       he       iw-IL   Hebrew
hi       hi       hi-IN   Hindi
hu       hu       hu-HU   Hungarian
is       -        is-IS   Icelandic
id       id       id      Indonesian
it       it       it-IT   Italian
ja       ja       ja-JP   Japanese
kn       kn-IN    kn-IN   Kannada
kk       -        kk      Kazakh
km       -        km-KH   Khmer
ko       ko       ko-KR   Korean
ky       -        ky-KG   Kyrgyz
lo       -        lo-LA   Lao
lv       -        lv      Latvian
lt       -        lt      Lithuanian
mk       -        mk-MK   Macedonian
ms       ms       ms      Malay
ml       ml-IN    ml-IN   Malayalam
mr       mr-IN    mr-IN   Marathi
mn       -        mn-MN   Mongolian
ne       -        ne-NP   Nepali
no       no       no-NO   Norwegian
or       or-IN    -       Odia
fa       -        fa      Persian
pl       pl       pl-PL   Polish
pt-BR    pt-BR    pt-BR   Portuguese (Brazil)
pt-PT    pt-PT    pt-PT   Portuguese (Portugal)
pa       pa-IN    pa      Punjabi
ro       ro       ro      Romanian
rm       -        rm      Romansh
ru       ru       ru-RU   Russian
sr       -        sr      Serbian
si       -        si-LK   Sinhala
sk       sk       sk      Slovak
sl       sl-SI    sl      Slovenian
es-MX    es-MX    es-419  Spanish (Mexico; Latin America on Google Play)
es-ES    es-ES    es-ES   Spanish (Spain)
es-US    -        es-US   Spanish (United States)
sw       -        sw      Swahili
sv       sv       sv-SE   Swedish
ta       ta-IN    ta-IN   Tamil
te       te-IN    te-IN   Telugu
th       th       th      Thai
tr       tr       tr-TR   Turkish
uk       uk       uk      Ukrainian
ur       ur-PK    ur      Urdu
vi       vi       vi      Vietnamese
zu       -        zu      Zulu
`;

export const LISTING_LANGUAGES: readonly ListingLanguage[] = TABLE.trim()
  .split("\n")
  .map((row) => {
    const [tag, appStore, play, ...name] = row.split(/ +/) as [string, string, string, ...string[]];
    const code = (value: string) => (value === "-" ? null : value);
    return { tag, name: name.join(" "), appStore: code(appStore), play: code(play) };
  });

/** A new app's listing language, and the one today's single listing became. */
export const DEFAULT_LISTING_LOCALE = "en-US";

/** Play codes seen in supply folders beside the ones it lists (older consoles, aliases). */
const PLAY_ALIASES: Record<string, string> = { "ms-MY": "ms", "he-IL": "he", iw: "he" };

export type ListingStore = "appStore" | "play";

const byTag = new Map(LISTING_LANGUAGES.map((l) => [l.tag.toLowerCase(), l]));
/** Each store's codes, lower-cased, to their language. */
const byCode: Record<ListingStore, Map<string, ListingLanguage>> = {
  appStore: codes("appStore"),
  play: codes("play"),
};

function codes(store: ListingStore) {
  return new Map(
    LISTING_LANGUAGES.flatMap((l) => (l[store] ? [[l[store].toLowerCase(), l] as const] : [])),
  );
}

/** The language a stored tag names (case-insensitive), or null. */
export function listingLanguage(tag: string): ListingLanguage | null {
  return byTag.get(tag.toLowerCase()) ?? null;
}

/**
 * The language a store's code stands for (a deliver or supply folder name), or null; Play's older
 * aliases read too.
 */
export function languageFromStore(store: ListingStore, code: string): ListingLanguage | null {
  const alias = store === "play" ? PLAY_ALIASES[code] : undefined;
  if (alias) return listingLanguage(alias);
  return byCode[store].get(code.toLowerCase()) ?? null;
}

/** "Japanese (ja on the App Store, ja-JP on Google Play)". */
export function languageLabel(tag: string): string {
  return listingLanguage(tag)?.name ?? tag;
}
