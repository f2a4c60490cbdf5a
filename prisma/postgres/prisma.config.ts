// Prisma CLI for PostgreSQL: same models (schema generated from prisma/schema.prisma),
// its own migrations folder.
import { defineConfig } from "prisma/config";

import { postgresMigrationAdapter } from "../adapters";

const url = process.env.DATABASE_URL ?? "postgresql://postgres@localhost:5432/app";
process.env.DATABASE_URL = url;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "schema.prisma",
  migrations: { path: "migrations" },
  adapter: async () => postgresMigrationAdapter(url),
});
