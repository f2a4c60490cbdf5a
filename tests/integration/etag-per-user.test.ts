// A validator never hands one user's answer to another: the ETag is a hash of the answer this
// user gets now, so another user's ETag for the same address gets a full 200, and the answer is
// marked private (no shared cache keeps it).
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, expect, it } from "vitest";

import { createApp as createAppRecord } from "~/models/app.server";
import * as apiApps from "~/routes/api.apps";

import { createApp } from "../../scripts/server-app.mjs";
import { createSignedInUser, routeArgs, settle } from "./helpers";

let server: Server;
let base: string;
beforeAll(async () => {
  const handleRequest = (request: Request) => settle(() => apiApps.loader(routeArgs(request)));
  server = createApp({ handleRequest, screenRequest: async () => null, log: false }).listen(
    0,
    "127.0.0.1",
  );
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("answers 200 with the user's own data when another user's ETag for the same URL is sent", async () => {
  const first = await createSignedInUser();
  const second = await createSignedInUser();
  await createAppRecord(first.user.tenantId, {
    name: "First's secret app",
    url: "",
    description: "",
  });
  await createAppRecord(second.user.tenantId, { name: "Second's app", url: "", description: "" });

  const firstAnswer = await fetch(`${base}/api/apps`, { headers: { Cookie: first.cookie } });
  const firstEtag = firstAnswer.headers.get("ETag");
  expect(firstEtag).toMatch(/^W\//);
  expect(await firstAnswer.text()).toContain("First's secret app");

  const secondAnswer = await fetch(`${base}/api/apps`, {
    headers: { Cookie: second.cookie, "If-None-Match": firstEtag! },
  });
  expect(secondAnswer.status).toBe(200);
  expect(secondAnswer.headers.get("Cache-Control")).toMatch(/^private\b/);
  expect(secondAnswer.headers.get("ETag")).not.toBe(firstEtag);
  const body = await secondAnswer.text();
  expect(body).toContain("Second's app");
  expect(body).not.toContain("First's secret app");

  // Their own ETag still validates.
  const again = await fetch(`${base}/api/apps`, {
    headers: { Cookie: second.cookie, "If-None-Match": secondAnswer.headers.get("ETag")! },
  });
  expect(again.status).toBe(304);
});
