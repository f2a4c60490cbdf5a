// The production server for the reliability suites: built once, started on a free port against a
// given database, stopped (or killed) by the test. How the server is started is decided in
// serverCommand() alone: our Express entry (scripts/server.mjs), as `npm start` runs it.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

export const BUILD_DIR = "tests/.tmp/reliability-build";
const SERVER_BUILD = `${BUILD_DIR}/server/index.js`;

/** The command that serves the production build: the Express entry, given the build's server
 * file (it finds the browser assets through the build's own assetsBuildDirectory). */
function serverCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: ["scripts/server.mjs", SERVER_BUILD] };
}

/** The run sizes: RELIABILITY=full (the deep run) or the default of `npm test` and CI. */
export const FULL = process.env.RELIABILITY === "full";

function newestSource(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(file) : fs.statSync(file).mtimeMs);
  }, 0);
}

/** A production build in BUILD_DIR, rebuilt when the sources are newer than it (or in CI). */
export function buildServer() {
  const fresh =
    !process.env.CI &&
    fs.existsSync(SERVER_BUILD) &&
    fs.statSync(SERVER_BUILD).mtimeMs >
      Math.max(newestSource("app"), fs.statSync("remix.config.js").mtimeMs);
  if (fresh) return;
  execFileSync("node_modules/.bin/remix", ["build"], {
    stdio: "pipe",
    env: { ...process.env, NODE_ENV: "production", REMIX_BUILD_DIR: BUILD_DIR },
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the server wrote to stderr so far (errors it logged). */
  stderr: () => string;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL (a crash: no clean-up at all) and wait for the exit. */
  kill: () => Promise<void>;
};

type SqliteFile = {
  pragma: (sql: string, options?: { simple?: boolean }) => unknown;
  close: () => void;
};
const require = createRequire(import.meta.url);
/** The SQLite file itself (better-sqlite3, which the Prisma adapter uses too; it ships no types). */
export function openSqlite(databaseUrl: string): SqliteFile {
  const Database = require("better-sqlite3") as new (file: string) => SqliteFile;
  return new Database(databaseUrl.replace(/^file:/, ""));
}

/** What `npm start` does to a SQLite database before serving it: WAL journal mode. */
export function prepareDatabase(databaseUrl: string) {
  if (!databaseUrl.startsWith("file:")) return;
  const sqlite = openSqlite(databaseUrl);
  sqlite.pragma("journal_mode = WAL");
  sqlite.close();
}

/** Starts the production server on the given database; resolves once /healthz answers 200. */
export async function startServer(
  options: { databaseUrl?: string; port?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? "";
  prepareDatabase(databaseUrl);
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    // Its own process group: a crash (SIGKILL) takes the cluster primary and its workers at once.
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      TRUST_PROXY: "0",
      REMIX_BUILD_DIR: BUILD_DIR,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: process.env.SESSION_SECRET ?? "",
      RATE_LIMIT_MULTIPLIER: "1000",
      // Two worker processes, as production runs on this two-core machine: sessions and rate
      // limits must hold across processes.
      WEB_CONCURRENCY: "2",
      ...options.env,
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running) throw new Error(`The server exited before it was ready:\n${stderr}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /healthz within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // SIGTERM goes to the primary (it stops its workers gracefully); SIGKILL to the whole group.
  const end = async (signal: NodeJS.Signals) => {
    if (running) {
      if (signal === "SIGKILL" && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
    }
    await exited;
  };
  return {
    url,
    port,
    child,
    stderr: () => stderr,
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
  };
}
