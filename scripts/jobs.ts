// `npm run jobs`: the work outside the request, on its own (a worker process beside web-only
// servers started with JOBS=off, for several servers on one PostgreSQL database).
//   npm run jobs                          the loop with the real clock, until SIGTERM or Ctrl-C
//   npm run jobs -- --once                everything due now, then a one-line summary and exit
//   npm run jobs -- --once --now=<ISO>    everything due as of that time (tests, backfills)
import { describeSummary, runJobsOnce, startJobLoop } from "../app/utils/jobs.server";

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run jobs [-- --once [--now=2026-12-01T09:00:00Z]]`);
  process.exit(2);
}

const args = process.argv.slice(2);
let once = false;
let now: Date | undefined;
for (const arg of args) {
  if (arg === "--once") once = true;
  else if (arg.startsWith("--now=")) {
    now = new Date(arg.slice("--now=".length));
    if (Number.isNaN(now.getTime())) usage(`Not a time: ${arg.slice("--now=".length)}`);
  } else usage(`Unknown option: ${arg}`);
}
if (now && !once) usage("--now needs --once (the loop runs on the real clock).");

const { db } = await import("../app/services/db.server");
if (once) {
  const summary = await runJobsOnce(now ?? new Date());
  console.info(`[jobs] as of ${(now ?? new Date()).toISOString()}: ${describeSummary(summary)}`);
  await db.$disconnect();
} else {
  const stop = startJobLoop();
  console.info(`[jobs] running (pid ${process.pid}); Ctrl-C to stop`);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      void stop().then(async () => {
        await db.$disconnect();
        process.exit(0);
      });
    });
  }
  // Keep the process alive: the loop's timers are unref'd for the servers' sake.
  setInterval(() => {}, 1 << 30);
}
