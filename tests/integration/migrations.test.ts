// A test fails when either provider's migrations, or the derived PostgreSQL schema, drift
// from the one schema source (prisma/schema.prisma).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import pg from "pg";
import { describe, expect, it } from "vitest";

import { postgresSchemaFrom } from "../../scripts/prisma-generate.mjs";
import { baseUrl, isPostgres, TMP_DIR, withDatabase } from "../setup/test-database";

function diffExitCode(config: string, migrations: string, schema: string, url: string): number {
  try {
    execFileSync(
      "node_modules/.bin/prisma",
      [
        "migrate",
        "diff",
        "--config",
        config,
        "--from-migrations",
        migrations,
        "--to-schema-datamodel",
        schema,
        "--exit-code",
      ],
      { env: { ...process.env, DATABASE_URL: url }, stdio: "pipe" },
    );
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe("schema and migrations", () => {
  it("keeps prisma/postgres/schema.prisma derived from prisma/schema.prisma", () => {
    const source = fs.readFileSync("prisma/schema.prisma", "utf8");
    expect(fs.readFileSync("prisma/postgres/schema.prisma", "utf8")).toBe(
      postgresSchemaFrom(source),
    );
  });

  it("has SQLite migrations that produce exactly the schema", () => {
    const url = `file:${path.join(TMP_DIR, "drift-check.db")}`;
    expect(diffExitCode("prisma.config.ts", "prisma/migrations", "prisma/schema.prisma", url)).toBe(
      0,
    );
  }, 120_000);

  it.runIf(isPostgres(baseUrl()))(
    "has PostgreSQL migrations that produce exactly the schema",
    async () => {
      // An empty database of its own: the JavaScript engine uses the target as its shadow database.
      const name = `amm_drift_${Date.now()}`;
      const admin = new pg.Client({ connectionString: baseUrl() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const code = diffExitCode(
          "prisma/postgres/prisma.config.ts",
          "prisma/postgres/migrations",
          "prisma/postgres/schema.prisma",
          withDatabase(baseUrl(), name),
        );
        expect(code).toBe(0);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    // Replaying every migration into a fresh database takes about 10 s on a quiet machine and
    // 26 s on a loaded one; the default 20 s would fail a correct schema on a busy CI machine.
    120_000,
  );
});
