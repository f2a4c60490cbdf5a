// Every refusal leaves a keep-alive connection usable: each kind of refusal the edge or a route
// answers before reading a large body, then a second request on the same connection, which must
// get its own answer (the production server; one keep-alive socket for both requests).
import http from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DRAIN_LIMIT_BYTES } from "../../scripts/server-app.mjs";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;

beforeAll(async () => {
  // One failed sign-in per client is the limit: the second attempt is refused with 429.
  server = await startServer({ env: { RATE_LIMIT_MULTIPLIER: "0.01", WEB_CONCURRENCY: "1" } });
});

afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; connection: string; reused: boolean; socket: unknown };

/** One request through the agent; chunks are written one by one (chunked when no length). */
function send(
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string[] = [],
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers, agent }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: String(res.headers.connection ?? ""),
          reused: req.reusedSocket,
          socket: req.socket,
        }),
      );
    });
    // A generous bound: the connection reset came after the server's 5 s keep-alive timeout.
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${method} ${path}`)));
    req.on("error", reject);
    for (const chunk of body) req.write(chunk);
    req.end();
  });
}

const form = (bytes: number) => `a=${"x".repeat(bytes)}`;
const json = (bytes: number) => JSON.stringify({ name: "x".repeat(bytes) });
const length = (body: string) => ({ "Content-Length": String(Buffer.byteLength(body)) });
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "Content-Type": "application/json" };

type Refusal = {
  name: string;
  method: string;
  path: string;
  headers: (base: string) => Record<string, string>;
  body: string[];
  status: number;
  before?: () => Promise<void>;
};

const big = form(200_000);
const huge = json(1_500_000);
const megabyte = "x".repeat(1024 * 1024);
const REFUSALS: Refusal[] = [
  {
    name: "cross-site page post",
    method: "POST",
    path: "/auth",
    headers: () => ({ ...FORM, ...length(big), Origin: "https://evil.example" }),
    body: [big],
    status: 403,
  },
  {
    name: "malformed Origin",
    method: "POST",
    path: "/dashboard",
    headers: () => ({ ...FORM, ...length(big), Origin: "http://[::1" }),
    body: [big],
    status: 403,
  },
  {
    name: "NUL in the query string",
    method: "POST",
    path: "/auth?x=%00",
    headers: (base) => ({ ...FORM, ...length(big), Origin: base }),
    body: [big],
    status: 400,
  },
  {
    name: "malformed percent-encoding in the path",
    method: "PUT",
    path: "/api/apps/%ZZ",
    headers: () => ({ ...JSON_TYPE, ...length(big) }),
    body: [big],
    status: 400,
  },
  {
    name: "1.5 MB JSON body",
    method: "POST",
    path: "/api/apps",
    headers: () => ({ ...JSON_TYPE, ...length(huge) }),
    body: [huge],
    status: 413,
  },
  {
    name: "3 MB chunked body (no length declared)",
    method: "POST",
    path: "/api/apps",
    headers: () => ({ ...JSON_TYPE }),
    body: [megabyte, megabyte, megabyte],
    status: 413,
  },
  {
    name: "rate-limited sign-in",
    method: "POST",
    path: "/api/login",
    headers: () => ({ ...JSON_TYPE }),
    body: [
      JSON.stringify({ email: "nobody@example.com", password: "wrong", pad: "x".repeat(9e5) }),
    ],
    status: 429,
    before: async () => {
      const failed = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: JSON_TYPE,
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong" }),
      });
      expect(failed.status).toBe(401);
    },
  },
];

describe("a refusal leaves the keep-alive connection usable", () => {
  for (const refusal of REFUSALS) {
    it(`${refusal.name}: ${refusal.status}, then the next request on the same socket answers`, async () => {
      await refusal.before?.();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await send(
          agent,
          refusal.method,
          refusal.path,
          refusal.headers(server.url),
          refusal.body,
        );
        expect(first.status).toBe(refusal.status);
        expect(first.connection).toBe("keep-alive");
        const second = await send(agent, "GET", "/healthz", {});
        expect(second.status).toBe(200);
        expect(second.reused, "the same connection").toBe(true);
        expect(second.socket).toBe(first.socket);
      } finally {
        agent.destroy();
      }
    });
  }

  it("a body past the drain limit is answered with Connection: close, and the next request still answers", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const declared = DRAIN_LIMIT_BYTES + 1;
      // Only the head and a little of the body: the server refuses on the declared length.
      const first = await send(
        agent,
        "POST",
        "/api/apps",
        { ...JSON_TYPE, "Content-Length": String(declared) },
        ["x".repeat(1000)],
      ).catch((error: Error) => error);
      if (!(first instanceof Error)) {
        expect(first.status).toBe(413);
        expect(first.connection).toBe("close");
      }
      const second = await send(agent, "GET", "/healthz", {});
      expect(second.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
