// The auth API of docs/product/spec-facts.md §7 with the JSON contract of docs/architecture.md.
import { describe, expect, it } from "vitest";

import { defaultCompanyName } from "~/lib/company-name";
import { COMPANY_NAME_MAX } from "~/lib/limits";
import { action as loginAction, loader as loginLoader } from "~/routes/api.login";
import { action as logoutAction } from "~/routes/api.logout";
import { action as registerAction } from "~/routes/api.register";
import { action as userAction, loader as userLoader } from "~/routes/api.user";
import { db } from "~/services/db.server";
import { CROSS_ORIGIN_MESSAGE } from "~/utils/csrf.server";
import { LOGIN_FAILED_MESSAGE } from "~/utils/sign-in.server";

import {
  createSignedInUser,
  jsonRequest,
  routeArgs,
  settle,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";

const EVIL = "https://evil.example";

function cookieFrom(response: Response): string {
  const header = response.headers.get("Set-Cookie") ?? "";
  return header.split(";")[0];
}

async function getUser(cookie?: string) {
  return settle(() => userLoader(routeArgs(jsonRequest("/api/user", undefined, { cookie }))));
}

async function register(body: unknown, headers: Record<string, string> = {}) {
  return settle(() => registerAction(routeArgs(jsonRequest("/api/register", body, { headers }))));
}

async function login(body: unknown, headers: Record<string, string> = {}) {
  return settle(() => loginAction(routeArgs(jsonRequest("/api/login", body, { headers }))));
}

describe("GET /api/user", () => {
  it("answers 401 with a message when nobody is signed in", async () => {
    const response = await getUser();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "You are not signed in." });
  });

  it("answers the signed-in user with exactly id, email, role, tenantId and createdAt", async () => {
    const { user, cookie } = await createSignedInUser();
    const response = await getUser(cookie);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/password|hash|argon/i);
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual([
      "createdAt",
      "email",
      "emailVerifiedAt",
      "id",
      "role",
      "tenantId",
      "updatedAt",
    ]);
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      role: "user",
      tenantId: user.tenantId,
    });
    expect(new Date(body.createdAt).getTime()).toBe(user.createdAt.getTime());
  });

  it("never shows another tenant: each cookie answers its own user and tenant", async () => {
    const a = await createSignedInUser();
    const b = await createSignedInUser();
    const bodyA = await (await getUser(a.cookie)).json();
    const bodyB = await (await getUser(b.cookie)).json();
    expect(bodyA.tenantId).toBe(a.tenant.id);
    expect(bodyB.tenantId).toBe(b.tenant.id);
    expect(bodyA.tenantId).not.toBe(bodyB.tenantId);
    expect(JSON.stringify(bodyA)).not.toContain(b.user.email);
  });

  it("refuses other methods with 405", async () => {
    const put = jsonRequest("/api/user", {}, { method: "PUT" });
    const response = await settle(async () => userAction(routeArgs(put)));
    expect(response.status).toBe(405);
  });
});

describe("POST /api/register", () => {
  it("creates a tenant on trial with its first user, signs in and answers 201", async () => {
    const email = uniqueEmail("Founder").toUpperCase();
    const response = await register({ email, password: "Launch-2025", companyName: "  Acme  " });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toMatch(/password|hash/i);
    const body = JSON.parse(text);
    expect(body.email).toBe(email.toLowerCase());
    expect(body.role).toBe("user");

    const stored = await db.user.findUniqueOrThrow({
      where: { email: email.toLowerCase() },
      include: { tenant: true },
    });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.tenant).toMatchObject({ companyName: "Acme", subscriptionStatus: "trial" });
    expect(body.tenantId).toBe(stored.tenantId);

    const me = await getUser(cookieFrom(response));
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(stored.id);
  });

  it("answers 400 with field errors for invalid input", async () => {
    const response = await register({
      email: "not-an-email",
      password: "",
      companyName: "x".repeat(COMPANY_NAME_MAX + 1),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.companyName).toEqual([
      `Company name must be at most ${COMPANY_NAME_MAX} characters`,
    ]);
    expect(body.errors.email).toEqual(["Enter a valid email address"]);
    expect(body.errors.password[0]).toBe("Password is required");
  });

  it("names the company after the email when the company name is missing or blank, as the page does", async () => {
    for (const companyName of [undefined, "   "]) {
      const email = uniqueEmail("maya.chen");
      const response = await register({ email, password: TEST_PASSWORD, companyName });
      expect(response.status).toBe(201);
      const stored = await db.user.findUniqueOrThrow({
        where: { email: email.toLowerCase() },
        include: { tenant: true },
      });
      expect(stored.tenant.companyName).toBe(defaultCompanyName(email));
      expect(stored.tenant.companyName).toMatch(/^Maya Chen\b.*'s apps$/);
    }
  });

  it("answers 400 for malformed JSON", async () => {
    const malformed = await register("{not json");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toMatch(/not valid JSON/);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await register("email=a@b.c", { "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
  });

  it("answers 409 for an email that is already registered, whatever its case", async () => {
    const { user } = await createSignedInUser();
    const before = await db.tenant.count();
    const response = await register({
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
      companyName: "Copycat",
    });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.errors.email[0]).toMatch(/already exists/);
    expect(await db.tenant.count()).toBe(before);
  });
});

describe("POST /api/login", () => {
  it("answers 200 with the user and a working session cookie", async () => {
    const { user } = await createSignedInUser();
    const response = await login({ email: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: user.id, email: user.email, tenantId: user.tenantId });
    expect(body).not.toHaveProperty("passwordHash");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await getUser(cookieFrom(response))).status).toBe(200);
  });

  it("answers 401 with the same message for a wrong password and an unknown email", async () => {
    const { user } = await createSignedInUser();
    const wrong = await login({ email: user.email, password: "Wrong-password-1" });
    const unknown = await login({ email: uniqueEmail("nobody"), password: TEST_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual({ message: LOGIN_FAILED_MESSAGE });
    expect(b).toEqual(a);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
  });

  it("answers 400 with field errors for missing fields and malformed JSON", async () => {
    const empty = await login({});
    expect(empty.status).toBe(400);
    const body = await empty.json();
    expect(body.errors.email).toEqual(["Email is required"]);
    expect(body.errors.password[0]).toBe("Password is required");
    expect((await login("{")).status).toBe(400);
  });

  it("answers 405 to GET", async () => {
    const request = new Request("http://localhost/api/login");
    const context = { clientAddress: "127.0.0.1" };
    expect((await settle(() => loginLoader({ request, params: {}, context }))).status).toBe(405);
  });
});

describe("POST /api/logout", () => {
  it("deletes the session row and clears the cookie", async () => {
    const { user, cookie } = await createSignedInUser();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    const response = await settle(() =>
      logoutAction(routeArgs(jsonRequest("/api/logout", undefined, { method: "POST", cookie }))),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("Set-Cookie")).toMatch(/amm_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await getUser(cookie)).status).toBe(401);
  });

  it("only ends the caller's session", async () => {
    const a = await createSignedInUser();
    const b = await createSignedInUser();
    await logoutAction(
      routeArgs(jsonRequest("/api/logout", undefined, { method: "POST", cookie: a.cookie })),
    );
    expect((await getUser(b.cookie)).status).toBe(200);
  });
});

describe("cross-origin mutations", () => {
  it("refuses login, registration and logout from another origin with 403", async () => {
    const { user, cookie } = await createSignedInUser();
    const evil = { Origin: EVIL };
    const responses = [
      await login({ email: user.email, password: TEST_PASSWORD }, evil),
      await register({ email: uniqueEmail(), password: TEST_PASSWORD, companyName: "X" }, evil),
      await settle(() =>
        logoutAction(
          routeArgs(
            jsonRequest("/api/logout", undefined, { method: "POST", cookie, headers: evil }),
          ),
        ),
      ),
    ];
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe(CROSS_ORIGIN_MESSAGE);
    }
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses a browser's cross-site fetch even without an Origin header", async () => {
    const { user } = await createSignedInUser();
    const response = await login(
      { email: user.email, password: TEST_PASSWORD },
      { "Sec-Fetch-Site": "cross-site" },
    );
    expect(response.status).toBe(403);
  });

  it("accepts the same origin and clients that send no Origin", async () => {
    const { user } = await createSignedInUser();
    const sameOrigin = await login(
      { email: user.email, password: TEST_PASSWORD },
      { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    );
    expect(sameOrigin.status).toBe(200);
    const noOrigin = await login({ email: user.email, password: TEST_PASSWORD });
    expect(noOrigin.status).toBe(200);
  });
});
