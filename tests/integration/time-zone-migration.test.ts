// The migration of 28 November 2026 on accounts made before it: a stored time zone under an older
// spelling (Asia/Calcutta, Europe/Kiev, US/Eastern, Etc/UTC) becomes the current name the list
// offers; every other value stays. Run on each provider's own migration SQL, whose pairs are
// checked against currentTimeZoneName (the rule the page and the API apply to new input).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import pg from "pg";
import { describe, expect, test } from "vitest";

import { CURRENT_ZONE_NAMES, currentTimeZoneName } from "~/lib/time-zones";

import { baseUrl, isPostgres, TMP_DIR, withDatabase } from "../setup/test-database";

const MIGRATION = "20261128020000_current_time_zone_names";
const SQLITE = "prisma/migrations";
const POSTGRES = "prisma/postgres/migrations";

type SqliteDatabase = {
  exec(sql: string): void;
  prepare(sql: string): { all(): unknown[] };
  close(): void;
};
const Database = createRequire(import.meta.url)("better-sqlite3") as new (
  file: string,
) => SqliteDatabase;

function sql(folder: string, name: string) {
  return fs.readFileSync(path.join(folder, name, "migration.sql"), "utf8");
}

function migrationsBefore(folder: string) {
  return fs
    .readdirSync(folder)
    .filter((name) => /^\d{14}_/.test(name) && name < MIGRATION)
    .sort();
}

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
  const text = sql(SQLITE, MIGRATION);
  const pairs = [...text.matchAll(/WHEN '([^']+)' THEN '([^']+)'/g)].map((m) => [m[1], m[2]]);

  test("are the same on both databases", () => {
    expect(sql(POSTGRES, MIGRATION)).toBe(text);
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

test("SQLite: stored older names become the current ones, the rest stay", () => {
  const file = path.join(TMP_DIR, `time-zone-migration-${Date.now()}.db`);
  const db = new Database(file);
  try {
    for (const name of migrationsBefore(SQLITE)) db.exec(sql(SQLITE, name));
    db.exec(`INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', 0)`);
    db.exec(insertUsers("0"));
    db.exec(sql(SQLITE, MIGRATION));
    const rows = db.prepare(`SELECT "id", "timeZone" FROM "User"`).all() as {
      id: string;
      timeZone: string;
    }[];
    expect(Object.fromEntries(rows.map((r) => [r.id, r.timeZone]))).toEqual(EXPECTED);
  } finally {
    db.close();
    fs.rmSync(file, { force: true });
  }
});

test.runIf(isPostgres(baseUrl()))(
  "PostgreSQL: stored older names become the current ones, the rest stay",
  async () => {
    const name = `amm_zone_migration_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const client = new pg.Client({ connectionString: withDatabase(baseUrl(), name) });
    await client.connect();
    try {
      for (const migration of migrationsBefore(POSTGRES))
        await client.query(sql(POSTGRES, migration));
      await client.query(
        `INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', now())`,
      );
      await client.query(insertUsers("now()"));
      await client.query(sql(POSTGRES, MIGRATION));
      const { rows } = await client.query<{ id: string; timeZone: string }>(
        `SELECT "id", "timeZone" FROM "User"`,
      );
      expect(Object.fromEntries(rows.map((r) => [r.id, r.timeZone]))).toEqual(EXPECTED);
    } finally {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
);
