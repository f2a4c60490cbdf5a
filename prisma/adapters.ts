// Driver adapters for the Prisma client and for the CLI's JavaScript schema engine.
// Prisma 6.19 runs with no engine binary this way (docs/decisions/002-prisma-6-js-engine.md).
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";

export const DEFAULT_DATABASE_URL = "file:./data/app.db";

export function isPostgresUrl(url: string): boolean {
  return url.startsWith("postgres://") || url.startsWith("postgresql://");
}

/** SQLite with a busy timeout so that concurrent writers wait instead of failing. */
export function sqliteAdapter(url: string) {
  return new PrismaBetterSQLite3({ url, timeout: 5000 });
}

export function postgresAdapter(url: string) {
  return new PrismaPg({ connectionString: url, max: 10 });
}

/**
 * Prisma 6.19.3 defect (docs/decisions/002-prisma-6-js-engine.md): the SQLite shadow database replays a migration one executeRaw at
 * a time and better-sqlite3 refuses multi-statement SQL. Route such scripts to executeScript.
 */
export function sqliteMigrationAdapter(url: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = sqliteAdapter(url);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    connectToShadowDb: async () => multiStatementSafe(await factory.connectToShadowDb()),
  };
}

function multiStatementSafe(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    if (query.args.length === 0 && query.sql.split(";").filter((s) => s.trim()).length > 1) {
      await adapter.executeScript(query.sql);
      return 0;
    }
    return executeRaw(query);
  };
  return adapter;
}

// Prisma 6.19.3 defect (docs/decisions/002-prisma-6-js-engine.md): the pg adapter cannot deserialize some catalog column types that
// `migrate deploy` reads (name, "char", regproc, xid, oidvector...). Report them as text.
const CATALOG_TEXT_OIDS = new Set([18, 19, 24, 28, 194, 2205]);
const CATALOG_TEXT_ARRAY_OIDS = new Set([1002, 1003]);
const PG_TEXT = 25;
const PG_TEXT_ARRAY = 1009;

export function postgresMigrationAdapter(
  connection: string | Record<string, unknown>,
): SqlMigrationAwareDriverAdapterFactory {
  const factory =
    typeof connection === "string"
      ? postgresAdapter(connection)
      : new PrismaPg(connection as ConstructorParameters<typeof PrismaPg>[0]);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => catalogTypesAsText(await factory.connect()),
    connectToShadowDb: async () => catalogTypesAsText(await factory.connectToShadowDb()),
  };
}

function catalogTypesAsText(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const target = adapter as unknown as {
    performIO?: (...args: unknown[]) => Promise<{ fields?: { dataTypeID: number }[] }>;
  };
  const performIO = target.performIO?.bind(adapter);
  if (!performIO) return adapter;
  target.performIO = async (...args: unknown[]) => {
    const result = await performIO(...args);
    for (const field of result.fields ?? []) {
      if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = PG_TEXT;
      else if (CATALOG_TEXT_ARRAY_OIDS.has(field.dataTypeID)) field.dataTypeID = PG_TEXT_ARRAY;
    }
    return result;
  };
  return adapter;
}
