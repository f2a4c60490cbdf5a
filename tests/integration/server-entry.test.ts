// The server entry from outside, over real HTTP: the client address reaching the app
// (TRUST_PROXY, forged headers), nosniff on every answer, and the edge screen that refuses bad
// text and cross-site page posts before any route (or the framework) sees them. The routes behind
// it are the real ones, on this run's database (SQLite or PostgreSQL).
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp as createAppRecord } from "~/models/app.server";
import * as helpPage from "~/routes/_app.help/route";
import * as apiAnnouncements from "~/routes/api.admin.announcements";
import * as apiApps from "~/routes/api.apps";
import * as apiApp from "~/routes/api.apps.$appId";
import * as apiModule from "~/routes/api.modules.$moduleId";
import * as apiRegister from "~/routes/api.register";
import { db } from "~/services/db.server";
import { clientKey } from "~/utils/client-address.server";
import { CROSS_ORIGIN_MESSAGE } from "~/utils/csrf.server";
import { BAD_TEXT_MESSAGE, screenRequest } from "~/utils/edge.server";

import { createApp, parseTrustProxy, parseWebConcurrency } from "../../scripts/server-app.mjs";
import { createSignedInUser } from "./helpers";

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: { clientAddress: string };
}) => Promise<unknown>;

// A few real routes, matched the way Remix would match them.
const ROUTES: [string, RegExp, Handler][] = [
  ["GET", /^\/api\/apps$/, apiApps.loader as Handler],
  ["POST", /^\/api\/apps$/, apiApps.action as Handler],
  ["GET", /^\/api\/apps\/(?<appId>[^/]+)$/, apiApp.loader as Handler],
  ["PUT", /^\/api\/apps\/(?<appId>[^/]+)$/, apiApp.action as Handler],
  ["PUT", /^\/api\/modules\/(?<moduleId>[^/]+)$/, apiModule.action as Handler],
  ["POST", /^\/api\/register$/, apiRegister.action as Handler],
  ["POST", /^\/api\/admin\/announcements$/, apiAnnouncements.action as Handler],
  ["POST", /^\/help$/, helpPage.action as Handler],
];

async function routeRequest(request: Request, context: { clientAddress: string }) {
  const url = new URL(request.url);
  if (url.pathname === "/echo") {
    return Response.json({
      client: context.clientAddress,
      url: request.url,
      forwardedFor: request.headers.get("X-Forwarded-For"),
      forwardedHost: request.headers.get("X-Forwarded-Host"),
    });
  }
  for (const [method, pattern, handler] of ROUTES) {
    const match = url.pathname.match(pattern);
    if (method !== request.method || !match) continue;
    const params = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
    );
    try {
      const result = await handler({ request, params, context });
      return result instanceof Response ? result : Response.json(result);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      // What the framework does with an error: a 500.
      return new Response(String(thrown), { status: 500 });
    }
  }
  return new Response("Not found", { status: 404 });
}

async function listen(trustProxy: number): Promise<{ server: Server; base: string }> {
  const app = createApp({ handleRequest: routeRequest, screenRequest, trustProxy, log: false });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let direct: { server: Server; base: string };
let proxied: { server: Server; base: string };
let cookie: string;
let adminCookie: string;
let appId: string;
let moduleId: string;

beforeAll(async () => {
  direct = await listen(0);
  proxied = await listen(1);
  const signedIn = await createSignedInUser();
  cookie = signedIn.cookie;
  adminCookie = (await createSignedInUser({ role: "admin" })).cookie;
  const app = await createAppRecord(signedIn.user.tenantId, {
    name: "Edge App",
    url: "",
    description: "",
  });
  appId = app.id;
  moduleId = (
    await db.module.create({
      data: { appId, stepName: "foundation", status: "in_progress", data: {} },
    })
  ).id;
});

afterAll(async () => {
  direct.server.close();
  proxied.server.close();
});

function json(method: string, body: string, withCookie = cookie): RequestInit {
  return { method, headers: { "Content-Type": "application/json", Cookie: withCookie }, body };
}

describe("client address", () => {
  it("without a trusted proxy uses the socket address and drops forged forwarding headers", async () => {
    const response = await fetch(`${direct.base}/echo`, {
      headers: { "X-Forwarded-For": "6.6.6.6", "X-Forwarded-Host": "evil.example" },
    });
    const body = await response.json();
    expect(clientKey(body.client)).toBe("127.0.0.1");
    expect(body.forwardedFor).toBeNull();
    expect(body.forwardedHost).toBeNull();
    expect(new URL(body.url).hostname).toBe("127.0.0.1");
  });

  it("with TRUST_PROXY=1 takes only the hop the proxy added, never what the client wrote before it", async () => {
    const forged = await fetch(`${proxied.base}/echo`, {
      headers: { "X-Forwarded-For": "6.6.6.6, 203.0.113.7" },
    });
    expect((await forged.json()).client).toBe("203.0.113.7");
    const none = await fetch(`${proxied.base}/echo`);
    expect(clientKey((await none.json()).client)).toBe("127.0.0.1");
  });

  it("parses TRUST_PROXY and WEB_CONCURRENCY strictly", () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy("2")).toBe(2);
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("-1")).toThrow(/TRUST_PROXY/);
    expect(parseWebConcurrency(undefined, "development", 8)).toBe(1);
    expect(parseWebConcurrency(undefined, "production", 8)).toBe(8);
    expect(parseWebConcurrency("3", "production", 8)).toBe(3);
    expect(() => parseWebConcurrency("0", "production", 8)).toThrow(/WEB_CONCURRENCY/);
  });

  it("counts IPv6 clients per /64 network and IPv4-mapped addresses as IPv4", () => {
    expect(clientKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(clientKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:0db8:0001:0002::/64");
  });
});

describe("nosniff", () => {
  it("is on every answer, once: app answers, refusals, 404s and static files", async () => {
    for (const [path, init] of [
      ["/echo", {}],
      ["/nothing-here", {}],
      ["/api/apps/%00", {}],
      ["/favicon.ico", {}],
      ["/help", { method: "POST", headers: { Origin: "null" } }],
    ] as const) {
      const response = await fetch(`${direct.base}${path}`, init);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
  });
});

describe("bad text at the edge", () => {
  it("refuses NUL and lone surrogates in JSON bodies with 400 and stores nothing", async () => {
    const before = await db.app.count();
    const cases: [string, RequestInit][] = [
      ["/api/apps", json("POST", '{"name":"\\ud800"}')],
      ["/api/apps", json("POST", '{"name":"a\\u0000b"}')],
      ["/api/apps", json("POST", '{"name":"ok","description":"\\udc00 tail"}')],
      [`/api/apps/${appId}`, json("PUT", '{"name":"\\ud800"}')],
      [`/api/modules/${moduleId}`, json("PUT", '{"data":{"x":"\\u0000"}}')],
      [
        "/api/register",
        json("POST", '{"email":"a@b.co","password":"x\\ud800","companyName":"C"}', ""),
      ],
      ["/api/admin/announcements", json("POST", '{"title":"\\ud800","message":"m"}', adminCookie)],
    ];
    for (const [path, init] of cases) {
      const response = await fetch(`${direct.base}${path}`, init);
      expect(response.status, `${init.method} ${path} ${String(init.body)}`).toBe(400);
      expect((await response.json()).message).toBe(BAD_TEXT_MESSAGE);
    }
    expect(await db.app.count()).toBe(before);
    expect((await db.app.findUniqueOrThrow({ where: { id: appId } })).name).toBe("Edge App");
    expect(await db.announcement.count()).toBe(0);
  });

  it("refuses NUL in a path id or a query string with 400", async () => {
    for (const path of ["/api/apps/%00", `/api/apps/${appId}%00`, "/api/apps?q=a%00b"]) {
      const response = await fetch(`${direct.base}${path}`, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(400);
    }
    expect((await fetch(`${direct.base}/api/apps/%E0%A4%A`)).status).toBe(400);
  });

  it("refuses malformed percent-encoding in an /api path with the JSON error shape", async () => {
    for (const path of ["/api/apps/%ZZ", "/api/apps/%", "/api/modules/a%E0%A4%A/x", "/api/%"]) {
      const response = await fetch(`${direct.base}${path}`, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(400);
      expect(response.headers.get("Content-Type"), path).toMatch(/^application\/json/);
      const body = (await response.json()) as { message?: unknown };
      expect(typeof body.message, path).toBe("string");
    }
    // A page address gets the small page, with the same message.
    const page = await fetch(`${direct.base}/apps/%ZZ/checklist`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("The address is not valid");
  });

  it("refuses NUL in a page's form post (urlencoded and multipart) with a 400 page", async () => {
    const before = await db.supportMessage.count();
    const urlencoded = await fetch(`${direct.base}/help`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: "intent=send-support-message&subject=Hi&message=a%00b",
    });
    expect(urlencoded.status).toBe(400);
    expect(urlencoded.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await urlencoded.text()).toContain("cannot be stored");
    const form = new FormData();
    form.set("intent", "send-support-message");
    form.set("subject", "Hi\u0000");
    form.set("message", "Hello there");
    const multipart = await fetch(`${direct.base}/help`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    expect(multipart.status).toBe(400);
    expect(await db.supportMessage.count()).toBe(before);

    // Ordinary text, emoji included, goes through.
    const fine = await fetch(
      `${direct.base}/api/apps`,
      json("POST", '{"name":"Rocket \\ud83d\\ude80"}'),
    );
    expect(fine.status).toBe(201);
  });
});

describe("cross-site page posts", () => {
  it("answer 403 with a message before any route or framework check", async () => {
    for (const origin of ["http://evil.example", "null", "http://[::1"]) {
      for (const path of ["/help", "/dashboard"]) {
        const response = await fetch(`${direct.base}${path}`, {
          method: "POST",
          headers: {
            Origin: origin,
            Cookie: cookie,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: "intent=send-support-message&subject=Hi&message=Hello",
        });
        expect(response.status, `${origin} ${path}`).toBe(403);
        expect(await response.text()).toContain("another website");
      }
    }
    const api = await fetch(`${direct.base}/api/apps`, {
      ...json("POST", '{"name":"x"}'),
      headers: {
        "Content-Type": "application/json",
        Cookie: cookie,
        Origin: "http://evil.example",
      },
    });
    expect(api.status).toBe(403);
    expect((await api.json()).message).toBe(CROSS_ORIGIN_MESSAGE);
    expect(await db.supportMessage.count()).toBe(0);
  });
});

describe("posts from our own pages that send no referrer", () => {
  it("reach the app without `Origin: null`, so the framework's own check lets them through", async () => {
    // The framework itself, through its public handler: a build of one page with an action. A
    // document post (JavaScript off) whose Origin does not match the host is answered 500 by
    // Remix before the action runs.
    const build = {
      mode: "production",
      future: {},
      isSpaMode: false,
      publicPath: "/build/",
      assetsBuildDirectory: "public/build",
      assets: {
        version: "1",
        url: "/build/manifest.js",
        entry: { module: "", imports: [] },
        routes: {},
      },
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers) =>
            new Response("saved", { status, headers }),
          handleError: () => {},
        },
      },
      routes: {
        root: { id: "root", path: "", module: { default: () => null } },
        page: {
          id: "page",
          parentId: "root",
          path: "*",
          module: { default: () => null, action: () => null },
        },
      },
    } as unknown as ServerBuild;
    const remix = createRequestHandler(build, "production");
    const seen: (string | null)[] = [];
    const app = createApp({
      handleRequest: async (request: Request) => {
        seen.push(request.headers.get("Origin"));
        return remix(request);
      },
      screenRequest,
      log: false,
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/unsubscribe/some-token`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "intent=save-email-kinds",
      });
    try {
      // A page with Referrer-Policy: no-referrer posts its own form with Origin: null.
      const own = await post({ Origin: "null", "Sec-Fetch-Site": "same-origin" });
      expect(own.status).toBe(200);
      expect(await own.text()).toBe("saved");
      // A mail provider's one-click post names no Origin at all.
      expect((await post({})).status).toBe(200);
      expect(seen).toEqual([null, null]);
      // Another site's opaque origin is still refused before the app.
      expect((await post({ Origin: "null" })).status).toBe(403);
      expect((await post({ Origin: "null", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
      expect(seen).toHaveLength(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
