// Property-based fuzzing (fast-check) of every API endpoint and every page action of the route
// table, over HTTP against the production build: wrong types, huge strings, NUL (U+0000), lone
// surrogates inside JSON text, malformed JSON, wrong content types, odd path ids and foreign or
// malformed Origin headers on page posts, keys named like Object.prototype members in JSON bodies
// and form fields, and ids in any Unicode. Every answer is below 500; a refusal (4xx) carries a
// message (JSON {"message"} for the API) and leaves every table exactly as it was; a page post from
// another origin is refused with 403. The named inputs of the known defects always run first.
import http from "node:http";

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSignedInUser } from "../integration/helpers";
import {
  createTenantFixture,
  databaseSnapshot,
  fixtureIntact,
  newCookie,
  type TenantFixture,
} from "./fixtures";
import { isPage, ROUTE_TABLE, type RouteCase } from "./routes";
import { FULL, type RunningServer, startServer } from "./server";

/** Generated cases per target (new random ones each run): a few by default, more in the deep run. */
const RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? (FULL ? 15 : 4));

let server: RunningServer;
let owner: TenantFixture;
let adminId: string;

beforeAll(async () => {
  server = await startServer();
  owner = await createTenantFixture();
  adminId = (await createSignedInUser({ role: "admin" })).user.id;
});

afterAll(async () => {
  await server?.stop();
});

type FuzzRequest = {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Expected 403: a page post from another (or a malformed) origin. */
  foreignOrigin: boolean;
  oddPath?: boolean;
  summary: string;
};

function request(r: Omit<FuzzRequest, "summary">): FuzzRequest {
  const body =
    r.body === undefined
      ? ""
      : r.body.length > 200
        ? `${JSON.stringify(r.body.slice(0, 200))}… (${r.body.length} chars)`
        : JSON.stringify(r.body);
  const summary = `${r.method} ${r.path.slice(0, 200)} ${JSON.stringify(r.headers)} ${body}`;
  return Object.assign(r, { summary, [fc.toStringMethod]: () => summary });
}

// ---- Generators ----

const SPECIALS = [
  "\u0000",
  "\ud800",
  "\udfff",
  "\ud83d",
  "\uffff",
  "\u202e",
  "'",
  '"',
  "<script>",
  "%00",
  "../",
  "\\",
  "😀",
  "\r\n",
];
const nastyString = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...SPECIALS), fc.string({ maxLength: 8 })), { maxLength: 6 })
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.integer({ min: 5_000, max: 300_000 }).map((n) => "x".repeat(n)) },
  { weight: 2, arbitrary: fc.constantFrom("a\u0000b", "\ud800", "x\udfffy", "", " ") },
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
const badValue = fc.oneof(nastyString, wrongType);
const ODD_IDS = [
  "%00",
  "a%00b",
  "%ZZ",
  "%",
  "..%2F..%2Fetc",
  "%ED%A0%80",
  "%F0%9F%98%80",
  "%E4%BD%A0%E5%A5%BD",
  "caf%C3%A9",
  "null",
  "-1",
  "x".repeat(3000),
  "%20",
];
/** Names of Object.prototype members: ordinary text as keys, never a 500. */
const PROTOTYPE_KEYS = [
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "__defineGetter__",
];
/** Non-ASCII ids: 404 when nothing matches, and never raw in a header. */
const UNICODE_IDS = ["%F0%9F%98%80", "%E4%BD%A0%E5%A5%BD", "caf%C3%A9"];
const anyKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
);
/** An object with these own keys (a literal or a spread would set or drop "__proto__"). */
function withKeys(base: object, keys: string[], value: unknown): Record<string, unknown> {
  return Object.fromEntries([...Object.entries(base), ...keys.map((k) => [k, value])]);
}

const oddId = fc.oneof(
  fc.constantFrom(...ODD_IDS),
  // Not "." or "..": the URL itself would drop those segments.
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => s !== "." && s !== "..")
    .map(encodeURIComponent),
);
const MALFORMED_JSON = [
  "{",
  '{"name":}',
  "[1,",
  "nul",
  "\u0000",
  "",
  '{"name":"\\ud800"}',
  '{"name":"a\\u0000b"}',
  '{"name":"\\u00"}',
  "\ufeff{}",
];
const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=zzz",
  "application/xml",
];
const FOREIGN_ORIGINS = [
  "http://evil.example",
  "null",
  "http://[::1",
  "not a url",
  "https://localhost.evil.example",
];

/** The first tenant's ids in a path, each replaceable by an odd id. */
function pathArbitrary(path: string, keepReal: boolean) {
  const real = Object.values(owner.ids).filter((id): id is string => !!id && path.includes(id));
  if (real.length === 0) return fc.constant(path);
  return fc
    .tuple(...real.map(() => (keepReal ? fc.option(oddId, { nil: undefined, freq: 3 }) : oddId)))
    .map((odd) =>
      real.reduce(
        (p, id, index) => (odd[index] === undefined ? p : p.replace(id, odd[index] as string)),
        path,
      ),
    );
}

function jsonArbitrary(c: RouteCase) {
  const base = (c.body?.(owner.ids) as { json?: unknown } | undefined)?.json;
  const fields = base && typeof base === "object" ? Object.keys(base as object) : [];
  const mutated = fc
    .record(
      Object.fromEntries(
        fields.map((k) => [k, fc.option(badValue, { nil: undefined, freq: 2 })]),
      ) as Record<string, fc.Arbitrary<unknown>>,
    )
    .chain((changes) =>
      fc
        .option(fc.array(fc.tuple(anyKey, badValue), { maxLength: 2 }), { nil: undefined })
        .map((extra) => {
          const value = Object.fromEntries([...Object.entries(base ?? {}), ...(extra ?? [])]);
          for (const [k, v] of Object.entries(changes))
            if (v !== undefined) (value as Record<string, unknown>)[k] = v;
          return JSON.stringify(value);
        }),
    );
  const body = fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: badValue.map((v) => JSON.stringify(v) ?? "null") },
    {
      weight: 2,
      arbitrary: fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ maxLength: 30 })),
    },
  );
  const type = fc.oneof(
    { weight: 6, arbitrary: fc.constant("application/json") },
    { weight: 3, arbitrary: fc.constantFrom(...JSON_TYPES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc
    .tuple(pathArbitrary(c.path(owner.ids), true), body, type)
    .map(([path, text, contentType]) =>
      request({
        method: c.method,
        path,
        headers: contentType ? { "Content-Type": contentType } : {},
        body: c.method === "GET" ? undefined : text,
        foreignOrigin: false,
      }),
    );
}

function multipart(fields: [string, string][]): { type: string; body: string } {
  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  const parts = fields.map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: `${parts.join("")}--${boundary}--\r\n`,
  };
}

function formArbitrary(c: RouteCase) {
  const base = (c.body?.(owner.ids) ?? {}) as Record<string, string>;
  const keys = Object.keys(base).filter((k) => k !== "intent");
  const fields = fc
    .tuple(
      fc.record(
        Object.fromEntries(
          keys.map((k) => [k, fc.option(nastyString, { nil: undefined, freq: 2 })]),
        ) as Record<string, fc.Arbitrary<string | undefined>>,
      ),
      fc.option(nastyString, { nil: undefined, freq: 6 }),
      fc.array(fc.tuple(anyKey, nastyString), { maxLength: 2 }),
    )
    .map(([changes, intent, extra]) => {
      const entries: [string, string][] = Object.entries(base).map(([k, v]) => [
        k,
        k === "intent" ? (intent ?? v) : (changes[k] ?? v),
      ]);
      return [...entries, ...extra];
    });
  const origin = fc.oneof(
    { weight: 6, arbitrary: fc.constant("own") },
    { weight: 3, arbitrary: fc.constantFrom(...FOREIGN_ORIGINS) },
    { weight: 1, arbitrary: fc.constant("none") },
  );
  const encoding = fc.oneof(
    { weight: 6, arbitrary: fc.constant("urlencoded") },
    {
      weight: 1,
      arbitrary: fc.constantFrom("multipart", "raw", "json", "text", "broken-multipart"),
    },
  );
  return fc
    .tuple(pathArbitrary(c.path(owner.ids), true), fields, origin, encoding)
    .map(([path, entries, originKind, enc]) => {
      const headers: Record<string, string> = {};
      if (originKind === "own") headers.Origin = server.url;
      else if (originKind !== "none") headers.Origin = originKind;
      let body: string;
      if (enc === "multipart") {
        const m = multipart(entries);
        headers["Content-Type"] = m.type;
        body = m.body;
      } else if (enc === "broken-multipart") {
        headers["Content-Type"] = "multipart/form-data; boundary=nope";
        body = '--nope\r\nContent-Disposition: form-data; name="intent"\r\n';
      } else if (enc === "json") {
        headers["Content-Type"] = "application/json";
        body = JSON.stringify(Object.fromEntries(entries));
      } else if (enc === "text") {
        headers["Content-Type"] = "text/plain";
        body = entries.map(([k, v]) => `${k}=${v}`).join("\n");
      } else {
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        body =
          enc === "raw"
            ? entries.map(([k, v]) => `${k}=${v}`).join("&") + "&odd=%ZZ%ED%A0%80"
            : new URLSearchParams(entries).toString();
      }
      return request({
        method: c.method,
        path,
        headers,
        body,
        foreignOrigin: originKind !== "own" && originKind !== "none",
        // An odd path may be refused for the path first (400) instead of the origin (403).
        oddPath: path !== c.path(owner.ids),
      });
    });
}

/** The inputs of the known defects, tried on every target before the generated ones. */
function namedExamples(file: string, c: RouteCase): FuzzRequest[] {
  const path = c.path(owner.ids);
  const examples: FuzzRequest[] = [];
  const ids = Object.values(owner.ids).filter((id) => !!id && path.includes(id));
  if (ids.length)
    examples.push(
      request({
        method: c.method,
        path: path.replace(ids[0], "%00"),
        headers: {},
        foreignOrigin: false,
      }),
    );
  // The first id in any Unicode, with the case's own body: 404 (or another 4xx), never a 500.
  const api = file.startsWith("api.");
  const own = c.body?.(owner.ids);
  const ownBody: { headers?: Record<string, string>; body?: string } =
    c.method === "GET" || own === undefined
      ? {}
      : api
        ? {
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify((own as { json: unknown }).json),
          }
        : {
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
            body: new URLSearchParams(own as Record<string, string>).toString(),
          };
  for (const id of ids.length ? UNICODE_IDS : [])
    examples.push(
      request({
        method: c.method,
        path: path.replace(ids[0], id),
        headers: {},
        ...ownBody,
        foreignOrigin: false,
      }),
    );
  if (file.startsWith("api.") && c.body) {
    const base = (c.body(owner.ids) as { json: Record<string, unknown> }).json;
    // Every prototype name as a key at the top and inside each object field (module data, answers).
    const nested = Object.fromEntries(
      Object.entries(base).map(([k, v]) => [
        k,
        v && typeof v === "object" && !Array.isArray(v) ? withKeys(v, PROTOTYPE_KEYS, "x") : v,
      ]),
    );
    for (const json of [withKeys(base, PROTOTYPE_KEYS, "x"), nested])
      examples.push(
        request({
          method: c.method,
          path,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(json),
          foreignOrigin: false,
        }),
      );
    const strings = Object.keys(base).filter((k) => typeof base[k] === "string");
    for (const bad of ["\ud800", "a\u0000b"]) {
      if (strings.length === 0) continue;
      const value = { ...base, ...Object.fromEntries(strings.map((k) => [k, bad])) };
      examples.push(
        request({
          method: c.method,
          path,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(value),
          foreignOrigin: false,
        }),
      );
    }
  }
  if (!file.startsWith("api.") && c.method === "POST") {
    const fields = (c.body?.(owner.ids) ?? {}) as Record<string, string>;
    for (const origin of ["http://evil.example", "null", "http://[::1"]) {
      examples.push(
        request({
          method: "POST",
          path,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
          body: new URLSearchParams(fields).toString(),
          foreignOrigin: true,
        }),
      );
    }
    const named = [...Object.entries(fields), ...PROTOTYPE_KEYS.map((k) => [k, "x"])];
    examples.push(
      request({
        method: "POST",
        path,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams(named).toString(),
        foreignOrigin: false,
      }),
    );
    const nul = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, k === "intent" ? v : `a\u0000b`]),
    );
    examples.push(
      request({
        method: "POST",
        path,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams(nul).toString(),
        foreignOrigin: false,
      }),
    );
  }
  return examples;
}

// ---- Targets: every API case with input, every page action, every page read with ids ----

type Target = { file: string; c: RouteCase; kind: "json" | "form" | "path" };
const targets: Target[] = Object.entries(ROUTE_TABLE).flatMap(([file, entry]) =>
  entry.cases.flatMap((c): Target[] => {
    if (file.startsWith("api."))
      return c.body || c.method !== "GET" || entry.pattern.includes(":")
        ? [{ file, c, kind: "json" }]
        : [];
    if (c.method === "POST") return [{ file, c, kind: "form" }];
    return entry.pattern.includes(":") && isPage(file) ? [{ file, c, kind: "path" }] : [];
  }),
);

/** One request on its own connection (no keep-alive), so that a reset belongs to this request. */
function httpRequest(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const length = body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) };
    const req = http.request(
      url,
      { method, headers: { ...headers, ...length }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function check(file: string, c: RouteCase, r: FuzzRequest) {
  const admin = file.includes("admin");
  const cookie = await newCookie(admin ? adminId : owner.user.id);
  const before = await databaseSnapshot();
  let status: number;
  let text: string;
  try {
    ({ status, text } = await httpRequest(
      `${server.url}${r.path}`,
      r.method,
      { ...r.headers, Cookie: cookie },
      r.body,
    ));
  } catch (error) {
    // A server may answer early and close the connection while a huge body is still being sent;
    // that is a refusal, provided the server is still up and nothing was saved.
    if ((r.body?.length ?? 0) < 5_000) throw error;
    expect((await fetch(`${server.url}/healthz`)).status, `alive after ${r.summary}`).toBe(200);
    expect(await databaseSnapshot(), `nothing saved: ${r.summary}`).toBe(before);
    return;
  }
  const answer = `${status} ${text.slice(0, 200).replace(/\s+/g, " ")}`;
  // 503 only from a feature this test server leaves unconfigured (payments).
  const off = c.other === "off" && status === 503;
  if (!off) expect(status, `no 5xx for ${r.summary}\n-> ${answer}`).toBeLessThan(500);
  if (r.foreignOrigin && !r.oddPath)
    expect(status, `a foreign Origin is refused with 403: ${r.summary}\n-> ${answer}`).toBe(403);
  if (r.foreignOrigin && r.oddPath)
    expect(
      status,
      `a foreign Origin is refused: ${r.summary}\n-> ${answer}`,
    ).toBeGreaterThanOrEqual(400);
  if (status >= 400) {
    expect(await databaseSnapshot(), `nothing saved when refused: ${r.summary}\n-> ${answer}`).toBe(
      before,
    );
    if (file.startsWith("api.")) {
      const json = (() => {
        try {
          return JSON.parse(text) as { message?: unknown };
        } catch {
          return null;
        }
      })();
      expect(
        typeof json?.message,
        `the API refuses with {"message"}: ${r.summary}\n-> ${answer}`,
      ).toBe("string");
    } else {
      expect(text.trim().length, `the page refuses with a message: ${r.summary}`).toBeGreaterThan(
        0,
      );
    }
  }
}

describe(`fuzzing every API endpoint and page action (${RUNS} generated inputs each)`, () => {
  it("covers every API route file and every page action of the table", () => {
    const apiFiles = Object.keys(ROUTE_TABLE).filter((f) => f.startsWith("api."));
    expect(apiFiles.every((f) => targets.some((t) => t.file === f))).toBe(true);
    const pagePosts = Object.entries(ROUTE_TABLE).flatMap(([f, e]) =>
      e.cases.filter((c) => c.method === "POST" && !f.startsWith("api.")),
    );
    expect(targets.filter((t) => t.kind === "form")).toHaveLength(pagePosts.length);
  });

  for (const { file, c, kind } of targets) {
    const name = `${file} ${c.method} ${c.path({} as never).replace(/undefined/g, ":id")}${c.intent ? ` intent=${c.intent}` : ""}`;
    it(name, async () => {
      // A fresh first tenant when an earlier target deleted part of it (delete-app, delete-task...).
      if (!(await fixtureIntact(owner))) owner = await createTenantFixture();
      const arbitrary =
        kind === "json"
          ? jsonArbitrary(c)
          : kind === "form"
            ? formArbitrary(c)
            : pathArbitrary(c.path(owner.ids), false).map((path) =>
                request({ method: "GET", path, headers: {}, foreignOrigin: false }),
              );
      await fc.assert(
        fc.asyncProperty(arbitrary, (r) => check(file, c, r)),
        { numRuns: RUNS, endOnFailure: true, examples: namedExamples(file, c).map((r) => [r]) },
      );
    });
  }
});
