// 50 clients write through the API at once for a bounded time: every write is answered 2xx, and
// every acknowledged write (creations and renames) is in the database afterwards, on either
// database. RELIABILITY=full writes for longer.
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseProvider } from "~/db.server";
import { FULL, startServer, type RunningServer } from "./server";
import { createClients, lostWrites, runWriters } from "./writers";

const CLIENTS = 50;
const SECONDS = Number(process.env.RELIABILITY_CONCURRENCY_SECONDS ?? (FULL ? 15 : 3));

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

it(`${CLIENTS} clients writing for ${SECONDS} s lose no acknowledged write and get no error`, async () => {
  const clients = await createClients(CLIENTS, 10);
  const end = Date.now() + SECONDS * 1000;
  const log = await runWriters(
    () => server.url,
    clients,
    () => Date.now() > end,
  );
  const writes = log.created + log.renamed;
  console.info(
    `concurrency (${databaseProvider()}): ${CLIENTS} clients, ${SECONDS} s, ${writes} acknowledged writes ` +
      `(${Math.round(writes / SECONDS)}/s), ${log.errors.length} errors`,
  );
  expect(log.errors.slice(0, 10)).toEqual([]);
  expect(log.created).toBeGreaterThan(CLIENTS);
  expect(log.renamed).toBeGreaterThan(0);
  expect(await lostWrites(log)).toEqual([]);
  expect(server.stderr()).toBe("");
});
