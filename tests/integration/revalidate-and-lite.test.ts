// Revalidation (scripts/revalidate.mjs behind the real server entry), the toast cookie only when
// there is one to clear, and Lite mode's choice (Save-Data, the footer's cookie, the preference).
import crypto from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loader as rootLoader } from "~/root";
import * as apiApps from "~/routes/api.apps";
import * as liteRoute from "~/routes/lite-mode";
import { db } from "~/services/db.server";
import { contentSecurityPolicy } from "~/utils/security-headers.server";

import { createApp } from "../../scripts/server-app.mjs";
import { createSignedInUser, formRequest, getRequest, routeArgs, settle } from "./helpers";

// A page whose nonce changes on every request, as app/entry.server.tsx renders it, and the real
// /api/apps read and write.
let pageText = "first";
async function handle(request: Request) {
  const url = new URL(request.url);
  if (url.pathname === "/page") {
    const nonce = crypto.randomBytes(16).toString("base64");
    return new Response(`<html><script nonce="${nonce}"></script>${pageText}</html>`, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": contentSecurityPolicy(nonce),
      },
    });
  }
  // A client-side navigation's data read (Remix single fetch answers text/x-script).
  if (url.pathname === "/page.data") {
    return new Response(`[{"text":"${pageText}"}]`, {
      headers: { "Content-Type": "text/x-script" },
    });
  }
  if (url.pathname === "/no-store") {
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  }
  return settle(() =>
    (request.method === "GET" ? apiApps.loader : apiApps.action)(routeArgs(request)),
  );
}

let server: Server;
let base: string;
beforeAll(async () => {
  server = createApp({ handleRequest: handle, screenRequest: async () => null, log: false }).listen(
    0,
    "127.0.0.1",
  );
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("revalidation", () => {
  it("gives two identical page views one ETag although the nonce differs, and 304 on a match", async () => {
    const first = await fetch(`${base}/page`);
    const second = await fetch(`${base}/page`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await fetch(`${base}/page`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    pageText = "changed";
    const changed = await fetch(`${base}/page`, { headers: { "If-None-Match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("changes a JSON read's ETag when a write changes what it answers", async () => {
    const { cookie } = await createSignedInUser();
    const read = () => fetch(`${base}/api/apps`, { headers: { Cookie: cookie } });
    const before = await read();
    const etag = before.headers.get("etag")!;
    expect(before.headers.get("cache-control")).toBe("private, no-cache");
    expect(
      (await fetch(`${base}/api/apps`, { headers: { Cookie: cookie, "If-None-Match": etag } }))
        .status,
    ).toBe(304);

    const created = await fetch(`${base}/api/apps`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ name: "Validator app" }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("etag")).toBeNull();

    const after = await fetch(`${base}/api/apps`, {
      headers: { Cookie: cookie, "If-None-Match": etag },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("validates a client-side navigation's data read like its page", async () => {
    const first = await fetch(`${base}/page.data`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\//);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await fetch(`${base}/page.data`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("leaves no-store answers without a validator", async () => {
    const response = await fetch(`${base}/no-store`);
    expect(response.headers.get("etag")).toBeNull();
  });
});

describe("the root loader", () => {
  it("sets no cookie when there is no toast cookie, and expires one that was sent", async () => {
    const plain = await settle(() => rootLoader(routeArgs(getRequest("/"))));
    expect(plain.headers.get("set-cookie")).toBeNull();

    const withCookie = await settle(() =>
      rootLoader(routeArgs(getRequest("/", "amm_toast=e30%3D.; other=1"))),
    );
    expect(withCookie.headers.get("set-cookie")).toMatch(/^amm_toast=; .*Max-Age=0/);
  });

  it("decides Lite mode from Save-Data, the browser's cookie and the user's preference", async () => {
    const lite = async (headers: Record<string, string>) => {
      const response = await settle(() =>
        rootLoader(routeArgs(new Request("http://localhost/", { headers }))),
      );
      return ((await response.json()) as { lite: boolean }).lite;
    };
    expect(await lite({})).toBe(false);
    expect(await lite({ "Save-Data": "on" })).toBe(true);
    expect(await lite({ "Save-Data": "on", Cookie: "amm_lite=off" })).toBe(false);
    expect(await lite({ Cookie: "amm_lite=on" })).toBe(true);

    const { user, cookie } = await createSignedInUser();
    expect(await lite({ Cookie: cookie })).toBe(false);
    await db.user.update({ where: { id: user.id }, data: { liteMode: true } });
    expect(await lite({ Cookie: `${cookie}; amm_lite=off` })).toBe(true);
  });
});

describe("the Lite mode switch", () => {
  it("keeps a visitor's choice in a cookie and goes back to a same-site page only", async () => {
    const on = await settle(() =>
      liteRoute.action(
        routeArgs(formRequest("/lite-mode", { intent: "lite-on", redirectTo: "/terms" })),
      ),
    );
    expect(on.status).toBe(302);
    expect(on.headers.get("location")).toBe("/terms");
    expect(on.headers.get("set-cookie")).toMatch(/^amm_lite=on;/);

    const away = await settle(() =>
      liteRoute.action(
        routeArgs(formRequest("/lite-mode", { intent: "lite-off", redirectTo: "//evil.example" })),
      ),
    );
    expect(away.headers.get("location")).toBe("/");
    expect(away.headers.get("set-cookie")).toMatch(/^amm_lite=off;/);
  });

  it("turns a signed-in user's preference off from the notice", async () => {
    const { user, cookie } = await createSignedInUser();
    await db.user.update({ where: { id: user.id }, data: { liteMode: true } });
    const off = await settle(() =>
      liteRoute.action(
        routeArgs(
          formRequest("/lite-mode", { intent: "lite-off", redirectTo: "/dashboard" }, { cookie }),
        ),
      ),
    );
    expect(off.headers.get("location")).toBe("/dashboard");
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved.liteMode).toBe(false);
  });

  it("refuses a post from another site", async () => {
    const response = await settle(() =>
      liteRoute.action(
        routeArgs(
          formRequest(
            "/lite-mode",
            { intent: "lite-on" },
            { headers: { Origin: "https://evil.example" } },
          ),
        ),
      ),
    );
    expect(response.status).toBe(403);
  });
});
