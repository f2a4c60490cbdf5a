// fastlane metadata folders, in and out: which file holds which listing field, for deliver (the
// App Store) and supply (Google Play), with each store's own language code as the folder name.
// Pure: the zip itself is read and written by services/fastlane-zip.server.ts. The layouts and
// their sources: docs/fastlane-metadata.md.
import { characterCount } from "./limits";
import { languageFromStore, listingLanguage } from "./listing-locales";
import {
  emptyListing,
  type ListingFieldName,
  type OverLimit,
  overLimits,
  type StoreListing,
  VERSION_CODE,
} from "./store-listing";

/** One text file of a metadata folder: its path in the zip, and its text. */
export type MetadataFile = { path: string; text: string };

/** deliver's file per App Store field (fastlane/metadata/<code>/<file>). */
export const DELIVER_FILES: Readonly<Record<string, ListingFieldName>> = {
  "name.txt": "appleName",
  "subtitle.txt": "appleSubtitle",
  "keywords.txt": "appleKeywords",
  "promotional_text.txt": "applePromotionalText",
  "description.txt": "appleDescription",
  "release_notes.txt": "appleWhatsNew",
  "support_url.txt": "appleSupportUrl",
  "marketing_url.txt": "appleMarketingUrl",
  "privacy_url.txt": "applePrivacyUrl",
};

/** supply's file per Google Play field (fastlane/metadata/android/<code>/<file>). */
export const SUPPLY_FILES: Readonly<Record<string, ListingFieldName>> = {
  "title.txt": "playTitle",
  "short_description.txt": "playShortDescription",
  "full_description.txt": "playFullDescription",
};

/** Files fastlane reads that are not listing text: skipped, and said so. */
const NOT_LISTING_TEXT = /^(?:copyright|.*category.*|apple_tv_privacy_policy|video)\.txt$/;

export type LanguageFields = Partial<Record<ListingFieldName, string>> & {
  playReleaseNotes?: Record<string, string>;
};

export type ParsedMetadata = {
  /** What the folder holds per language (BCP 47 tag), `default/` already applied. */
  languages: Record<string, LanguageFields>;
  /** Files read as listing text. */
  fields: number;
  /** Files not read, with the reason: unknown language, not listing text, unknown file. */
  ignored: { path: string; reason: string }[];
};

/** The path below the folder named `metadata` (the zip's root when there is none). */
function metadataPath(path: string, rooted: boolean): string[] | null {
  const parts = path.split("/").filter(Boolean);
  if (!rooted) return parts;
  const at = parts.indexOf("metadata");
  return at === -1 ? null : parts.slice(at + 1);
}

/** Reads a metadata folder's files (deliver, supply or both) into languages. */
export function parseMetadata(files: MetadataFile[], ignoredFiles: string[] = []): ParsedMetadata {
  const rooted = [...files.map((f) => f.path), ...ignoredFiles].some((p) =>
    p.split("/").includes("metadata"),
  );
  const languages: Record<string, LanguageFields> = {};
  const deliverDefaults: LanguageFields = {};
  const deliverLanguages = new Set<string>();
  const ignored: ParsedMetadata["ignored"] = [];
  let fields = 0;
  const ignore = (path: string, reason: string) => ignored.push({ path, reason });
  const put = (tag: string, name: ListingFieldName, text: string) => {
    languages[tag] ??= {};
    languages[tag]![name] = text;
    fields += 1;
  };
  for (const path of ignoredFiles) ignore(path, "not listing text");
  for (const { path, text } of files) {
    const parts = metadataPath(path, rooted);
    if (!parts || parts.length === 0) {
      ignore(path, "outside the metadata folder");
      continue;
    }
    const file = parts.at(-1)!;
    if (parts[0] === "android") {
      const [, code, ...rest] = parts;
      const language = code ? languageFromStore("play", code) : null;
      if (rest.length === 0) {
        ignore(path, "not listing text");
      } else if (!language) {
        ignore(path, `unknown Google Play language \u201c${code}\u201d`);
      } else if (rest.length === 1 && SUPPLY_FILES[file]) {
        put(language.tag, SUPPLY_FILES[file]!, text);
      } else if (rest.length === 2 && rest[0] === "changelogs" && /\.txt$/.test(file)) {
        const versionCode = file.replace(/\.txt$/, "");
        if (!VERSION_CODE.test(versionCode)) {
          ignore(path, "a changelog is named after a version code");
          continue;
        }
        languages[language.tag] ??= {};
        const notes = (languages[language.tag]!.playReleaseNotes ??= {});
        notes[versionCode] = text;
        fields += 1;
      } else {
        ignore(path, NOT_LISTING_TEXT.test(file) ? "not listing text" : "unknown file");
      }
      continue;
    }
    if (parts.length === 1) {
      ignore(path, "not listing text");
      continue;
    }
    const [code] = parts;
    if (parts.length !== 2 || code === "review_information" || !DELIVER_FILES[file]) {
      ignore(
        path,
        code === "review_information" || NOT_LISTING_TEXT.test(file)
          ? "not listing text"
          : "unknown file",
      );
      continue;
    }
    if (code === "default") {
      deliverDefaults[DELIVER_FILES[file]!] = text;
      continue;
    }
    const language = languageFromStore("appStore", code!);
    if (!language) {
      ignore(path, `unknown App Store language \u201c${code}\u201d`);
      continue;
    }
    deliverLanguages.add(language.tag);
    put(language.tag, DELIVER_FILES[file]!, text);
  }
  // deliver's default/: each of its files stands for every language that lacks that file.
  for (const tag of deliverLanguages) {
    for (const [name, text] of Object.entries(deliverDefaults)) {
      const key = name as ListingFieldName;
      if (languages[tag]![key] === undefined) put(tag, key, text as string);
    }
  }
  return { languages, fields, ignored };
}

/** The fields a store would refuse, per language, for what an import holds. */
export function importOverLimits(
  languages: Record<string, LanguageFields>,
): (OverLimit & { locale: string })[] {
  return Object.entries(languages).flatMap(([locale, fields]) =>
    overLimits({
      ...emptyListing(),
      ...fields,
      playReleaseNotes: fields.playReleaseNotes ?? {},
    }).map((o) => ({ ...o, locale })),
  );
}

export type LanguageListing = { locale: string; listing: StoreListing };

/** The metadata folder's files for every language, one file per filled field. */
export function metadataFiles(listings: LanguageListing[]): MetadataFile[] {
  const files: MetadataFile[] = [];
  for (const { locale, listing } of listings) {
    const language = listingLanguage(locale);
    if (!language) continue;
    if (language.appStore) {
      for (const [file, name] of Object.entries(DELIVER_FILES)) {
        if (listing[name].trim() !== "") {
          files.push({
            path: `fastlane/metadata/${language.appStore}/${file}`,
            text: listing[name],
          });
        }
      }
    }
    if (language.play) {
      const folder = `fastlane/metadata/android/${language.play}`;
      for (const [file, name] of Object.entries(SUPPLY_FILES)) {
        if (listing[name].trim() !== "") {
          files.push({ path: `${folder}/${file}`, text: listing[name] });
        }
      }
      for (const [code, text] of Object.entries(listing.playReleaseNotes)) {
        if (text.trim() !== "") files.push({ path: `${folder}/changelogs/${code}.txt`, text });
      }
    }
  }
  return files;
}

/** REPORT.txt: which store would refuse what, per language, and what has no store. */
export function metadataReport(appName: string, listings: LanguageListing[]): string {
  const lines = [`Store listing of ${appName}: fields over their store's limit`, ""];
  let count = 0;
  for (const { locale, listing } of listings) {
    const language = listingLanguage(locale);
    for (const over of overLimits(listing)) {
      const code = over.store === "apple" ? language?.appStore : language?.play;
      if (!code) continue;
      const store = over.store === "apple" ? "App Store (deliver)" : "Google Play (supply)";
      lines.push(
        `${store} would refuse ${locale} (${code}) ${over.label}: ${over.length} ${over.unit}, the limit is ${over.limit}.`,
      );
      count += 1;
    }
    const name = listing.appleName.trim();
    if (language?.appStore && name !== "" && characterCount(name) < 2) {
      lines.push(
        `App Store (deliver) would refuse ${locale} App Store app name: fewer than 2 characters.`,
      );
      count += 1;
    }
  }
  if (count === 0) lines.push("None: every field is within its store's limit.");
  const appleOnly = listings.filter((l) => !listingLanguage(l.locale)?.play);
  const playOnly = listings.filter((l) => !listingLanguage(l.locale)?.appStore);
  if (appleOnly.length + playOnly.length > 0) lines.push("");
  for (const l of appleOnly)
    lines.push(
      `${l.locale}: Google Play does not offer this language; only the App Store tree has it.`,
    );
  for (const l of playOnly)
    lines.push(
      `${l.locale}: the App Store does not offer this language; only the Google Play tree has it.`,
    );
  return `${lines.join("\n")}\n`;
}

export const METADATA_README = `This zip holds your store listing as fastlane metadata, in every language.

  fastlane/metadata/<App Store code>/*.txt          read by fastlane deliver (App Store)
  fastlane/metadata/android/<Google Play code>/*.txt read by fastlane supply (Google Play)
  fastlane/metadata/android/<code>/changelogs/<versionCode>.txt  release notes per version

Unzip it at the root of your project (beside your Fastfile), then:

  fastlane deliver --skip_binary_upload --skip_screenshots
  fastlane supply --skip_upload_apk --skip_upload_aab --skip_upload_images --skip_upload_screenshots

REPORT.txt lists the fields a store would refuse for their length: fix them first.
Files are UTF-8 without a byte order mark, one per filled field.
`;
