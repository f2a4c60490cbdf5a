// What `npm run bench` (scripts/bench.mjs) and `npm run bench:lcp` (scripts/bench-lcp.mjs) share:
// a work folder under tests/.tmp with its own SQLite database, a production build there (or
// build/ with BENCH_SKIP_BUILD=1), the database set up and seeded by scripts/bench-seed.ts, free
// ports, and waiting for a server's /healthz.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * A work folder `tests/.tmp/<name>-<random>` and the environment of a bench's servers: its own
 * database (DATABASE_URL from the caller's environment when `keepDatabaseUrl`), its own build
 * folder unless BENCH_SKIP_BUILD=1, a fresh session secret.
 */
export function benchWorkspace(name, { keepDatabaseUrl = false } = {}) {
  const id = crypto.randomBytes(4).toString("hex");
  const workDir = path.resolve("tests/.tmp", `${name}-${id}`);
  fs.mkdirSync(workDir, { recursive: true });
  const skipBuild = process.env.BENCH_SKIP_BUILD === "1";
  const buildDir = skipBuild ? "build" : path.relative(process.cwd(), workDir);
  const localDatabase = `file:${path.join(workDir, "bench.db")}`;
  const env = {
    ...process.env,
    DATABASE_URL: keepDatabaseUrl ? (process.env.DATABASE_URL ?? localDatabase) : localDatabase,
    REMIX_BUILD_DIR: buildDir,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
  };
  return { workDir, buildDir, skipBuild, env };
}

/**
 * Builds the app for production (unless BENCH_SKIP_BUILD=1), sets the database up and seeds a
 * signed-in account with `apps` apps: answers what scripts/bench-seed.ts prints (its `cookie`,
 * `appId`, …).
 */
export function buildAndSeed({ env, skipBuild }, apps) {
  if (!skipBuild)
    execFileSync("node_modules/.bin/remix", ["build"], {
      stdio: "pipe",
      env: { ...env, NODE_ENV: "production", VITE_CJS_IGNORE_WARNING: "true" },
    });
  execFileSync("node_modules/.bin/tsx", ["scripts/setup.ts"], {
    stdio: "pipe",
    env: { ...env, NODE_ENV: "test", SETUP_QUIET: "1" },
  });
  return JSON.parse(
    execFileSync("node_modules/.bin/tsx", ["scripts/bench-seed.ts", String(apps)], {
      env: { ...env, NODE_ENV: "test" },
    }).toString(),
  );
}

/** Waits up to a minute (a busy machine loads the build and the database client slowly). */
export async function waitForHealthy(port) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error("the server did not start");
}
