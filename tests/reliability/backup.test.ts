// `npm run db:backup` while 20 clients write through two workers: the copy passes PRAGMA
// integrity_check, holds every write acknowledged before the backup started, restores into a fresh
// file with `npm run db:restore`, and a server started on it serves the clients' apps. The
// commands refuse to overwrite a file, a corrupt backup, and a database a server has open.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

import { databaseProvider } from "~/services/db.server";

import { openSqlite, type RunningServer, startServer } from "./server";
import { createClients, emptyLog, runWriters } from "./writers";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "amm-backup-"));
const servers: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs scripts/db-<name>.mjs against a database; resolves with its exit code and output. */
async function dbScript(name: "backup" | "restore", file: string, databaseUrl: string) {
  try {
    const { stdout } = await run(process.execPath, [`scripts/db-${name}.mjs`, file], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

function rows(file: string, sql: string): { id: string }[] {
  const sqlite = openSqlite(`file:${file}`) as unknown as {
    prepare: (sql: string) => { all: () => { id: string }[] };
    close: () => void;
  };
  try {
    return sqlite.prepare(sql).all();
  } finally {
    sqlite.close();
  }
}

describe.skipIf(databaseProvider() !== "sqlite")("backups", () => {
  it("a backup taken under load restores, is intact, and holds every earlier write", async () => {
    const live = process.env.DATABASE_URL ?? "";
    const server = await startServer();
    servers.push(server);
    const clients = await createClients(20, 5);
    const log = emptyLog();
    let stop = false;
    const writing = runWriters(
      () => server.url,
      clients,
      () => stop,
      {},
      log,
    );
    while (log.created < 40) await new Promise((resolve) => setTimeout(resolve, 50));

    // What was acknowledged before the backup began must be in it.
    const before = [...log.acknowledged.keys()];
    const completedBefore = [...log.completedModules];
    // Every acknowledged write counts (creates are a third of them): the backup runs for a few
    // hundred milliseconds, during which the 20 clients go on writing. On a loaded machine one
    // backup can finish between two acknowledgements: then another is taken (at most five), so
    // the one checked below certainly ran while writes went on.
    const writes = () => log.created + log.renamed + log.moduleSaves;
    let file = "";
    let backup = { code: null as number | null, output: "" };
    let writesDuring = 0;
    for (let attempt = 0; attempt < 5 && writesDuring === 0; attempt++) {
      file = path.join(dir, `under-load-${attempt}.db`);
      const writesBefore = writes();
      backup = await dbScript("backup", file, live);
      writesDuring = writes() - writesBefore;
      expect(backup.code, backup.output).toBe(0);
    }
    stop = true;
    await writing;
    expect(backup.output).toMatch(
      /^Backed up .+ to .+under-load-\d\.db: .+ apps; integrity check ok/,
    );
    expect(log.errors).toEqual([]);
    expect(writesDuring, "writes went on while the backup ran").toBeGreaterThan(0);

    const again = await dbScript("backup", file, live);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/exists already/);

    const fresh = path.join(dir, "restored", "app.db");
    const restored = await dbScript("restore", file, `file:${fresh}`);
    expect(restored.code, restored.output).toBe(0);
    const sqlite = openSqlite(`file:${fresh}`);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    sqlite.close();
    const apps = new Set(rows(fresh, 'SELECT id FROM "App"').map((row) => row.id));
    expect(before.filter((id) => !apps.has(id))).toEqual([]);
    const completed = new Set(
      rows(fresh, `SELECT id FROM "Module" WHERE status = 'completed'`).map((row) => row.id),
    );
    expect(completedBefore.filter((id) => !completed.has(id))).toEqual([]);

    // A server on the restored copy serves the accounts (their sessions too) and their apps.
    const onBackup = await startServer({ databaseUrl: `file:${fresh}` });
    servers.push(onBackup);
    for (const client of clients.slice(0, 5)) {
      const list = await fetch(`${onBackup.url}/api/apps`, { headers: { Cookie: client.cookie } });
      expect(list.status).toBe(200);
      const listed = new Set(((await list.json()) as { id: string }[]).map((app) => app.id));
      const theirs = before.filter((id) =>
        log.acknowledged.get(id)?.startsWith(`${client.label}-`),
      );
      for (const id of theirs) expect(listed).toContain(id);
    }

    // While that server has the file open, a restore onto it is refused and changes nothing.
    const busy = await dbScript("restore", file, `file:${fresh}`);
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/in use.+Stop the server/);
    expect(fs.readdirSync(path.dirname(fresh)).filter((f) => f.includes("replaced"))).toEqual([]);
  });

  it("a restore refuses a file that is not a sound database, and keeps the one it replaces", async () => {
    const target = path.join(dir, "target", "app.db");
    const good = path.join(dir, "good.db");
    expect((await dbScript("backup", good, process.env.DATABASE_URL ?? "")).code).toBe(0);
    expect((await dbScript("restore", good, `file:${target}`)).code).toBe(0);

    const corrupt = path.join(dir, "corrupt.db");
    const bytes = fs.readFileSync(good);
    bytes.fill(0x5a, 4096, 8192);
    fs.writeFileSync(corrupt, bytes);
    const refused = await dbScript("restore", corrupt, `file:${target}`);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Refused: .+ is not a sound database/);
    expect(fs.readFileSync(target).equals(fs.readFileSync(good))).toBe(true);

    const replaced = await dbScript("restore", good, `file:${target}`);
    expect(replaced.code, replaced.output).toBe(0);
    const kept = fs.readdirSync(path.dirname(target)).filter((f) => /replaced-/.test(f));
    expect(kept).toHaveLength(1);
    expect(replaced.output).toContain(kept[0]);
  });
});

describe("backups on PostgreSQL", () => {
  it("both commands show the pg_dump / pg_restore line for the URL, without its password", async () => {
    const url = "postgresql://planner:s3cret-pass@db.internal:5433/amm";
    const backup = await dbScript("backup", "plans.dump", url);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain(
      "pg_dump --format=custom --file='plans.dump' 'postgresql://planner@db.internal:5433/amm'",
    );
    const restore = await dbScript("restore", "plans.dump", url);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(
      "pg_restore --clean --if-exists --no-owner --single-transaction --dbname='postgresql://planner@db.internal:5433/amm' 'plans.dump'",
    );
    expect(backup.output + restore.output).not.toContain("s3cret-pass");
    expect(restore.output).toMatch(/PGPASSWORD/);
  });
});
