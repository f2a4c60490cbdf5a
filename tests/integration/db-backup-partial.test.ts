// `npm run db:backup` leaves no partial file behind when it cannot put the copy in place (here the
// target name is taken by a dangling symlink, which the "exists already" check does not see), and
// both commands keep the data private: the backup, every temporary file and the restored database
// (with the -wal and -shm a server later adds) are 0600 whatever the umask.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, expect, it } from "vitest";

import { databaseProvider } from "~/services/db.server";

// better-sqlite3 ships without types; this test needs only these three calls.
type SqliteDatabase = {
  pragma(sql: string): unknown;
  exec(sql: string): void;
  close(): void;
};
const Database = createRequire(import.meta.url)("better-sqlite3") as new (
  file: string,
) => SqliteDatabase;

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "amm-backup-partial-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Runs scripts/db-<name>.mjs under umask 000, so only the script itself can make a file private. */
async function dbScript(name: "backup" | "restore", file: string, databaseUrl: string) {
  const script = `umask 000; exec "${process.execPath}" scripts/db-${name}.mjs "$1"`;
  try {
    const { stdout } = await run("sh", ["-c", script, "sh", file], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

it.skipIf(databaseProvider() !== "sqlite")(
  "fails with a message and removes its partial copy when the copy cannot be linked",
  async () => {
    const target = path.join(dir, "backup.db");
    fs.symlinkSync(path.join(dir, "nowhere"), target);
    const failed = await run(process.execPath, ["scripts/db-backup.mjs", target], {
      env: { ...process.env },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/Could not write/);
    expect(fs.readdirSync(dir)).toEqual(["backup.db"]);
  },
);

it.skipIf(databaseProvider() !== "sqlite")(
  "the backup and the restored database are 0600, and no other file is left beside them",
  async () => {
    const folder = fs.mkdtempSync(path.join(dir, "modes-"));
    const backup = path.join(folder, "app-backup.db");
    const made = await dbScript("backup", backup, process.env.DATABASE_URL ?? "");
    expect(made.code, made.output).toBe(0);
    expect(modeOf(backup).toString(8)).toBe("600");
    expect(fs.readdirSync(folder)).toEqual(["app-backup.db"]);

    // Even from a backup someone made world-readable, the live database comes out private.
    fs.chmodSync(backup, 0o644);
    const live = path.join(folder, "data", "app.db");
    const restored = await dbScript("restore", backup, `file:${live}`);
    expect(restored.code, restored.output).toBe(0);
    expect(modeOf(live).toString(8)).toBe("600");
    expect(fs.readdirSync(path.dirname(live))).toEqual(["app.db"]);

    // Restoring over a database keeps the replaced one, private too.
    fs.chmodSync(live, 0o644);
    const again = await dbScript("restore", backup, `file:${live}`);
    expect(again.code, again.output).toBe(0);
    const files = fs.readdirSync(path.dirname(live));
    expect(files).toHaveLength(2);
    for (const file of files) expect(modeOf(path.join(path.dirname(live), file))).toBe(0o600);

    // A server opening it in WAL mode gets its -wal and -shm with the database's mode.
    const oldMask = process.umask(0);
    try {
      const server = new Database(live);
      server.pragma("journal_mode = WAL");
      server.exec('UPDATE "Tenant" SET "companyName" = "companyName"');
      expect(modeOf(`${live}-wal`).toString(8)).toBe("600");
      expect(modeOf(`${live}-shm`).toString(8)).toBe("600");
      server.close();
    } finally {
      process.umask(oldMask);
    }
  },
);
