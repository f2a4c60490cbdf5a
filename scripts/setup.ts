// First-run set-up, idempotent: migrations, SQLite WAL, demo seed when empty, admin account.
// Run by `npm start`, `npm run dev` and the test harness.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_DATABASE_URL, isPostgresUrl } from "../prisma/adapters";
import { ensureAdmin, seedIfEmpty, DEMO_EMAIL, DEMO_PASSWORD } from "../prisma/seed";

export const DEV_ADMIN_EMAIL = "admin@appmarketingmachine.app";
export const DEV_ADMIN_PASSWORD = "AdminLaunch2025!";

async function main() {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  process.env.DATABASE_URL = url;
  const postgres = isPostgresUrl(url);
  if (!postgres) {
    const file = url.replace(/^file:/, "");
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }

  const config = postgres ? "prisma/postgres/prisma.config.ts" : "prisma.config.ts";
  execFileSync("node_modules/.bin/prisma", ["migrate", "deploy", "--config", config], {
    stdio: process.env.SETUP_QUIET ? "ignore" : "inherit",
  });

  const { db } = await import("../app/db.server");
  // WAL lets readers work while one writer writes; the mode is stored in the file.
  if (!postgres) await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");

  if (process.env.SEED !== "false" && (await seedIfEmpty(db))) {
    console.info(`Seeded demo data. Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  }

  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    await ensureAdmin(db, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD);
  } else if (process.env.NODE_ENV !== "production") {
    if (await ensureAdmin(db, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)) {
      console.info(`Created the development admin: ${DEV_ADMIN_EMAIL} / ${DEV_ADMIN_PASSWORD}`);
    }
  }
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
