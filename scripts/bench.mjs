// `npm run bench`: throughput of the main requests against a production build, each side by side
// with a bare Node `http` server replaying the same bytes in the same run (the ratio is the figure
// that counts on a shared machine), with CPU milliseconds and SQL statements per request, p50/p99
// latency, the server's memory over BENCH_RSS_REQUESTS requests, the dashboard again with
// WEB_CONCURRENCY=2, and first a dashboard revisit answered 304 from its page tag beside the
// rendered 200 (BENCH_REVISITS pairs, default 400), and the import of a year of Play installs by
// country (rows per second, memory growth; the results page then renders that year beside the
// dashboard, its render time beside the dashboard's as a ratio). Prints figures; it is not a
// pass/fail test.
//
// Environment: BENCH_APPS (apps of the signed-in tenant, default 50), BENCH_SECONDS (per row and
// side, default 3), BENCH_WARMUP_SECONDS (load before each row, default 2), BENCH_CONNECTIONS (default 10), BENCH_RSS_REQUESTS (default 10000),
// BENCH_RSS_WARMUP (requests before the RSS measure, default BENCH_RSS_REQUESTS),
// BENCH_SKIP_BUILD=1 (reuse build/ from `npm run build`), BENCH_BASELINE=<git ref> (also build that
// commit and print the views before and after side by side: HTML bytes, gzip, CPU and req/s),
// BENCH_VIEW_ROUNDS (turns per view and side, in alternating order, default 1),
// BENCH_ONLY=results (only the import and the Results page against the dashboard),
// BENCH_ONLY=views (only the views table, before and after; BENCH_VIEWS=dashboard,wizard keeps the
// views whose URL contains one of those words),
// BENCH_RENDERS (alternating renders per page for that comparison, default 200),
// BENCH_BASELINE_NODE_MODULES=<dir> (the baseline runs with that node_modules folder instead of
// this tree's: the same commit with and without a patched dependency, docs/decisions/061).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import autocannon from "autocannon";

import { benchWorkspace, buildAndSeed, freePort, sleep, waitForHealthy } from "./bench-common.mjs";

const APPS = Number(process.env.BENCH_APPS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const RSS_REQUESTS = Number(process.env.BENCH_RSS_REQUESTS ?? 10_000);
const RSS_WARMUP = Number(process.env.BENCH_RSS_WARMUP ?? RSS_REQUESTS);
const VIEW_ROUNDS = Number(process.env.BENCH_VIEW_ROUNDS ?? 1);
const CLOCK_TICKS_PER_S = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

const { workDir, buildDir, skipBuild, env } = benchWorkspace("bench", { keepDatabaseUrl: true });
const countFile = path.join(workDir, "queries");

const servers = new Set();
try {
  const seeded = buildAndSeed({ env, skipBuild }, APPS);
  const cookie = seeded.cookie;
  // A year of Play installs by country imported into the seeded app: rows per second, memory.
  if (process.env.BENCH_ONLY !== "views") importAYear(seeded.appId);
  const rows = [
    [`GET /dashboard (${APPS} apps)`, "/dashboard", true],
    ["GET /billing", "/billing", true],
    [`GET /api/apps (${APPS} apps)`, "/api/apps", true],
    ["GET /api/user", "/api/user", true],
    ["GET / (public)", "/", false],
    ["GET /healthz", "/healthz", false],
  ];

  const app = await startServer(1);
  if (process.env.BENCH_ONLY === "views") {
    await compareViews(app, viewsOf(seeded, APPS), cookie);
    await stopServer(app);
    process.exit(0);
  }
  await compareRender(app, cookie, [
    [`/dashboard (${APPS} apps)`, "/dashboard"],
    ["/apps/:id/results (a year imported)", `/apps/${seeded.appId}/results`],
  ]);
  if (process.env.BENCH_ONLY === "results") {
    await stopServer(app);
    process.exit(0);
  }
  await compareRevisit(app, cookie);
  await compareViews(app, viewsOf(seeded, APPS), cookie);
  const replies = new Map();
  for (const [, url, auth] of rows) replies.set(url, await capture(app.port, url, auth && cookie));
  const bare = await startBareServer(replies);

  console.log(
    `Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per row and side, ${APPS} apps, one server process.`,
  );
  const header = [
    "request".padEnd(26),
    "status",
    "KB".padStart(6),
    "app req/s".padStart(10),
    "bare req/s".padStart(11),
    "ratio".padStart(7),
    "CPU ms/req".padStart(11),
    "queries/req".padStart(12),
    "p50 ms".padStart(7),
    "p99 ms".padStart(7),
  ];
  console.log(header.join(" "));
  let dashboardOne = 0;
  for (const [name, url, auth] of rows) {
    const headers = auth ? { cookie } : {};
    // Warm-up: the JIT needs a few hundred requests (a cold dashboard row measured half the
    // rate of the same page a minute later); the bare server is warmed the same way.
    await load(app.port, url, headers, { duration: WARMUP_SECONDS });
    await load(bare.port, url, headers, { duration: 1 });
    const cpuBefore = cpuTicks(app.pid);
    const queriesBefore = await queryCount(app.pid);
    const result = await load(app.port, url, headers, { duration: SECONDS });
    // Requests still in flight when the load stops are answered (and counted) after it.
    await settleServer(result);
    const cpuMs = ((cpuTicks(app.pid) - cpuBefore) * 1000) / CLOCK_TICKS_PER_S;
    const queries = (await queryCount(app.pid)) - queriesBefore;
    const done = result.requests.sent;
    const reference = await load(bare.port, url, headers, { duration: SECONDS });
    const reply = replies.get(url);
    if (url === "/dashboard") dashboardOne = result.requests.average;
    console.log(
      [
        name.padEnd(26),
        String(reply.status).padStart(6),
        (reply.body.length / 1024).toFixed(1).padStart(6),
        result.requests.average.toFixed(0).padStart(10),
        reference.requests.average.toFixed(0).padStart(11),
        (result.requests.average / reference.requests.average).toFixed(3).padStart(7),
        perRequest(cpuMs, done).padStart(11),
        perRequest(queries, done).padStart(12),
        String(result.latency.p50).padStart(7),
        String(result.latency.p99).padStart(7),
      ].join(" "),
    );
    if (result.non2xx || result.errors)
      console.log(`  ! ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }

  // Memory: the same process over RSS_REQUESTS requests cycling through every row, after as many
  // again to warm up (V8 grows its heap over the first few thousand requests, then stays).
  const cycle = rows.map(([, url, auth]) => ({
    method: "GET",
    path: url,
    headers: auth ? { cookie } : {},
  }));
  const rssStart = rssMb(app.pid);
  if (RSS_WARMUP > 0) await load(app.port, "/", {}, { amount: RSS_WARMUP, requests: cycle });
  const rssBefore = rssMb(app.pid);
  const started = performance.now();
  await load(app.port, "/", {}, { amount: RSS_REQUESTS, requests: cycle });
  const rssAfter = rssMb(app.pid);
  const growth = (from, to) => (((to - from) / from) * 100).toFixed(1);
  console.log(
    `RSS: ${rssStart.toFixed(0)} MB, ${rssBefore.toFixed(0)} MB after ${RSS_WARMUP} warm-up requests ` +
      `(${growth(rssStart, rssBefore)} %), ${rssAfter.toFixed(0)} MB after ${RSS_REQUESTS} more ` +
      `(every row in turn): ${growth(rssBefore, rssAfter)} % (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  // Several processes: the dashboard with WEB_CONCURRENCY=2 and with the one process above, in
  // turns (one, two, one, two), so both sides see the same load from the rest of the machine.
  const two = await startServer(2);
  const headers = { cookie };
  await load(two.port, "/dashboard", headers, { duration: WARMUP_SECONDS });
  const turns = {
    1: { requests: 0, seconds: 0, cpuMs: 0, sent: 0, benchCpuMs: 0 },
    2: { requests: 0, seconds: 0, cpuMs: 0, sent: 0, benchCpuMs: 0 },
  };
  let twoLast;
  for (let round = 0; round < 2; round++) {
    for (const [count, server] of [
      [1, app],
      [2, two],
    ]) {
      const cpuBefore = cpuTicks(server.pid, true);
      const benchBefore = process.cpuUsage();
      const result = await load(server.port, "/dashboard", headers, { duration: SECONDS });
      const bench = process.cpuUsage(benchBefore);
      await settleServer(result);
      const turn = turns[count];
      turn.requests += result.requests.total;
      turn.seconds += result.duration;
      turn.cpuMs += ((cpuTicks(server.pid, true) - cpuBefore) * 1000) / CLOCK_TICKS_PER_S;
      turn.sent += result.requests.sent;
      turn.benchCpuMs += (bench.user + bench.system) / 1000;
      if (count === 2) twoLast = result;
    }
  }
  const reference = await load(bare.port, "/dashboard", headers, { duration: SECONDS });
  const rate = (count) => turns[count].requests / turns[count].seconds;
  // Cores busy during a side's turns: the server's processes, and the load generator (this
  // process). On a 2-core machine the two together cannot pass 2.
  const cores = (count, key) => (turns[count][key] / (turns[count].seconds * 1000)).toFixed(2);
  console.log(
    `WEB_CONCURRENCY=2, GET /dashboard: ${rate(2).toFixed(0)} req/s ` +
      `(bare ${reference.requests.average.toFixed(0)}, ratio ` +
      `${(rate(2) / reference.requests.average).toFixed(3)}), ` +
      `${rate(1) > 0 ? (rate(2) / rate(1)).toFixed(2) : "n/a"}x one process ` +
      `(${rate(1).toFixed(0)} req/s in the same turns; earlier row ${dashboardOne.toFixed(0)}), ` +
      `${perRequest(turns[2].cpuMs, turns[2].sent)} CPU ms/req, ` +
      `p50 ${twoLast.latency.p50} ms, p99 ${twoLast.latency.p99} ms`,
  );
  console.log(
    `  cores busy: one process ${cores(1, "cpuMs")} + load generator ${cores(1, "benchCpuMs")}; ` +
      `two processes ${cores(2, "cpuMs")} + load generator ${cores(2, "benchCpuMs")} ` +
      `(of ${os.availableParallelism()} on this machine)`,
  );
  await stopServer(two);
  await stopServer(app);
  bare.server.close();
} finally {
  for (const server of servers) server.child.kill("SIGTERM");
  fs.rmSync(workDir, { recursive: true, force: true });
}

/**
 * A dashboard revisit answered 304 from its page tag beside the same page rendered (200), in one
 * run: the server's own time (Server-Timing total) of alternating single requests, median of
 * each side, and CPU ms per request under load.
 */
async function compareRevisit(app, cookie) {
  const first = await capture(app.port, "/dashboard", cookie);
  const etag = first.headers.etag;
  const check = await capture(app.port, "/dashboard", cookie, { "if-none-match": etag });
  if (check.status !== 304) {
    console.log(`dashboard 304 vs 200: no 304 (status ${check.status}, ETag ${etag})`);
    return;
  }
  const total = (reply) => Number(/total;dur=([\d.]+)/.exec(reply.headers["server-timing"])?.[1]);
  const times = { 200: [], 304: [] };
  const rounds = Number(process.env.BENCH_REVISITS ?? 400);
  for (let i = 0; i < rounds; i++) {
    const full = await capture(app.port, "/dashboard", cookie);
    const revisit = await capture(app.port, "/dashboard", cookie, { "if-none-match": etag });
    // The first quarter warms the JIT up.
    if (i < rounds / 4) continue;
    times[full.status].push(total(full));
    times[revisit.status].push(total(revisit));
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;
  const cpu = async (headers) => {
    await load(app.port, "/dashboard", headers, { duration: 1 });
    const before = cpuTicks(app.pid);
    const result = await load(app.port, "/dashboard", headers, { duration: SECONDS });
    await settleServer(result);
    return perRequest(
      ((cpuTicks(app.pid) - before) * 1000) / CLOCK_TICKS_PER_S,
      result.requests.sent,
    );
  };
  const cpu200 = await cpu({ cookie });
  const cpu304 = await cpu({ cookie, "if-none-match": etag });
  const [t304, t200] = [median(times[304]), median(times[200])];
  console.log(
    `dashboard 304 vs 200: server time ${t304.toFixed(2)} ms vs ${t200.toFixed(2)} ms ` +
      `(${((t304 / t200) * 100).toFixed(0)} %), median of ${times[304].length} alternating ` +
      `revisits each; CPU ${cpu304} vs ${cpu200} ms/req under load`,
  );
}

/**
 * Render time of pages side by side, the first as the reference: the server's own time
 * (Server-Timing total, else the round trip) of alternating single requests, the median of each
 * and its ratio to the first page's.
 */
async function compareRender(app, cookie, pages) {
  const rounds = Number(process.env.BENCH_RENDERS ?? 200);
  const times = pages.map(() => []);
  const total = (reply, wall) =>
    Number(/total;dur=([\d.]+)/.exec(reply.headers["server-timing"] ?? "")?.[1] ?? wall);
  for (let i = 0; i < rounds; i++) {
    for (const [index, [, url]] of pages.entries()) {
      const started = performance.now();
      const reply = await capture(app.port, url, cookie);
      const wall = performance.now() - started;
      if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
      // The first quarter warms the JIT up.
      if (i >= rounds / 4) times[index].push(total(reply, wall));
    }
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;
  const reference = median(times[0]);
  console.log(`Render time, median of ${times[0].length} alternating requests per page:`);
  for (const [index, [name]] of pages.entries()) {
    const ms = median(times[index]);
    console.log(
      `  ${name.padEnd(36)} ${ms.toFixed(2).padStart(8)} ms  ratio ${(ms / reference).toFixed(2)}`,
    );
  }
}

/** Waits until the requests in flight when a load stopped are answered (about their p99). */
function settleServer(result) {
  return sleep(Math.min(5_000, (result.latency.p99 || 0) + 250));
}

/** A per-request figure, or "n/a" when no request was sent within the row's time. */
function perRequest(total, requests) {
  return requests > 0 ? (total / requests).toFixed(2) : "n/a";
}

async function startServer(concurrency, cwd = process.cwd()) {
  const port = await freePort();
  const serverBuild =
    cwd === process.cwd() ? `${buildDir}/server/index.js` : "build/server/index.js";
  const child = spawn(process.execPath, ["scripts/server.mjs", serverBuild], {
    cwd,
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      WEB_CONCURRENCY: String(concurrency),
      // Counts SQL statements (app/services/db.server.ts); off outside the bench.
      PRISMA_QUERY_COUNT_FILE: countFile,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server = { child, pid: child.pid, port };
  servers.add(server);
  await waitForHealthy(port);
  return server;
}

async function stopServer(server) {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
  servers.delete(server);
}

/** The exact bytes the app answers (no Accept-Encoding, as autocannon sends none). */
function capture(port, url, cookie, extra = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: url, headers: { ...(cookie ? { cookie } : {}), ...extra } },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            type: res.headers["content-type"] ?? "text/plain",
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
  });
}

async function startBareServer(replies) {
  const server = http.createServer((req, res) => {
    const reply = replies.get(req.url);
    res.writeHead(reply.status, {
      "Content-Type": reply.type,
      "Content-Length": reply.body.length,
    });
    res.end(reply.body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: server.address().port };
}

function load(port, url, headers, options) {
  return autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    connections: CONNECTIONS,
    headers,
    ...options,
  });
}

function childPids(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** utime + stime of the process (and its worker processes), in clock ticks. */
function cpuTicks(pid, withChildren = false) {
  const pids = withChildren ? [pid, ...childPids(pid)] : [pid];
  let ticks = 0;
  for (const p of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* exited */
    }
  }
  return ticks;
}

async function queryCount(pid) {
  const file = `${countFile}.${pid}`;
  fs.rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 1000 && !fs.existsSync(file); i++) await sleep(20);
  return Number(fs.readFileSync(file, "utf8"));
}

/** Imports a year of Play installs by country into the app and prints rows/s and memory. */
function importAYear(appId) {
  const imported = JSON.parse(
    execFileSync(
      process.execPath,
      ["--expose-gc", "--import", "tsx", "scripts/bench-import.ts", appId],
      { env: { ...env, NODE_ENV: "test" } },
    ).toString(),
  );
  console.log(
    `Import of a year of Play installs by country: ${imported.lines} lines (${imported.fileMB} MB, UTF-16LE) ` +
      `in ${imported.seconds} s, ${imported.rowsPerSecond} rows/s; memory ${imported.rssBeforeMB} MB before, ` +
      `${imported.rssPeakMB} MB at the peak: growth ${imported.memoryGrowthMB} MB (target under 200 MB).`,
  );
}

/** The pages of the views table, kept to BENCH_VIEWS's words when it is set. */
function viewsOf(seeded, apps) {
  const views = [
    [`/dashboard (12 of ${apps} cards)`, "/dashboard"],
    ["/simple-wizard/:id", `/simple-wizard/${seeded.appId}`],
    ["/apps/:id/checklist", `/apps/${seeded.appId}/checklist`],
    ["/wizard/:id", `/wizard/${seeded.appId}`],
    ["/apps/:id/results (a year imported)", `/apps/${seeded.appId}/results`],
  ];
  const words = (process.env.BENCH_VIEWS ?? "").split(",").filter(Boolean);
  return words.length ? views.filter(([, url]) => words.some((w) => url.includes(w))) : views;
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The commit BENCH_BASELINE names, built in its own folder (its own code, our node_modules). */
function buildBaseline(ref) {
  const dir = path.join(workDir, "baseline");
  fs.mkdirSync(dir, { recursive: true });
  execFileSync("sh", [
    "-c",
    `git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`,
  ]);
  const modules = process.env.BENCH_BASELINE_NODE_MODULES ?? "node_modules";
  fs.symlinkSync(path.resolve(modules), path.join(dir, "node_modules"));
  execFileSync("node_modules/.bin/remix", ["build"], {
    cwd: dir,
    stdio: "pipe",
    env: { ...env, NODE_ENV: "production", REMIX_BUILD_DIR: "build" },
  });
  return dir;
}

/**
 * HTML bytes per view beside CPU per view and throughput: this tree, and with BENCH_BASELINE the
 * named commit's build on the same database, in alternating turns. Lite is this tree with
 * Save-Data: on.
 */
async function compareViews(current, views, cookie) {
  const sides = [
    ["after", current, {}],
    ["after, Lite", current, { "save-data": "on" }],
  ];
  let baseline;
  if (process.env.BENCH_BASELINE) {
    baseline = await startServer(1, buildBaseline(process.env.BENCH_BASELINE));
    sides.unshift([`before (${process.env.BENCH_BASELINE})`, baseline, {}]);
  }
  console.log(
    `Views: HTML per view, one server process, ${VIEW_ROUNDS} x ${SECONDS} s per row and side.`,
  );
  console.log(
    [
      "view".padEnd(30),
      "side".padEnd(22),
      "HTML KB".padStart(8),
      "gzip KB".padStart(8),
      "req/s".padStart(7),
      "CPU ms/req".padStart(11),
    ].join(" "),
  );
  for (const [name, url] of views) {
    const totals = sides.map(() => ({ requests: 0, seconds: 0, cpuMs: 0, sent: 0 }));
    for (let round = 0; round < VIEW_ROUNDS; round++) {
      // Every other round in the opposite order, so neither side always runs first.
      const order = sides.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const [, server, extra] = sides[i];
        const headers = { cookie, ...extra };
        if (round === 0) await load(server.port, url, headers, { duration: WARMUP_SECONDS });
        const cpuBefore = cpuTicks(server.pid);
        const result = await load(server.port, url, headers, { duration: SECONDS });
        await settleServer(result);
        totals[i].cpuMs += ((cpuTicks(server.pid) - cpuBefore) * 1000) / CLOCK_TICKS_PER_S;
        totals[i].requests += result.requests.total;
        totals[i].seconds += result.duration;
        totals[i].sent += result.requests.sent;
      }
    }
    for (const [i, [side, server, extra]] of sides.entries()) {
      const reply = await capture(server.port, url, cookie, extra);
      const total = totals[i];
      console.log(
        [
          name.padEnd(30),
          side.padEnd(22),
          (reply.body.length / 1024).toFixed(1).padStart(8),
          (zlib.gzipSync(reply.body, { level: 9 }).length / 1024).toFixed(1).padStart(8),
          (total.requests / total.seconds).toFixed(1).padStart(7),
          perRequest(total.cpuMs, total.sent).padStart(11),
        ].join(" "),
      );
    }
  }
  if (baseline) await stopServer(baseline);
}
