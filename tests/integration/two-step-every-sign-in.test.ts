// With two-step sign-in on, no path starts a session on the password (or an emailed link) alone:
// not the sign-in that replays a stashed save, not the JSON password reset. The replay after the
// code keeps the time the password was checked (its "recent password" window does not restart).
import { Secret, TOTP } from "otpauth";
import { describe, expect, test, vi } from "vitest";

import { createVerification } from "~/models/verification.server";
import { action as wizardAction } from "~/routes/_app.wizard.$appId/route";
import * as resetApi from "~/routes/api.password.reset";
import * as auth from "~/routes/auth/route";
import * as twoStep from "~/routes/auth_.two-step/route";
import * as resetPage from "~/routes/reset-password.$token/route";
import { db } from "~/services/db.server";
import { sessionStorage } from "~/utils/session.server";

import {
  createSignedInUser,
  formRequest,
  jsonRequest,
  routeArgs,
  settle,
  TEST_PASSWORD,
} from "./helpers";
import { createAppFor } from "./modules-fixtures";
import { signInArgs } from "./replay-routes";
import { settleOutcome, toastOf } from "./workspace-helpers";

const PITCH = "Typed before the session ended, by a user with two-step sign-in on.";

async function userWithTwoFactor() {
  const me = await createSignedInUser();
  const secret = new Secret({ size: 20 }).base32;
  await db.twoFactor.create({ data: { userId: me.user.id, secret, enabledAt: new Date() } });
  return { ...me, secret };
}

const currentCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

function cookiePair(response: Response, name: string) {
  return (
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((pair) => pair.startsWith(`${name}=`) && !pair.endsWith("=")) ?? ""
  );
}

describe("a stashed save of a user with two-step on", () => {
  test("the password alone starts no session; the save is replayed after the code", async () => {
    const me = await userWithTwoFactor();
    const app = await createAppFor(me.tenant.id, "games");
    // The session expires (its row stays: a signed-out session's cookie would keep nothing).
    await db.session.updateMany({
      where: { userId: me.user.id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    const path = `/wizard/${app.id}?step=foundation`;
    const expired = await settle(() =>
      wizardAction(
        signInArgs(
          formRequest(
            path,
            { step: "foundation", intent: "draft", elevatorPitch: PITCH },
            { cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    const stash = cookiePair(expired, "amm_form_stash");
    expect(stash).not.toBe("");

    const signIn = await settle(() =>
      auth.action(
        signInArgs(
          formRequest(
            "/auth?intent=login",
            { intent: "login", email: me.user.email, password: TEST_PASSWORD, redirectTo: path },
            { cookie: stash },
          ),
        ),
      ),
    );
    expect(signIn.headers.get("Location")).toBe("/auth/two-step");
    expect(cookiePair(signIn, "amm_session")).toBe("");
    expect(
      await db.session.count({ where: { userId: me.user.id, expiresAt: { gt: new Date() } } }),
    ).toBe(0);
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);

    const pending = cookiePair(signIn, "amm_two_step");
    const code = await settle(() =>
      twoStep.action(
        signInArgs(
          formRequest(
            "/auth/two-step",
            { intent: "two-step", code: currentCode(me.secret) },
            { cookie: `${pending}; ${stash}` },
          ),
        ),
      ),
    );
    expect(code.status).toBe(302);
    expect(code.headers.get("Location")).toBe(path);
    expect(cookiePair(code, "amm_session")).not.toBe("");
    // The second step names its browser too: the device cookie rides beside the session's.
    expect(cookiePair(code, "amm_device")).not.toBe("");
    expect(await db.module.findFirstOrThrow({ where: { appId: app.id } })).toMatchObject({
      data: { elevatorPitch: PITCH },
    });
    expect(await db.formStash.count({ where: { userId: me.user.id } })).toBe(0);
  });
});

describe("the replay after the second step", () => {
  test("keeps the time the password was checked, not the time of the code", async () => {
    const me = await userWithTwoFactor();
    const app = await createAppFor(me.tenant.id, "games");
    await db.session.updateMany({
      where: { userId: me.user.id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    const path = `/wizard/${app.id}?step=foundation`;
    const expired = await settle(() =>
      wizardAction(
        signInArgs(
          formRequest(
            path,
            { step: "foundation", intent: "draft", elevatorPitch: PITCH },
            { cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    const stash = cookiePair(expired, "amm_form_stash");
    const checkedFrom = Date.now();
    const signIn = await settle(() =>
      auth.action(
        signInArgs(
          formRequest(
            "/auth?intent=login",
            { intent: "login", email: me.user.email, password: TEST_PASSWORD, redirectTo: path },
            { cookie: stash },
          ),
        ),
      ),
    );
    const checkedBy = Date.now();
    expect(signIn.headers.get("Location")).toBe("/auth/two-step");
    const pending = cookiePair(signIn, "amm_two_step");

    // The code comes 5 minutes after the password.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(checkedBy + 5 * 60_000);
      const code = await settle(() =>
        twoStep.action(
          signInArgs(
            formRequest(
              "/auth/two-step",
              { intent: "two-step", code: currentCode(me.secret) },
              { cookie: `${pending}; ${stash}` },
            ),
          ),
        ),
      );
      expect(code.status).toBe(302);
      expect(code.headers.get("Location")).toBe(path);
      const pair = cookiePair(code, "amm_session");
      const id = (await sessionStorage().getSession(pair)).get("sessionId");
      const session = await db.session.findUniqueOrThrow({ where: { id } });
      // The "recent password" window runs from the password's check: 5 minutes of it are gone.
      const at = session.passwordVerifiedAt?.getTime() ?? 0;
      expect(at).toBeGreaterThanOrEqual(checkedFrom - 1000);
      expect(at).toBeLessThanOrEqual(checkedBy);
      expect(await db.module.findFirstOrThrow({ where: { appId: app.id } })).toMatchObject({
        data: { elevatorPitch: PITCH },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("POST /api/password/reset for a user with two-step on", () => {
  test("changes the password and ends sessions, but starts none", async () => {
    const me = await userWithTwoFactor();
    const token = await createVerification("resetPassword", {
      userId: me.user.id,
      target: me.user.email,
    });
    const response = await settle(() =>
      resetApi.action(
        routeArgs(jsonRequest("/api/password/reset", { token, password: "A-new-Passw0rd-9" })),
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: me.user.email, twoFactorRequired: true });
    expect(cookiePair(response, "amm_session")).toBe("");
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(0);
  });
});

describe("the reset page for a user with two-step on", () => {
  test("changes the password, asks for the code and says the password changed", async () => {
    const me = await userWithTwoFactor();
    const token = await createVerification("resetPassword", {
      userId: me.user.id,
      target: me.user.email,
    });
    const outcome = await settleOutcome(() =>
      resetPage.action(
        routeArgs(
          formRequest(`/reset-password/${token}`, {
            intent: "reset-password",
            password: "A-new-Passw0rd-9",
          }),
          {
            token,
          },
        ),
      ),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.response.headers.get("Location")).toBe("/auth/two-step");
    expect(cookiePair(outcome.response, "amm_session")).toBe("");
    expect(await toastOf(outcome)).toMatchObject({
      type: "success",
      message: "Password changed",
      description: expect.stringContaining("Enter a code"),
    });
  });
});
