// 50 clients write through the API at once for a bounded time, on two worker processes (as the
// default production start runs here): every write is answered 2xx, and every acknowledged write
// (creations, renames, module completions) is in the database afterwards, on either database.
// RELIABILITY=full writes for longer.
import { afterAll, beforeAll, expect, it } from "vitest";

import { databaseProvider } from "~/services/db.server";

import { FULL, type RunningServer, startServer } from "./server";
import { createClients, emptyLog, lostWrites, runWriters } from "./writers";

const CLIENTS = 50;
const SECONDS = Number(process.env.RELIABILITY_CONCURRENCY_SECONDS ?? (FULL ? 15 : 3));

let server: RunningServer;

/** "c4: PUT module 500 ..." -> {"PUT module 500": 1}: what failed, counted. */
function errorKinds(errors: string[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const error of errors) {
    const kind = error.replace(/^c\d+: /, "").slice(0, 18);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

it(`${CLIENTS} clients writing for ${SECONDS} s lose no acknowledged write and get no error`, async () => {
  const clients = await createClients(CLIENTS, 10);
  const start = Date.now();
  const end = start + SECONDS * 1000;
  // The bounded time, and on a slow machine on until every client wrote twice (at most 60 s more).
  const log = emptyLog();
  const done = () =>
    Date.now() > end + 60_000 || (Date.now() > end && log.created + log.renamed >= 2 * CLIENTS);
  await runWriters(() => server.url, clients, done, {}, log);
  const seconds = (Date.now() - start) / 1000;
  const writes = log.created + log.renamed + log.moduleSaves;
  console.info(
    `concurrency (${databaseProvider()}): ${CLIENTS} clients, ${seconds.toFixed(1)} s, ${writes} acknowledged writes ` +
      `(${Math.round(writes / seconds)}/s; ${log.moduleSaves} module saves), ${log.errors.length} errors ` +
      JSON.stringify(errorKinds(log.errors)),
  );
  // What the server logged (a worker that died, a database error) explains any error.
  expect(log.errors.slice(0, 10), server.stderr().slice(0, 4000)).toEqual([]);
  expect(log.created).toBeGreaterThanOrEqual(CLIENTS);
  expect(log.renamed).toBeGreaterThan(0);
  expect(log.moduleSaves).toBeGreaterThan(0);
  expect(await lostWrites(log)).toEqual([]);
  expect(server.stderr()).toBe("");
});
