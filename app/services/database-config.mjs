// The one place that knows which database the app uses. Plain JavaScript so the Node scripts
// (scripts/db-common.mjs, scripts/e2e.mjs) share it with the app and the Prisma CLI's config.

/** SQLite in data/ when DATABASE_URL is unset (docs/decisions/003-databases.md). */
export const DEFAULT_DATABASE_URL = "file:./data/app.db";

/** The database of this process: DATABASE_URL, or the default SQLite file. */
export function databaseUrl(env = process.env) {
  return env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** PostgreSQL is chosen by the URL alone. */
export function isPostgresUrl(url) {
  return url.startsWith("postgres://") || url.startsWith("postgresql://");
}

/** Only for `npm run bench` and query-count tests: the file SQL statement counts are written to. */
export function queryCountFile(env = process.env) {
  return env.PRISMA_QUERY_COUNT_FILE || undefined;
}
