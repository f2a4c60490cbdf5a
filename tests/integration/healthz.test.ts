// /healthz: answered by the server entry before the framework, from a database check at most a
// second old; the same contract from the route.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

vi.hoisted(() => {
  process.env.PRISMA_QUERY_COUNT_FILE = "tests/.tmp/query-count";
});

const { executedStatements } = await import("~/services/db.server");
const { databaseHealthy, healthAnswer, HEALTH_CHECK_TTL_MS } =
  await import("~/models/health.server");
const healthz = await import("~/routes/healthz");
const { createApp } = await import("../../scripts/server-app.mjs");

async function listen(answer: () => Promise<{ status: number; body: string }>) {
  const handleRequest = async () => new Response("from the framework", { status: 418 });
  const app = createApp({ handleRequest, healthAnswer: answer, log: false });
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let up: { server: Server; base: string };
let down: { server: Server; base: string };

beforeAll(async () => {
  up = await listen(healthAnswer);
  down = await listen(async () => ({ status: 503, body: '{"status":"error"}' }));
});

afterAll(async () => {
  await Promise.all([up, down].map(({ server }) => new Promise((r) => server.close(r))));
});

describe("/healthz", () => {
  test("200 {status: ok}, not cached by anyone, nosniff, before the framework", async () => {
    const response = await fetch(`${up.base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.json()).toEqual({ status: "ok" });
    const head = await fetch(`${up.base}/healthz`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    // Other paths and methods go on to the framework.
    expect((await fetch(`${up.base}/healthz/x`)).status).toBe(418);
    expect((await fetch(`${up.base}/healthz`, { method: "POST" })).status).toBe(418);
  });

  test("503 {status: error} when the database does not answer", async () => {
    const response = await fetch(`${down.base}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error" });
  });

  test("one SELECT 1 per second at most, a new one after that", async () => {
    const start = Date.now() + 10 * HEALTH_CHECK_TTL_MS;
    const before = executedStatements();
    expect(await databaseHealthy(start)).toBe(true);
    for (let i = 0; i < 20; i++) expect(await databaseHealthy(start + i * 10)).toBe(true);
    expect(executedStatements() - before).toBe(1);
    expect(await databaseHealthy(start + HEALTH_CHECK_TTL_MS)).toBe(true);
    expect(executedStatements() - before).toBe(2);
  });

  test("the route answers the same", async () => {
    const response = await healthz.loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
