// The migration of 2 December 2026 (the checklist worded for the app's stores) on checklists made
// before it: in an app on one mobile store, template tasks still carrying both stores' title or
// notes get that store's; apps on both stores, or with no platforms chosen, keep the shared
// wording; edited notes and custom tasks stay; an app on neither mobile store loses its open health
// publisher check (a done one stays). Run on each provider's own SQL.
import { expect, test } from "vitest";

import { migrationsBetween, PROVIDERS, withDatabaseBefore } from "../setup/migration-db";

const MIGRATION = "20261202054700_checklist_for_the_apps_platforms";

// The template's wording of 2 December 2026 (app/lib/checklist.ts), as the migration reads and
// writes it: shared, then each store's.
const PRE = "Open Google Play pre-registration or App Store pre-orders";
const PRE_NOTES =
  "Optional. A Play pre-registration campaign runs at most 90 days: if the app is not published by then, it ends in every country and you cannot start another, so open it once the date is firm (new personal accounts must pass the closed test first). App Store pre-orders open 2\u2013180 days before release. Pre-registrants are notified at launch.";
const PRE_IOS = "Open App Store pre-orders";
const PRE_IOS_NOTES =
  "Optional. App Store pre-orders open 2\u2013180 days before release. People who pre-order get the app downloaded automatically at release.";
const PRE_ANDROID = "Open Google Play pre-registration";
const PRE_ANDROID_NOTES =
  "Optional. A Play pre-registration campaign runs at most 90 days: if the app is not published by then, it ends in every country and you cannot start another, so open it once the date is firm (new personal accounts must pass the closed test first). Pre-registrants are notified at launch.";
const BUILDS = "Submit your store builds for review";
const BUILDS_NOTES =
  "Send the release builds to the App Store and Google Play now so a rejection still leaves time to fix and resubmit. Review times vary; don't plan on a same-day approval.";
const BUILDS_IOS_NOTES =
  "Send the release build to the App Store now so a rejection still leaves time to fix and resubmit. Review times vary; don't plan on a same-day approval.";
const PUBLISHER = "Check who publishes your health app";
const PUBLISHER_IOS_NOTES =
  "Apple wants apps that provide healthcare services (and other regulated services) submitted by a legal entity through an organisation account (permission letters are refused); a fitness or habit app is not such a service, but Apple may still ask for one if it keeps health data (5.1.1(ix) also covers apps that require sensitive user information).";
const PUBLISHER_ANDROID_NOTES =
  "On Google Play, complete the Health apps declaration; only medical and human-subjects-research apps need an Organization account with a D-U-N-S number.";
const PUBLISHER_NOTES = `${PUBLISHER_IOS_NOTES} ${PUBLISHER_ANDROID_NOTES}`;
const EDITED = "Our build goes to the App Store on Monday.";

/** App id and its stored platforms. */
const APPS: [string, string][] = [
  ["ios", "ios,web"],
  ["android", "android,steam"],
  ["both", "ios,android"],
  ["unchosen", ""],
  ["web", "web"],
];

type Row = { id: string; app: string; title: string; notes: string; custom?: true; done?: true };
/** Each task before the migration, and its title and notes after. */
const TASKS: [Row, [string, string] | "deleted"][] = [
  [{ id: "ios-pre", app: "ios", title: PRE, notes: PRE_NOTES }, [PRE_IOS, PRE_IOS_NOTES]],
  [
    { id: "ios-builds", app: "ios", title: BUILDS, notes: BUILDS_NOTES },
    [BUILDS, BUILDS_IOS_NOTES],
  ],
  [{ id: "ios-edited", app: "ios", title: BUILDS, notes: EDITED }, [BUILDS, EDITED]],
  [{ id: "ios-custom", app: "ios", title: PRE, notes: PRE_NOTES, custom: true }, [PRE, PRE_NOTES]],
  [
    { id: "ios-publisher", app: "ios", title: PUBLISHER, notes: PUBLISHER_NOTES },
    [PUBLISHER, PUBLISHER_IOS_NOTES],
  ],
  [
    { id: "android-pre", app: "android", title: PRE, notes: PRE_NOTES },
    [PRE_ANDROID, PRE_ANDROID_NOTES],
  ],
  [
    { id: "android-publisher", app: "android", title: PUBLISHER, notes: PUBLISHER_NOTES },
    [PUBLISHER, PUBLISHER_ANDROID_NOTES],
  ],
  [{ id: "both-pre", app: "both", title: PRE, notes: PRE_NOTES }, [PRE, PRE_NOTES]],
  [{ id: "both-builds", app: "both", title: BUILDS, notes: BUILDS_NOTES }, [BUILDS, BUILDS_NOTES]],
  [{ id: "unchosen-pre", app: "unchosen", title: PRE, notes: PRE_NOTES }, [PRE, PRE_NOTES]],
  [
    { id: "unchosen-publisher", app: "unchosen", title: PUBLISHER, notes: PUBLISHER_NOTES },
    [PUBLISHER, PUBLISHER_NOTES],
  ],
  [{ id: "web-publisher", app: "web", title: PUBLISHER, notes: PUBLISHER_NOTES }, "deleted"],
  [
    { id: "web-publisher-done", app: "web", title: PUBLISHER, notes: PUBLISHER_NOTES, done: true },
    [PUBLISHER, PUBLISHER_NOTES],
  ],
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

for (const provider of PROVIDERS) {
  test.runIf(provider.available)(
    `${provider.name}: tasks of apps on one mobile store get that store's wording`,
    () =>
      withDatabaseBefore(provider, MIGRATION, "checklist-platforms", async (db) => {
        const { now, bool } = provider;
        await db.exec(
          `INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', ${now})`,
        );
        await db.exec(`INSERT INTO "App" ("id", "tenantId", "name", "wizardAnswers", "platforms", "updatedAt") VALUES
          ${APPS.map(([id, platforms]) => `(${quote(id)}, 't1', 'Old App', '{}', ${quote(platforms)}, ${now})`).join(",\n")}`);
        await db.exec(`INSERT INTO "ChecklistTask" ("id", "appId", "title", "notes", "dueAt", "isCustom", "done", "updatedAt") VALUES
          ${TASKS.map(([t]) => `(${quote(t.id)}, ${quote(t.app)}, ${quote(t.title)}, ${quote(t.notes)}, ${now}, ${bool(!!t.custom)}, ${bool(!!t.done)}, ${now})`).join(",\n")}`);
        const after = migrationsBetween(provider.folder, MIGRATION, MIGRATION);
        expect(after).toEqual([MIGRATION]);
        await db.migrate(after);
        const rows = await db.rows<{ id: string; title: string; notes: string }>(
          `SELECT "id", "title", "notes" FROM "ChecklistTask"`,
        );
        expect(Object.fromEntries(rows.map((r) => [r.id, [r.title, r.notes]]))).toEqual(
          Object.fromEntries(
            TASKS.filter(([, want]) => want !== "deleted").map(([t, want]) => [t.id, want]),
          ),
        );
      }),
  );
}
