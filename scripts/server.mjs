// The app server: `node scripts/server.mjs [build/server/index.js]`. Express with
// @remix-run/express (see scripts/server-app.mjs), WEB_CONCURRENCY worker processes with Node's
// cluster module, and a graceful stop on SIGTERM/SIGINT: stop accepting, finish the requests in
// flight, close the database. Sessions and rate limits live in the database, so every worker
// (and every machine) shares them.
import cluster from "node:cluster";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import url from "node:url";

import { broadcastDevReady, installGlobals } from "@remix-run/node";

import { createApp, parseTrustProxy, parseWebConcurrency } from "./server-app.mjs";

const SHUTDOWN_TIMEOUT_MS = 10_000;
const DRAIN_MS = 1_000;
const mode = (process.env.NODE_ENV ??= "production");

let trustProxy;
let workers;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  workers = parseWebConcurrency(process.env.WEB_CONCURRENCY, mode, os.availableParallelism());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

if (cluster.isPrimary && workers > 1) {
  runPrimary(workers);
} else {
  await runWorker();
}

function runPrimary(count) {
  let stopping = false;
  console.info(`[server] starting ${count} worker processes`);
  for (let i = 0; i < count; i++) cluster.fork();
  let serving = false;
  cluster.on("listening", () => (serving = true));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // Before any worker listened, an exit is a start-up failure (say, a bad environment): a new
    // worker would fail alike, so stop rather than fork forever. Later exits get a replacement.
    if (!serving) {
      console.error(`[server] worker ${worker.process.pid} failed to start (${signal ?? code})`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exit(1);
    }
    console.error(
      `[server] worker ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    cluster.fork();
  });
  for (const name of ["SIGTERM", "SIGINT"]) {
    process.on(name, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS + 2_000).unref();
    });
  }
}

async function runWorker() {
  const buildPath = path.resolve(process.argv[2] ?? "build/server/index.js");
  const build = await import(url.pathToFileURL(buildPath).href);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  const hooks = build.entry.module;
  const stopJobs = hooks.startBackgroundJobs ? await hooks.startBackgroundJobs() : () => {};

  const app = createApp({ build, trustProxy, mode });
  const port = Number(process.env.PORT ?? 3000);
  const server = app.listen(port, () => {
    console.info(
      `[server] http://localhost:${port} (pid ${process.pid}, TRUST_PROXY=${trustProxy})`,
    );
    if (mode === "development") void broadcastDevReady(build);
  });

  let stopping = false;
  // While stopping, every answer closes its connection, so keep-alive clients move elsewhere.
  server.on("request", (req, res) => {
    if (stopping) res.setHeader("Connection", "close");
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Stop listening. http.Server#close (and closeIdleConnections) would also drop connections
    // whose request was read but not yet answered (measured: 13 of 16 requests in flight reset);
    // the plain net close keeps every accepted connection until it is answered. Idle keep-alive
    // connections end within keepAliveTimeout (5 s), and answers now say Connection: close.
    const closeListener = () =>
      net.Server.prototype.close.call(server, async () => {
        await stopJobs();
        await hooks.closeDatabase?.();
        process.exit(0);
      });
    // Keep listening a moment longer: connections already waiting to be accepted (in the
    // kernel's backlog, or queued in the cluster primary) would be reset by closing at once.
    setTimeout(closeListener, DRAIN_MS);
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
