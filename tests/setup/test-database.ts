// Per-test-file databases copied from one migrated template (epic-stack's pattern):
// SQLite copies a file, PostgreSQL creates a database from a template database.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import pg from "pg";

export const TMP_DIR = path.resolve("tests/.tmp");
// One template per test run, so that runs in parallel (several terminals) never share one.
const RUN_ID = (process.env.AMM_TEST_RUN_ID ??= crypto.randomBytes(4).toString("hex"));
export const SQLITE_TEMPLATE = path.join(TMP_DIR, `template-${RUN_ID}.db`);
export const PG_TEMPLATE = `amm_test_template_${RUN_ID}`;

export function baseUrl(): string {
  return process.env.TEST_BASE_DATABASE_URL ?? process.env.DATABASE_URL ?? "";
}

export function isPostgres(url: string) {
  return url.startsWith("postgres://") || url.startsWith("postgresql://");
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropTemplate(): Promise<void> {
  const url = baseUrl();
  // Tests write scratch SQLite files here on either database (migration checks).
  fs.mkdirSync(TMP_DIR, { recursive: true });
  if (isPostgres(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await client.end();
    return;
  }
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(SQLITE_TEMPLATE + suffix, { force: true });
}

export async function createTemplate(): Promise<void> {
  const url = baseUrl();
  // Tests write scratch SQLite files here on either database (migration checks).
  fs.mkdirSync(TMP_DIR, { recursive: true });
  if (isPostgres(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await client.end();
    migrate(withDatabase(url, PG_TEMPLATE), "prisma/postgres/prisma.config.ts");
    return;
  }
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(SQLITE_TEMPLATE + suffix, { force: true });
  migrate(`file:${SQLITE_TEMPLATE}`, "prisma.config.ts");
}

function migrate(url: string, config: string) {
  execFileSync("node_modules/.bin/prisma", ["migrate", "deploy", "--config", config], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "pipe",
  });
}

/** A fresh database for one test file; returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const url = baseUrl();
  const id = crypto.randomBytes(6).toString("hex");
  if (isPostgres(url)) {
    const name = `amm_test_${id}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
    await client.end();
    return withDatabase(url, name);
  }
  const file = path.join(TMP_DIR, `test-${id}.db`);
  fs.copyFileSync(SQLITE_TEMPLATE, file);
  return `file:${file}`;
}

export async function dropTestDatabase(url: string): Promise<void> {
  if (isPostgres(url)) {
    const name = new URL(url).pathname.slice(1);
    const client = new pg.Client({ connectionString: baseUrl() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
    return;
  }
  const file = url.replace(/^file:/, "");
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
}
