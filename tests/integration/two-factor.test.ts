// Two-step sign-in: setup and enabling (API and page), the login's second step (API and form),
// single use of TOTP steps and recovery codes inside the write (raced), limits, turning off,
// the demo refusal and the admin's logged reset.
import crypto from "node:crypto";

import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";

import { hashRecoveryCode, spendSecondFactor } from "~/models/two-factor.server";
import * as tenantPage from "~/routes/_app.admin_.tenants.$tenantId/route";
import * as twoStepRoom from "~/routes/_app.profile.two-step/route";
import { action as loginAction } from "~/routes/api.login";
import { action as twoFactorAction } from "~/routes/api.user.two-factor";
import { action as enableAction } from "~/routes/api.user.two-factor.enable";
import * as auth from "~/routes/auth/route";
import * as twoStep from "~/routes/auth_.two-step/route";
import { db } from "~/services/db.server";
import { PENDING_LOGIN_TTL_SECONDS } from "~/utils/two-step.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  TEST_PASSWORD,
} from "./helpers";
import { settleOutcome } from "./workspace-helpers";

const STEP_MS = 30_000;
const client = () =>
  `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;

function codeAt(secret: string, timestamp = Date.now()) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp });
}

async function api(
  action: typeof loginAction,
  path: string,
  body: unknown,
  cookie?: string,
  method = "POST",
  from = client(),
) {
  return settleOutcome(() =>
    action(routeArgs(jsonRequest(path, body, { cookie, method }), {}, from)),
  );
}

/** A user with two-step sign-in on: its secret and recovery codes. */
async function userWithTwoFactor() {
  const me = await createSignedInUser();
  const setup = await api(
    twoFactorAction,
    "/api/user/two-factor",
    { password: TEST_PASSWORD },
    me.cookie,
  );
  expect(setup.status).toBe(200);
  const { secret, otpauthUri } = setup.body;
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  expect(otpauthUri).toContain("algorithm=SHA1");
  expect(otpauthUri).toContain("digits=6");
  expect(otpauthUri).toContain("period=30");
  // The step before the current one (the window): the current step stays free for the tests.
  const enable = await api(
    enableAction,
    "/api/user/two-factor/enable",
    { code: codeAt(secret, Date.now() - STEP_MS), password: TEST_PASSWORD },
    me.cookie,
  );
  expect(enable.status).toBe(200);
  return { ...me, secret, recoveryCodes: enable.body.recoveryCodes as string[] };
}

const login = (body: unknown, from = client()) =>
  api(loginAction, "/api/login", body, undefined, "POST", from);

describe("turning two-step on (API)", () => {
  test("a wrong code keeps it pending; the right one gives 10 recovery codes stored only hashed", async () => {
    const me = await createSignedInUser();
    const setup = await api(
      twoFactorAction,
      "/api/user/two-factor",
      { password: TEST_PASSWORD },
      me.cookie,
    );
    const wrong = await api(
      enableAction,
      "/api/user/two-factor/enable",
      { code: "000000", password: TEST_PASSWORD },
      me.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(
      (await db.twoFactor.findUniqueOrThrow({ where: { userId: me.user.id } })).enabledAt,
    ).toBeNull();
    const ok = await api(
      enableAction,
      "/api/user/two-factor/enable",
      { code: codeAt(setup.body.secret), password: TEST_PASSWORD },
      me.cookie,
    );
    expect(ok.status).toBe(200);
    const codes: string[] = ok.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db.recoveryCode.findMany({ where: { userId: me.user.id } });
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    // Enabled: no new secret until it is turned off.
    expect(
      (await api(twoFactorAction, "/api/user/two-factor", { password: TEST_PASSWORD }, me.cookie))
        .status,
    ).toBe(409);
    expect(
      (
        await api(
          enableAction,
          "/api/user/two-factor/enable",
          { code: "123456", password: TEST_PASSWORD },
          me.cookie,
        )
      ).status,
    ).toBe(409);
  });

  test("the demo sandbox user cannot turn it on", async () => {
    // A sandbox tenant as TRY LIVE DEMO opens it (the template itself is never signed into).
    const demo = await createSignedInUser();
    await db.tenant.update({
      where: { id: demo.tenant.id },
      data: { demo: "sandbox", demoExpiresAt: new Date(Date.now() + 3_600_000) },
    });
    const demoUser = demo.user;
    const cookie = demo.cookie;
    expect(
      (await api(twoFactorAction, "/api/user/two-factor", { password: TEST_PASSWORD }, cookie))
        .status,
    ).toBe(403);
    expect(await db.twoFactor.count({ where: { userId: demoUser.id } })).toBe(0);
    const page = await settleOutcome(() =>
      twoStepRoom.action(
        routeArgs(formRequest("/profile/two-step", { intent: "two-factor-start" }, { cookie })),
      ),
    );
    expect(page.status).toBe(403);
  });
});

describe("POST /api/login with two-step on", () => {
  test("password alone: 401 twoFactorRequired and no session", async () => {
    const me = await userWithTwoFactor();
    const before = await db.session.count({ where: { userId: me.user.id } });
    const res = await login({ email: me.user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ twoFactorRequired: true, error: expect.any(String) });
    expect(res.response?.headers.get("Set-Cookie")).toBeNull();
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(before);
  });

  test("a current code signs in once; the same code again is refused (replay)", async () => {
    const me = await userWithTwoFactor();
    const code = codeAt(me.secret);
    const ok = await login({ email: me.user.email, password: TEST_PASSWORD, code });
    expect(ok.status).toBe(200);
    expect(ok.response?.headers.get("Set-Cookie")).toContain("amm_session=");
    const again = await login({ email: me.user.email, password: TEST_PASSWORD, code });
    expect(again.status).toBe(401);
    expect(again.body.twoFactorRequired).toBe(true);
    // A wrong password with a right code is still a wrong password.
    const wrongPassword = await login({
      email: me.user.email,
      password: "Nope-12345",
      code: codeAt(me.secret, Date.now() + STEP_MS),
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.twoFactorRequired).toBeUndefined();
  });

  test("a recovery code signs in once (any case, with or without the dash)", async () => {
    const me = await userWithTwoFactor();
    const typed = me.recoveryCodes[0].toUpperCase().replace("-", "");
    expect(
      (await login({ email: me.user.email, password: TEST_PASSWORD, code: typed })).status,
    ).toBe(200);
    expect(
      (await login({ email: me.user.email, password: TEST_PASSWORD, code: me.recoveryCodes[0] }))
        .status,
    ).toBe(401);
    expect(await db.recoveryCode.count({ where: { userId: me.user.id } })).toBe(9);
  });

  test("wrong codes count toward the sign-in limits: the 11th try from one client is 429", async () => {
    const me = await userWithTwoFactor();
    const from = client();
    for (let i = 0; i < 10; i++) {
      const res = await login(
        { email: me.user.email, password: TEST_PASSWORD, code: "000000" },
        from,
      );
      expect(res.status).toBe(401);
    }
    const limited = await login(
      { email: me.user.email, password: TEST_PASSWORD, code: codeAt(me.secret) },
      from,
    );
    expect(limited.status).toBe(429);
  });
});

describe("single use inside the write (raced)", () => {
  test("one recovery code posted 8 times at once signs in exactly once", async () => {
    const me = await userWithTwoFactor();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => spendSecondFactor(me.user.id, me.recoveryCodes[1])),
    );
    expect(results.filter(Boolean)).toEqual(["recovery"]);
  });

  test("one TOTP code posted 8 times at once is accepted exactly once", async () => {
    const me = await userWithTwoFactor();
    const code = codeAt(me.secret);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => spendSecondFactor(me.user.id, code)),
    );
    expect(results.filter(Boolean)).toEqual(["totp"]);
  });
});

function cookieNamed(response: Response | null, name: string) {
  const header = response?.headers.get("Set-Cookie") ?? "";
  return (
    header
      .split(/,(?=\s*\w+=)/)
      .map((c) => c.split(";")[0].trim())
      .find((c) => c.startsWith(`${name}=`)) ?? ""
  );
}

describe("sign-in form, JavaScript off", () => {
  async function passwordStep(email: string) {
    const res = await settleOutcome(() =>
      auth.action(
        routeArgs(
          formRequest("/auth?intent=login", {
            intent: "login",
            email,
            password: TEST_PASSWORD,
            redirectTo: "/analytics",
          }),
        ),
      ),
    );
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe("/auth/two-step");
    expect(cookieNamed(res.response, "amm_session")).toBe("");
    return cookieNamed(res.response, "amm_two_step");
  }

  test("password, then a code: the session starts only after the second step", async () => {
    const me = await userWithTwoFactor();
    const before = await db.session.count({ where: { userId: me.user.id } });
    const pending = await passwordStep(me.user.email);
    expect(pending).not.toBe("");
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(before);

    const page = await settleOutcome(() =>
      twoStep.loader(routeArgs(getRequest("/auth/two-step", pending))),
    );
    expect(page.status).toBe(200);
    const wrong = await settleOutcome(() =>
      twoStep.action(
        routeArgs(
          formRequest(
            "/auth/two-step",
            { intent: "two-step", code: "000000" },
            { cookie: pending },
          ),
        ),
      ),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.result.initialValue.code).toBe("000000");

    const ok = await settleOutcome(() =>
      twoStep.action(
        routeArgs(
          formRequest(
            "/auth/two-step",
            { intent: "two-step", code: me.recoveryCodes[2] },
            { cookie: pending },
          ),
        ),
      ),
    );
    expect(ok.status).toBe(302);
    expect(ok.response?.headers.get("Location")).toBe("/analytics");
    expect(cookieNamed(ok.response, "amm_session")).not.toBe("");
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(before + 1);
  });

  test("without the pending cookie, or with an old one, the page sends back to /auth", async () => {
    const me = await userWithTwoFactor();
    const none = await settleOutcome(() => twoStep.loader(routeArgs(getRequest("/auth/two-step"))));
    expect(none.response?.headers.get("Location")).toBe("/auth");
    const pending = await passwordStep(me.user.email);
    const realNow = Date.now;
    Date.now = () => realNow() + (PENDING_LOGIN_TTL_SECONDS + 1) * 1000;
    try {
      const late = await settleOutcome(() =>
        twoStep.action(
          routeArgs(
            formRequest(
              "/auth/two-step",
              { intent: "two-step", code: me.recoveryCodes[3] },
              { cookie: pending },
            ),
          ),
        ),
      );
      expect(late.response?.headers.get("Location")).toBe("/auth");
    } finally {
      Date.now = realNow;
    }
    expect(await db.recoveryCode.count({ where: { userId: me.user.id } })).toBe(10);
  });
});

describe("turning it off and the admin's reset", () => {
  test("DELETE needs a current code", async () => {
    const me = await userWithTwoFactor();
    const del = (code: string) =>
      api(
        twoFactorAction,
        "/api/user/two-factor",
        { password: TEST_PASSWORD, code },
        me.cookie,
        "DELETE",
      );
    expect((await del("000000")).status).toBe(400);
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(1);
    expect((await del(codeAt(me.secret))).status).toBe(204);
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db.recoveryCode.count({ where: { userId: me.user.id } })).toBe(0);
    expect((await login({ email: me.user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  test("an admin resets a user's second factor from the tenant page, and it is logged", async () => {
    const me = await userWithTwoFactor();
    const admin = await createSignedInUser({ role: "admin" });
    const reset = (cookie: string, tenantId: string) =>
      settleOutcome(() =>
        tenantPage.action(
          routeArgs(
            formRequest(
              `/admin/tenants/${tenantId}`,
              { intent: "reset-two-factor", userId: me.user.id },
              { cookie },
            ),
            { tenantId },
          ),
        ),
      );
    // Not an admin: refused; the wrong tenant: 404.
    expect((await reset(me.cookie, me.tenant.id)).response?.headers.get("Location")).toBe(
      "/dashboard",
    );
    expect((await reset(admin.cookie, admin.tenant.id)).status).toBe(404);
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(1);
    expect((await reset(admin.cookie, me.tenant.id)).status).toBe(302);
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db.recoveryCode.count({ where: { userId: me.user.id } })).toBe(0);
    const log = await db.adminLog.findMany({ where: { targetUserId: me.user.id } });
    expect(log).toEqual([
      expect.objectContaining({
        adminId: admin.user.id,
        tenantId: me.tenant.id,
        action: "reset-two-factor",
      }),
    ]);
  });
});

describe("/profile/two-step (form posts, JavaScript off)", () => {
  test("setup shows a QR code as SVG and the secret; the right code shows the recovery codes once", async () => {
    const me = await createSignedInUser();
    const post = (fields: Record<string, string>) =>
      settleOutcome(() =>
        twoStepRoom.action(
          routeArgs(formRequest("/profile/two-step", fields, { cookie: me.cookie })),
        ),
      );
    const start = await post({ intent: "two-factor-start" });
    expect(start.status).toBe(302);
    expect(start.response.headers.get("Location")).toBe("/profile/two-step");
    const { body } = await settleOutcome(() =>
      twoStepRoom.loader(routeArgs(getRequest("/profile/two-step", me.cookie))),
    );
    expect(body.twoFactor.state).toBe("pending");
    expect(body.twoFactor.qrSvg).toMatch(/^<svg/);
    const secret = body.twoFactor.secret;
    const wrong = await post({ intent: "two-factor-enable", code: "12345" });
    expect(wrong.status).toBe(400);
    const ok = await post({ intent: "two-factor-enable", code: codeAt(secret) });
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    const after = await settleOutcome(() =>
      twoStepRoom.loader(routeArgs(getRequest("/profile/two-step", me.cookie))),
    );
    expect(after.body.twoFactor).toEqual({ state: "on", recoveryCodesLeft: 10 });
    expect(JSON.stringify(after.body)).not.toContain(ok.body.recoveryCodes[0]);
  });
});
