// `npm run db:backup -- FILE`: a consistent copy of the SQLite database while the app serves and
// writes (SQLite's online backup), never over an existing file. On PostgreSQL: the pg_dump line.
import fs from "node:fs";
import path from "node:path";

import {
  checkDatabase,
  databaseUrl,
  explainPostgres,
  fail,
  fileSize,
  formatBytes,
  isPostgres,
  openSqlite,
  sqlitePath,
  summary,
} from "./db-common.mjs";

const file = process.argv[2];
if (isPostgres(databaseUrl())) explainPostgres("backup", file);
if (!file) fail("Usage: npm run db:backup -- FILE   (FILE must not exist yet)");

const target = path.resolve(file);
const source = sqlitePath(databaseUrl());
if (fs.existsSync(target))
  fail(`${target} exists already: choose a new file name (nothing was written).`);
if (!fs.existsSync(source)) fail(`There is no database at ${source} (DATABASE_URL).`);

// Written next to the target, then linked into place: a failed backup leaves no partial file, and
// link() refuses to replace a file that appeared meanwhile.
const partial = `${target}.partial-${process.pid}`;
const db = openSqlite(source, { timeout: 5000 });
try {
  await db.backup(partial);
} catch (error) {
  fs.rmSync(partial, { force: true });
  fail(`The backup failed: ${error instanceof Error ? error.message : error}`);
} finally {
  db.close();
}
const check = checkDatabase(partial);
if (check !== "ok") {
  fs.rmSync(partial, { force: true });
  fail(`The copy is not sound (${check}); nothing was kept.`);
}
// One standalone file (rollback journal), which opening it later leaves no -wal or -shm beside.
const copy = openSqlite(partial);
copy.pragma("journal_mode = DELETE");
copy.close();
try {
  fs.linkSync(partial, target);
} catch (error) {
  // fail() exits at once: a finally block would not run.
  fs.rmSync(partial, { force: true });
  fail(`Could not write ${target}: ${error instanceof Error ? error.message : error}`);
}
fs.rmSync(partial, { force: true });
console.info(
  `Backed up ${source} to ${target}: ${formatBytes(fileSize(target))}, ${summary(target)}; integrity check ok.`,
);
