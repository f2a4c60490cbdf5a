// The store listing in every language: the list of an app's languages with their state, adding
// (a copy of the default, "not translated yet") and removing one, the fastlane metadata zip out,
// and a fastlane metadata zip in (read whole, previewed, saved on confirm). Every write passes
// the trial gate and holds the app's lock.
import {
  importOverLimits,
  type LanguageFields,
  type LanguageListing,
  parseMetadata,
} from "~/lib/fastlane-metadata";
import { listingLanguage } from "~/lib/listing-locales";
import {
  LISTING_FIELDS,
  type ListingFieldName,
  type OverLimit,
  readListing,
  type StoreListing,
} from "~/lib/store-listing";
import { db } from "~/services/db.server";
import { readMetadataZip } from "~/services/fastlane-zip.server";

import { lockApp, TRANSACTION_OPTIONS } from "./module.server";
import { type ListingView, listingView } from "./store-listing.server";
import { assertCanWrite } from "./write-access.server";

/** A pending import is kept this long for the maker to confirm it. */
const IMPORT_TTL_MS = 60 * 60 * 1000;

export type CellState = "filled" | "over" | "copied" | "empty";

export type LanguageRow = ListingView & {
  appStoreLocale: string | null;
  playLocale: string | null;
  name: string;
  translated: boolean;
  cells: Record<MatrixColumn, CellState>;
};

/** The matrix's columns: the listing's fields, then Google Play's release notes (all versions). */
export type MatrixColumn = ListingFieldName | "playReleaseNotes";

export type ListingLanguages = { appName: string; defaultLocale: string; languages: LanguageRow[] };

/** Every language of an app's listing, the default first; null for another tenant's app. */
export async function listListingLanguages(
  tenantId: string,
  appId: string,
): Promise<ListingLanguages | null> {
  const app = await db.app.findFirst({
    where: { id: appId, tenantId },
    select: {
      name: true,
      listingLocale: true,
      listingLocales: {
        select: { locale: true, fields: true, translated: true, updatedAt: true },
        orderBy: { locale: "asc" },
      },
    },
  });
  if (!app) return null;
  const rows = [...app.listingLocales];
  if (!rows.some((r) => r.locale === app.listingLocale)) {
    rows.push({ locale: app.listingLocale, fields: null, translated: true, updatedAt: null! });
  }
  rows.sort((a, b) =>
    a.locale === app.listingLocale ? -1 : b.locale === app.listingLocale ? 1 : 0,
  );
  const defaults = readListing(rows[0]?.fields);
  const languages = rows.map((row) => {
    const listing = readListing(row.fields);
    const view = listingView(listing, app.name, row.updatedAt ?? null, row.locale);
    const over = new Set(view.overLimit.map((o) => o.field));
    const cells = Object.fromEntries(
      LISTING_FIELDS.map((spec) => {
        const text = listing[spec.name];
        const state: CellState = over.has(spec.name)
          ? "over"
          : text.trim() === ""
            ? "empty"
            : !row.translated && row.locale !== app.listingLocale && text === defaults[spec.name]
              ? "copied"
              : "filled";
        return [spec.name, state];
      }),
    ) as Record<MatrixColumn, CellState>;
    const notes = JSON.stringify(listing.playReleaseNotes);
    cells.playReleaseNotes = [...over].some((field) => field.startsWith("playReleaseNotes."))
      ? "over"
      : notes === "{}"
        ? "empty"
        : !row.translated &&
            row.locale !== app.listingLocale &&
            notes === JSON.stringify(defaults.playReleaseNotes)
          ? "copied"
          : "filled";
    const language = listingLanguage(row.locale);
    return {
      ...view,
      appStoreLocale: language?.appStore ?? null,
      playLocale: language?.play ?? null,
      name: language?.name ?? row.locale,
      translated: row.translated,
      cells,
    };
  });
  return { appName: app.name, defaultLocale: app.listingLocale, languages };
}

export type LanguageChange = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string };

/** Adds a language as a copy of the default's listing, marked not translated yet. */
export async function addListingLanguage(
  tenantId: string,
  appId: string,
  tag: string,
): Promise<LanguageChange> {
  await assertCanWrite(tenantId);
  const language = listingLanguage(tag);
  if (!language) return { ok: false, status: 400, message: "Choose a language from the list." };
  return db.$transaction(async (tx): Promise<LanguageChange> => {
    if (!(await lockApp(tx, tenantId, appId))) {
      return { ok: false, status: 404, message: "App not found." };
    }
    const app = await tx.app.findUniqueOrThrow({
      where: { id: appId },
      select: { listingLocale: true },
    });
    const existing = await tx.listingLocale.findUnique({
      where: { appId_locale: { appId, locale: language.tag } },
      select: { id: true },
    });
    if (existing || language.tag === app.listingLocale) {
      return { ok: false, status: 409, message: `The listing is already in ${language.name}.` };
    }
    const source = await tx.listingLocale.findUnique({
      where: { appId_locale: { appId, locale: app.listingLocale } },
      select: { fields: true },
    });
    await tx.listingLocale.create({
      data: {
        appId,
        locale: language.tag,
        fields: readListing(source?.fields),
        translated: false,
      },
    });
    return { ok: true };
  }, TRANSACTION_OPTIONS);
}

/** Removes a language; the default language stays. */
export async function removeListingLanguage(
  tenantId: string,
  appId: string,
  tag: string,
): Promise<LanguageChange> {
  await assertCanWrite(tenantId);
  return db.$transaction(async (tx): Promise<LanguageChange> => {
    if (!(await lockApp(tx, tenantId, appId))) {
      return { ok: false, status: 404, message: "App not found." };
    }
    const app = await tx.app.findUniqueOrThrow({
      where: { id: appId },
      select: { listingLocale: true },
    });
    if (tag === app.listingLocale) {
      return { ok: false, status: 409, message: "The default language cannot be removed." };
    }
    const removed = await tx.listingLocale.deleteMany({ where: { appId, locale: tag } });
    if (removed.count === 0) {
      return { ok: false, status: 404, message: "This app has no listing in that language." };
    }
    return { ok: true };
  }, TRANSACTION_OPTIONS);
}

/** The fastlane metadata folder's files, REPORT.txt and README.txt; null for another tenant's. */
export async function listingExport(
  tenantId: string,
  appId: string,
): Promise<{ appName: string; listings: LanguageListing[] } | null> {
  const app = await db.app.findFirst({
    where: { id: appId, tenantId },
    select: {
      name: true,
      listingLocale: true,
      listingLocales: { select: { locale: true, fields: true }, orderBy: { locale: "asc" } },
    },
  });
  if (!app) return null;
  return {
    appName: app.name,
    listings: app.listingLocales.map((r) => ({ locale: r.locale, listing: readListing(r.fields) })),
  };
}

export type ImportSummary = {
  locales: number;
  fields: number;
  overLimit: (OverLimit & { locale: string })[];
  ignored: { path: string; reason: string }[];
};

export type ImportRead =
  | { ok: true; languages: Record<string, LanguageFields>; summary: ImportSummary }
  | { ok: false; status: 422; message: string };

/** Reads a metadata zip whole: the languages it holds and its summary, or the refusal. */
export async function readListingImport(bytes: Buffer): Promise<ImportRead> {
  const read = await readMetadataZip(bytes);
  if (!read.ok) return { ok: false, status: 422, message: read.reason };
  const parsed = parseMetadata(read.files, read.skipped);
  const locales = Object.keys(parsed.languages).length;
  if (locales === 0) {
    return {
      ok: false,
      status: 422,
      message:
        "The zip holds no listing text: upload a fastlane metadata folder (deliver, supply or both).",
    };
  }
  return {
    ok: true,
    languages: parsed.languages,
    summary: {
      locales,
      fields: parsed.fields,
      overLimit: importOverLimits(parsed.languages),
      ignored: parsed.ignored,
    },
  };
}

function imported(saved: StoreListing, fields: LanguageFields): StoreListing {
  return {
    ...saved,
    ...fields,
    playReleaseNotes: { ...saved.playReleaseNotes, ...fields.playReleaseNotes },
  };
}

/** Writes an import's languages in one transaction: each file's text replaces that field. */
async function applyImport(
  tenantId: string,
  appId: string,
  languages: Record<string, LanguageFields>,
  pendingId?: string,
): Promise<{ ok: true } | { ok: false; status: 404 | 410; message: string }> {
  return db.$transaction(async (tx) => {
    if (!(await lockApp(tx, tenantId, appId))) {
      return { ok: false as const, status: 404 as const, message: "App not found." };
    }
    if (pendingId) {
      // Single use: the pending row is claimed by deleting it inside the write.
      const claimed = await tx.listingImport.deleteMany({
        where: { id: pendingId, appId, expiresAt: { gt: new Date() } },
      });
      if (claimed.count === 0) {
        return {
          ok: false as const,
          status: 410 as const,
          message: "This upload was already saved or has expired. Upload the zip again.",
        };
      }
    }
    for (const [locale, fields] of Object.entries(languages)) {
      const row = await tx.listingLocale.findUnique({
        where: { appId_locale: { appId, locale } },
        select: { fields: true },
      });
      const listing = imported(readListing(row?.fields), fields);
      await tx.listingLocale.upsert({
        where: { appId_locale: { appId, locale } },
        create: { appId, locale, fields: listing, translated: true },
        update: { fields: listing, translated: true },
      });
    }
    return { ok: true as const };
  }, TRANSACTION_OPTIONS);
}

/** The API's one step: reads the zip, and with `confirm` saves it. */
export async function importListingZip(
  tenantId: string,
  appId: string,
  bytes: Buffer,
  confirm: boolean,
): Promise<
  { ok: true; summary: ImportSummary } | { ok: false; status: 404 | 410 | 422; message: string }
> {
  if (confirm) await assertCanWrite(tenantId);
  if (!(await db.app.findFirst({ where: { id: appId, tenantId }, select: { id: true } }))) {
    return { ok: false, status: 404, message: "App not found." };
  }
  const read = await readListingImport(bytes);
  if (!read.ok) return read;
  if (confirm) {
    const saved = await applyImport(tenantId, appId, read.languages);
    if (!saved.ok) return saved;
  }
  return { ok: true, summary: read.summary };
}

/** The page's first step: reads the zip and keeps what it holds (not the file) for confirming. */
export async function previewListingImport(
  tenantId: string,
  appId: string,
  bytes: Buffer,
  now = new Date(),
): Promise<
  | { ok: true; id: string; summary: ImportSummary }
  | { ok: false; status: 404 | 422; message: string }
> {
  await assertCanWrite(tenantId);
  if (!(await db.app.findFirst({ where: { id: appId, tenantId }, select: { id: true } }))) {
    return { ok: false, status: 404, message: "App not found." };
  }
  const read = await readListingImport(bytes);
  if (!read.ok) return read;
  await db.listingImport.deleteMany({ where: { expiresAt: { lte: now } } });
  const row = await db.listingImport.create({
    data: {
      appId,
      data: { languages: read.languages, summary: read.summary },
      expiresAt: new Date(now.getTime() + IMPORT_TTL_MS),
    },
    select: { id: true },
  });
  return { ok: true, id: row.id, summary: read.summary };
}

/** A pending import's summary, for its preview page; null when missing, expired or another's. */
export async function getPendingImport(
  tenantId: string,
  appId: string,
  id: string,
): Promise<ImportSummary | null> {
  const row = await db.listingImport.findFirst({
    where: { id, appId, app: { tenantId }, expiresAt: { gt: new Date() } },
    select: { data: true },
  });
  return row ? (row.data as { summary: ImportSummary }).summary : null;
}

/** Saves a pending import (once). */
export async function confirmListingImport(tenantId: string, appId: string, id: string) {
  await assertCanWrite(tenantId);
  const row = await db.listingImport.findFirst({
    where: { id, appId, app: { tenantId } },
    select: { data: true },
  });
  if (!row) {
    return {
      ok: false as const,
      status: 410 as const,
      message: "This upload was already saved or has expired. Upload the zip again.",
    };
  }
  const data = row.data as { languages: Record<string, LanguageFields>; summary: ImportSummary };
  const saved = await applyImport(tenantId, appId, data.languages, id);
  return saved.ok ? { ok: true as const, summary: data.summary } : saved;
}
