// Sign-in and registration limits keyed on the real client (the address the server entry puts
// into the load context), stored in the database. Nobody can turn them against other users.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { action as loginAction } from "~/routes/api.login";
import { action as registerAction } from "~/routes/api.register";
import { action as authAction } from "~/routes/auth/route";
import { db } from "~/services/db.server";
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_CLIENT,
  LOGIN_FAILURES_PER_CLIENT,
  REGISTER_LIMIT_PER_CLIENT,
} from "~/services/rate-limit.server";

import {
  createSignedInUser,
  formRequest,
  jsonRequest,
  routeArgs,
  settle,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";

let clientCounter = 0;
/** A client address of its own, so that tests never share counters. */
function freshClient() {
  clientCounter += 1;
  return `203.0.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`;
}

function login(body: unknown, client: string, headers: Record<string, string> = {}) {
  return settle(() =>
    loginAction(routeArgs(jsonRequest("/api/login", body, { headers }), {}, client)),
  );
}

/** The sign-in form's answer as the browser gets it: a redirect, or the reply with its headers. */
async function formLogin(email: string, password: string, client: string): Promise<Response> {
  const result: unknown = await authAction(
    routeArgs(formRequest("/auth?intent=login", { intent: "login", email, password }), {}, client),
  );
  if (result instanceof Response) return result;
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return Response.json(data, init ?? undefined);
}

function register(body: unknown, client: string) {
  return settle(() => registerAction(routeArgs(jsonRequest("/api/register", body), {}, client)));
}

// Every failed attempt runs a real argon2 verification (~50 ms, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => {
  // The limits under test are the production ones (RATE_LIMIT_MULTIPLIER = 1 in Vitest).
  expect(process.env.RATE_LIMIT_MULTIPLIER).toBe("1");
});

describe("sign-in limits", () => {
  it("never shares a bucket between unrelated clients: one client's failures do not lock out anyone else", async () => {
    const { user } = await createSignedInUser();
    const attacker = freshClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT.points; i++) {
      expect(
        (await login({ email: uniqueEmail("made-up"), password: "Guess-1" }, attacker)).status,
      ).toBe(401);
    }
    const limited = await login({ email: uniqueEmail("made-up"), password: "Guess-1" }, attacker);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(800);

    // Without any proxy header, the real user on another client signs in: API and form.
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, freshClient())).status,
    ).toBe(200);
    const form = await formLogin(user.email, TEST_PASSWORD, freshClient());
    expect(form.status).toBe(302);
    expect(form.headers.get("Location")).toBe("/dashboard");
  });

  it("an attacker's 100 failures against one account, even with forged X-Forwarded-For, do not stop the real user", async () => {
    const { user } = await createSignedInUser();
    const attacker = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await login({ email: user.email, password: `Wrong-${i}` }, attacker, {
        "X-Forwarded-For": `198.51.100.${i}`,
      });
      statuses.push(response.status);
    }
    const allowed = LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points;
    expect(statuses.slice(0, allowed).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
    // Even the right password stays refused for the attacking client...
    expect((await login({ email: user.email, password: TEST_PASSWORD }, attacker)).status).toBe(
      429,
    );
    // ...while the owner, from a client that has not failed, gets in at once.
    const owner = await login({ email: user.email, password: TEST_PASSWORD }, freshClient());
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Set-Cookie")).toMatch(/^amm_session=/);
  });

  it("past the account-wide ceiling, whatever the addresses, every attempt is a 429 with Retry-After", async () => {
    const { user } = await createSignedInUser();
    const ceiling = LOGIN_FAILURES_PER_ACCOUNT.points;
    expect(ceiling).toBe(20);
    // One guess per address: the per-client limits never see more than one failure each.
    for (let i = 0; i < ceiling; i++) {
      expect((await login({ email: user.email, password: "Wrong-1" }, freshClient())).status).toBe(
        401,
      );
    }
    const guess = await login({ email: user.email, password: "Wrong-2" }, freshClient());
    expect(guess.status).toBe(429);
    expect(Number(guess.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The right password from yet another address is refused too until the window passes
    // (the owner gets in with an emailed reset link meanwhile: account-recovery.test.ts).
    const owner = await login({ email: user.email, password: TEST_PASSWORD }, freshClient());
    expect(owner.status).toBe(429);
    // Another account is untouched.
    const other = await createSignedInUser();
    const fine = await login({ email: other.user.email, password: TEST_PASSWORD }, freshClient());
    expect(fine.status).toBe(200);
  });

  it("forgives this client's typos after a successful sign-in", async () => {
    const { user } = await createSignedInUser();
    const client = freshClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points - 1; i++) {
      await login({ email: user.email, password: "Wrong-1" }, client);
    }
    expect((await login({ email: user.email, password: TEST_PASSWORD }, client)).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points - 1; i++) {
      expect((await login({ email: user.email, password: "Wrong-1" }, client)).status).toBe(401);
    }
  });

  it("answers the sign-in form with 429 and Retry-After too", async () => {
    const { user } = await createSignedInUser();
    const client = freshClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points; i++) {
      expect((await formLogin(user.email, "Wrong-1", client)).status).toBe(401);
    }
    const limited = await formLogin(user.email, TEST_PASSWORD, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(limited.headers.get("Set-Cookie") ?? "").not.toMatch(/amm_session=/);
  });

  it("keeps its counters in the database, so another server process sees them", async () => {
    const { user } = await createSignedInUser();
    const client = freshClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points; i++) {
      await login({ email: user.email, password: "Wrong-1" }, client);
    }
    expect(
      await db.rateLimiterFlexible.count({
        where: { key: { contains: `${user.email}|${client}` } },
      }),
    ).toBe(1);
    // A fresh copy of the modules stands in for another worker with empty memory.
    vi.resetModules();
    const fresh = await import("~/routes/api.login");
    const response = await settle(() =>
      fresh.action(
        routeArgs(
          jsonRequest("/api/login", { email: user.email, password: TEST_PASSWORD }),
          {},
          client,
        ),
      ),
    );
    expect(response.status).toBe(429);
  });
});

describe("registration limits", () => {
  it("limits sign-ups per client, never for everyone", async () => {
    const client = freshClient();
    for (let i = 0; i < REGISTER_LIMIT_PER_CLIENT.points; i++) {
      const response = await register(
        { email: uniqueEmail("bulk"), password: TEST_PASSWORD, companyName: `Bulk ${i}` },
        client,
      );
      expect(response.status).toBe(201);
    }
    const before = await db.tenant.count();
    const limited = await register(
      { email: uniqueEmail("bulk"), password: TEST_PASSWORD, companyName: "One too many" },
      client,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect((await limited.json()).message).toMatch(
      /^Too many sign-up attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(await db.tenant.count()).toBe(before);

    // Anyone else still signs up.
    const other = await register(
      { email: uniqueEmail("other"), password: TEST_PASSWORD, companyName: "Someone else" },
      freshClient(),
    );
    expect(other.status).toBe(201);
  });
});
