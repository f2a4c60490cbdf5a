// A crash under load: the production server is killed with SIGKILL while clients write through the
// API, then started again on the same database. The database is intact (PRAGMA integrity_check on
// SQLite), every acknowledged write is there, and the restarted server serves and takes writes.
// RELIABILITY=full repeats the kill several times.
import { afterAll, expect, it } from "vitest";
import { databaseProvider } from "~/db.server";
import { FULL, openSqlite, startServer, type RunningServer } from "./server";
import { createClients, lostWrites, runWriters, type WriteLog } from "./writers";

const ROUNDS = FULL ? 3 : 1;
const LOAD_MS = FULL ? 2500 : 1200;

let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
});

it(`SIGKILL under concurrent writes (${ROUNDS} time(s)): database intact, no acknowledged write lost`, async () => {
  const clients = await createClients(20, 5);
  const all: WriteLog = { acknowledged: new Map(), created: 0, renamed: 0, errors: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    const running = await startServer();
    server = running;
    let stop = false;
    const writing = runWriters(
      () => running.url,
      clients,
      () => stop,
      { stopOnNetworkError: true },
    );
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    await running.kill();
    stop = true;
    const log = await writing;
    server = undefined;
    expect(log.created, `round ${round}: writes were acknowledged before the kill`).toBeGreaterThan(
      0,
    );
    // Only answered writes count; requests cut by the kill are network errors and end the client.
    expect(log.errors).toEqual([]);
    for (const [id, name] of log.acknowledged) all.acknowledged.set(id, name);
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
  const names = new Set(((await list.json()) as { name: string }[]).map((a) => a.name));
  const mine = [...all.acknowledged.values()].filter((n) => n.startsWith(`${clients[0].label}-`));
  for (const name of mine) expect(names).toContain(name);
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
