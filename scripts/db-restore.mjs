// `npm run db:restore -- FILE`: puts a backup back as the SQLite database, with the server
// stopped. The backup must pass PRAGMA integrity_check; the database it replaces is kept, renamed
// with the time. Both are readable by their owner only (0600), whatever the backup's own mode.
// On PostgreSQL: the pg_restore line.
import fs from "node:fs";
import path from "node:path";

import {
  checkDatabase,
  copyToPrivateFile,
  databaseUrl,
  explainPostgres,
  fail,
  isPostgres,
  openSqlite,
  privateFolderBeside,
  sqlitePath,
  summary,
} from "./db-common.mjs";

const file = process.argv[2];
if (isPostgres(databaseUrl())) explainPostgres("restore", file);
if (!file) fail("Usage: npm run db:restore -- FILE   (stop the server first)");

const backup = path.resolve(file);
const target = sqlitePath(databaseUrl());
if (!fs.existsSync(backup)) fail(`There is no file ${backup}.`);

// Checked on a copy in a private folder beside the target, made 0600 (the server's -wal and -shm
// files take the database's mode), which then becomes a standalone file (no -wal) and is renamed
// into place in one step.
fs.mkdirSync(path.dirname(target), { recursive: true });
const work = privateFolderBeside(target);
const incoming = path.join(work, path.basename(target));
const removeIncoming = () => fs.rmSync(work, { recursive: true, force: true });
copyToPrivateFile(backup, incoming);
const check = checkDatabase(incoming);
if (check !== "ok") {
  removeIncoming();
  fail(`Refused: ${backup} is not a sound database (${check}). Nothing was changed.`);
}
const copy = openSqlite(incoming);
copy.pragma("journal_mode = DELETE");
copy.close();

let kept = "";
if (fs.existsSync(target)) {
  // Leaving WAL mode needs the only connection to the file: while a server has it open this
  // fails, which is how we know the server is still running. It also folds the -wal file into
  // the database, so the copy we keep is complete.
  try {
    const current = openSqlite(target, { timeout: 0 });
    try {
      const mode = current.pragma("journal_mode = DELETE", { simple: true });
      if (mode !== "delete") throw new Error(`journal mode stayed ${mode}`);
    } finally {
      current.close();
    }
  } catch (error) {
    removeIncoming();
    fail(
      `Refused: ${target} is in use (${error instanceof Error ? error.message : error}). ` +
        "Stop the server (every worker) and run the restore again. Nothing was changed.",
    );
  }
  kept = `${target}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  fs.renameSync(target, kept);
  // The data it holds is as private as the restored copy's.
  fs.chmodSync(kept, 0o600);
}
// A -wal or -shm left from the old file would be read as part of the restored one.
for (const suffix of ["-wal", "-shm", "-journal"]) {
  if (fs.existsSync(target + suffix)) {
    const aside = (kept || `${target}.stale`) + suffix;
    fs.renameSync(target + suffix, aside);
    fs.chmodSync(aside, 0o600);
  }
}
fs.renameSync(incoming, target);
removeIncoming();
console.info(
  `Restored ${backup} to ${target}: ${summary(target)}; integrity check ok.` +
    (kept ? `\nThe database it replaced is kept as ${kept}.` : "") +
    "\nStart the server with `npm start`.",
);
