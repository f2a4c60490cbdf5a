// Driver adapters for the Prisma client and for the CLI's JavaScript schema engine.
// Prisma 6.19 runs with no engine binary this way (docs/decisions/002-prisma-6-js-engine.md).
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";

/** How long a statement waits for another process's write lock (SQLite's busy_timeout). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * SQLite with a busy timeout on the connection, and every transaction holding the write lock from
 * its BEGIN (docs/decisions/029-writes-under-load-and-backups.md).
 */
export function sqliteAdapter(url: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaBetterSQLite3({ url, timeout: SQLITE_BUSY_TIMEOUT_MS });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => writeLockUpFront(await factory.connect()),
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
}

type SqliteConnection = {
  prepare: (sql: string) => { run: () => unknown };
  pragma: (sql: string) => unknown;
};
type BetterSqliteAdapter = SqlDriverAdapter & {
  client: SqliteConnection;
  onError: (error: unknown) => never;
};

/** One turn at a time on the process's one connection, in arrival order. */
function turns() {
  let last: Promise<void> = Promise.resolve();
  const acquire = (): Promise<() => void> => {
    let release!: () => void;
    const previous = last;
    last = new Promise<void>((resolve) => (release = resolve));
    return previous.then(() => release);
  };
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
  return { acquire, run };
}

const BEGIN_WAIT_MS = 8000;
const BEGIN_BUSY_TIMEOUT_MS = 20;

/**
 * The adapter's own transactions start with a deferred BEGIN, so one that reads before it writes
 * fails with SQLITE_BUSY_SNAPSHOT when another process wrote meanwhile; and it shares its one
 * connection with queries outside the transaction, which then run inside it. Here a transaction
 * takes the write lock at BEGIN IMMEDIATE (waiting for another process with an async back-off, so
 * the event loop keeps serving), and other queries of this process wait for it to end.
 */
function writeLockUpFront(base: SqlDriverAdapter): SqlDriverAdapter {
  const adapter = base as BetterSqliteAdapter;
  const queryRaw = adapter.queryRaw.bind(adapter);
  const executeRaw = adapter.executeRaw.bind(adapter);
  const executeScript = adapter.executeScript.bind(adapter);
  const turn = turns();
  const info = { provider: adapter.provider, adapterName: adapter.adapterName };
  return {
    ...info,
    queryRaw: (query) => turn.run(() => queryRaw(query)),
    executeRaw: (query) => turn.run(() => executeRaw(query)),
    executeScript: (script) => turn.run(() => executeScript(script)),
    dispose: () => turn.run(() => adapter.dispose()),
    // Every SQLite transaction is serializable; there is no other level to choose.
    startTransaction: async () => {
      const release = await turn.acquire();
      try {
        await beginImmediate(adapter);
      } catch (error) {
        release();
        throw error;
      }
      let open = true;
      const end = () => {
        if (open) release();
        open = false;
        return Promise.resolve();
      };
      return {
        ...info,
        options: { usePhantomQuery: false },
        queryRaw,
        // A failed COMMIT would leave the connection in the transaction and the turn held.
        executeRaw: async (query) => {
          try {
            return await executeRaw(query);
          } catch (error) {
            if (/^\s*(COMMIT|ROLLBACK)/i.test(query.sql)) {
              rollbackQuietly(adapter);
              await end();
            }
            throw error;
          }
        },
        commit: end,
        rollback: end,
      };
    },
  };
}

function rollbackQuietly(adapter: BetterSqliteAdapter) {
  try {
    adapter.client.prepare("ROLLBACK").run();
  } catch {
    // no transaction left to roll back
  }
}

function isBusy(error: unknown): boolean {
  return String((error as { code?: unknown }).code ?? "").startsWith("SQLITE_BUSY");
}

/** BEGIN IMMEDIATE, waiting briefly in SQLite and then with a growing, jittered async pause. */
async function beginImmediate(adapter: BetterSqliteAdapter) {
  const deadline = Date.now() + BEGIN_WAIT_MS;
  adapter.client.pragma(`busy_timeout = ${BEGIN_BUSY_TIMEOUT_MS}`);
  try {
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        adapter.client.prepare("BEGIN IMMEDIATE").run();
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) adapter.onError(error);
      }
      await new Promise((resolve) => setTimeout(resolve, pause / 2 + Math.random() * pause));
    }
  } finally {
    adapter.client.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  }
}

export function postgresAdapter(url: string) {
  return new PrismaPg({ connectionString: url, max: 10 });
}

/**
 * Prisma 6.19.3 defect (docs/decisions/002-prisma-6-js-engine.md): the SQLite shadow database replays a migration one executeRaw at
 * a time and better-sqlite3 refuses multi-statement SQL. Route such scripts to executeScript.
 */
export function sqliteMigrationAdapter(url: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaBetterSQLite3({ url, timeout: SQLITE_BUSY_TIMEOUT_MS });
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
