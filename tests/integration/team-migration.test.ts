// The teams migration on data that existed before it: every existing user becomes the owner of
// their company, on each provider's own migration SQL.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import pg from "pg";
import { expect, test } from "vitest";

import { baseUrl, isPostgres, TMP_DIR, withDatabase } from "../setup/test-database";

const MIGRATION = "20261123030000_teams_and_sharing";

// better-sqlite3 ships without types; this test needs only these three calls.
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

test("SQLite: existing users become owners", () => {
  const file = path.join(TMP_DIR, `team-migration-${Date.now()}.db`);
  const db = new Database(file);
  try {
    for (const name of migrationsBefore("prisma/migrations"))
      db.exec(sql("prisma/migrations", name));
    db.exec(`INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', 0)`);
    db.exec(
      `INSERT INTO "User" ("id", "tenantId", "email", "passwordHash", "updatedAt")
       VALUES ('u1', 't1', 'a@example.com', 'x', 0), ('u2', 't1', 'b@example.com', 'x', 0)`,
    );
    db.exec(sql("prisma/migrations", MIGRATION));
    const roles = db.prepare(`SELECT "teamRole", "calendarToken" FROM "User"`).all();
    expect(roles).toEqual([
      { teamRole: "owner", calendarToken: null },
      { teamRole: "owner", calendarToken: null },
    ]);
  } finally {
    db.close();
    fs.rmSync(file, { force: true });
  }
});

test.runIf(isPostgres(baseUrl()))("PostgreSQL: existing users become owners", async () => {
  const name = `amm_team_migration_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const client = new pg.Client({ connectionString: withDatabase(baseUrl(), name) });
  await client.connect();
  try {
    const folder = "prisma/postgres/migrations";
    for (const migration of migrationsBefore(folder)) await client.query(sql(folder, migration));
    await client.query(
      `INSERT INTO "Tenant" ("id", "companyName", "updatedAt") VALUES ('t1', 'Old Co', now())`,
    );
    await client.query(
      `INSERT INTO "User" ("id", "tenantId", "email", "passwordHash", "updatedAt")
       VALUES ('u1', 't1', 'a@example.com', 'x', now())`,
    );
    await client.query(sql(folder, MIGRATION));
    const { rows } = await client.query(`SELECT "teamRole" FROM "User"`);
    expect(rows).toEqual([{ teamRole: "owner" }]);
  } finally {
    await client.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});
