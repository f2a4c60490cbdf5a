// The migration of 28 November 2026 on accounts made before it: a stored time zone under an older
// spelling (Asia/Calcutta, Europe/Kiev, US/Eastern, Etc/UTC) becomes the current name the list
// offers; every other value stays. Run on each provider's own migration SQL, whose pairs are
// checked against currentTimeZoneName (the rule the page and the API apply to new input).

import { describe, expect, test } from "vitest";

import { CURRENT_ZONE_NAMES, currentTimeZoneName } from "~/lib/time-zones";

import {
  migrationSql,
  POSTGRES,
  PROVIDERS,
  SQLITE,
  withDatabaseBefore,
} from "../setup/migration-db";

const MIGRATION = "20261128020000_current_time_zone_names";

/** id -> the zone stored before the migration, and after. */
const ROWS: Record<string, [string, string]> = {
  calcutta: ["Asia/Calcutta", "Asia/Kolkata"],
  kiev: ["Europe/Kiev", "Europe/Kyiv"],
  eastern: ["US/Eastern", "America/New_York"],
  etc: ["Etc/UTC", "UTC"],
  saigon: ["Asia/Saigon", "Asia/Ho_Chi_Minh"],
  kolkata: ["Asia/Kolkata", "Asia/Kolkata"],
  berlin: ["Europe/Berlin", "Europe/Berlin"],
  utc: ["UTC", "UTC"],
};
const EXPECTED = Object.fromEntries(Object.entries(ROWS).map(([id, [, after]]) => [id, after]));

function insertUsers(now: string) {
  return `INSERT INTO "User" ("id", "email", "passwordHash", "tenantId", "timeZone", "updatedAt") VALUES
    ${Object.entries(ROWS)
      .map(([id, [zone]]) => `('${id}', '${id}@example.com', 'x', 't1', '${zone}', ${now})`)
      .join(",\n    ")}`;
}

describe("the migration's pairs", () => {
  const text = migrationSql(SQLITE.folder, MIGRATION);
  const pairs = [...text.matchAll(/WHEN '([^']+)' THEN '([^']+)'/g)].map((m) => [m[1], m[2]]);

  test("are the same on both databases", () => {
    expect(migrationSql(POSTGRES.folder, MIGRATION)).toBe(text);
  });

  test("each rewrites an older name to what the page and the API store for it", () => {
    expect(pairs.length).toBeGreaterThan(100);
    for (const [old, current] of pairs) {
      expect(old).not.toBe(current);
      expect(currentTimeZoneName(old), old).toBe(current);
    }
  });

  test("cover every spelling the list replaces", () => {
    const olds = new Set(pairs.map(([old]) => old));
    for (const old of Object.keys(CURRENT_ZONE_NAMES)) expect(olds.has(old), old).toBe(true);
  });
});

for (const provider of PROVIDERS) {
  test.runIf(provider.available)(
    `${provider.name}: stored older names become the current ones, the rest stay`,
    () =>
      withDatabaseBefore(provider, MIGRATION, "zone-migration", async (db) => {
        await db.exec(
          `INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', ${provider.now})`,
        );
        await db.exec(insertUsers(provider.now));
        await db.migrate([MIGRATION]);
        const rows = await db.rows<{ id: string; timeZone: string }>(
          `SELECT "id", "timeZone" FROM "User"`,
        );
        expect(Object.fromEntries(rows.map((r) => [r.id, r.timeZone]))).toEqual(EXPECTED);
      }),
  );
}
