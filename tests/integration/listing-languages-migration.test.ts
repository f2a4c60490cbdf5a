// The migration to a listing per language: today's single listing (App.storeListing) becomes the
// default language's row (en-US) with every field kept; an app with no listing gets no row.
// Run on each provider's own migration SQL.
import { expect, test } from "vitest";

import { PROVIDERS, withDatabaseBefore } from "../setup/migration-db";

const MIGRATION = "20261202000000_listing_languages";

const LISTING = {
  appleName: "Tile Tales",
  appleKeywords: "word,puzzle,café",
  playTitle: "Tile Tales: Cozy Puzzles 🧩",
  playFullDescription: "Line one\nLine two",
  appleKidsCategory: true,
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

for (const provider of PROVIDERS) {
  test.runIf(provider.available)(
    `${provider.name}: today's listing becomes the default language's, nothing lost`,
    () =>
      withDatabaseBefore(provider, MIGRATION, "listing-languages", async (db) => {
        await db.exec(
          `INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', ${provider.now})`,
        );
        await db.exec(
          `INSERT INTO "App" ("id", "tenantId", "name", "wizardAnswers", "storeListing", "updatedAt")
           VALUES ('a1', 't1', 'Old App', '{}', ${quote(JSON.stringify(LISTING))}, ${provider.now}),
                  ('a2', 't1', 'No Listing', '{}', NULL, ${provider.now})`,
        );
        await db.migrate([MIGRATION]);
        const rows = await db.rows<{
          appId: string;
          locale: string;
          fields: unknown;
          translated: unknown;
        }>(`SELECT "appId", "locale", "fields", "translated" FROM "ListingLocale"`);
        expect(rows).toHaveLength(1);
        const [row] = rows;
        expect(row).toMatchObject({ appId: "a1", locale: "en-US" });
        const fields = typeof row!.fields === "string" ? JSON.parse(row!.fields) : row!.fields;
        expect(fields).toEqual(LISTING);
        expect(Boolean(row!.translated)).toBe(true);
        const apps = await db.rows<{ id: string; listingLocale: string }>(
          `SELECT "id", "listingLocale" FROM "App" ORDER BY "id"`,
        );
        expect(apps).toEqual([
          { id: "a1", listingLocale: "en-US" },
          { id: "a2", listingLocale: "en-US" },
        ]);
      }),
  );
}
