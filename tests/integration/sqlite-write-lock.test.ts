// SQLite under several writer processes (two clients = two connections, as two workers have):
// transactions that read and then write all commit, none fails with SQLITE_BUSY_SNAPSHOT; and a
// write outside a transaction is never swept into another request's transaction and rolled back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PrismaClient } from "@prisma/client";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { databaseProvider } from "~/services/db.server";

import { sqliteAdapter } from "../../prisma/adapters";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "amm-write-lock-"));
const url = `file:${path.join(dir, "lock.db")}`;
let clients: PrismaClient[] = [];

beforeAll(async () => {
  clients = [0, 1].map(() => new PrismaClient({ adapter: sqliteAdapter(url) }));
  await clients[0].$executeRawUnsafe("PRAGMA journal_mode = WAL");
  await clients[0].$executeRawUnsafe("CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER)");
  await clients[0].$executeRawUnsafe("CREATE TABLE note (text TEXT)");
  await clients[0].$executeRawUnsafe("INSERT INTO counter (id, n) VALUES (1, 0)");
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.$disconnect()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(databaseProvider() !== "sqlite")("SQLite transactions across connections", () => {
  test("40 read-then-write transactions on two connections all commit, none lost", async () => {
    const increments = Array.from({ length: 40 }, (_, i) =>
      clients[i % 2].$transaction(async (tx) => {
        const [row] = await tx.$queryRaw<{ n: bigint }[]>`SELECT n FROM counter WHERE id = 1`;
        await pause(Math.random() * 5);
        await tx.$executeRaw`UPDATE counter SET n = ${Number(row.n) + 1} WHERE id = 1`;
      }),
    );
    const results = await Promise.allSettled(increments);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const [row] = await clients[0].$queryRaw<{ n: bigint }[]>`SELECT n FROM counter WHERE id = 1`;
    expect(Number(row.n)).toBe(40);
  });

  test("a write outside a transaction survives another transaction's rollback", async () => {
    const client = clients[0];
    const rolledBack = client
      .$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO note (text) VALUES ('inside')`;
        await pause(50);
        throw new Error("refused");
      })
      .catch((error: Error) => error.message);
    await pause(10);
    await client.$executeRaw`INSERT INTO note (text) VALUES ('outside')`;
    expect(await rolledBack).toBe("refused");
    const rows = await client.$queryRaw<{ text: string }[]>`SELECT text FROM note`;
    expect(rows.map((r) => r.text)).toEqual(["outside"]);
  });
});
