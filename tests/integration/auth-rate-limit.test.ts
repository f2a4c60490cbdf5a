// Sign-in and registration limits: per email and per IP, stored in the database.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { action as loginAction } from "~/routes/api.login";
import { action as registerAction } from "~/routes/api.register";
import {
  LOGIN_LIMIT_PER_EMAIL,
  LOGIN_LIMIT_PER_IP,
  REGISTER_LIMIT_PER_EMAIL,
  REGISTER_LIMIT_PER_IP,
} from "~/utils/rate-limit.server";
import {
  TEST_PASSWORD,
  createSignedInUser,
  jsonRequest,
  routeArgs,
  settle,
  uniqueEmail,
} from "./helpers";

let ipCounter = 0;
/** Each test gets its own client address so that the per-IP counters don't mix. */
function freshIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function login(body: unknown, ip: string) {
  return settle(() =>
    loginAction(
      routeArgs(
        jsonRequest("/api/login", body, { headers: { "X-Forwarded-For": `${ip}, 10.0.0.1` } }),
      ),
    ),
  );
}

function register(body: unknown, ip: string) {
  return settle(() =>
    registerAction(
      routeArgs(jsonRequest("/api/register", body, { headers: { "X-Forwarded-For": ip } })),
    ),
  );
}

// Every attempt runs a real argon2 verification (~50 ms, more on a busy machine).
vi.setConfig({ testTimeout: 90_000 });

beforeEach(() => {
  // The limits under test are the production ones (RATE_LIMIT_MULTIPLIER = 1 in Vitest).
  expect(process.env.RATE_LIMIT_MULTIPLIER).toBe("1");
});

describe("sign-in limits", () => {
  it("answers 429 with Retry-After once an email has had too many attempts, even with the right password", async () => {
    const { user } = await createSignedInUser();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMIT_PER_EMAIL.points; i++) {
      expect((await login({ email: user.email, password: `Wrong-${i}` }, ip)).status).toBe(401);
    }
    const limited = await login({ email: user.email, password: TEST_PASSWORD }, ip);
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.message).toMatch(
      /^Too many sign-in attempts\. Please wait 15 minutes and try again\.$/,
    );
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(limited.headers.get("Set-Cookie")).toBeNull();

    // Another address does not help: the email itself is limited.
    expect((await login({ email: user.email, password: TEST_PASSWORD }, freshIp())).status).toBe(
      429,
    );
    // Another account from the first address still signs in.
    const other = await createSignedInUser();
    expect((await login({ email: other.user.email, password: TEST_PASSWORD }, ip)).status).toBe(
      200,
    );
  });

  it("forgives earlier typos after a successful sign-in", async () => {
    const { user } = await createSignedInUser();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMIT_PER_EMAIL.points - 1; i++) {
      await login({ email: user.email, password: "Wrong-1" }, ip);
    }
    expect((await login({ email: user.email, password: TEST_PASSWORD }, ip)).status).toBe(200);
    expect((await login({ email: user.email, password: "Wrong-1" }, ip)).status).toBe(401);
  });

  it("limits one address trying many emails", async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMIT_PER_IP.points; i++) {
      expect((await login({ email: uniqueEmail("spray"), password: "Guess-1" }, ip)).status).toBe(
        401,
      );
    }
    const limited = await login({ email: uniqueEmail("spray"), password: "Guess-1" }, ip);
    expect(limited.status).toBe(429);
    expect(
      (await login({ email: uniqueEmail("spray"), password: "Guess-1" }, freshIp())).status,
    ).toBe(401);
  });

  it("keeps its counters in the database, so a second server sees them", async () => {
    const { user } = await createSignedInUser();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMIT_PER_EMAIL.points; i++) {
      await login({ email: user.email, password: "Wrong-1" }, ip);
    }
    expect(await db.rateLimiterFlexible.count({ where: { key: { contains: user.email } } })).toBe(
      1,
    );
    // A fresh copy of the modules stands in for another app server with empty memory.
    vi.resetModules();
    const fresh = await import("~/routes/api.login");
    const response = await settle(() =>
      fresh.action(
        routeArgs(
          jsonRequest(
            "/api/login",
            { email: user.email, password: TEST_PASSWORD },
            { headers: { "X-Forwarded-For": freshIp() } },
          ),
        ),
      ),
    );
    expect(response.status).toBe(429);
  });
});

describe("registration limits", () => {
  it("limits sign-ups from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTER_LIMIT_PER_IP.points; i++) {
      const response = await register(
        { email: uniqueEmail("bulk"), password: TEST_PASSWORD, companyName: `Bulk ${i}` },
        ip,
      );
      expect(response.status).toBe(201);
    }
    const before = await db.tenant.count();
    const limited = await register(
      { email: uniqueEmail("bulk"), password: TEST_PASSWORD, companyName: "One too many" },
      ip,
    );
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(
      /^Too many sign-up attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(await db.tenant.count()).toBe(before);
  });

  it("limits repeated sign-ups for one email across addresses", async () => {
    const email = uniqueEmail("again");
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTER_LIMIT_PER_EMAIL.points; i++) {
      const response = await register(
        { email, password: TEST_PASSWORD, companyName: "Again" },
        freshIp(),
      );
      statuses.push(response.status);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, -1).every((status) => status === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
