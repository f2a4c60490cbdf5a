// The store-listing studio's rules: each store's field limits and the policy checks the stores
// publish, as warnings with their source and the day they were checked. Pure, so the browser's
// live counters and the server's checks count the same way. Sources are named by their key in
// SOURCES (a type-only import): the browser never loads the source list, the server resolves
// the keys (models/store-listing.server.ts).
import { characterCount, normalizeLineBreaks } from "./limits";
import { fitTo } from "./text-fit";
import type { SOURCES } from "./wizard/sources";

/** A source by its key in SOURCES. */
export type SourceKey = keyof typeof SOURCES;

export type Store = "apple" | "google";
export type CountUnit = "characters" | "bytes";

export type ListingFieldName =
  | "appleName"
  | "appleSubtitle"
  | "appleKeywords"
  | "applePromotionalText"
  | "appleDescription"
  | "appleWhatsNew"
  | "appleSupportUrl"
  | "appleMarketingUrl"
  | "applePrivacyUrl"
  | "playTitle"
  | "playShortDescription"
  | "playFullDescription";

export type ListingFieldSpec = {
  name: ListingFieldName;
  store: Store;
  label: string;
  hint: string;
  max: number;
  unit: CountUnit;
  multiline: boolean;
  source: SourceKey;
};

const CHECKED = "2026-11-23";
/** Long enough for any real address; App Store Connect refuses longer ones. */
const LISTING_URL_MAX = 255;
/** Google Play's limit on one language's release notes for one version. */
export const PLAY_RELEASE_NOTES_MAX = 500;
/** The day the limits and checks below were last checked against their sources. */
export const LISTING_RULES_CHECKED = "2026-11-28";
/** The pricing-words and Play-program checks were re-checked on this day. */
const RECHECKED = "2026-11-25";
/** The day the "New" badge check was compared with the metadata policy. */
const NEW_BADGE_CHECKED = "2026-11-28";

export const LISTING_FIELDS: readonly ListingFieldSpec[] = [
  {
    name: "appleName",
    store: "apple",
    label: "App name",
    hint: "2\u201330 characters. Searched.",
    max: 30,
    unit: "characters",
    multiline: false,
    source: "appStoreConnectInfo",
  },
  {
    name: "appleSubtitle",
    store: "apple",
    label: "Subtitle",
    hint: "30 characters. Searched. No other apps' names or prices.",
    max: 30,
    unit: "characters",
    multiline: false,
    source: "appStoreConnectInfo",
  },
  {
    name: "appleKeywords",
    store: "apple",
    label: "Keywords",
    hint: "100 bytes, comma-separated, hidden from users. Letters outside English take 2\u20134 bytes each.",
    max: 100,
    unit: "bytes",
    multiline: false,
    source: "appleKeywordSpecs",
  },
  {
    name: "applePromotionalText",
    store: "apple",
    label: "Promotional text",
    hint: "170 characters. You can change it at any time without a new version.",
    max: 170,
    unit: "characters",
    multiline: true,
    source: "applePromoText",
  },
  {
    name: "appleDescription",
    store: "apple",
    label: "Description",
    hint: "4,000 characters.",
    max: 4000,
    unit: "characters",
    multiline: true,
    source: "appleKeywordSpecs",
  },
  {
    name: "appleWhatsNew",
    store: "apple",
    label: "What's new",
    hint: "4,000 characters. The release notes of this version.",
    max: 4000,
    unit: "characters",
    multiline: true,
    source: "appStoreConnectInfo",
  },
  ...(
    [
      ["appleSupportUrl", "Support URL", "Required: where people get help."],
      ["appleMarketingUrl", "Marketing URL", "Optional: your app's web page."],
      ["applePrivacyUrl", "Privacy policy URL", "Required for every app."],
    ] as const
  ).map(([name, label, hint]): ListingFieldSpec => ({
    name,
    store: "apple",
    label,
    hint: `${hint} A full https:// address.`,
    max: LISTING_URL_MAX,
    unit: "characters",
    multiline: false,
    source: "appStoreConnectInfo",
  })),
  {
    name: "playTitle",
    store: "google",
    label: "App title",
    hint: "30 characters. No price, promotion, ranking, emoji or ALL CAPS.",
    max: 30,
    unit: "characters",
    multiline: false,
    source: "playMetadata",
  },
  {
    name: "playShortDescription",
    store: "google",
    label: "Short description",
    hint: "80 characters. Shown first on your store page.",
    max: 80,
    unit: "characters",
    multiline: false,
    source: "playListing",
  },
  {
    name: "playFullDescription",
    store: "google",
    label: "Full description",
    hint: "4,000 characters. Google Play has no keyword field: say plainly what the app does.",
    max: 4000,
    unit: "characters",
    multiline: true,
    source: "playListing",
  },
];

export const LISTING_FIELD_NAMES = LISTING_FIELDS.map((f) => f.name);

export type StoreListing = Record<ListingFieldName, string> & {
  /** The app is in Apple's Kids Category, where "For Kids" wording is allowed. */
  appleKidsCategory: boolean;
  /** Google Play's release notes by version code ("default" for changelogs/default.txt). */
  playReleaseNotes: Record<string, string>;
};

/** A version code as supply names its changelog files: digits, or "default". */
export const VERSION_CODE = /^(?:\d{1,10}|default)$/;

/** A field the editor shows with a counter: a listing field, or one version's release notes. */
export type CountedFieldSpec = Omit<ListingFieldSpec, "name"> & { name: string };

/** The release notes of one version code (supply's changelogs/<code>.txt) as a counted field. */
export function releaseNotesSpec(code: string): CountedFieldSpec {
  return {
    name: `playReleaseNotes.${code}`,
    store: "google",
    label: code === "default" ? "Release notes (default)" : `Release notes (version ${code})`,
    hint: `${PLAY_RELEASE_NOTES_MAX} characters. Empty it to remove these notes.`,
    max: PLAY_RELEASE_NOTES_MAX,
    unit: "characters",
    multiline: true,
    source: "playReleaseNotes",
  };
}

export function emptyListing(): StoreListing {
  const listing = Object.fromEntries(LISTING_FIELD_NAMES.map((n) => [n, ""])) as Record<
    ListingFieldName,
    string
  >;
  return { ...listing, appleKidsCategory: false, playReleaseNotes: {} };
}

/** A stored listing (JSON) read back; unknown or malformed values read as empty. */
export function readListing(json: unknown): StoreListing {
  const listing = emptyListing();
  if (typeof json !== "object" || json === null || Array.isArray(json)) return listing;
  const record = json as Record<string, unknown>;
  for (const name of LISTING_FIELD_NAMES) {
    if (typeof record[name] === "string") listing[name] = record[name] as string;
  }
  listing.appleKidsCategory = record.appleKidsCategory === true;
  const notes = record.playReleaseNotes;
  if (typeof notes === "object" && notes !== null && !Array.isArray(notes)) {
    for (const [code, text] of Object.entries(notes as Record<string, unknown>)) {
      if (VERSION_CODE.test(code) && typeof text === "string")
        listing.playReleaseNotes[code] = text;
    }
  }
  return listing;
}

export function byteCount(text: string): number {
  return new TextEncoder().encode(normalizeLineBreaks(text)).length;
}

/** What the store counts for a field: characters, or UTF-8 bytes for Apple's keywords. */
export function fieldLength(spec: Pick<ListingFieldSpec, "unit">, text: string): number {
  return spec.unit === "bytes" ? byteCount(text) : characterCount(text);
}

/** "12 / 30 characters", "3 bytes over the 100-byte limit". */
export function listingCounterText(spec: Pick<ListingFieldSpec, "unit" | "max">, length: number) {
  const unit = spec.unit === "bytes" ? "bytes" : "characters";
  return length > spec.max
    ? `${length - spec.max} ${unit} over the ${spec.max} limit`
    : `${length} / ${spec.max} ${unit}`;
}

export type ListingWarning = {
  field: ListingFieldName;
  rule: string;
  message: string;
  sources: SourceKey[];
  checked: string;
};

type Pattern = { label: string; re: RegExp };
const word = (text: string) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])${text}(?=$|[^\\p{L}\\p{N}])`, "iu");

/** Google Play's metadata policy for titles, icons and developer names. */
const PLAY_TITLE_BANNED: { rule: string; what: string; patterns: Pattern[] }[] = [
  {
    rule: "play-ranking",
    what: "ranking or performance claims",
    patterns: [
      { label: "#1", re: /#\s?1(?!\d)/u },
      { label: "number one", re: word("number one") },
      { label: "best", re: word("best") },
      { label: "top", re: word("top") },
      { label: "popular", re: word("popular") },
      { label: "app of the year", re: word("app of the year") },
      { label: "award", re: word("award(?:s|-winning)?") },
    ],
  },
  {
    rule: "play-price",
    what: "price or promotion",
    patterns: [
      { label: "free", re: word("free") },
      { label: "no ads", re: word("no[-\\s]ads") },
      { label: "ad free", re: word("ads?[-\\s]free") },
      { label: "sale", re: word("sale") },
      { label: "% off", re: /\d+\s?%\s?off/iu },
      { label: "cash back", re: word("cash[-\\s]?back") },
      { label: "discount", re: word("discount(?:ed)?") },
      {
        label: "a price",
        re: /[$€£¥₹]\s?\d|\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|dollars?|euros?)\b/iu,
      },
    ],
  },
  {
    rule: "play-program",
    what: "Google Play program words",
    patterns: [
      { label: "Editor's choice", re: word("editor[\u2019']?s[-\\s]choice") },
      { label: "Users' choice", re: word("users?[\u2019']?[-\\s]choice") },
      { label: "Best of Play", re: word("best of (?:google )?play") },
      { label: "Google Play Awards", re: word("(?:google )?play awards?") },
    ],
  },
  {
    rule: "play-call-to-action",
    what: "calls to action",
    patterns: [
      { label: "download now", re: word("download(?: it)? now") },
      { label: "install now", re: word("install(?: it)? now") },
      { label: "update now", re: word("update now") },
      { label: "play now", re: word("play now") },
      { label: "try now", re: word("try(?: it)? now") },
      { label: "get it now", re: word("get it now") },
    ],
  },
];

/**
 * The metadata policy gives "New" as a word that can imply a Google Play programme when it stands
 * as a badge; inside a name ("New York Metro", "Brand New Day") it claims nothing, so only the
 * badge shapes are flagged: "New!", "NEW" in capitals, "(New)", "New: …", "… – New", "new app".
 */
const NEW_BADGE: RegExp[] = [
  /(?:^|[^\p{L}\p{N}])new\s*!/iu,
  /[([{]\s*new\s*[)\]}]/iu,
  /^\s*new\s*(?::|[-–—|]\s)/iu,
  /(?::|\s[-–—|])\s*new\s*$/iu,
  /(?:^|[^\p{L}\p{N}])(?:all[-\s])?new (?:app|version|update|release)(?=$|[^\p{L}\p{N}])/iu,
];
/** "NEW" in capitals shouts a badge unless the brand itself is written so. */
const NEW_IN_CAPITALS = /(?:^|[^\p{L}\p{N}])NEW(?=$|[^\p{L}\p{N}])/u;

const EMOJI = /\p{Extended_Pictographic}/u;
const EMOTICON = /(?:^|\s)[:;=8][-']?[)(DPp|/\\]|<3/u;
const REPEATED_SYMBOLS = /([^\p{L}\p{N}\s])\1{2,}/u;

function playTitleWarnings(title: string, brand: string): ListingWarning[] {
  const warnings: ListingWarning[] = [];
  const sources: SourceKey[] = ["playMetadata", "playRatingsPolicy"];
  const add = (rule: string, message: string, checked = CHECKED) =>
    warnings.push({ field: "playTitle", rule, message, sources, checked });
  for (const group of PLAY_TITLE_BANNED) {
    const found = group.patterns
      .filter((p) => p.re.test(title))
      .map((p) => `\u201c${p.label}\u201d`);
    if (found.length > 0) {
      add(
        group.rule,
        `Google Play titles may not carry ${group.what}: remove ${found.join(", ")}. Say it in the full description instead.`,
        group.rule === "play-program" ? RECHECKED : CHECKED,
      );
    }
  }
  const brandWords = new Set(
    brand
      .toUpperCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  if (
    NEW_BADGE.some((re) => re.test(title)) ||
    (!brandWords.has("NEW") && NEW_IN_CAPITALS.test(title))
  ) {
    add(
      "play-new-badge",
      "\u201cNew\u201d as a badge (\u201cNew!\u201d, \u201cNEW app\u201d) can read as a Google Play programme label: remove it. The word inside a name, as in \u201cNew York Metro\u201d, is fine.",
      NEW_BADGE_CHECKED,
    );
  }
  if (EMOJI.test(title) || EMOTICON.test(title)) {
    add("play-emoji", "Google Play titles may not contain emoji or emoticons.");
  }
  if (REPEATED_SYMBOLS.test(title)) {
    add(
      "play-symbols",
      "Google Play titles may not repeat special characters such as \u201c!!!\u201d.",
    );
  }
  const shouting = (title.match(/\p{Lu}{2,}(?:\p{Lu}|\p{N})*/gu) ?? []).filter(
    (w) => [...w].length >= 3 && !brandWords.has(w),
  );
  if (shouting.length > 0) {
    add(
      "play-all-caps",
      `Google Play titles may not use ALL CAPS unless it is your brand: ${shouting.join(", ")}.`,
    );
  }
  return warnings;
}

const FOR_KIDS = /\bfor (?:kids|children)\b/iu;
const PRICE = /[$€£¥₹]\s?\d|\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|dollars?|euros?)\b/iu;
/** Apple's 2.3.7 rejections name "free" and "discounted" as pricing references too. */
const APPLE_PRICE_WORDS: Pattern[] = [
  // "Free-to-play" is a price; "hands-free" is not.
  { label: "free", re: /(?:^|[^\p{L}\p{N}-])free(?=$|[^\p{L}\p{N}])/iu },
  { label: "discounted", re: word("discount(?:ed|s)?") },
  { label: "sale", re: word("on sale") },
  { label: "% off", re: /\d+\s?%\s?off/iu },
];

/** "App Store app name", "Google Play app title": the store in every label. */
export function listingFieldLabel(spec: Pick<ListingFieldSpec, "store" | "label">): string {
  const label = spec.label.toLowerCase().replace(/\burl\b/, "URL");
  return `${spec.store === "apple" ? "App Store" : "Google Play"} ${label}`;
}

/** Every published policy the listing seems to break, as warnings (never a refusal). */
export function listingWarnings(listing: StoreListing, brand = ""): ListingWarning[] {
  const warnings = playTitleWarnings(listing.playTitle, brand || listing.appleName);
  const promoWords = ["free", "best"].filter((w) => word(w).test(listing.playShortDescription));
  if (promoWords.length > 0) {
    warnings.push({
      field: "playShortDescription",
      rule: "play-promo-buzzwords",
      message: `Buzzwords like ${promoWords.map((w) => `\u201c${w}\u201d`).join(" and ")} in the short description can make your store assets ineligible for promotion on Google Play's main surfaces.`,
      sources: ["playMetadata"],
      checked: CHECKED,
    });
  }
  if (!listing.appleKidsCategory) {
    for (const name of [
      "appleName",
      "appleSubtitle",
      "appleKeywords",
      "applePromotionalText",
      "appleDescription",
    ] as const) {
      if (FOR_KIDS.test(listing[name])) {
        warnings.push({
          field: name,
          rule: "apple-for-kids",
          message:
            "\u201cFor Kids\u201d and \u201cFor Children\u201d are reserved for apps in Apple's Kids Category (2.3.8). Tick the Kids Category box if your app is in it, or reword.",
          sources: ["appleGuidelines", "appleForKidsWording"],
          checked: CHECKED,
        });
      }
    }
  }
  for (const name of ["appleName", "appleSubtitle", "appleKeywords"] as const) {
    const words =
      name === "appleKeywords"
        ? []
        : APPLE_PRICE_WORDS.filter((p) => p.re.test(listing[name])).map(
            (p) => `\u201c${p.label}\u201d`,
          );
    if (PRICE.test(listing[name]) || words.length > 0) {
      warnings.push({
        field: name,
        rule: "apple-price",
        message: `Apple bars prices and pricing words such as \u201cfree\u201d or \u201cdiscounted\u201d in the app name, subtitle and keywords (2.3.7)${words.length > 0 ? `: remove ${words.join(", ")}` : ""}.`,
        sources: ["appleGuidelines", "appleRejectPricing"],
        checked: name === "appleKeywords" ? CHECKED : RECHECKED,
      });
    }
  }
  const name = listing.appleName.trim();
  if (name !== "" && characterCount(name) < 2) {
    warnings.push({
      field: "appleName",
      rule: "apple-name-length",
      message: "Apple app names need at least 2 characters.",
      sources: ["appStoreConnectInfo"],
      checked: CHECKED,
    });
  }
  const shortlist = keywordShortlist(
    listing.appleKeywords,
    listing.appleName,
    listing.appleSubtitle,
  );
  if (shortlist.duplicates.length > 0) {
    warnings.push({
      field: "appleKeywords",
      rule: "apple-keyword-duplicates",
      message: `Keywords listed twice use up bytes: ${shortlist.duplicates.map((k) => `\u201c${k}\u201d`).join(", ")}. Saving removes the repeats.`,
      sources: ["appleKeywordSpecs"],
      checked: CHECKED,
    });
  }
  if (shortlist.inNameOrSubtitle.length > 0) {
    warnings.push({
      field: "appleKeywords",
      rule: "apple-keyword-in-name",
      message: `Already in the app name or subtitle, which Apple searches too: ${shortlist.inNameOrSubtitle.map((k) => `\u201c${k}\u201d`).join(", ")}. Use the bytes for other words.`,
      sources: ["appleKeywordSpecs"],
      checked: CHECKED,
    });
  }
  if (/,\s+/.test(listing.appleKeywords)) {
    warnings.push({
      field: "appleKeywords",
      rule: "apple-keyword-spaces",
      message: "Spaces after commas use up keyword bytes: separate keywords with commas only.",
      sources: ["appleKeywordSpecs"],
      checked: CHECKED,
    });
  }
  return warnings;
}

/** Over-limit fields: the one thing the server refuses, with the count the store would see. */
export function listingLimitErrors(
  listing: StoreListing,
): Partial<Record<ListingFieldName, string>> {
  const errors: Partial<Record<ListingFieldName, string>> = {};
  for (const spec of LISTING_FIELDS) {
    const length = fieldLength(spec, listing[spec.name]);
    if (length > spec.max) {
      errors[spec.name] =
        `${listingFieldLabel(spec)} must be at most ${spec.max} ${spec.unit} (you have ${length}).`;
    }
  }
  return errors;
}

/** How a store's search results show the listing: the name cut where the store cuts it. */
export function searchPreview(listing: StoreListing, appName: string) {
  // Cut where a phrase ends (fitText), as every draft is: the preview never shows half a word.
  const cut = (text: string, max: number) => fitTo(text, max);
  const appleName = listing.appleName.trim() || appName;
  const playTitle = listing.playTitle.trim() || appName;
  return {
    apple: {
      name: cut(appleName, 30),
      subtitle: cut(listing.appleSubtitle, 30),
      initial: [...appleName][0]?.toUpperCase() ?? "?",
    },
    google: {
      title: cut(playTitle, 30),
      shortDescription: cut(listing.playShortDescription, 80),
      initial: [...playTitle][0]?.toUpperCase() ?? "?",
    },
  };
}

export type KeywordShortlist = {
  /** The keywords once each, in their order, trimmed. */
  keywords: string[];
  /** The list as the store wants it: comma-separated, no space after a comma. */
  text: string;
  duplicates: string[];
  /** Keywords whose every word is already in the app name or subtitle. */
  inNameOrSubtitle: string[];
  bytes: number;
  characters: number;
};

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Apple's keyword field as a shortlist: repeats dropped, spaces after commas dropped, counted. */
export function keywordShortlist(keywords: string, name = "", subtitle = ""): KeywordShortlist {
  const seen = new Set<string>();
  const kept: string[] = [];
  const duplicates: string[] = [];
  for (const raw of normalizeLineBreaks(keywords).split(",")) {
    const keyword = raw.trim().replace(/\s+/g, " ");
    if (keyword === "") continue;
    const key = keyword.toLocaleLowerCase();
    if (seen.has(key)) duplicates.push(keyword);
    else {
      seen.add(key);
      kept.push(keyword);
    }
  }
  const indexed = new Set([...words(name), ...words(subtitle)]);
  const inNameOrSubtitle = kept.filter((k) => {
    const own = words(k);
    return own.length > 0 && own.every((w) => indexed.has(w));
  });
  const text = kept.join(",");
  return {
    keywords: kept,
    text,
    duplicates,
    inNameOrSubtitle,
    bytes: byteCount(text),
    characters: characterCount(text),
  };
}

export type OverLimit = {
  /** A field name, or "playReleaseNotes.<versionCode>". */
  field: string;
  store: Store;
  label: string;
  length: number;
  limit: number;
  unit: CountUnit;
};

/** Every field a store would refuse for its length, as the store counts it. */
export function overLimits(listing: StoreListing): OverLimit[] {
  const found: OverLimit[] = [];
  for (const spec of LISTING_FIELDS) {
    const length = fieldLength(spec, listing[spec.name]);
    if (length > spec.max) {
      found.push({
        field: spec.name,
        store: spec.store,
        label: listingFieldLabel(spec),
        length,
        limit: spec.max,
        unit: spec.unit,
      });
    }
  }
  for (const [code, text] of Object.entries(listing.playReleaseNotes)) {
    const length = characterCount(text);
    if (length > PLAY_RELEASE_NOTES_MAX) {
      const spec = releaseNotesSpec(code);
      found.push({
        field: spec.name,
        store: "google",
        label: listingFieldLabel(spec),
        length,
        limit: PLAY_RELEASE_NOTES_MAX,
        unit: "characters",
      });
    }
  }
  return found;
}
