// `npm run test:e2e`: Playwright against a production build on Debian Chromium, JavaScript on
// and off. Builds into its own folder with its own database and port, so runs never collide.
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import { isPostgresUrl } from "../app/services/database-config.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.info("Chromium is missing: installing Debian's chromium with apt-get (about 30 s)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    console.error(
      "End-to-end tests need Debian's Chromium at /usr/bin/chromium.\n" +
        "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "(or set CHROMIUM_PATH to another Chromium binary).",
    );
    process.exit(1);
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const id = crypto.randomBytes(4).toString("hex");
const workDir = path.resolve("tests/.tmp", `e2e-${id}`);
fs.mkdirSync(workDir, { recursive: true });
const buildDir = path.relative(process.cwd(), workDir);
const port = await freePort();

let databaseUrl = `file:${path.join(workDir, "e2e.db")}`;
let dropDatabase = async () => {};
const base = process.env.DATABASE_URL ?? "";
if (isPostgresUrl(base)) {
  const { default: pg } = await import("pg");
  const name = `amm_e2e_${id}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REMIX_BUILD_DIR: buildDir,
  E2E_PORT: String(port),
};
let status = 1;
try {
  execFileSync("node_modules/.bin/remix", ["build"], {
    stdio: "pipe",
    env: { ...env, NODE_ENV: "production" },
  });
  // The 115 KB first-load budget is checked on the very build the journeys run against.
  const { measure, BUDGET_KB } = await import("./bundle-budget.mjs");
  const sizes = measure(path.join(buildDir, "public/build"));
  const over = sizes.filter((r) => r.kb > BUDGET_KB);
  console.info(
    `Bundle budget: heaviest first load ${sizes[0].kb} KB (${sizes[0].route}), limit ${BUDGET_KB} KB.`,
  );
  if (over.length) {
    throw new Error(
      `Over the ${BUDGET_KB} KB JavaScript budget: ${over.map((r) => `${r.route} ${r.kb} KB`).join(", ")}`,
    );
  }
  execFileSync("node_modules/.bin/tsx", ["scripts/setup.ts"], {
    stdio: "pipe",
    env: {
      ...env,
      NODE_ENV: "test",
      SETUP_QUIET: "1",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "AdminE2e-Pass1",
    },
  });
  const result = spawnSync("node_modules/.bin/playwright", ["test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env,
  });
  status = result.status ?? 1;
} finally {
  await dropDatabase();
  if (!process.env.KEEP_E2E) fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(status);
