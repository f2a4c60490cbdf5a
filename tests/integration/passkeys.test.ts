// Passkeys end to end with a software authenticator (./soft-authenticator.ts): adding one (API and
// the /profile/passkeys room, a password first), signing in with it (API and /auth, no two-step
// step after it, a session without a recent password), the refusals (spent or expired challenge,
// another site's origin or relying party, no user verification, a counter that does not move
// forward, a deleted or another user's passkey, the demo account), the rules decided inside the
// write (one assertion raced, the per-account cap raced), recovery removing them, and an APP_URL
// whose host is an IP address. Runs on SQLite and PostgreSQL.
import crypto from "node:crypto";

import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { Secret, TOTP } from "otpauth";
import { describe, expect, test, vi } from "vitest";

import { PASSKEYS_PER_USER } from "~/lib/limits";
import {
  CHALLENGE_TTL_MS,
  passkeyRegistrationOptions,
  relyingParty,
} from "~/models/passkey.server";
import { resetPassword } from "~/models/password-reset.server";
import { adminResetTwoFactor } from "~/models/two-factor.server";
import { createVerification } from "~/models/verification.server";
import * as room from "~/routes/_app.profile.passkeys/route";
import * as authenticationApi from "~/routes/api.passkeys.authentication";
import * as authenticationOptionsApi from "~/routes/api.passkeys.authentication-options";
import * as passkeysApi from "~/routes/api.user.passkeys";
import * as passkeyApi from "~/routes/api.user.passkeys.$id";
import * as registrationOptionsApi from "~/routes/api.user.passkeys.registration-options";
import * as twoFactorApi from "~/routes/api.user.two-factor";
import * as enableApi from "~/routes/api.user.two-factor.enable";
import * as auth from "~/routes/auth/route";
import { db } from "~/services/db.server";
import { sessionStorage } from "~/utils/session.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  TEST_PASSWORD,
} from "./helpers";
import { SoftAuthenticator } from "./soft-authenticator";
import { type Outcome, settleOutcome, toastOf } from "./workspace-helpers";

let clients = 0;
/** A client address of its own per call, so per-client limits never decide a test. */
const newClient = () => `203.0.${Math.floor(++clients / 250)}.${clients % 250}`;

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
): Promise<Outcome> {
  const request = jsonRequest(path, body, { cookie: options.cookie, method: options.method });
  const client = options.client ?? newClient();
  return settleOutcome(async () => action(routeArgs(request, options.params, client)));
}

function roomPost(cookie: string, fields: Record<string, string>): Promise<Outcome> {
  return settleOutcome(async () =>
    room.action(routeArgs(formRequest("/profile/passkeys", fields, { cookie }), {}, newClient())),
  );
}

/** The relying party the server uses (from APP_URL): what a browser on its pages would sign. */
function site() {
  const rp = relyingParty();
  if (!rp) throw new Error("The tests need an APP_URL whose host is a domain name");
  return { origin: rp.origin, rpId: rp.id };
}

function cookieNamed(response: Response | undefined, name: string): string {
  const cookies = response?.headers.getSetCookie() ?? [];
  return cookies.map((c) => c.split(";")[0].trim()).find((c) => c.startsWith(`${name}=`)) ?? "";
}

/** The session row a Set-Cookie's amm_session names. */
async function sessionOf(cookie: string) {
  const session = await sessionStorage().getSession(cookie);
  return db.session.findUnique({ where: { id: String(session.get("sessionId")) } });
}

async function registrationOptions(
  cookie: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const res = await api(
    registrationOptionsApi.action,
    "/api/user/passkeys/registration-options",
    { password: TEST_PASSWORD },
    { cookie },
  );
  expect(res.status).toBe(200);
  return res.body.options;
}

function addPasskeyApi(cookie: string, name: string, response: unknown) {
  return api(passkeysApi.action, "/api/user/passkeys", { name, response }, { cookie });
}

async function signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const res = await api(
    authenticationOptionsApi.action,
    "/api/passkeys/authentication-options",
    {},
  );
  expect(res.status).toBe(200);
  return res.body.options;
}

function signInApi(response: unknown, client?: string) {
  return api(authenticationApi.action, "/api/passkeys/authentication", { response }, { client });
}

/** A signed-in user with one passkey on a software authenticator (added through the API). */
async function userWithPasskey(name = "Test phone") {
  const me = await createSignedInUser();
  const device = new SoftAuthenticator();
  const options = await registrationOptions(me.cookie);
  const added = await addPasskeyApi(me.cookie, name, device.register(options, site()));
  expect(added.status).toBe(201);
  return { ...me, device, passkeyId: added.body.passkey.id as string };
}

/** A fresh sign-in challenge answered by `device` (counter and lies as the test chooses). */
async function assertion(
  device: SoftAuthenticator,
  ceremony: Partial<Parameters<SoftAuthenticator["authenticate"]>[1]> = {},
) {
  return device.authenticate(await signInOptions(), { ...site(), ...ceremony });
}

const sessionCount = (userId: string) => db.session.count({ where: { userId } });

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

async function turnOnTwoStep(cookie: string) {
  const setup = await api(
    twoFactorApi.action,
    "/api/user/two-factor",
    { password: TEST_PASSWORD },
    { cookie },
  );
  expect(setup.status).toBe(200);
  const enable = await api(
    enableApi.action,
    "/api/user/two-factor/enable",
    { code: codeAt(setup.body.secret, Date.now() - 30_000), password: TEST_PASSWORD },
    { cookie },
  );
  expect(enable.status).toBe(200);
}

describe("adding a passkey", () => {
  test("API: options need the password; the passkey is kept, listed, and the owner is emailed", async () => {
    const me = await createSignedInUser();
    const path = "/api/user/passkeys/registration-options";
    const without = await api(registrationOptionsApi.action, path, {}, { cookie: me.cookie });
    expect(without.status).toBe(400);
    const wrong = await api(
      registrationOptionsApi.action,
      path,
      { password: "Not-the-password-1" },
      { cookie: me.cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await db.webAuthnChallenge.count({ where: { userId: me.user.id } })).toBe(0);

    const options = await registrationOptions(me.cookie);
    expect(options.rp.id).toBe(site().rpId);
    expect(options.authenticatorSelection?.userVerification).toBe("required");
    expect(options.user.id).toBe(Buffer.from(me.user.id, "utf8").toString("base64url"));

    const device = new SoftAuthenticator();
    const added = await addPasskeyApi(
      me.cookie,
      "My phone",
      device.register(options, { ...site(), synced: true }),
    );
    expect(added.status).toBe(201);
    const id = [...device.credentials.keys()][0];
    expect(added.body.passkey).toMatchObject({
      id,
      name: "My phone",
      lastUsedAt: null,
      synced: true,
    });

    const list = await settleOutcome(() =>
      passkeysApi.loader(routeArgs(getRequest("/api/user/passkeys", me.cookie))),
    );
    expect(list.status).toBe(200);
    expect(list.body.passkeys).toEqual([expect.objectContaining({ id, name: "My phone" })]);
    // The challenge was spent by the add.
    expect(await db.webAuthnChallenge.count({ where: { userId: me.user.id } })).toBe(0);

    const notices = await db.outboxMessage.findMany({
      where: { toAddress: me.user.email, subject: { contains: "a passkey was added" } },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain("“My phone”");
  });

  test("the add answer of one user's challenge is refused for another user", async () => {
    const owner = await createSignedInUser();
    const other = await createSignedInUser();
    const options = await registrationOptions(owner.cookie);
    const response = new SoftAuthenticator().register(options, site());
    const res = await addPasskeyApi(other.cookie, "Stolen", response);
    expect(res.status).toBe(400);
    expect(
      await db.passkey.count({ where: { userId: { in: [owner.user.id, other.user.id] } } }),
    ).toBe(0);
  });

  test("a credential already on an account is not added again (409)", async () => {
    const me = await userWithPasskey();
    const other = await createSignedInUser();
    const options = await registrationOptions(other.cookie);
    const again = me.device.register(options, { ...site(), reuse: me.passkeyId });
    const res = await addPasskeyApi(other.cookie, "Copy", again);
    expect(res.status).toBe(409);
    expect(await db.passkey.findUniqueOrThrow({ where: { id: me.passkeyId } })).toMatchObject({
      userId: me.user.id,
    });
  });

  test("the room: options after “Confirm it's you”, then the add redirects with a toast", async () => {
    // Signed in with a passkey: no password on this session, so adding asks for it.
    const me = await userWithPasskey("First");
    const signedIn = await signInApi(await assertion(me.device, { counter: 1 }));
    expect(signedIn.status).toBe(200);
    const cookie = cookieNamed(signedIn.response, "amm_session");

    const asked = await roomPost(cookie, { intent: "passkey-options", name: "Laptop" });
    expect(asked.status).toBe(403);
    expect(asked.body.formId).toBe("confirm-its-you");
    expect(asked.body.confirm).toMatchObject({
      intent: "passkey-options",
      fields: [["name", "Laptop"]],
    });
    expect(await db.webAuthnChallenge.count({ where: { userId: me.user.id } })).toBe(0);

    const wrongPassword = await roomPost(cookie, {
      intent: "passkey-options",
      name: "Laptop",
      password: "Not-the-password-1",
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.formId).toBe("confirm-its-you");

    const confirmed = await roomPost(cookie, {
      intent: "passkey-options",
      name: "Laptop",
      password: TEST_PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.registration.name).toBe("Laptop");
    const options: PublicKeyCredentialCreationOptionsJSON = confirmed.body.registration.options;
    // The passkey this user has is excluded: the device makes no second one.
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([me.passkeyId]);
    expect(() => me.device.register(options, site())).toThrow(/InvalidStateError/);

    // The password is now recent on this session: options come at once.
    const again = await roomPost(cookie, { intent: "passkey-options", name: "Laptop" });
    expect(again.status).toBe(200);

    const laptop = new SoftAuthenticator();
    const added = await roomPost(cookie, {
      intent: "passkey-add",
      name: "Laptop",
      response: JSON.stringify(laptop.register(options, site())),
    });
    expect(added.status).toBe(302);
    expect(added.response.headers.get("Location")).toBe("/profile/passkeys");
    expect(await toastOf(added)).toMatchObject({ type: "success", message: "Passkey added" });
    const page = await settleOutcome(() =>
      room.loader(routeArgs(getRequest("/profile/passkeys", cookie))),
    );
    expect(page.body.available).toBe(true);
    expect(page.body.passkeys.map((p: { name: string }) => p.name).sort()).toEqual([
      "First",
      "Laptop",
    ]);
  });

  test("no user verification, another origin or another relying party: nothing is added", async () => {
    const me = await createSignedInUser();
    const lies = [
      { uv: false },
      { origin: "https://evil.example" },
      { rpId: "evil.example" },
      { type: "webauthn.get" },
    ];
    for (const lie of lies) {
      const options = await registrationOptions(me.cookie);
      const response = new SoftAuthenticator().register(options, { ...site(), ...lie });
      const res = await addPasskeyApi(me.cookie, "Refused", response);
      expect(res.status, JSON.stringify(lie)).toBe(400);
    }
    // The room says the same, on the response field.
    const options = await registrationOptions(me.cookie);
    const refused = await roomPost(me.cookie, {
      intent: "passkey-add",
      name: "Refused",
      response: JSON.stringify(new SoftAuthenticator().register(options, { ...site(), uv: false })),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result.error[""]).toEqual([expect.stringContaining("Nothing was added")]);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(0);
  });

  test("the demo account gets no options (403), in the API and in the room", async () => {
    const demo = await createSignedInUser();
    await db.tenant.update({
      where: { id: demo.tenant.id },
      data: { demo: "sandbox", demoExpiresAt: new Date(Date.now() + 3_600_000) },
    });
    const res = await api(
      registrationOptionsApi.action,
      "/api/user/passkeys/registration-options",
      { password: TEST_PASSWORD },
      { cookie: demo.cookie },
    );
    expect(res.status).toBe(403);
    const page = await roomPost(demo.cookie, { intent: "passkey-options", name: "Phone" });
    expect(page.status).toBe(403);
    expect(await db.webAuthnChallenge.count({ where: { userId: demo.user.id } })).toBe(0);
  });
});

describe("signing in with a passkey", () => {
  test("API: options, then the signed answer: 200 with a session cookie; lastUsedAt and counter kept", async () => {
    const me = await userWithPasskey();
    const before = await sessionCount(me.user.id);
    const options = await signInOptions();
    expect(options.rpId).toBe(site().rpId);
    expect(options.userVerification).toBe("required");
    const res = await signInApi(me.device.authenticate(options, { ...site(), counter: 7 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.user.id, email: me.user.email });
    const cookie = cookieNamed(res.response, "amm_session");
    expect(cookie).not.toBe("");
    // The device cookie rides beside it (the browser's record, for the new-browser notice).
    expect(cookieNamed(res.response, "amm_device")).not.toBe("");
    expect(await sessionCount(me.user.id)).toBe(before + 1);
    // No password was typed: the session has none to count as recent.
    expect((await sessionOf(cookie))?.passwordVerifiedAt).toBeNull();
    const row = await db.passkey.findUniqueOrThrow({ where: { id: me.passkeyId } });
    expect(row.counter).toBe(7);
    expect(row.lastUsedAt).not.toBeNull();
  });

  test("/auth intent passkey: 302 to the dashboard with a session, no two-step step even with two-step on", async () => {
    const me = await userWithPasskey();
    await turnOnTwoStep(me.cookie);
    const post = async () =>
      settleOutcome(async () =>
        auth.action(
          routeArgs(
            formRequest("/auth", {
              intent: "passkey",
              response: JSON.stringify(await assertion(me.device)),
              redirectTo: "",
            }),
            {},
            newClient(),
          ),
        ),
      );
    const before = await sessionCount(me.user.id);
    const res = await post();
    expect(res.status).toBe(302);
    expect(res.response.headers.get("Location")).toBe("/dashboard");
    expect(res.response.headers.get("Location")).not.toContain("/auth/two-step");
    expect(cookieNamed(res.response, "amm_two_step")).toBe("");
    const cookie = cookieNamed(res.response, "amm_session");
    expect(cookie).not.toBe("");
    expect(cookieNamed(res.response, "amm_device")).not.toBe("");
    expect(await sessionCount(me.user.id)).toBe(before + 1);
    const session = await sessionOf(cookie);
    expect(session?.userId).toBe(me.user.id);
    expect(session?.passwordVerifiedAt).toBeNull();

    // The API twin: 200, no twoFactorRequired.
    const viaApi = await signInApi(await assertion(me.device));
    expect(viaApi.status).toBe(200);
    expect(viaApi.body.twoFactorRequired).toBeUndefined();
  });

  test("/auth refuses another site's answer with a toast and no session", async () => {
    const me = await userWithPasskey();
    const before = await sessionCount(me.user.id);
    const res = await settleOutcome(async () =>
      auth.action(
        routeArgs(
          formRequest("/auth", {
            intent: "passkey",
            response: JSON.stringify(
              await assertion(me.device, { origin: "https://evil.example" }),
            ),
          }),
          {},
          newClient(),
        ),
      ),
    );
    expect(res.status).toBe(401);
    // The toast rides in the action data (no flash cookie on a refusal).
    expect(res.body.__toast).toMatchObject({ type: "error", message: "Login failed" });
    expect(cookieNamed(res.response, "amm_session")).toBe("");
    expect(await sessionCount(me.user.id)).toBe(before);
  });
});

describe("refusals", () => {
  test("a challenge works once: the second answer to it is 400", async () => {
    const me = await userWithPasskey();
    const options = await signInOptions();
    expect(
      (await signInApi(me.device.authenticate(options, { ...site(), counter: 1 }))).status,
    ).toBe(200);
    // A new signature (the counter moved) on the spent challenge.
    const again = await signInApi(me.device.authenticate(options, { ...site(), counter: 2 }));
    expect(again.status).toBe(400);
    expect(cookieNamed(again.response, "amm_session")).toBe("");
  });

  test(`an expired challenge (${CHALLENGE_TTL_MS / 60_000} minutes) is 400, for signing in and for adding`, async () => {
    const me = await userWithPasskey();
    const options = await signInOptions();
    await db.webAuthnChallenge.updateMany({
      where: { challenge: options.challenge },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await signInApi(me.device.authenticate(options, site()))).status).toBe(400);

    const addOptions = await registrationOptions(me.cookie);
    await db.webAuthnChallenge.updateMany({
      where: { challenge: addOptions.challenge },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const added = await addPasskeyApi(
      me.cookie,
      "Late",
      new SoftAuthenticator().register(addOptions, site()),
    );
    expect(added.status).toBe(400);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(1);
  });

  test("another site's origin, another relying party, or no user verification: 401 and no session", async () => {
    const me = await userWithPasskey();
    const before = await sessionCount(me.user.id);
    for (const lie of [
      { origin: "https://evil.example" },
      { rpId: "evil.example" },
      { uv: false },
      { type: "webauthn.create" },
    ]) {
      const res = await signInApi(await assertion(me.device, { ...lie, counter: 1 }));
      expect(res.status, JSON.stringify(lie)).toBe(401);
      expect(cookieNamed(res.response, "amm_session")).toBe("");
    }
    expect(await sessionCount(me.user.id)).toBe(before);
    // The counter did not move on any of them: a true answer with counter 1 still signs in.
    expect((await signInApi(await assertion(me.device, { counter: 1 }))).status).toBe(200);
  });

  test("a signature by another key, or another user's handle: 401", async () => {
    const me = await userWithPasskey();
    // A second credential of the same user signs; the answer names the first one.
    const impostor = new SoftAuthenticator();
    impostor.register(await registrationOptions(me.cookie), site());
    const forged = await assertion(impostor);
    const res = await signInApi({ ...forged, id: me.passkeyId, rawId: me.passkeyId });
    expect(res.status).toBe(401);

    const other = await createSignedInUser();
    const wrongHandle = await assertion(me.device, {
      userHandle: Buffer.from(other.user.id, "utf8").toString("base64url"),
    });
    expect((await signInApi(wrongHandle)).status).toBe(401);
    expect(await sessionCount(other.user.id)).toBe(1);
  });

  test("a challenge serves its purpose only: an add's challenge does not sign in, a sign-in's does not add", async () => {
    const me = await userWithPasskey();
    const addOptions = await registrationOptions(me.cookie);
    const asSignIn = me.device.authenticate(
      { challenge: addOptions.challenge, rpId: site().rpId },
      { ...site(), counter: 1 },
    );
    expect((await signInApi(asSignIn)).status).toBe(400);

    const signInChallenge = (await signInOptions()).challenge;
    const asAdd = new SoftAuthenticator().register(
      { ...addOptions, challenge: signInChallenge, excludeCredentials: [] },
      site(),
    );
    expect((await addPasskeyApi(me.cookie, "Wrong purpose", asAdd)).status).toBe(400);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(1);
  });

  test("refused answers count as failed sign-ins: the 11th from one client is 429", async () => {
    const me = await userWithPasskey();
    const from = newClient();
    for (let i = 0; i < 10; i++) {
      const res = await signInApi(await assertion(me.device, { uv: false, counter: 1 }), from);
      expect(res.status).toBe(401);
    }
    const limited = await signInApi(await assertion(me.device, { counter: 1 }), from);
    expect(limited.status).toBe(429);
    // Another client is not held back by this one's failures.
    expect((await signInApi(await assertion(me.device, { counter: 1 }))).status).toBe(200);
  });

  test("the counter must move forward: 5, then 5 again or 3, is 401; 6 signs in", async () => {
    const me = await userWithPasskey();
    expect((await signInApi(await assertion(me.device, { counter: 5 }))).status).toBe(200);
    expect((await signInApi(await assertion(me.device, { counter: 5 }))).status).toBe(401);
    expect((await signInApi(await assertion(me.device, { counter: 3 }))).status).toBe(401);
    expect((await db.passkey.findUniqueOrThrow({ where: { id: me.passkeyId } })).counter).toBe(5);
    expect((await signInApi(await assertion(me.device, { counter: 6 }))).status).toBe(200);
  });

  test("a deleted passkey no longer signs in (401); the owner is emailed", async () => {
    const me = await userWithPasskey("Old phone");
    const path = `/api/user/passkeys/${me.passkeyId}`;
    const renamed = await api(
      passkeyApi.action,
      path,
      { name: "Old iPhone" },
      { cookie: me.cookie, method: "PATCH", params: { id: me.passkeyId } },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.passkey).toMatchObject({ id: me.passkeyId, name: "Old iPhone" });
    const deleted = await api(
      passkeyApi.action,
      path,
      { password: TEST_PASSWORD },
      {
        cookie: me.cookie,
        method: "DELETE",
        params: { id: me.passkeyId },
      },
    );
    expect(deleted.status).toBe(204);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(0);
    const notices = await db.outboxMessage.findMany({
      where: { toAddress: me.user.email, subject: { contains: "a passkey was removed" } },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain("“Old iPhone”");
    expect((await signInApi(await assertion(me.device, { counter: 1 }))).status).toBe(401);
  });

  test("another user's passkey: 404 on PATCH and DELETE, and the room's delete keeps it", async () => {
    const owner = await userWithPasskey("Owner's phone");
    const other = await createSignedInUser();
    const path = `/api/user/passkeys/${owner.passkeyId}`;
    const params = { id: owner.passkeyId };
    const rename = await api(
      passkeyApi.action,
      path,
      { name: "Mine now" },
      { cookie: other.cookie, method: "PATCH", params },
    );
    expect(rename.status).toBe(404);
    const remove = await api(
      passkeyApi.action,
      path,
      { password: TEST_PASSWORD },
      {
        cookie: other.cookie,
        method: "DELETE",
        params,
      },
    );
    expect(remove.status).toBe(404);
    const roomRename = await roomPost(other.cookie, {
      intent: "passkey-rename",
      passkeyId: owner.passkeyId,
      name: "Mine now",
    });
    expect(roomRename.status).toBe(404);
    const roomDelete = await roomPost(other.cookie, {
      intent: "passkey-delete",
      passkeyId: owner.passkeyId,
    });
    expect(roomDelete.status).toBe(404);
    expect(await db.passkey.findUniqueOrThrow({ where: { id: owner.passkeyId } })).toMatchObject({
      userId: owner.user.id,
      name: "Owner's phone",
    });
    expect(
      await db.outboxMessage.count({
        where: { toAddress: owner.user.email, subject: { contains: "a passkey was removed" } },
      }),
    ).toBe(0);
    // The owner's own delete in the room works.
    const own = await roomPost(owner.cookie, {
      intent: "passkey-delete",
      passkeyId: owner.passkeyId,
    });
    expect(own.status).toBe(302);
    expect(await toastOf(own)).toMatchObject({ type: "success", message: "Passkey deleted" });
    expect(await db.passkey.count({ where: { id: owner.passkeyId } })).toBe(0);
  });
});

describe("races: the rule is decided inside the write", () => {
  test("one signed answer sent 5 times at once signs in exactly once", async () => {
    const me = await userWithPasskey();
    const before = await sessionCount(me.user.id);
    const answer = await assertion(me.device, { counter: 1 });
    const results = await Promise.all(Array.from({ length: 5 }, () => signInApi(answer)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    expect(await sessionCount(me.user.id)).toBe(before + 1);
  });

  test("two answers to two challenges with one counter value, at once: exactly one signs in", async () => {
    const me = await userWithPasskey();
    const [first, second] = await Promise.all([
      assertion(me.device, { counter: 5 }),
      assertion(me.device, { counter: 5 }),
    ]);
    const results = await Promise.all([signInApi(first), signInApi(second)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  // On PostgreSQL the users' own row locks do not serialize them: the primary key decides.
  test("users adding one credential at once: one 201, the others 409", async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser()));
    const device = new SoftAuthenticator();
    const first = device.register(await registrationOptions(users[0].cookie), site());
    const responses = [first];
    for (const user of users.slice(1)) {
      const options = await registrationOptions(user.cookie);
      responses.push(device.register(options, { ...site(), reuse: first.id }));
    }
    const results = await Promise.all(
      users.map((user, i) => addPasskeyApi(user.cookie, `Shared ${i}`, responses[i])),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await db.passkey.count({ where: { id: first.id } })).toBe(1);
  });

  test(`${PASSKEYS_PER_USER - 2} passkeys, then 6 adds at once: exactly 2 land`, async () => {
    const me = await createSignedInUser();
    const { publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
    await db.passkey.createMany({
      data: Array.from({ length: PASSKEYS_PER_USER - 2 }, (_, i) => ({
        id: crypto.randomBytes(16).toString("base64url"),
        userId: me.user.id,
        name: `Key ${i}`,
        publicKey: publicKey.export({ format: "der", type: "spki" }),
        deviceType: "singleDevice",
      })),
    });
    const device = new SoftAuthenticator();
    const responses = [];
    for (let i = 0; i < 6; i++) {
      responses.push(device.register(await passkeyRegistrationOptions(me.user), site()));
    }
    const results = await Promise.all(
      responses.map((response, i) => addPasskeyApi(me.cookie, `New ${i}`, response)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(PASSKEYS_PER_USER);
    expect(
      await db.outboxMessage.count({
        where: { toAddress: me.user.email, subject: { contains: "a passkey was added" } },
      }),
    ).toBe(2);
    // At the cap the room's add is refused too.
    const options = await passkeyRegistrationOptions(me.user);
    const refused = await roomPost(me.cookie, {
      intent: "passkey-add",
      name: "One more",
      response: JSON.stringify(new SoftAuthenticator().register(options, site())),
    });
    expect(refused.status).toBe(409);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(PASSKEYS_PER_USER);
  });
});

describe("recovery removes every passkey", () => {
  test("a reset by emailed link: no passkeys left, the old one is 401, the notice says so", async () => {
    const me = await userWithPasskey();
    const token = await createVerification("resetPassword", {
      userId: me.user.id,
      target: me.user.email,
    });
    const reset = await resetPassword(token, "A-new-password-42");
    expect(reset.ok).toBe(true);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(0);
    const notice = await db.outboxMessage.findFirstOrThrow({
      where: { toAddress: me.user.email, subject: { contains: "your password was changed" } },
    });
    expect(notice.text).toContain("Your passkey was removed too");
    expect((await signInApi(await assertion(me.device, { counter: 1 }))).status).toBe(401);
  });

  test("an admin's reset of the second factor removes them too", async () => {
    const me = await userWithPasskey();
    const admin = await createSignedInUser({ role: "admin" });
    expect(
      await adminResetTwoFactor({
        adminId: admin.user.id,
        tenantId: me.tenant.id,
        userId: me.user.id,
      }),
    ).toBe(true);
    expect(await db.passkey.count({ where: { userId: me.user.id } })).toBe(0);
    expect((await signInApi(await assertion(me.device, { counter: 1 }))).status).toBe(401);
  });
});

describe("an APP_URL whose host is an IP address", () => {
  test.each(["http://127.0.0.1:3000", "http://[::1]:3000"])(
    "%s: no relying party, options answer 409",
    async (appUrl) => {
      const me = await createSignedInUser();
      vi.stubEnv("APP_URL", appUrl);
      // getEnv() keeps what it read first: fresh modules read the stubbed APP_URL.
      vi.resetModules();
      try {
        const passkeys = await import("~/models/passkey.server");
        expect(passkeys.relyingParty()).toBeNull();
        const signIn = await import("~/routes/api.passkeys.authentication-options");
        const register = await import("~/routes/api.user.passkeys.registration-options");
        const freshRoom = await import("~/routes/_app.profile.passkeys/route");
        const signInRes = await api(signIn.action, "/api/passkeys/authentication-options", {});
        expect(signInRes.status).toBe(409);
        expect(signInRes.body.message).toContain("APP_URL");
        const registerRes = await api(
          register.action,
          "/api/user/passkeys/registration-options",
          { password: TEST_PASSWORD },
          { cookie: me.cookie },
        );
        expect(registerRes.status).toBe(409);
        const page = await settleOutcome(async () =>
          freshRoom.loader(routeArgs(getRequest("/profile/passkeys", me.cookie))),
        );
        expect(page.body.available).toBe(false);
        const roomRes = await settleOutcome(async () =>
          freshRoom.action(
            routeArgs(
              formRequest(
                "/profile/passkeys",
                { intent: "passkey-options", name: "Phone" },
                { cookie: me.cookie },
              ),
              {},
              newClient(),
            ),
          ),
        );
        expect(roomRes.status).toBe(409);
        expect(await db.webAuthnChallenge.count({ where: { userId: me.user.id } })).toBe(0);
      } finally {
        vi.unstubAllEnvs();
        vi.resetModules();
      }
    },
  );
});
