import { defineConfig, devices } from "@playwright/test";

import { E2E_SESSION_SECRET } from "./tests/e2e/constants";

// scripts/e2e.mjs builds the app into its own folder, prepares a database and a free port,
// then runs Playwright; this config reads what it prepared.
const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.REMIX_BUILD_DIR ?? "build";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

// The second database leg of CI (DATABASE_LEG=1) runs, with JavaScript on, the journeys where the
// database engine itself can change what a maker sees: sign-up and sign-in (unique and
// case-insensitive email), the first hour (an app, its answers and its plan written together),
// dates and time zones (calendar, preferences, overdue tasks, the launch date), ordering and paging,
// JSON drafts, the demo sandbox's copy, and sessions ending. Every model and route those journeys
// reach, and every race, also runs on PostgreSQL in the integration and reliability tests; the
// other journeys, the JavaScript-off project and the checks of markup alone ran on SQLite already
// (docs/decisions/063-ci-time.md).
const databaseLeg = Boolean(process.env.DATABASE_LEG);
const DATABASE_JOURNEYS = [
  "auth.spec.ts",
  "first-hour.spec.ts",
  "calendar.spec.ts",
  "checklist.spec.ts",
  "preferences-time-zone.spec.ts",
  "overdue-tasks.spec.ts",
  "dashboard-paging.spec.ts",
  "listing-drafts.spec.ts",
  "demo-sandbox.spec.ts",
  "session-ended.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: databaseLeg ? DATABASE_JOURNEYS.map((file) => `**/${file}`) : undefined,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    actionTimeout: 10_000,
    // The offline worker (public/sw.js) is tried by tests/e2e/offline.spec.ts, which allows it;
    // elsewhere each journey's requests go straight to the server, as they are counted and routed.
    serviceWorkers: "block",
  },
  projects: [
    { name: "js-on", use: { ...chromium, javaScriptEnabled: true } },
    ...(databaseLeg ? [] : [{ name: "js-off", use: { ...chromium, javaScriptEnabled: false } }]),
  ],
  webServer: {
    command: `node scripts/server.mjs ${buildDir}/server/index.js`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      SESSION_SECRET: E2E_SESSION_SECRET,
      RATE_LIMIT_MULTIPLIER: "1000",
      // Email goes to .eml files the journeys read (tests/e2e/mail-files.ts).
      MAIL_DIR: `${buildDir}/mail`,
      // One process keeps the journeys' timing steady; WEB_CONCURRENCY=2 runs them on two.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
    },
  },
});
