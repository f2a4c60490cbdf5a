// The store-listing studio's data: one listing per app, saved with the plan (App.storeListing).
// Over-limit fields are refused with the count the store would see; policy problems are
// warnings only. The page and /api/apps/{id}/listing share these functions.
import { z } from "zod";

import { addFieldError, type FieldErrors, newFieldErrors } from "~/lib/field-errors";
import { LISTING_FIELD_HARD_MAX, normalizeLineBreaks } from "~/lib/limits";
import {
  fieldLength,
  LISTING_FIELD_NAMES,
  LISTING_FIELDS,
  listingCounterText,
  type ListingFieldName,
  listingLimitErrors,
  listingWarnings,
  readListing,
  searchPreview,
  type StoreListing,
} from "~/lib/store-listing";
import { SOURCES } from "~/lib/wizard/sources";
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
  })
  .strict();

export type ListingInput = z.infer<typeof listingInputSchema>;

export type ListingView = {
  listing: StoreListing;
  counts: Record<ListingFieldName, { length: number; max: number; unit: string; text: string }>;
  /** The policy warnings with their sources resolved. */
  warnings: (Omit<ReturnType<typeof listingWarnings>[number], "sources"> & { sources: Source[] })[];
  preview: ReturnType<typeof searchPreview>;
  updatedAt: string | null;
};

export function listingView(listing: StoreListing, appName: string, updatedAt: Date | null) {
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
    listing,
    counts,
    warnings: listingWarnings(listing, appName).map((w) => ({
      ...w,
      sources: w.sources.map((key) => SOURCES[key]),
    })),
    preview: searchPreview(listing, appName),
    updatedAt: updatedAt ? updatedAt.toISOString() : null,
  } satisfies ListingView;
}

/** Each field's source, for the page's hints (the browser does not load the source list). */
export function listingFieldSources(): Record<ListingFieldName, Source> {
  return Object.fromEntries(
    LISTING_FIELDS.map((spec) => [spec.name, SOURCES[spec.source]]),
  ) as Record<ListingFieldName, Source>;
}

/** The app's listing with counts, warnings and the search preview; null for another tenant. */
export async function getListing(tenantId: string, appId: string): Promise<ListingView | null> {
  const app = await db.app.findFirst({
    where: { id: appId, tenantId },
    select: { name: true, storeListing: true, updatedAt: true },
  });
  if (!app) return null;
  return listingView(
    readListing(app.storeListing),
    app.name,
    app.storeListing ? app.updatedAt : null,
  );
}

export type SaveListingResult =
  | { ok: true; view: ListingView }
  | { ok: false; status: 400; message: string; errors: FieldErrors; listing: StoreListing }
  | { ok: false; status: 404; message: string };

/** Validates and saves; on a 400 nothing is saved and the merged input comes back. */
export async function saveListing(
  tenantId: string,
  appId: string,
  input: unknown,
): Promise<SaveListingResult> {
  await assertCanWrite(tenantId);
  const app = await db.app.findFirst({
    where: { id: appId, tenantId },
    select: { id: true, name: true, storeListing: true },
  });
  if (!app) return { ok: false, status: 404, message: "App not found." };
  const parsed = listingInputSchema.safeParse(input);
  const saved = readListing(app.storeListing);
  if (!parsed.success) {
    const errors = newFieldErrors();
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        const message = `Unknown field. Use: ${[...LISTING_FIELD_NAMES, "appleKidsCategory"].join(", ")}`;
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
  const merged: StoreListing = { ...saved };
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  const limitErrors = listingLimitErrors(merged);
  if (Object.keys(limitErrors).length > 0) {
    return {
      ok: false,
      status: 400,
      message: "Some fields are longer than the store allows. Nothing was saved yet.",
      errors: Object.fromEntries(Object.entries(limitErrors).map(([k, v]) => [k, [v as string]])),
      listing: merged,
    };
  }
  // Saves of one app queue behind each other, so two tabs saving different fields both land.
  return db.$transaction(async (tx): Promise<SaveListingResult> => {
    if (!(await lockApp(tx, tenantId, appId))) {
      return { ok: false, status: 404, message: "App not found." };
    }
    const current = await tx.app.findUniqueOrThrow({
      where: { id: appId },
      select: { storeListing: true },
    });
    const latest: StoreListing = { ...readListing(current.storeListing) };
    for (const [key, value] of Object.entries(parsed.data)) {
      if (value !== undefined) (latest as Record<string, unknown>)[key] = value;
    }
    const updated = await tx.app.update({
      where: { id: appId },
      data: { storeListing: latest },
      select: { updatedAt: true },
    });
    return { ok: true, view: listingView(latest, app.name, updated.updatedAt) };
  }, TRANSACTION_OPTIONS);
}
