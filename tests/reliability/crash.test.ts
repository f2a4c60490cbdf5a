// A crash under load: the production server is killed with SIGKILL while clients write through the
// API, then started again on the same database. The database is intact (PRAGMA integrity_check on
// SQLite), every acknowledged write is there, and the restarted server serves and takes writes.
// RELIABILITY=full repeats the kill several times.
import { afterAll, expect, it } from "vitest";

import { databaseProvider } from "~/services/db.server";

import { FULL, openSqlite, type RunningServer, startServer } from "./server";
import { createClients, emptyLog, lostWrites, runWriters } from "./writers";

const ROUNDS = FULL ? 3 : 1;
const LOAD_MS = FULL ? 3000 : 1500;
const MIN_WRITES = 40;

let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
});

it(`SIGKILL under concurrent writes (${ROUNDS} time(s)): database intact, no acknowledged write lost`, async () => {
  const clients = await createClients(20, 5);
  const all = emptyLog();
  for (let round = 1; round <= ROUNDS; round++) {
    const running = await startServer();
    server = running;
    let stop = false;
    const log = emptyLog();
    const writing = runWriters(
      () => running.url,
      clients,
      () => stop,
      { stopOnNetworkError: true },
      log,
    );
    // Kill in the middle of the load: after a minimum time and enough acknowledged writes.
    const started = Date.now();
    while (
      Date.now() - started < 60_000 &&
      (Date.now() - started < LOAD_MS || log.created < MIN_WRITES)
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    await running.kill();
    stop = true;
    await writing;
    server = undefined;
    expect(log.created, `round ${round}: writes were acknowledged before the kill`).toBeGreaterThan(
      0,
    );
    // Only answered writes count; requests cut by the kill are network errors and end the client.
    expect(log.errors).toEqual([]);
    for (const [id, name] of log.acknowledged) {
      all.acknowledged.set(id, name);
      all.unanswered.delete(id);
    }
    for (const [id, name] of log.unanswered) all.unanswered.set(id, name);
    for (const id of log.completedModules) all.completedModules.add(id);
    all.created += log.created;

    if (databaseProvider() === "sqlite") {
      const sqlite = openSqlite(process.env.DATABASE_URL ?? "");
      try {
        expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      } finally {
        sqlite.close();
      }
    }
    expect(await lostWrites(all)).toEqual([]);
  }

  // Restarted, the server serves the data and takes new writes.
  const restarted = await startServer();
  server = restarted;
  const list = await fetch(`${restarted.url}/api/apps`, { headers: { Cookie: clients[0].cookie } });
  expect(list.status).toBe(200);
  const listed = new Set(((await list.json()) as { id: string }[]).map((a) => a.id));
  const mine = [...all.acknowledged].filter(([, name]) => name.startsWith(`${clients[0].label}-`));
  expect(mine.length).toBeGreaterThan(0);
  for (const [id] of mine) expect(listed).toContain(id);
  const created = await fetch(`${restarted.url}/api/apps`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: clients[0].cookie },
    body: JSON.stringify({ name: "After the crash" }),
  });
  expect(created.status).toBe(201);
  console.info(
    `crash (${databaseProvider()}): ${ROUNDS} kill(s), ${all.acknowledged.size} acknowledged apps all present`,
  );
});
