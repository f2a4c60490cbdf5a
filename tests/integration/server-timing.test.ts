// Server-Timing through the real server entry and database client: each request's figures are
// its own even when requests overlap, every kind of Prisma query counts, queries outside any
// request count nowhere, and an answer that fails still says how long it took.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

import { db } from "~/services/db.server";
import { timeRequest } from "~/services/timing.server";
import { getOptionalUser } from "~/utils/session.server";

import { createApp } from "../../scripts/server-app.mjs";
import { createSignedInUser } from "./helpers";

/** /queries/N runs N queries of different kinds, slowly and interleaved with other requests. */
async function handleRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/fail") throw new Error("a loader that throws");
  if (url.pathname === "/whoami") {
    const user = await getOptionalUser(request);
    return Response.json({ signedIn: Boolean(user) });
  }
  const count = Number(url.pathname.split("/")[2]);
  for (let i = 0; i < count; i += 1) {
    if (i % 3 === 0) await db.user.count();
    else if (i % 3 === 1) await db.$queryRawUnsafe("SELECT 1");
    else await db.$transaction(async (tx) => tx.tenant.findFirst());
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return Response.json({ count });
}

let server: Server;
let base: string;

async function listen(options: Record<string, unknown>) {
  const app = createApp({ handleRequest, log: false, ...options });
  const running = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => running.once("listening", resolve));
  return { running, base: `http://127.0.0.1:${(running.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  ({ running: server, base } = await listen({ timeRequest }));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function timing(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, header: response.headers.get("Server-Timing") ?? "" };
}

const figure = (header: string, name: string) =>
  new RegExp(`(?:^|, )${name};dur=([\\d.]+)(?:;desc="([^"]*)")?`).exec(header);

describe("Server-Timing per request", () => {
  test("overlapping requests each count only their own queries; outside queries count nowhere", async () => {
    let outside = true;
    // Queries with no request around them, running all along.
    const background = (async () => {
      while (outside) {
        await db.user.count();
        // SQLite answers on this thread: let the server's sockets in between.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const counts = [0, 1, 2, 3, 4, 5, 6, 7, 3, 5, 1, 0];
    const answers = await Promise.all(counts.map((n) => timing(`/queries/${n}`)));
    outside = false;
    await background;
    answers.forEach(({ status, header }, i) => {
      expect(status).toBe(200);
      const db = figure(header, "db");
      expect(db?.[2], header).toBe(`${counts[i]} ${counts[i] === 1 ? "query" : "queries"}`);
      if (counts[i] === 0) expect(Number(db?.[1])).toBe(0);
      else expect(Number(db?.[1])).toBeGreaterThan(0);
      expect(figure(header, "auth")?.[2]).toBe("No session lookup");
      expect(Number(figure(header, "total")?.[1])).toBeGreaterThan(0);
    });
  });

  test("a signed-in lookup is timed as auth, and its query counts as db", async () => {
    const { cookie } = await createSignedInUser();
    const { header } = await timing("/whoami", { Cookie: cookie });
    expect(figure(header, "auth")?.[2]).toBe("Session and user lookup");
    expect(Number(figure(header, "auth")?.[1])).toBeGreaterThan(0);
    expect(Number(figure(header, "db")?.[2]?.split(" ")[0])).toBeGreaterThan(0);
  });

  test("a request that throws gets a 500 with its total", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, header } = await timing("/fail");
    expect(status).toBe(500);
    expect(String(logged.mock.calls[0]?.[0])).toContain("a loader that throws");
    expect(header).toMatch(/^total;dur=\d+(\.\d+)?$/);
  });

  test("without the app's timer (a build that has none) the total alone", async () => {
    const plain = await listen({});
    try {
      const response = await fetch(`${plain.base}/queries/2`);
      expect(response.headers.get("Server-Timing")).toMatch(/^total;dur=\d+(\.\d+)?$/);
    } finally {
      await new Promise((resolve) => plain.running.close(resolve));
    }
  });
});
