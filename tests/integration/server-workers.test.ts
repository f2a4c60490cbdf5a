// scripts/server.mjs with several workers: a worker that cannot start (an invalid environment
// makes the build throw at import) stops the server with exit code 1, instead of being forked
// again and again.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { afterAll, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.resolve("tests/.tmp/server-workers-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("exits 1 when its workers fail at start-up, without forking them forever", async () => {
  const build = path.join(dir, "index.mjs");
  fs.writeFileSync(build, 'throw new Error("Invalid environment: SESSION_SECRET");\n');
  const child = spawn(process.execPath, ["scripts/server.mjs", build], {
    env: { ...process.env, NODE_ENV: "production", WEB_CONCURRENCY: "2", PORT: "0" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const timer = setTimeout(() => child.kill("SIGKILL"), 8_000);
  const code = await exit;
  clearTimeout(timer);
  expect(code, stderr.slice(-2000)).toBe(1);
  expect(stderr).toMatch(/failed to start/);
  // Two workers at most per start, not a loop of replacements.
  expect(stderr.match(/^Error: Invalid environment/gm)?.length ?? 0).toBeLessThanOrEqual(2);
});
