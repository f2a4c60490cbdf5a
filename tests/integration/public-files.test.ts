// Only file-looking paths reach the public/ folder's file-system look-up: a client-side
// navigation's data read (/<page>.data) is a page request and skips the stat.
import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { createApp } from "../../scripts/server-app.mjs";

let server: Server;
let base: string;
beforeAll(async () => {
  const handleRequest = async () =>
    new Response("[]", { headers: { "Content-Type": "text/x-script" } });
  server = createApp({ handleRequest, screenRequest: async () => null, log: false }).listen(
    0,
    "127.0.0.1",
  );
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("stats public/ for a file, not for a page's data read", async () => {
  const stat = vi.spyOn(fs, "stat");
  try {
    expect((await fetch(`${base}/dashboard.data`)).status).toBe(200);
    expect((await fetch(`${base}/_root.data`)).status).toBe(200);
    const dataStats = stat.mock.calls.length;
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
    expect(dataStats).toBe(0);
    expect(stat.mock.calls.length).toBeGreaterThan(0);
  } finally {
    stat.mockRestore();
  }
});
