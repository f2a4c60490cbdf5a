// Prisma CLI for SQLite (the default). PostgreSQL: prisma/postgres/prisma.config.ts.
import path from "node:path";

import { defineConfig } from "prisma/config";

import { DEFAULT_DATABASE_URL } from "./app/services/database-config.mjs";
import { sqliteMigrationAdapter } from "./prisma/adapters";

// The config turns off .env loading, so the URL needs its default here (docs/decisions/002-prisma-6-js-engine.md).
process.env.DATABASE_URL ??= DEFAULT_DATABASE_URL;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  adapter: async () => sqliteMigrationAdapter(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL),
});
