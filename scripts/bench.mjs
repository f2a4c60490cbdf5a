// `npm run bench`: latency and memory of the main pages against a production build, with a
// tenant holding BENCH_APPS apps (default 200). Prints figures; it is not a pass/fail test.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const APPS = Number(process.env.BENCH_APPS ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const CONCURRENCY = 4;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const id = crypto.randomBytes(4).toString("hex");
const workDir = path.resolve("tests/.tmp", `bench-${id}`);
fs.mkdirSync(workDir, { recursive: true });
const buildDir = path.relative(process.cwd(), workDir);
const port = await freePort();
const secret = crypto.randomBytes(32).toString("hex");
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? `file:${path.join(workDir, "bench.db")}`,
  REMIX_BUILD_DIR: buildDir,
  SESSION_SECRET: secret,
};

let server;
try {
  execFileSync("node_modules/.bin/remix", ["build"], {
    stdio: "pipe",
    env: { ...env, NODE_ENV: "production" },
  });
  execFileSync("node_modules/.bin/tsx", ["scripts/setup.ts"], {
    stdio: "pipe",
    env: { ...env, NODE_ENV: "test", SETUP_QUIET: "1" },
  });
  const seeded = JSON.parse(
    execFileSync("node_modules/.bin/tsx", ["scripts/bench-seed.ts", String(APPS)], {
      env: { ...env, NODE_ENV: "test" },
    }).toString(),
  );
  server = spawn(process.execPath, ["scripts/server.mjs", `${buildDir}/server/index.js`], {
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      // Memory is read from one process: one worker unless WEB_CONCURRENCY says otherwise.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
    },
    stdio: "ignore",
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const pages = [
    ["landing (anonymous)", "/", false],
    [`dashboard (${APPS} apps)`, "/dashboard", true],
    [`GET /api/apps (${APPS} apps)`, "/api/apps", true],
    ["marketing wizard", `/wizard/${seeded.appId}`, true],
    ["simple wizard", `/simple-wizard/${seeded.appId}`, true],
  ];
  const rssBefore = rssMb(server.pid);
  console.log(
    `Benchmark: ${REQUESTS} sequential requests per page, then ${CONCURRENCY} in parallel; ${APPS} apps.`,
  );
  console.log(
    "page".padEnd(32),
    "status",
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "max ms".padStart(8),
    "req/s (x4)".padStart(11),
    "KB".padStart(7),
  );
  for (const [name, url, auth] of pages) {
    const headers = auth ? { Cookie: seeded.cookie } : {};
    const times = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < 10 + REQUESTS; i++) {
      const start = performance.now();
      const response = await fetch(base + url, { headers, redirect: "manual" });
      bytes = (await response.arrayBuffer()).byteLength;
      status = response.status;
      if (i >= 10) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const pct = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = 0; i < REQUESTS / CONCURRENCY; i++)
          await (await fetch(base + url, { headers })).arrayBuffer();
      }),
    );
    const rps = (REQUESTS / ((performance.now() - started) / 1000)).toFixed(0);
    console.log(
      name.padEnd(32),
      String(status).padStart(6),
      pct(0.5).padStart(8),
      pct(0.95).padStart(8),
      times.at(-1).toFixed(1).padStart(8),
      rps.padStart(11),
      (bytes / 1024).toFixed(0).padStart(7),
    );
  }
  console.log(
    `server memory (RSS): ${rssBefore} MB after start-up, ${rssMb(server.pid)} MB after the run`,
  );
} finally {
  server?.kill("SIGTERM");
  fs.rmSync(workDir, { recursive: true, force: true });
}

function rssMb(pid) {
  // The server is one node process (WEB_CONCURRENCY=1); read its resident set size from /proc.
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return (kb / 1024).toFixed(0);
  } catch {
    return "?";
  }
}
