// A scratch database for testing one migration on data that existed before it: each provider's own
// migration SQL is applied up to a point, the test inserts old rows, applies the rest and reads
// the result. Shared by the tests of data migrations (checklist notes, time zones, teams).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import pg from "pg";

import { baseUrl, isPostgres, TMP_DIR, withDatabase } from "./test-database";

// better-sqlite3 ships without types; these tests need only these three calls.
type SqliteDatabase = {
  exec(sql: string): void;
  prepare(sql: string): { all(): unknown[] };
  close(): void;
};
const Sqlite = createRequire(import.meta.url)("better-sqlite3") as new (
  file: string,
) => SqliteDatabase;

export type Provider = {
  name: "SQLite" | "PostgreSQL";
  /** Where this provider's migrations live. */
  folder: string;
  /** False when the run has no PostgreSQL server (test.runIf skips the case). */
  available: boolean;
  /** SQL for "now" in an updatedAt column, and for a boolean value. */
  now: string;
  bool(value: boolean): string;
};

export const SQLITE: Provider = {
  name: "SQLite",
  folder: "prisma/migrations",
  available: true,
  now: "0",
  bool: (value) => (value ? "1" : "0"),
};

export const POSTGRES: Provider = {
  name: "PostgreSQL",
  folder: "prisma/postgres/migrations",
  available: isPostgres(baseUrl()),
  now: "now()",
  bool: (value) => String(value),
};

export const PROVIDERS = [SQLITE, POSTGRES];

/** One migration's SQL. */
export function migrationSql(folder: string, name: string): string {
  return fs.readFileSync(path.join(folder, name, "migration.sql"), "utf8");
}

/** The folder's migrations in order, those before `before` (exclusive) when given. */
export function migrationNames(folder: string, before?: string): string[] {
  return fs
    .readdirSync(folder)
    .filter((name) => /^\d{14}_/.test(name) && (before === undefined || name < before))
    .sort();
}

/** The folder's migrations from `from` up to and including `to`. */
export function migrationsBetween(folder: string, from: string, to: string): string[] {
  return migrationNames(folder).filter((name) => name >= from && name <= to);
}

export type ScratchDatabase = {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  /** Applies these migrations of the provider's folder, in order. */
  migrate(names: readonly string[]): Promise<void>;
};

/**
 * A new empty database of this provider with every migration before `before` applied; `run` runs
 * on it, and the database is removed afterwards whatever the outcome.
 */
export async function withDatabaseBefore(
  provider: Provider,
  before: string,
  label: string,
  run: (db: ScratchDatabase) => Promise<void>,
): Promise<void> {
  const earlier = migrationNames(provider.folder, before);
  if (provider === SQLITE) {
    const file = path.join(TMP_DIR, `${label}-${Date.now()}.db`);
    const db = new Sqlite(file);
    const scratch: ScratchDatabase = {
      exec: async (sql) => db.exec(sql),
      rows: async <T>(sql: string) => db.prepare(sql).all() as T[],
      migrate: async (names) => {
        for (const name of names) db.exec(migrationSql(provider.folder, name));
      },
    };
    try {
      await scratch.migrate(earlier);
      await run(scratch);
    } finally {
      db.close();
      fs.rmSync(file, { force: true });
    }
    return;
  }
  const name = `amm_${label.replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const client = new pg.Client({ connectionString: withDatabase(baseUrl(), name) });
  await client.connect();
  const scratch: ScratchDatabase = {
    exec: async (sql) => {
      await client.query(sql);
    },
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    migrate: async (names) => {
      for (const migration of names) await client.query(migrationSql(provider.folder, migration));
    },
  };
  try {
    await scratch.migrate(earlier);
    await run(scratch);
  } finally {
    await client.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
