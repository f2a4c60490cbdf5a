// `npm run db:backup -- FILE`: a consistent copy of the SQLite database while the app serves and
// writes (SQLite's online backup), never over an existing file, readable by its owner only (0600:
// it holds every account's data). On PostgreSQL: the pg_dump line.
import fs from "node:fs";
import path from "node:path";

import {
  checkDatabase,
  createPrivateFile,
  databaseUrl,
  explainPostgres,
  fail,
  fileSize,
  formatBytes,
  isPostgres,
  openSqlite,
  privateFolderBeside,
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

// Written in a private folder next to the target, into a file made 0600 beforehand (SQLite's
// backup would create it with the umask's mode), then linked into place: a failed backup leaves no
// partial file, nothing planted beside the target is written through, and link() refuses to
// replace a file that appeared meanwhile. fail() exits at once, so each path cleans up first.
let work = "";
try {
  work = privateFolderBeside(target);
} catch (error) {
  fail(`Could not write ${target}: ${error instanceof Error ? error.message : error}`);
}
const cleanUp = () => fs.rmSync(work, { recursive: true, force: true });
const partial = path.join(work, path.basename(target));
createPrivateFile(partial);
const db = openSqlite(source, { timeout: 5000 });
try {
  await db.backup(partial);
} catch (error) {
  db.close();
  cleanUp();
  fail(`The backup failed: ${error instanceof Error ? error.message : error}`);
}
db.close();
const check = checkDatabase(partial);
if (check !== "ok") {
  cleanUp();
  fail(`The copy is not sound (${check}); nothing was kept.`);
}
// One standalone file (rollback journal), which opening it later leaves no -wal or -shm beside.
const copy = openSqlite(partial);
copy.pragma("journal_mode = DELETE");
copy.close();
try {
  fs.linkSync(partial, target);
} catch (error) {
  cleanUp();
  fail(`Could not write ${target}: ${error instanceof Error ? error.message : error}`);
}
cleanUp();
console.info(
  `Backed up ${source} to ${target}: ${formatBytes(fileSize(target))}, ${summary(target)}; integrity check ok.`,
);
