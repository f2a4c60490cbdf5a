// Recovery that holds against someone who once had the password, item by item (API and the
// rooms' form posts): a password change removes the passkeys unless the person keeps them; a
// two-step setup belongs to the session that started it, for 15 minutes, and goes with a password
// change or reset; turning it on needs a recent confirmation; "Confirm it's you" takes a passkey
// too, and removing a passkey asks for it. Runs on SQLite and PostgreSQL.
import { Secret, TOTP } from "otpauth";
import { describe, expect, test, vi } from "vitest";

import { CHALLENGE_TTL_MS, relyingParty } from "~/models/passkey.server";
import { resetPassword } from "~/models/password-reset.server";
import { SETUP_TTL_MS } from "~/models/two-factor.server";
import { createVerification } from "~/models/verification.server";
import * as authenticationApi from "~/routes/api.passkeys.authentication";
import * as authenticationOptionsApi from "~/routes/api.passkeys.authentication-options";
import * as confirmOptionsApi from "~/routes/api.user.confirm.options";
import * as passkeysApi from "~/routes/api.user.passkeys";
import * as passkeyApi from "~/routes/api.user.passkeys.$id";
import * as registrationOptionsApi from "~/routes/api.user.passkeys.registration-options";
import * as passwordApi from "~/routes/api.user.password";
import * as twoFactorApi from "~/routes/api.user.two-factor";
import * as enableApi from "~/routes/api.user.two-factor.enable";
import { db } from "~/services/db.server";
import { commitSessionFor, sessionStorage } from "~/utils/session.server";

import { BASE, createSignedInUser, jsonRequest, routeArgs, TEST_PASSWORD } from "./helpers";
import { roomPage, roomPost } from "./profile-rooms";
import { SoftAuthenticator } from "./soft-authenticator";
import { settleOutcome, toastOf } from "./workspace-helpers";

vi.setConfig({ testTimeout: 120_000 });

let clients = 0;
const newClient = () => `198.19.${Math.floor(++clients / 250)}.${clients % 250}`;

type Action = (args: ReturnType<typeof routeArgs>) => Promise<unknown> | unknown;

function api(
  action: Action,
  path: string,
  body: unknown,
  options: {
    cookie?: string;
    method?: string;
    params?: Record<string, string>;
    client?: string;
  } = {},
) {
  const request = jsonRequest(path, body, { cookie: options.cookie, method: options.method });
  return settleOutcome(async () =>
    action(routeArgs(request, options.params, options.client ?? newClient())),
  );
}

const post = (cookie: string, fields: Record<string, string>) =>
  roomPost(cookie, fields, newClient());

function site() {
  const rp = relyingParty();
  if (!rp) throw new Error("The tests need an APP_URL whose host is a domain name");
  return { origin: rp.origin, rpId: rp.id };
}

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

async function sessionIdOf(cookie: string) {
  return String((await sessionStorage().getSession(cookie)).get("sessionId"));
}

/** Another signed-in session of the same person, with the password entered `ago` ms back. */
async function anotherSession(userId: string, ago = 0) {
  const setCookie = await commitSessionFor(
    new Request(BASE),
    userId,
    null,
    new Date(Date.now() - ago),
  );
  return setCookie.split(";")[0];
}

/** A passkey session: signed in with a passkey, so no recent password on it. */
async function passkeySession(userId: string) {
  const setCookie = await commitSessionFor(new Request(BASE), userId, null, null);
  return setCookie.split(";")[0];
}

async function addPasskey(
  cookie: string,
  name: string,
  device = new SoftAuthenticator(),
  password = TEST_PASSWORD,
) {
  const options = await api(
    registrationOptionsApi.action,
    "/api/user/passkeys/registration-options",
    { password },
    { cookie },
  );
  expect(options.status).toBe(200);
  const added = await api(
    passkeysApi.action,
    "/api/user/passkeys",
    { name, response: device.register(options.body.options, site()) },
    { cookie },
  );
  expect(added.status).toBe(201);
  return { device, id: added.body.passkey.id as string };
}

async function confirmAssertion(cookie: string, device: SoftAuthenticator, counter: number) {
  const options = await api(confirmOptionsApi.action, "/api/user/confirm/options", {}, { cookie });
  expect(options.status).toBe(200);
  return device.authenticate(options.body.options, { ...site(), counter });
}

const lastNotice = (email: string) =>
  db.outboxMessage.findFirstOrThrow({
    where: { toAddress: email, subject: { contains: "your password was changed" } },
    orderBy: { createdAt: "desc" },
  });

describe("a password change decides about passkeys", () => {
  test("API: removePasskeys defaults to true; false keeps them and the notice names them", async () => {
    const me = await createSignedInUser();
    await addPasskey(me.cookie, "Phone");
    const removed = await api(
      passwordApi.action,
      "/api/user/password",
      { currentPassword: TEST_PASSWORD, newPassword: "A-new-password-42" },
      { cookie: me.cookie, method: "PUT" },
    );
    expect(removed.status).toBe(204);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(0);
    expect((await lastNotice(me.user.email)).text).toContain("Your passkey was removed too");

    await addPasskey(me.cookie, "Laptop", undefined, "A-new-password-42");
    await addPasskey(me.cookie, "Tablet", undefined, "A-new-password-42");
    const notBoolean = await api(
      passwordApi.action,
      "/api/user/password",
      {
        currentPassword: "A-new-password-42",
        newPassword: "A-third-password-43",
        removePasskeys: "no",
      },
      { cookie: me.cookie, method: "PUT" },
    );
    expect(notBoolean.status).toBe(400);
    const kept = await api(
      passwordApi.action,
      "/api/user/password",
      {
        currentPassword: "A-new-password-42",
        newPassword: "A-third-password-43",
        removePasskeys: false,
      },
      { cookie: me.cookie, method: "PUT" },
    );
    expect(kept.status).toBe(204);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(2);
    const notice = (await lastNotice(me.user.email)).text;
    expect(notice).toContain("These 2 passkeys still sign in without the password");
    expect(notice).toContain("“Laptop”, “Tablet”");
    expect(notice).toContain("/profile/passkeys");
    expect(notice).not.toContain("removed too");
  });

  test("the room lists the passkeys; ticked removes, unticked keeps, an old form removes", async () => {
    const me = await createSignedInUser();
    await addPasskey(me.cookie, "Work laptop");
    const page = await roomPage("/profile/password", me.cookie);
    expect(page.body.passkeys).toEqual(["Work laptop"]);

    const base = { intent: "change-password", currentPassword: TEST_PASSWORD };
    const unticked = await post(me.cookie, {
      ...base,
      newPassword: "Kept-passkeys-42",
      confirmPassword: "Kept-passkeys-42",
      passkeysListed: "1",
    });
    expect(unticked.status).toBe(302);
    expect((await toastOf(unticked))?.description).toContain("Your passkey still signs in");
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(1);

    const ticked = await post(me.cookie, {
      ...base,
      currentPassword: "Kept-passkeys-42",
      newPassword: "Gone-passkeys-43",
      confirmPassword: "Gone-passkeys-43",
      passkeysListed: "1",
      removePasskeys: "on",
    });
    expect(ticked.status).toBe(302);
    expect((await toastOf(ticked))?.description).toContain("Your passkey was removed");
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(0);

    await addPasskey(me.cookie, "Old tab", undefined, "Gone-passkeys-43");
    // A form rendered before the list existed: no passkeysListed, so the safe default.
    const oldForm = await post(me.cookie, {
      ...base,
      currentPassword: "Gone-passkeys-43",
      newPassword: "Old-form-pass-44",
      confirmPassword: "Old-form-pass-44",
    });
    expect(oldForm.status).toBe(302);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(0);
  });

  test("a reset by emailed link still removes every passkey", async () => {
    const me = await createSignedInUser();
    await addPasskey(me.cookie, "A");
    await addPasskey(me.cookie, "B");
    const token = await createVerification("resetPassword", {
      userId: me.user.id,
      target: me.user.email,
    });
    expect((await resetPassword(token, "Reset-password-45")).ok).toBe(true);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(0);
  });
});

describe("two-step setup belongs to one session, for 15 minutes", () => {
  async function startSetup(cookie: string) {
    const setup = await api(
      twoFactorApi.action,
      "/api/user/two-factor",
      { password: TEST_PASSWORD },
      { cookie },
    );
    expect(setup.status).toBe(200);
    return setup.body.secret as string;
  }

  test("API: enable needs the password (400 without or wrong), then turns it on", async () => {
    const me = await createSignedInUser();
    const secret = await startSetup(me.cookie);
    const path = "/api/user/two-factor/enable";
    const without = await api(
      enableApi.action,
      path,
      { code: codeAt(secret) },
      { cookie: me.cookie },
    );
    expect(without.status).toBe(400);
    const wrong = await api(
      enableApi.action,
      path,
      { code: codeAt(secret), password: "Not-the-password-1" },
      { cookie: me.cookie },
    );
    expect(wrong.status).toBe(400);
    expect(
      (await db.twoFactor.findUniqueOrThrow({ where: { userId: me.user.id } })).enabledAt,
    ).toBeNull();
    const ok = await api(
      enableApi.action,
      path,
      { code: codeAt(secret), password: TEST_PASSWORD },
      { cookie: me.cookie },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
  });

  test("the page's enable step asks “Confirm it's you” on a stale session, then turns it on", async () => {
    const me = await createSignedInUser();
    const secret = await startSetup(me.cookie);
    await db.session.update({
      where: { id: await sessionIdOf(me.cookie) },
      data: { passwordVerifiedAt: new Date(Date.now() - 11 * 60_000) },
    });
    const asked = await post(me.cookie, { intent: "two-factor-enable", code: codeAt(secret) });
    expect(asked.status).toBe(403);
    expect(asked.body.formId).toBe("confirm-its-you");
    const done = await post(me.cookie, {
      intent: "two-factor-enable",
      code: codeAt(secret),
      password: TEST_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
  });

  test("another session sees no secret, cannot enable it, and can start again here (replacing it)", async () => {
    const me = await createSignedInUser();
    const secret = await startSetup(me.cookie);
    const other = await anotherSession(me.user.id);

    const mine = await roomPage("/profile/two-step", me.cookie);
    expect(mine.body.twoFactor).toMatchObject({ state: "pending", secret });
    const theirs = await roomPage("/profile/two-step", other);
    expect(theirs.body.twoFactor).toEqual({ state: "pending-elsewhere" });
    expect(JSON.stringify(theirs.body)).not.toContain(secret);
    const overview = await roomPage("/profile", other);
    expect(JSON.stringify(overview.body)).toContain("a setup was started on another device");

    const stolen = await api(
      enableApi.action,
      "/api/user/two-factor/enable",
      { code: codeAt(secret), password: TEST_PASSWORD },
      { cookie: other },
    );
    expect(stolen.status).toBe(409);
    const stolenPage = await post(other, { intent: "two-factor-enable", code: codeAt(secret) });
    expect(stolenPage.status).toBe(409);

    const again = await post(other, { intent: "two-factor-start" });
    expect(again.status).toBe(302);
    const fresh = await roomPage("/profile/two-step", other);
    expect(fresh.body.twoFactor.state).toBe("pending");
    expect(fresh.body.twoFactor.secret).not.toBe(secret);
    expect((await roomPage("/profile/two-step", me.cookie)).body.twoFactor.state).toBe(
      "pending-elsewhere",
    );
    const old = await api(
      enableApi.action,
      "/api/user/two-factor/enable",
      { code: codeAt(secret), password: TEST_PASSWORD },
      { cookie: me.cookie },
    );
    expect(old.status).toBe(409);
  });

  test(`a setup expires after ${SETUP_TTL_MS / 60_000} minutes: never shown or accepted; starting again gives a fresh secret`, async () => {
    const me = await createSignedInUser();
    const secret = await startSetup(me.cookie);
    await db.twoFactor.update({
      where: { userId: me.user.id },
      data: { createdAt: new Date(Date.now() - SETUP_TTL_MS - 1000) },
    });
    const page = await roomPage("/profile/two-step", me.cookie);
    expect(page.body.twoFactor).toEqual({ state: "off" });
    const late = await api(
      enableApi.action,
      "/api/user/two-factor/enable",
      { code: codeAt(secret), password: TEST_PASSWORD },
      { cookie: me.cookie },
    );
    expect(late.status).toBe(409);
    const latePage = await post(me.cookie, { intent: "two-factor-enable", code: codeAt(secret) });
    expect(latePage.status).toBe(409);
    const fresh = await startSetup(me.cookie);
    expect(fresh).not.toBe(secret);
    const ok = await api(
      enableApi.action,
      "/api/user/two-factor/enable",
      { code: codeAt(fresh), password: TEST_PASSWORD },
      { cookie: me.cookie },
    );
    expect(ok.status).toBe(200);
  });

  test("a password change (API and page) and a reset clear a pending setup", async () => {
    const me = await createSignedInUser();
    await startSetup(me.cookie);
    const changed = await api(
      passwordApi.action,
      "/api/user/password",
      { currentPassword: TEST_PASSWORD, newPassword: "Pending-gone-42" },
      { cookie: me.cookie, method: "PUT" },
    );
    expect(changed.status).toBe(204);
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(0);

    const other = await createSignedInUser();
    await startSetup(other.cookie);
    const page = await post(other.cookie, {
      intent: "change-password",
      currentPassword: TEST_PASSWORD,
      newPassword: "Pending-gone-43",
      confirmPassword: "Pending-gone-43",
    });
    expect(page.status).toBe(302);
    expect(await db.twoFactor.count({ where: { userId: other.user.id } })).toBe(0);

    const third = await createSignedInUser();
    await startSetup(third.cookie);
    const token = await createVerification("resetPassword", {
      userId: third.user.id,
      target: third.user.email,
    });
    expect((await resetPassword(token, "Pending-gone-44")).ok).toBe(true);
    expect(await db.twoFactor.count({ where: { userId: third.user.id } })).toBe(0);
  });
});

describe("“Confirm it's you” with a passkey, and for removing one", () => {
  test("confirm options: signed in only, this user's passkeys only, user verification required", async () => {
    const me = await createSignedInUser();
    const none = await api(
      confirmOptionsApi.action,
      "/api/user/confirm/options",
      {},
      {
        cookie: me.cookie,
      },
    );
    expect(none.status).toBe(409);
    const anonymous = await api(confirmOptionsApi.action, "/api/user/confirm/options", {});
    expect(anonymous.status).toBe(401);

    const mine = await addPasskey(me.cookie, "Mine");
    const someoneElse = await createSignedInUser();
    await addPasskey(someoneElse.cookie, "Theirs");
    const options = await api(
      confirmOptionsApi.action,
      "/api/user/confirm/options",
      {},
      {
        cookie: me.cookie,
      },
    );
    expect(options.status).toBe(200);
    expect(options.body.options.userVerification).toBe("required");
    expect(options.body.options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([
      mine.id,
    ]);
    const challenge = await db.webAuthnChallenge.findFirstOrThrow({
      where: { challenge: options.body.options.challenge },
    });
    expect(challenge).toMatchObject({ purpose: "confirm", userId: me.user.id });
    expect(challenge.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(CHALLENGE_TTL_MS);
  });

  test("API: removing a passkey needs the password or a passkey assertion (400 without)", async () => {
    const me = await createSignedInUser();
    const first = await addPasskey(me.cookie, "First");
    const second = await addPasskey(me.cookie, "Second");
    const cookie = await passkeySession(me.user.id);
    const remove = (id: string, body: unknown) =>
      api(passkeyApi.action, `/api/user/passkeys/${id}`, body, {
        cookie,
        method: "DELETE",
        params: { id },
      });
    expect((await remove(first.id, {})).status).toBe(400);
    expect((await remove(first.id, { password: "Not-the-password-1" })).status).toBe(400);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(2);

    // An assertion by another user's passkey, or one replayed, does not confirm.
    const stranger = await createSignedInUser();
    const theirs = await addPasskey(stranger.cookie, "Stranger");
    const strangerAssertion = await confirmAssertion(stranger.cookie, theirs.device, 1);
    expect((await remove(first.id, { assertion: strangerAssertion })).status).toBe(400);

    const assertion = await confirmAssertion(cookie, second.device, 1);
    expect((await remove(first.id, { assertion })).status).toBe(204);
    expect((await remove(second.id, { assertion })).status).toBe(400);
    expect((await remove(second.id, { password: TEST_PASSWORD })).status).toBe(204);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(0);
  });

  test("the room: a passkey session is asked to confirm, and a passkey confirms (session marked)", async () => {
    const me = await createSignedInUser();
    const key = await addPasskey(me.cookie, "Phone");
    const other = await addPasskey(me.cookie, "Laptop");
    const cookie = await passkeySession(me.user.id);

    const asked = await post(cookie, { intent: "passkey-delete", passkeyId: other.id });
    expect(asked.status).toBe(403);
    expect(asked.body.confirm).toMatchObject({
      intent: "passkey-delete",
      passkeys: true,
      fields: [["passkeyId", other.id]],
    });
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(2);

    const wrong = await post(cookie, {
      intent: "passkey-delete",
      passkeyId: other.id,
      assertion: JSON.stringify(
        key.device.authenticate({ challenge: "made-up" } as never, {
          ...site(),
          counter: 1,
        }),
      ),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.formId).toBe("confirm-its-you");

    const assertion = await confirmAssertion(cookie, key.device, 2);
    const done = await post(cookie, {
      intent: "passkey-delete",
      passkeyId: other.id,
      assertion: JSON.stringify(assertion),
    });
    expect(done.status).toBe(302);
    expect(await toastOf(done)).toMatchObject({ message: "Passkey deleted" });
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(1);
    const session = await db.session.findUniqueOrThrow({
      where: { id: await sessionIdOf(cookie) },
    });
    expect(session.passwordVerifiedAt).not.toBeNull();
    // Confirmed: the next sensitive change on this session goes through without asking.
    const renew = await post(cookie, { intent: "two-factor-start" });
    expect(renew.status).toBe(302);
  });

  test("wrong assertions count toward the per-account ceiling, like wrong passwords", async () => {
    const me = await createSignedInUser();
    const key = await addPasskey(me.cookie, "Phone");
    const cookie = await passkeySession(me.user.id);
    const spent = await confirmAssertion(cookie, key.device, 1);
    const { accountFailureCeiling } = await import("~/services/rate-limit.server");
    let last = 0;
    for (let i = 0; i < accountFailureCeiling() + 1; i++) {
      // A fresh client address each time: only the per-account count can stop it.
      const res = await api(
        enableApi.action,
        "/api/user/two-factor/enable",
        { code: "000000", assertion: { ...spent, id: "not-a-passkey" } },
        { cookie },
      );
      last = res.status;
    }
    expect(last).toBe(429);
    const evenRight = await api(
      passkeyApi.action,
      `/api/user/passkeys/${key.id}`,
      { password: TEST_PASSWORD },
      { cookie, method: "DELETE", params: { id: key.id } },
    );
    expect(evenRight.status).toBe(429);
  });
});

// Signing in with a passkey still works after all this (the shared assertion check).
test("a passkey still signs in; a confirm challenge does not sign in", async () => {
  const me = await createSignedInUser();
  const key = await addPasskey(me.cookie, "Phone");
  const confirmOnly = await confirmAssertion(me.cookie, key.device, 1);
  const refused = await api(authenticationApi.action, "/api/passkeys/authentication", {
    response: confirmOnly,
  });
  expect(refused.status).toBe(400);
  const options = await api(
    authenticationOptionsApi.action,
    "/api/passkeys/authentication-options",
    {},
  );
  const response = key.device.authenticate(options.body.options, { ...site(), counter: 2 });
  const ok = await api(authenticationApi.action, "/api/passkeys/authentication", { response });
  expect(ok.status).toBe(200);
});
