// First-run set-up, idempotent: migrations, SQLite WAL, demo seed when empty, admin account.
// Run by `npm start`, `npm run dev` and the test harness.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { DEMO_EMAIL, DEMO_PASSWORD } from "../app/lib/demo";
import { databaseUrl, isPostgresUrl } from "../app/services/database-config.mjs";
import { ensureAdmin, seedIfEmpty } from "../prisma/seed";

export const DEV_ADMIN_EMAIL = "admin@appmarketingmachine.app";
export const DEV_ADMIN_PASSWORD = "AdminLaunch2025!";

/**
 * Applies pending migrations. Prisma's own report stays quiet on success: Prisma 6 requires a
 * `url` in the schema's datasource and then warns on every migrate that the driver adapter
 * replaces it (docs/decisions/020-api-fields-pdf-fonts-install.md). Failures print everything.
 */
function migrateDeploy(config: string) {
  try {
    const report = execFileSync(
      "node_modules/.bin/prisma",
      ["migrate", "deploy", "--config", config],
      { encoding: "utf8", stdio: "pipe" },
    );
    const applied = report.match(/^\s*└─ (\S+)\/$/gm)?.length ?? 0;
    if (!process.env.SETUP_QUIET) {
      console.info(
        applied ? `Applied ${applied} database migration(s).` : "Database schema is up to date.",
      );
    }
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    process.stdout.write(failed.stdout ?? "");
    process.stderr.write(failed.stderr ?? "");
    throw error;
  }
}

async function main() {
  const url = databaseUrl();
  process.env.DATABASE_URL = url;
  const postgres = isPostgresUrl(url);
  if (!postgres) {
    const file = url.replace(/^file:/, "");
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }

  const config = postgres ? "prisma/postgres/prisma.config.ts" : "prisma.config.ts";
  migrateDeploy(config);

  const { db } = await import("../app/services/db.server");
  // WAL lets readers work while one writer writes; the mode is stored in the file.
  if (!postgres) await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");

  // Checklist tasks planned before each kept its clock's zone move to the maker's morning (a data
  // migration SQL cannot do: it needs each maker's zone). Idempotent.
  const { moveTasksToMorning } = await import("../app/models/task-clock.server");
  const moved = await moveTasksToMorning(db);
  if (moved && !process.env.SETUP_QUIET)
    console.info(`Moved ${moved} checklist task(s) to the maker's morning.`);

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
