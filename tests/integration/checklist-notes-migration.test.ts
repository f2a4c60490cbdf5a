// The migration of 26 November 2026 on checklists made before it: template tasks whose notes
// still carry an earlier wording of a corrected rule (Product Hunt relaunch, ratings prompts,
// who publishes a health app) get the template's wording of that day; edited notes and custom
// tasks stay as they are. Run on each provider's own migration SQL.

import { expect, test } from "vitest";

import { PROVIDERS, withDatabaseBefore } from "../setup/migration-db";

const MIGRATION = "20261126000000_corrected_checklist_notes";

const OLD_RELAUNCH =
  "Product Hunt allows a relaunch only after significant changes to the product (it names no fixed interval); this reminder comes six months after launch. List what changed since launch day.";
const OLDER_RELAUNCH =
  "A relaunch is only allowed after significant changes, about six months after the first launch. List what changed since launch day.";
const OLD_RATINGS =
  "Keep replying and fixing what launch users reported. Ask for store ratings only through the system rating prompts, never with rewards.";
const OLD_HEALTH =
  "Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused); a fitness or habit app is not such a service. On Google Play, complete the Health apps declaration; only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.";
const OLDER_HEALTH =
  "Apple wants healthcare and other regulated apps submitted by a legal entity through an organisation account (permission letters are refused). On Google Play, complete the Health apps declaration; medical apps need an Organization account with a D-U-N-S number.";
const EDITED = `${OLD_RATINGS} We use our own banner.`;

/** id, notes, isCustom: each row's notes before the migration. */
const ROWS: [string, string, boolean][] = [
  ["relaunch", OLD_RELAUNCH, false],
  ["relaunch-older", OLDER_RELAUNCH, false],
  ["ratings", OLD_RATINGS, false],
  ["health", OLD_HEALTH, false],
  ["health-older", OLDER_HEALTH, false],
  ["edited", EDITED, false],
  ["custom", OLD_RATINGS, true],
];

// The template's notes of 26 November 2026 (app/lib/checklist.ts), as the migration writes them.
const NEW_RELAUNCH =
  "Product Hunt allows a relaunch at least six months after the last post of the same product, company or root domain, and only with a significant update: a new design or a price change is not one. Check its relaunch help page before you plan, and list what changed since launch day.";
const NEW_RATINGS =
  "Keep replying and fixing what launch users reported. Never show the store's rating prompt in answer to a button, and never reward ratings; a standing \u201cRate us\u201d link to the store's review page is fine.";
const NEW_HEALTH =
  "Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused); a fitness or habit app is not such a service, but Apple may still ask for one if it keeps health data (5.1.1(ix) also covers apps that require sensitive user information). On Google Play, complete the Health apps declaration; only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.";

const EXPECTED = {
  relaunch: NEW_RELAUNCH,
  "relaunch-older": NEW_RELAUNCH,
  ratings: NEW_RATINGS,
  health: NEW_HEALTH,
  "health-older": NEW_HEALTH,
  edited: EDITED,
  custom: OLD_RATINGS,
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

function insertTasks(now: string, bool: (value: boolean) => string) {
  return `INSERT INTO "ChecklistTask" ("id", "appId", "title", "notes", "dueAt", "isCustom", "updatedAt") VALUES
    ${ROWS.map(([id, notes, custom]) => `(${quote(id)}, 'a1', 'Task', ${quote(notes)}, ${now}, ${bool(custom)}, ${now})`).join(",\n    ")}`;
}

for (const provider of PROVIDERS) {
  test.runIf(provider.available)(
    `${provider.name}: template tasks with an old wording get the corrected one`,
    () =>
      withDatabaseBefore(provider, MIGRATION, "notes-migration", async (db) => {
        await db.exec(
          `INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', ${provider.now})`,
        );
        await db.exec(
          `INSERT INTO "App" ("id", "tenantId", "name", "wizardAnswers", "updatedAt")
           VALUES ('a1', 't1', 'Old App', '{}', ${provider.now})`,
        );
        await db.exec(insertTasks(provider.now, provider.bool));
        await db.migrate([MIGRATION]);
        const rows = await db.rows<{ id: string; notes: string }>(
          `SELECT "id", "notes" FROM "ChecklistTask"`,
        );
        expect(Object.fromEntries(rows.map((r) => [r.id, r.notes]))).toEqual(EXPECTED);
      }),
  );
}
