// The store-listing studio's data: one listing per language (ListingLocale rows), the app's default
// language first (App.listingLocale). Over-limit fields are refused with the count the store would
// see when a maker writes them (a fastlane import may bring them in: they are reported, and each
// can be fixed on its own); policy problems are warnings only. The page, /api/apps/{id}/listing and
// /api/apps/{id}/listings share these functions.
import { z } from "zod";

import { addFieldError, type FieldErrors, newFieldErrors } from "~/lib/field-errors";
import { LISTING_FIELD_HARD_MAX, normalizeLineBreaks } from "~/lib/limits";
import { listingFromAnswers } from "~/lib/listing-draft";
import { DEFAULT_LISTING_LOCALE, listingLanguage } from "~/lib/listing-locales";
import {
  fieldLength,
  keywordShortlist,
  LISTING_FIELD_NAMES,
  LISTING_FIELDS,
  listingCounterText,
  type ListingFieldName,
  listingLimitErrors,
  listingWarnings,
  type OverLimit,
  overLimits,
  readListing,
  releaseNotesSpec,
  searchPreview,
  type StoreListing,
  VERSION_CODE,
} from "~/lib/store-listing";
import { readSimpleAnswers } from "~/lib/wizard/simple-questions";
import { lastCheckedLabel, SOURCES } from "~/lib/wizard/sources";
import type { Source } from "~/lib/wizard/types";
import { db } from "~/services/db.server";

import { lockApp, TRANSACTION_OPTIONS } from "./module.server";
import { assertCanWrite } from "./write-access.server";

const text = z
  .string({ error: "Must be text" })
  .max(LISTING_FIELD_HARD_MAX, `Must be at most ${LISTING_FIELD_HARD_MAX} characters`)
  .overwrite(normalizeLineBreaks)
  .trim();

/** A partial listing: the fields sent replace the saved ones; the rest keep their value. */
export const listingInputSchema = z
  .object({
    ...(Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, text.optional()])) as Record<
      ListingFieldName,
      z.ZodOptional<typeof text>
    >),
    appleKidsCategory: z.boolean({ error: "Must be true or false" }).optional(),
    playReleaseNotes: z
      .record(
        z.string().regex(VERSION_CODE, "A version code is digits, or default"),
        text.nullable(),
      )
      .optional(),
  })
  .strict();

export type ListingInput = z.infer<typeof listingInputSchema>;

export type ListingView = {
  /** The language's BCP 47 tag. */
  locale: string;
  listing: StoreListing;
  overLimit: OverLimit[];
  counts: Record<ListingFieldName, { length: number; max: number; unit: string; text: string }>;
  /** The policy warnings with their sources resolved. */
  warnings: (Omit<ReturnType<typeof listingWarnings>[number], "sources"> & {
    sources: Source[];
    /** `checked` in the pages' one date style ("28 November 2026"); `checked` stays ISO. */
    checkedLabel: string;
  })[];
  preview: ReturnType<typeof searchPreview>;
  updatedAt: string | null;
  /** Never saved: the listing is a draft written from the maker's answers (listingFromAnswers). */
  fromAnswers: boolean;
};

export function listingView(
  listing: StoreListing,
  appName: string,
  updatedAt: Date | null,
  locale = DEFAULT_LISTING_LOCALE,
  fromAnswers = false,
) {
  const counts = Object.fromEntries(
    LISTING_FIELDS.map((spec) => {
      const length = fieldLength(spec, listing[spec.name]);
      return [
        spec.name,
        { length, max: spec.max, unit: spec.unit, text: listingCounterText(spec, length) },
      ];
    }),
  ) as ListingView["counts"];
  return {
    locale,
    listing,
    overLimit: overLimits(listing),
    counts,
    warnings: listingWarnings(listing, appName).map((w) => ({
      ...w,
      sources: w.sources.map((key) => SOURCES[key]),
      checkedLabel: lastCheckedLabel(w.checked),
    })),
    preview: searchPreview(listing, appName),
    updatedAt: updatedAt ? updatedAt.toISOString() : null,
    fromAnswers,
  } satisfies ListingView;
}

/**
 * Each field's source, and the release notes' (`releaseNotes`), for the page's hints (the browser
 * does not load the source list).
 */
export function listingFieldSources(): Record<ListingFieldName | "releaseNotes", Source> {
  return {
    ...(Object.fromEntries(
      LISTING_FIELDS.map((spec) => [spec.name, SOURCES[spec.source]]),
    ) as Record<ListingFieldName, Source>),
    releaseNotes: SOURCES[releaseNotesSpec("default").source],
  };
}

/** The app's name and default language; null for another tenant's or a missing app. */
async function listingApp(tenantId: string, appId: string) {
  return db.app.findFirst({
    where: { id: appId, tenantId },
    select: { id: true, name: true, listingLocale: true },
  });
}

/**
 * The default language's listing before its first save: a draft from the app's answers (its name,
 * the pitch, the simple questions), so the studio never starts blank.
 */
async function draftFromAnswers(appId: string): Promise<StoreListing> {
  const app = await db.app.findUniqueOrThrow({
    where: { id: appId },
    select: {
      name: true,
      description: true,
      wizardAnswers: true,
      modules: { where: { stepName: "foundation" }, select: { data: true } },
    },
  });
  const foundation = app.modules[0]?.data;
  return listingFromAnswers({
    appName: app.name,
    description: app.description,
    answers: readSimpleAnswers(app.wizardAnswers),
    foundation:
      foundation && typeof foundation === "object" && !Array.isArray(foundation)
        ? (foundation as Record<string, unknown>)
        : {},
  });
}

/**
 * One language's listing with counts, warnings and the search preview (the default language when
 * none is named); null for another tenant's app, or a language the app does not have.
 */
export async function getListing(
  tenantId: string,
  appId: string,
  locale?: string,
): Promise<ListingView | null> {
  const app = await listingApp(tenantId, appId);
  if (!app) return null;
  const tag = locale ?? app.listingLocale;
  const row = await db.listingLocale.findUnique({
    where: { appId_locale: { appId, locale: tag } },
    select: { fields: true, updatedAt: true },
  });
  if (!row && tag !== app.listingLocale) return null;
  if (!row) return listingView(await draftFromAnswers(appId), app.name, null, tag, true);
  return listingView(readListing(row.fields), app.name, row.updatedAt, tag);
}

export type SaveListingResult =
  | { ok: true; view: ListingView }
  | { ok: false; status: 400; message: string; errors: FieldErrors; listing: StoreListing }
  | { ok: false; status: 404; message: string };

/** The saved listing with the sent fields written over it (null values delete a release note). */
function merge(saved: StoreListing, input: ListingInput): StoreListing {
  const merged: StoreListing = { ...saved, playReleaseNotes: { ...saved.playReleaseNotes } };
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === "playReleaseNotes") continue;
    (merged as Record<string, unknown>)[key] = value;
  }
  for (const [code, note] of Object.entries(input.playReleaseNotes ?? {})) {
    if (note === null || note === "") delete merged.playReleaseNotes[code];
    else merged.playReleaseNotes[code] = note;
  }
  // Apple's keyword field as a shortlist: repeats and spaces after commas use up its 100 bytes.
  if (input.appleKeywords !== undefined) {
    merged.appleKeywords = keywordShortlist(merged.appleKeywords).text;
  }
  return merged;
}

/**
 * Validates and saves one language (the default when none is named); on a 400 nothing is saved
 * and the merged input comes back. A field over its limit is refused when this save changes it;
 * one that was already over (an import) is reported, so each can be fixed on its own. Saving a
 * language marks it translated.
 */
export async function saveListing(
  tenantId: string,
  appId: string,
  input: unknown,
  locale?: string,
): Promise<SaveListingResult> {
  await assertCanWrite(tenantId);
  const app = await listingApp(tenantId, appId);
  if (!app) return { ok: false, status: 404, message: "App not found." };
  const tag = locale ?? app.listingLocale;
  const row = await db.listingLocale.findUnique({
    where: { appId_locale: { appId, locale: tag } },
    select: { fields: true },
  });
  if (!row && tag !== app.listingLocale) {
    return { ok: false, status: 404, message: "This app has no listing in that language." };
  }
  const parsed = listingInputSchema.safeParse(input);
  // Before the first save the fields not sent keep the draft from the answers the page showed.
  const saved = row ? readListing(row.fields) : await draftFromAnswers(appId);
  if (!parsed.success) {
    const errors = newFieldErrors();
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        const message = `Unknown field. Use: ${[...LISTING_FIELD_NAMES, "appleKidsCategory", "playReleaseNotes"].join(", ")}`;
        for (const key of issue.keys) addFieldError(errors, key, message);
        continue;
      }
      addFieldError(errors, issue.path.map(String).join(".") || "_root", issue.message);
    }
    return {
      ok: false,
      status: 400,
      message: "Some listing fields are invalid.",
      errors,
      listing: saved,
    };
  }
  const merged = merge(saved, parsed.data);
  const before = new Map(overLimits(saved).map((o) => [o.field, o.length]));
  const limitErrors = listingLimitErrors(merged);
  const refused = Object.entries(limitErrors).filter(
    ([field]) => merged[field as ListingFieldName] !== saved[field as ListingFieldName],
  );
  for (const over of overLimits(merged)) {
    if (over.field.startsWith("playReleaseNotes.") && before.get(over.field) !== over.length) {
      refused.push([
        over.field,
        `${over.label} must be at most ${over.limit} characters (you have ${over.length}).`,
      ]);
    }
  }
  if (refused.length > 0) {
    return {
      ok: false,
      status: 400,
      message: "Some fields are longer than the store allows. Nothing was saved yet.",
      errors: Object.fromEntries(refused.map(([k, v]) => [k, [v as string]])),
      listing: merged,
    };
  }
  // Saves of one app queue behind each other, so two tabs saving different fields both land.
  return db.$transaction(async (tx): Promise<SaveListingResult> => {
    if (!(await lockApp(tx, tenantId, appId))) {
      return { ok: false, status: 404, message: "App not found." };
    }
    const current = await tx.listingLocale.findUnique({
      where: { appId_locale: { appId, locale: tag } },
      select: { fields: true },
    });
    if (!current && tag !== app.listingLocale) {
      return { ok: false, status: 404, message: "This app has no listing in that language." };
    }
    const latest = merge(current ? readListing(current.fields) : saved, parsed.data);
    const updated = await tx.listingLocale.upsert({
      where: { appId_locale: { appId, locale: tag } },
      create: { appId, locale: tag, fields: latest, translated: true },
      update: { fields: latest, translated: true },
      select: { updatedAt: true },
    });
    return { ok: true, view: listingView(latest, app.name, updated.updatedAt, tag) };
  }, TRANSACTION_OPTIONS);
}

/** A language is known when the map has it (app/lib/listing-locales.ts). */
export function isListingLanguage(tag: string): boolean {
  return listingLanguage(tag) !== null;
}
