// `npm run bench:lcp`: first paint on a phone. Builds a production server (or reuses build/ with
// BENCH_SKIP_BUILD=1) on a free port with its own seeded SQLite database, then runs Lighthouse
// (its defaults: the mobile preset, simulated slow 4G and a 4× slower CPU) BENCH_LCP_RUNS times
// (default 3) on `/`, `/auth` and the signed-in `/dashboard` in Debian's Chromium, and prints
// LCP, FCP, CLS, total blocking time and the performance score of every run, then the worst LCP and CLS per page
// against the target (LCP ≤ 1.2 s, CLS 0). Prints figures; it is not a pass/fail test.
//
// Environment: BENCH_SKIP_BUILD=1, BENCH_LCP_RUNS (default 3), BENCH_APPS (apps of the signed-in
// account, default 12: a full first page of cards), CHROME_PATH (default /usr/bin/chromium),
// BENCH_LCP_PAGES (comma-separated paths, default "/,/auth,/dashboard"), BENCH_LCP_JSON=<file>
// (also write every run's figures there).
//
// Lighthouse is not in package.json: its `engines` asks for Node 22 while the app supports Node 20
// (scripts/clean-output.test.ts holds every locked package to that). The first run installs the
// pinned LIGHTHOUSE_VERSION from the npm registry into tests/.tmp/lighthouse (npm warns
// EBADENGINE; it runs on Node 20 with Debian's Chromium), and later runs reuse it.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { chromium } from "@playwright/test";

import { benchWorkspace, buildAndSeed, freePort, waitForHealthy } from "./bench-common.mjs";

const LIGHTHOUSE_VERSION = "13.5.0";
const LIGHTHOUSE_DIR = path.resolve("tests/.tmp/lighthouse");
const LIGHTHOUSE_PACKAGE = path.join(LIGHTHOUSE_DIR, "node_modules/lighthouse");

const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 3);
const APPS = Number(process.env.BENCH_APPS ?? 12);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES = (process.env.BENCH_LCP_PAGES ?? "/,/auth,/dashboard").split(",");
const SIGNED_IN = new Set(["/dashboard"]);
const TARGET_LCP_MS = 1200;

const { workDir, buildDir, skipBuild, env } = benchWorkspace("bench-lcp");

let server;
let chrome;
try {
  const { cookie } = buildAndSeed({ env, skipBuild }, APPS);
  const port = await freePort();
  server = spawn(process.execPath, ["scripts/server.mjs", `${buildDir}/server/index.js`], {
    env: { ...env, NODE_ENV: "production", PORT: String(port), WEB_CONCURRENCY: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealthy(port);

  // Chromium started by Playwright (the flags its runs use here: no network at start-up, no
  // sandbox as root), with a debugging port for Lighthouse to drive.
  const chromePort = await freePort();
  chrome = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      `--remote-debugging-port=${chromePort}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const origin = `http://localhost:${port}`;
  // Warm the server's code paths once per page, so the first measured run is not a cold JIT.
  for (const page of PAGES)
    await fetch(origin + page, { headers: SIGNED_IN.has(page) ? { cookie } : {} });

  const lighthouse = await loadLighthouse();
  console.log(
    `Lighthouse ${lighthouseVersion()} (mobile preset, simulated slow 4G), ${RUNS} runs per page, ` +
      `Chromium at ${CHROME_PATH}, ${APPS} apps in the signed-in account.`,
  );
  console.log(
    ["page".padEnd(11), "run", "LCP ms".padStart(7), "FCP ms".padStart(7), "CLS".padStart(6)]
      .concat(["TBT ms".padStart(7), "score".padStart(6), "LCP element"])
      .join(" "),
  );
  const all = [];
  for (const page of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await lighthouse(
        origin + page,
        {
          port: chromePort,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders: SIGNED_IN.has(page) ? { Cookie: cookie } : undefined,
        },
        undefined,
      );
      const lhr = result.lhr;
      if (process.env.LCP_DEBUG)
        fs.writeFileSync(
          `/tmp/lcpdb/lhr-${page.replace(/\//g, "_")}-${run}.json`,
          JSON.stringify(lhr),
        );
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
      const finalUrl = new URL(lhr.finalDisplayedUrl);
      if (finalUrl.pathname !== page) throw new Error(`${page} ended at ${finalUrl.pathname}`);
      const figures = {
        page,
        run,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        element: lcpElement(lhr),
      };
      runs.push(figures);
      all.push(figures);
      console.log(
        [
          page.padEnd(11),
          String(run).padStart(3),
          figures.lcp.toFixed(0).padStart(7),
          figures.fcp.toFixed(0).padStart(7),
          figures.cls.toFixed(3).padStart(6),
          figures.tbt.toFixed(0).padStart(7),
          String(figures.score).padStart(6),
          figures.element,
        ].join(" "),
      );
    }
    const worstLcp = Math.max(...runs.map((r) => r.lcp));
    const worstCls = Math.max(...runs.map((r) => r.cls));
    const held = worstLcp <= TARGET_LCP_MS && worstCls === 0;
    console.log(
      `${page.padEnd(11)} worst LCP ${worstLcp.toFixed(0)} ms, worst CLS ${worstCls.toFixed(3)}: ` +
        `${held ? "within" : "OUTSIDE"} the target (LCP ≤ ${TARGET_LCP_MS} ms, CLS 0)`,
    );
  }
  if (process.env.BENCH_LCP_JSON)
    fs.writeFileSync(process.env.BENCH_LCP_JSON, JSON.stringify(all, null, 2));
} finally {
  await chrome?.close();
  if (server) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

/** The LCP element as Lighthouse names it: its text's start and its selector. */
function lcpElement(lhr) {
  const find = (value) => {
    if (!value || typeof value !== "object") return undefined;
    if (value.type === "node") return value;
    for (const child of Object.values(value)) {
      const node = find(child);
      if (node) return node;
    }
    return undefined;
  };
  const node = find(
    (lhr.audits["largest-contentful-paint-element"] ?? lhr.audits["lcp-breakdown-insight"])
      ?.details,
  );
  return node ? `${(node.nodeLabel ?? "").slice(0, 40)} (${node.selector ?? ""})` : "";
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(LIGHTHOUSE_PACKAGE, "package.json"), "utf8")).version;
}

/** Lighthouse's programmatic entry, installed into tests/.tmp on first use (see the top). */
async function loadLighthouse() {
  const installed = fs.existsSync(LIGHTHOUSE_PACKAGE) && lighthouseVersion() === LIGHTHOUSE_VERSION;
  if (!installed) {
    fs.mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        LIGHTHOUSE_DIR,
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--no-package-lock",
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: "inherit" },
    );
  }
  const { main } = JSON.parse(
    fs.readFileSync(path.join(LIGHTHOUSE_PACKAGE, "package.json"), "utf8"),
  );
  return (await import(pathToFileURL(path.join(LIGHTHOUSE_PACKAGE, main)).href)).default;
}
