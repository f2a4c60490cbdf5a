// `npm run db:backup` leaves no partial file behind when it cannot put the copy in place (here the
// target name is taken by a dangling symlink, which the "exists already" check does not see).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, expect, it } from "vitest";

import { databaseProvider } from "~/db.server";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "amm-backup-partial-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

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
