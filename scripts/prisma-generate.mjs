// Derives the PostgreSQL schema from the one schema source, then generates both clients.
// Runs after every install (package.json postinstall).
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export function postgresSchemaFrom(source) {
  return source
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace(
      /engineType\s*=\s*"client"/,
      'engineType = "client"\n  output     = "../../node_modules/.prisma/client-postgres"',
    )
    .replace(
      /^\/\/ The one schema source\.[^\n]*\n(\/\/[^\n]*\n)*/,
      "// GENERATED from prisma/schema.prisma by scripts/prisma-generate.mjs: do not edit.\n",
    );
}

export function writePostgresSchema() {
  const source = fs.readFileSync("prisma/schema.prisma", "utf8");
  fs.mkdirSync("prisma/postgres", { recursive: true });
  fs.writeFileSync("prisma/postgres/schema.prisma", postgresSchemaFrom(source));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writePostgresSchema();
  const prisma = "node_modules/.bin/prisma";
  execFileSync(prisma, ["generate", "--config", "prisma.config.ts"], { stdio: "inherit" });
  execFileSync(prisma, ["generate", "--config", "prisma/postgres/prisma.config.ts"], {
    stdio: "inherit",
  });
}
