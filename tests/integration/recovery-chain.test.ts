// The whole recovery chain, as an attacker who once had the password tries to keep the account:
// with the password they add a passkey and start a two-step setup (keeping its secret); the owner
// changes the password; the attacker then tries to sign in with the passkey, end the owner's
// sessions and turn two-step on with the kept secret and no password, which would lock the owner
// out of password sign-in and of a reset by emailed link. Every step after the owner's change
// must be refused, and the owner must still get in. Runs on SQLite and PostgreSQL.
import { Secret, TOTP } from "otpauth";
import { describe, expect, test, vi } from "vitest";

import { relyingParty } from "~/models/passkey.server";
import * as loginApi from "~/routes/api.login";
import * as authenticationApi from "~/routes/api.passkeys.authentication";
import * as authenticationOptionsApi from "~/routes/api.passkeys.authentication-options";
import * as forgotApi from "~/routes/api.password.forgot";
import * as resetApi from "~/routes/api.password.reset";
import * as sessionsApi from "~/routes/api.sessions";
import * as passkeysApi from "~/routes/api.user.passkeys";
import * as registrationOptionsApi from "~/routes/api.user.passkeys.registration-options";
import * as passwordApi from "~/routes/api.user.password";
import * as twoFactorApi from "~/routes/api.user.two-factor";
import * as enableApi from "~/routes/api.user.two-factor.enable";
import { db } from "~/services/db.server";
import { flushMail } from "~/services/outbox.server";

import { createSignedInUser, jsonRequest, routeArgs, TEST_PASSWORD } from "./helpers";
import { smtpInboxForFile } from "./smtp-server";
import { SoftAuthenticator } from "./soft-authenticator";
import { settleOutcome } from "./workspace-helpers";

const inbox = smtpInboxForFile();
vi.setConfig({ testTimeout: 120_000 });

let clients = 0;
const newClient = () => `198.18.${Math.floor(++clients / 250)}.${clients % 250}`;
const NEW_PASSWORD = "Owner-took-it-back-42";

type Action = (args: ReturnType<typeof routeArgs>) => Promise<unknown> | unknown;

function api(action: Action, path: string, body: unknown, cookie?: string, method?: string) {
  const request = jsonRequest(path, body, { cookie, method });
  return settleOutcome(async () => action(routeArgs(request, {}, newClient())));
}

function site() {
  const rp = relyingParty();
  if (!rp) throw new Error("The tests need an APP_URL whose host is a domain name");
  return { origin: rp.origin, rpId: rp.id };
}

function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  return cookies.map((c) => c.split(";")[0].trim()).find((c) => c.startsWith("amm_session=")) ?? "";
}

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

/** Step 1: with the password, a session of the attacker's, a passkey and a kept two-step secret. */
async function attackerHoldsTheAccount(email: string) {
  const login = await api(loginApi.action, "/api/login", { email, password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  const cookie = sessionCookie(login.response);
  const options = await api(
    registrationOptionsApi.action,
    "/api/user/passkeys/registration-options",
    { password: TEST_PASSWORD },
    cookie,
  );
  expect(options.status).toBe(200);
  const device = new SoftAuthenticator();
  const added = await api(
    passkeysApi.action,
    "/api/user/passkeys",
    { name: "Not yours", response: device.register(options.body.options, site()) },
    cookie,
  );
  expect(added.status).toBe(201);
  const setup = await api(
    twoFactorApi.action,
    "/api/user/two-factor",
    { password: TEST_PASSWORD },
    cookie,
  );
  expect(setup.status).toBe(200);
  return { cookie, device, secret: setup.body.secret as string };
}

async function passkeySignIn(device: SoftAuthenticator, counter: number) {
  const options = await api(
    authenticationOptionsApi.action,
    "/api/passkeys/authentication-options",
    {},
  );
  expect(options.status).toBe(200);
  const response = device.authenticate(options.body.options, { ...site(), counter });
  return api(authenticationApi.action, "/api/passkeys/authentication", { response });
}

describe("an attacker who once had the password keeps no way in", () => {
  test("passkey and kept two-step secret, then the owner's password change: refused at step 3", async () => {
    const owner = await createSignedInUser();
    const email = owner.user.email;
    const attacker = await attackerHoldsTheAccount(email);

    // Step 2: the owner changes the password; the attacker's session ends.
    const changed = await api(
      passwordApi.action,
      "/api/user/password",
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      owner.cookie,
      "PUT",
    );
    expect(changed.status).toBe(204);
    const dead = await api(
      sessionsApi.action,
      "/api/sessions",
      undefined,
      attacker.cookie,
      "DELETE",
    );
    expect(dead.status).toBe(401);

    // Step 3: the passkey no longer signs in, so no session, no ending the owner's sessions.
    const signIn = await passkeySignIn(attacker.device, 1);
    expect(signIn.status).toBe(401);
    expect(sessionCookie(signIn.response)).toBe("");
    expect(await db.passkey.count({ where: { userId: owner.user.id } })).toBe(0);
    // The kept secret went with the old password: nothing pending to turn on.
    expect(await db.twoFactor.count({ where: { userId: owner.user.id } })).toBe(0);

    // Even on a live session of the account (the owner's), a code of the kept secret without the
    // password is refused, and with it there is nothing to enable.
    const noPassword = await api(
      enableApi.action,
      "/api/user/two-factor/enable",
      { code: codeAt(attacker.secret) },
      owner.cookie,
    );
    expect(noPassword.status).toBe(400);
    const withPassword = await api(
      enableApi.action,
      "/api/user/two-factor/enable",
      { code: codeAt(attacker.secret), password: NEW_PASSWORD },
      owner.cookie,
    );
    expect(withPassword.status).toBe(409);
    expect(await db.twoFactor.count({ where: { userId: owner.user.id } })).toBe(0);

    // Step 4: the owner still signs in with the new password, and a reset link gives a session.
    const ownerLogin = await api(loginApi.action, "/api/login", {
      email,
      password: NEW_PASSWORD,
    });
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.body.twoFactorRequired).toBeUndefined();
    await api(forgotApi.action, "/api/password/forgot", { email });
    await flushMail();
    const link = (await inbox.linkTo(email, "/reset-password/")) ?? "";
    const reset = await api(resetApi.action, "/api/password/reset", {
      token: link.split("/reset-password/")[1] ?? "",
      password: "Owner-again-Strong-43",
    });
    expect(reset.status).toBe(200);
    expect(reset.body.twoFactorRequired).toBeUndefined();
    expect(sessionCookie(reset.response)).not.toBe("");
  });

  test("the owner keeps the passkeys knowingly: the attacker's passkey session still cannot turn on the kept secret", async () => {
    const owner = await createSignedInUser();
    const attacker = await attackerHoldsTheAccount(owner.user.email);
    const changed = await api(
      passwordApi.action,
      "/api/user/password",
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, removePasskeys: false },
      owner.cookie,
      "PUT",
    );
    expect(changed.status).toBe(204);
    const notice = await db.outboxMessage.findFirstOrThrow({
      where: { toAddress: owner.user.email, subject: { contains: "your password was changed" } },
      orderBy: { createdAt: "desc" },
    });
    expect(notice.text).toContain("“Not yours”");
    expect(notice.text).toContain("/profile/passkeys");

    const signIn = await passkeySignIn(attacker.device, 1);
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn.response);
    expect(
      (await api(sessionsApi.action, "/api/sessions", undefined, cookie, "DELETE")).status,
    ).toBe(204);
    const noPassword = await api(
      enableApi.action,
      "/api/user/two-factor/enable",
      { code: codeAt(attacker.secret) },
      cookie,
    );
    expect(noPassword.status).toBe(400);
    // Confirmed with the passkey itself: the kept secret was cleared by the password change.
    const confirmOptionsApi = await import("~/routes/api.user.confirm.options");
    const options = await api(confirmOptionsApi.action, "/api/user/confirm/options", {}, cookie);
    expect(options.status).toBe(200);
    const assertion = attacker.device.authenticate(options.body.options, {
      ...site(),
      counter: 2,
    });
    const withPasskey = await api(
      enableApi.action,
      "/api/user/two-factor/enable",
      { code: codeAt(attacker.secret), assertion },
      cookie,
    );
    expect(withPasskey.status).toBe(409);
    expect(await db.twoFactor.count({ where: { userId: owner.user.id } })).toBe(0);
  });
});
