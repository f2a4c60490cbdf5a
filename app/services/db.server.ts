// The one PrismaClient per process. SQLite by default; PostgreSQL when DATABASE_URL is a
// postgres:// or postgresql:// URL: switched by the URL alone (docs/decisions/003-databases.md).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { Prisma, PrismaClient } from "@prisma/client";

import { postgresAdapter, sqliteAdapter } from "../../prisma/adapters";
import { databaseUrl, isPostgresUrl, queryCountFile } from "./database-config.mjs";
import { withQueryTiming } from "./timing.server";

export type Db = PrismaClient;

// Only for `npm run bench` and query-count tests: with PRISMA_QUERY_COUNT_FILE set, every SQL
// statement is counted (executedStatements) and SIGUSR2 writes the count to `<file>.<pid>`.
// Off (no query logging at all) otherwise.
const countFile = queryCountFile();
// Under load a transaction may wait its turn for the write lock (SQLite) or a row lock: longer
// than Prisma's 2 s default, never forever.
const clientOptions: Pick<Prisma.PrismaClientOptions, "log" | "transactionOptions"> = {
  transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  ...(countFile ? { log: [{ emit: "event", level: "query" }] } : {}),
};
let statements = 0;

/** SQL statements this process has run, when counting is on (else 0). */
export function executedStatements(): number {
  return statements;
}

function countQueries(client: PrismaClient, file: string): PrismaClient {
  (client as unknown as { $on(event: "query", cb: () => void): void }).$on("query", () => {
    statements += 1;
  });
  process.on("SIGUSR2", () => {
    fs.writeFileSync(`${file}.${process.pid}.tmp`, String(statements));
    fs.renameSync(`${file}.${process.pid}.tmp`, `${file}.${process.pid}`);
  });
  return client;
}

function createClient(url: string): PrismaClient {
  const client = createAdapterClient(url);
  return withQueryTiming(countFile ? countQueries(client, countFile) : client);
}

/** The client generated from prisma/postgres/schema.prisma: same models, so same API. */
function postgresClientModule() {
  const require = createRequire(import.meta.url);
  return require(path.resolve("node_modules/.prisma/client-postgres")) as {
    PrismaClient: typeof PrismaClient;
    Prisma: SqlFragments;
  };
}

function createAdapterClient(url: string): PrismaClient {
  if (isPostgresUrl(url)) {
    const generated = postgresClientModule();
    return new generated.PrismaClient({ ...clientOptions, adapter: postgresAdapter(url) });
  }
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return new PrismaClient({ ...clientOptions, adapter: sqliteAdapter(url) });
}

const globalForDb = globalThis as unknown as { __db?: PrismaClient };

export const db: PrismaClient =
  globalForDb.__db ?? (globalForDb.__db = createClient(databaseUrl()));

/** Prisma's helpers that compose a raw statement from parts. */
export type SqlFragments = Pick<typeof Prisma, "sql" | "join" | "raw" | "empty">;

/**
 * The fragment helpers of the runtime `db` was generated with: the PostgreSQL client carries its
 * own copy of Prisma's runtime, and `$queryRaw` only takes a fragment of its own runtime for a
 * fragment (another's would be sent as a parameter).
 */
export const sqlFragments: SqlFragments = isPostgresUrl(databaseUrl())
  ? postgresClientModule().Prisma
  : Prisma;

export function databaseProvider(): "sqlite" | "postgresql" {
  return isPostgresUrl(databaseUrl()) ? "postgresql" : "sqlite";
}
