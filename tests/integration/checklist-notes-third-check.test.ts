// The migration of 28 November 2026 (the third check of the advice) on checklists made before it:
// template tasks whose notes still carry the earlier wording of the Play pre-registration or the
// Product Hunt relaunch rule get the corrected one; edited notes, custom tasks and tasks the check
// did not touch stay as they are. The rows go in before the migration of 26 November, so a
// checklist from before both checks is carried through both. Run on each provider's own SQL.

import { expect, test } from "vitest";

import { migrationsBetween, PROVIDERS, withDatabaseBefore } from "../setup/migration-db";

const MIGRATION = "20261128010000_advice_third_check";
/** The earlier notes migration: rows are inserted before it runs. */
const EARLIER = "20261126000000_corrected_checklist_notes";

const OLD_PRE_REGISTRATION =
  "Optional. Play pre-registration runs up to 90 days per country (new personal accounts must pass the closed test first); App Store pre-orders open 2\u2013180 days before release. Pre-registrants are notified at launch.";
const OLD_RELAUNCH =
  "Product Hunt allows a relaunch at least six months after the last post of the same product, company or root domain, and only with a significant update: a new design or a price change is not one. Check its relaunch help page before you plan, and list what changed since launch day.";
/** The wording before 26 November: the earlier migration rewrites it, this one again. */
const OLDEST_RELAUNCH =
  "A relaunch is only allowed after significant changes, about six months after the first launch. List what changed since launch day.";
const HEALTH =
  "Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused); a fitness or habit app is not such a service, but Apple may still ask for one if it keeps health data (5.1.1(ix) also covers apps that require sensitive user information). On Google Play, complete the Health apps declaration; only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.";
const EDITED = `${OLD_PRE_REGISTRATION} We open it on the Monday.`;

/** id, notes, isCustom: each row's notes before the migrations. */
const ROWS: [string, string, boolean][] = [
  ["pre-registration", OLD_PRE_REGISTRATION, false],
  ["relaunch", OLD_RELAUNCH, false],
  ["relaunch-oldest", OLDEST_RELAUNCH, false],
  ["health", HEALTH, false],
  ["edited", EDITED, false],
  ["custom", OLD_PRE_REGISTRATION, true],
];

// The template's notes of 28 November 2026 (app/lib/checklist.ts), as the migration writes them.
const NEW_PRE_REGISTRATION =
  "Optional. A Play pre-registration campaign runs at most 90 days: if the app is not published by then, it ends in every country and you cannot start another, so open it once the date is firm (new personal accounts must pass the closed test first). App Store pre-orders open 2\u2013180 days before release. Pre-registrants are notified at launch.";
const NEW_RELAUNCH =
  "Product Hunt allows a relaunch at least six months after the last post of the same product, company or root domain, and only with a significant update: a new look alone or a price change is not one, while a complete redesign with new functionality can be. Check its relaunch help page before you plan, and list what changed since launch day.";

const EXPECTED = {
  "pre-registration": NEW_PRE_REGISTRATION,
  relaunch: NEW_RELAUNCH,
  "relaunch-oldest": NEW_RELAUNCH,
  health: HEALTH,
  edited: EDITED,
  custom: OLD_PRE_REGISTRATION,
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

function insertTasks(now: string, bool: (value: boolean) => string) {
  return `INSERT INTO "ChecklistTask" ("id", "appId", "title", "notes", "dueAt", "isCustom", "updatedAt") VALUES
    ${ROWS.map(([id, notes, custom]) => `(${quote(id)}, 'a1', 'Task', ${quote(notes)}, ${now}, ${bool(custom)}, ${now})`).join(",\n    ")}`;
}

for (const provider of PROVIDERS) {
  test.runIf(provider.available)(
    `${provider.name}: template tasks with the old pre-registration or relaunch notes get the new wording`,
    () =>
      // The rows go in before the earlier notes migration; both then run, up to this one.
      withDatabaseBefore(provider, EARLIER, "notes-third-check", async (db) => {
        await db.exec(
          `INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', ${provider.now})`,
        );
        await db.exec(
          `INSERT INTO "App" ("id", "tenantId", "name", "wizardAnswers", "updatedAt")
           VALUES ('a1', 't1', 'Old App', '{}', ${provider.now})`,
        );
        await db.exec(insertTasks(provider.now, provider.bool));
        const after = migrationsBetween(provider.folder, EARLIER, MIGRATION);
        expect(after.at(-1)).toBe(MIGRATION);
        await db.migrate(after);
        const rows = await db.rows<{ id: string; notes: string }>(
          `SELECT "id", "notes" FROM "ChecklistTask"`,
        );
        expect(Object.fromEntries(rows.map((r) => [r.id, r.notes]))).toEqual(EXPECTED);
      }),
  );
}
