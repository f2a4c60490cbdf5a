// Shared by `npm run db:backup` and `npm run db:restore`: which database DATABASE_URL names, and
// what to run instead on PostgreSQL.
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

import { databaseUrl, isPostgresUrl } from "../app/services/database-config.mjs";

export { DEFAULT_DATABASE_URL } from "../app/services/database-config.mjs";
export { databaseUrl, isPostgresUrl as isPostgres };

export function sqlitePath(url) {
  return path.resolve(url.replace(/^file:/, ""));
}

/** The URL without its password, which belongs in PGPASSWORD or ~/.pgpass, not in a shell history. */
export function urlWithoutPassword(url) {
  const parsed = new URL(url);
  const hadPassword = parsed.password !== "";
  parsed.password = "";
  return { url: parsed.toString(), hadPassword };
}

/** On PostgreSQL: the pg_dump / pg_restore command line for the configured URL, and exit 1. */
export function explainPostgres(kind, file) {
  const { url, hadPassword } = urlWithoutPassword(databaseUrl());
  const target = file ?? "backup.dump";
  const command =
    kind === "backup"
      ? `pg_dump --format=custom --file='${target}' '${url}'`
      : `pg_restore --clean --if-exists --no-owner --single-transaction --dbname='${url}' '${target}'`;
  console.info(
    [
      `DATABASE_URL is PostgreSQL: use PostgreSQL's own tools for a ${kind}:`,
      "",
      `  ${command}`,
      "",
      hadPassword
        ? "The password is left out: give it in PGPASSWORD or ~/.pgpass."
        : "Give the password, if any, in PGPASSWORD or ~/.pgpass.",
      kind === "restore" ? "Stop the app first; it reconnects when started again." : "",
    ]
      .filter((line, i, all) => line !== "" || i < all.length - 1)
      .join("\n"),
  );
  process.exit(1);
}

/** Opens a SQLite file; `check` runs PRAGMA integrity_check and our tables' presence. */
export function openSqlite(file, options = {}) {
  return new Database(file, { fileMustExist: true, ...options });
}

/** "ok", or why the file is not a sound copy of this app's database. */
export function checkDatabase(file) {
  let db;
  try {
    db = openSqlite(file);
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") return `PRAGMA integrity_check says: ${integrity}`;
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('Tenant', 'User', 'App')",
      )
      .all();
    if (tables.length !== 3)
      return "it has no Tenant, User and App tables (not this app's database)";
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db?.close();
  }
}

/** Row counts a person can recognise their data by. */
export function summary(file) {
  const db = openSqlite(file, { readonly: true });
  try {
    const count = (table) => db.prepare(`SELECT count(*) AS n FROM "${table}"`).get().n;
    return `${count("Tenant")} companies, ${count("User")} accounts, ${count("App")} apps`;
  } finally {
    db.close();
  }
}

export function formatBytes(bytes) {
  return bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * A folder beside `file` (the same file system, so link() and rename() reach `file`) that only
 * this user can enter: nothing can be planted in it, and its files are never seen half-written.
 */
export function privateFolderBeside(file) {
  const folder = fs.mkdtempSync(path.join(path.dirname(file), `.${path.basename(file)}.`));
  fs.chmodSync(folder, 0o700);
  return folder;
}

/**
 * Opens a new file readable by its owner only: exclusively ('wx': never an existing file, nor
 * through a symlink left at that name) and 0600 whatever the umask. Returns its descriptor.
 */
function openPrivateFile(file) {
  const fd = fs.openSync(file, "wx", 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  return fd;
}

/** An empty private file (see openPrivateFile): SQLite writes into it, and gives its -journal, -wal and -shm files the same mode. */
export function createPrivateFile(file) {
  fs.closeSync(openPrivateFile(file));
}

/**
 * Copies `source` into a new private file. Not fs.copyFileSync: it gives the copy the source's
 * mode, so a world-readable backup would restore as a world-readable database.
 */
export function copyToPrivateFile(source, file) {
  const from = fs.openSync(source, "r");
  try {
    const to = openPrivateFile(file);
    try {
      const buffer = Buffer.alloc(1024 * 1024);
      let read;
      while ((read = fs.readSync(from, buffer, 0, buffer.length, null)) > 0) {
        let written = 0;
        while (written < read) written += fs.writeSync(to, buffer, written, read - written);
      }
      fs.fsyncSync(to);
    } finally {
      fs.closeSync(to);
    }
  } finally {
    fs.closeSync(from);
  }
}

export function fileSize(file) {
  return fs.statSync(file).size;
}
