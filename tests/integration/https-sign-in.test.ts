// Every way to sign in refuses plain HTTP to a production server under a public name, as the
// sign-in page does: the JSON sign-in, register, the passkey endpoints, the second step, a reset
// (page and API) and accepting an invitation (page and API) answer the page's 403 and message
// before spending anything, and start no session (no amm_session cookie). http://localhost
// still works.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { db } from "~/services/db.server";

import { TEST_PASSWORD, uniqueEmail } from "./helpers";

const HOST = "http://app.example.com";

beforeEach(() => {
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("SESSION_SECRET", "s".repeat(40));
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** A POST as a browser sends it to http://app.example.com (a forged or plain-HTTP Host). */
function plainHttp(
  path: string,
  body: unknown,
  host = HOST,
  extra: { params?: Record<string, string>; cookie?: string } = {},
) {
  const form = body instanceof URLSearchParams;
  return {
    request: new Request(`${host}${path}`, {
      method: "POST",
      headers: {
        Origin: host,
        "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
        ...(extra.cookie ? { Cookie: extra.cookie } : {}),
      },
      body: form ? body : JSON.stringify(body),
    }),
    params: extra.params ?? {},
    context: { clientAddress: "203.0.113.9", protocol: "http" as const },
  };
}

async function answerOf(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    const data = result as { type?: string; data?: unknown; init?: ResponseInit };
    if (data.type === "DataWithResponseInit") return Response.json(data.data, data.init);
    return Response.json(result);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function expectRefused(response: Response, message: string) {
  const { SESSION_COOKIE_NAME } = await import("~/utils/session.server");
  expect(response.status).toBe(403);
  expect(JSON.stringify(await response.json())).toContain(message);
  const cookies = response.headers.getSetCookie();
  expect(cookies.some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(false);
}

async function newUser() {
  const { registerTenantUser } = await import("~/models/user.server");
  return registerTenantUser({
    email: uniqueEmail("plainhttp"),
    password: TEST_PASSWORD,
    companyName: "Plain HTTP Co",
  });
}

describe("plain HTTP to a production server", () => {
  it("the sign-in page refuses with its message (the reference)", async () => {
    const { HTTPS_REQUIRED_MESSAGE } = await import("~/utils/client-address.server");
    const { action } = await import("~/routes/auth/route");
    const fields = new URLSearchParams({ email: "a@example.com", password: TEST_PASSWORD });
    const answer = await answerOf(() => action(plainHttp("/auth?intent=login", fields)));
    await expectRefused(answer, HTTPS_REQUIRED_MESSAGE);
  });

  it("POST /api/login is refused the same way, and starts no session", async () => {
    const { HTTPS_REQUIRED_MESSAGE } = await import("~/utils/client-address.server");
    const { registerTenantUser } = await import("~/models/user.server");
    const user = await registerTenantUser({
      email: uniqueEmail("plainhttp"),
      password: TEST_PASSWORD,
      companyName: "Plain HTTP Co",
    });
    const { action } = await import("~/routes/api.login");
    const answer = await answerOf(() =>
      action(plainHttp("/api/login", { email: user.email, password: TEST_PASSWORD })),
    );
    await expectRefused(answer, HTTPS_REQUIRED_MESSAGE);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);

    // The same request to http://localhost signs in: only public names are refused.
    const local = await answerOf(() =>
      action(
        plainHttp(
          "/api/login",
          { email: user.email, password: TEST_PASSWORD },
          "http://localhost:3000",
        ),
      ),
    );
    expect(local.status).toBe(200);
  });

  it("POST /api/register is refused the same way", async () => {
    const { HTTPS_REQUIRED_MESSAGE } = await import("~/utils/client-address.server");
    const { action } = await import("~/routes/api.register");
    const email = uniqueEmail("plainhttp");
    const answer = await answerOf(() =>
      action(
        plainHttp("/api/register", { email, password: TEST_PASSWORD, companyName: "Plain Co" }),
      ),
    );
    await expectRefused(answer, HTTPS_REQUIRED_MESSAGE);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("the passkey endpoints are refused the same way", async () => {
    const { HTTPS_REQUIRED_MESSAGE } = await import("~/utils/client-address.server");
    const options = await import("~/routes/api.passkeys.authentication-options");
    const signIn = await import("~/routes/api.passkeys.authentication");
    await expectRefused(
      await answerOf(() => options.action(plainHttp("/api/passkeys/authentication-options", {}))),
      HTTPS_REQUIRED_MESSAGE,
    );
    await expectRefused(
      await answerOf(() =>
        signIn.action(plainHttp("/api/passkeys/authentication", { response: {} })),
      ),
      HTTPS_REQUIRED_MESSAGE,
    );
  });

  it("the second step (the code page) is refused the same way", async () => {
    const { HTTPS_REQUIRED_MESSAGE } = await import("~/utils/client-address.server");
    const { startPendingLogin } = await import("~/utils/two-step.server");
    const user = await newUser();
    const pending = await startPendingLogin({
      userId: user.id,
      stamp: (await db.user.findUniqueOrThrow({ where: { id: user.id } })).securityStamp,
      redirectTo: "/dashboard",
      ip: null,
    });
    const { action } = await import("~/routes/auth_.two-step/route");
    const fields = new URLSearchParams({ intent: "two-step", code: "123456" });
    const answer = await answerOf(() =>
      action(plainHttp("/auth/two-step", fields, HOST, { cookie: pending.split(";")[0] })),
    );
    await expectRefused(answer, HTTPS_REQUIRED_MESSAGE);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a reset (page and API) is refused before the link is spent", async () => {
    const { HTTPS_REQUIRED_MESSAGE } = await import("~/utils/client-address.server");
    const { createVerification } = await import("~/models/verification.server");
    const user = await newUser();
    const token = await createVerification("resetPassword", {
      userId: user.id,
      target: user.email,
    });
    const page = await import("~/routes/reset-password.$token/route");
    const fields = new URLSearchParams({ intent: "reset-password", password: "Brand-new-42-x" });
    await expectRefused(
      await answerOf(() =>
        page.action(plainHttp(`/reset-password/${token}`, fields, HOST, { params: { token } })),
      ),
      HTTPS_REQUIRED_MESSAGE,
    );
    const api = await import("~/routes/api.password.reset");
    await expectRefused(
      await answerOf(() =>
        api.action(plainHttp("/api/password/reset", { token, password: "Brand-new-42-x" })),
      ),
      HTTPS_REQUIRED_MESSAGE,
    );
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    // The link was not spent: it still works over HTTPS.
    expect(await db.verification.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
  });

  it("accepting an invitation (page and API) is refused the same way", async () => {
    const { HTTPS_REQUIRED_MESSAGE } = await import("~/utils/client-address.server");
    const { createInvitation } = await import("~/models/team.server");
    const owner = await newUser();
    const email = uniqueEmail("invited");
    const invited = await createInvitation(owner, { email, role: "member" });
    if (!invited.ok) throw new Error(invited.message);
    const token = invited.invitation.token;
    const page = await import("~/routes/invite.$token/route");
    const fields = new URLSearchParams({ intent: "accept-invitation", password: TEST_PASSWORD });
    await expectRefused(
      await answerOf(() =>
        page.action(plainHttp(`/invite/${token}`, fields, HOST, { params: { token } })),
      ),
      HTTPS_REQUIRED_MESSAGE,
    );
    const api = await import("~/routes/api.invitations.$token.accept");
    await expectRefused(
      await answerOf(() =>
        api.action(
          plainHttp(`/api/invitations/${token}/accept`, { password: TEST_PASSWORD }, HOST, {
            params: { token },
          }),
        ),
      ),
      HTTPS_REQUIRED_MESSAGE,
    );
    expect(await db.user.count({ where: { email } })).toBe(0);
  });
});
