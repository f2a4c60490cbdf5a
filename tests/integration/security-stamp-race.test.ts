// No sign-in outlives a password change: a sign-in that checked the old password (or a passkey)
// before a change, a reset or "sign out everywhere" committed, and would create its session after
// it, starts none. Each race is made certain: the sign-ins' credential checks pass, then wait at
// a gate until the change has committed (what a slow hash on a busy server does by chance). A
// second round runs the same sign-ins with no gate, truly concurrent with the change.
import type * as WebAuthn from "@simplewebauthn/server";
import { afterEach, describe, expect, test, vi } from "vitest";

import { relyingParty } from "~/models/passkey.server";
import { changePassword } from "~/models/profile.server";
import { createVerification } from "~/models/verification.server";
import * as loginApi from "~/routes/api.login";
import * as authenticationApi from "~/routes/api.passkeys.authentication";
import * as authenticationOptionsApi from "~/routes/api.passkeys.authentication-options";
import * as resetApi from "~/routes/api.password.reset";
import * as passkeysApi from "~/routes/api.user.passkeys";
import * as registrationOptionsApi from "~/routes/api.user.passkeys.registration-options";
import { db } from "~/services/db.server";
import type * as PasswordModule from "~/services/password.server";
import { sessionStorage } from "~/utils/session.server";

import { createSignedInUser, jsonRequest, routeArgs, TEST_PASSWORD } from "./helpers";
import { SoftAuthenticator } from "./soft-authenticator";
import { type Outcome, settleOutcome } from "./workspace-helpers";

/** While `held` is set, a credential check that passed waits for it before it returns. */
const gate = vi.hoisted(() => ({
  held: null as Promise<void> | null,
  arrived: 0,
}));

vi.mock("~/services/password.server", async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordModule>();
  return {
    ...actual,
    verifyPassword: async (hash: string, password: string) => {
      const held = gate.held;
      const ok = await actual.verifyPassword(hash, password);
      if (held) {
        gate.arrived += 1;
        await held;
      }
      return ok;
    },
  };
});

vi.mock("@simplewebauthn/server", async (importOriginal) => {
  const actual = await importOriginal<typeof WebAuthn>();
  return {
    ...actual,
    verifyAuthenticationResponse: async (
      ...args: Parameters<typeof actual.verifyAuthenticationResponse>
    ) => {
      const held = gate.held;
      const result = await actual.verifyAuthenticationResponse(...args);
      if (held) {
        gate.arrived += 1;
        await held;
      }
      return result;
    },
  };
});

afterEach(() => {
  gate.held = null;
  gate.arrived = 0;
});

const IN_FLIGHT = 20;
const NEW_PASSWORD = "Brand-new-secret-42";
let clients = 0;
const newClient = () => `198.18.${Math.floor(++clients / 250)}.${clients % 250}`;

function api(action: (args: never) => unknown, path: string, body: unknown): Promise<Outcome> {
  const request = jsonRequest(path, body, { headers: { Origin: "http://localhost" } });
  return settleOutcome(async () => action(routeArgs(request, {}, newClient()) as never));
}

async function sessionIdOf(outcome: Outcome): Promise<string | null> {
  const pair = (outcome.response.headers.getSetCookie() ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("amm_session="));
  if (!pair) return null;
  const id = (await sessionStorage().getSession(pair)).get("sessionId");
  return typeof id === "string" ? id : null;
}

/** Runs the sign-ins until all passed their check and wait, runs `change`, then lets them go. */
async function acrossChange<T>(
  signIns: Array<() => Promise<Outcome>>,
  change: () => Promise<T>,
  gated = true,
) {
  let release!: () => void;
  if (gated) gate.held = new Promise<void>((resolve) => (release = resolve));
  const inFlight = signIns.map((run) => run());
  if (gated) await vi.waitFor(() => expect(gate.arrived).toBe(signIns.length), { timeout: 20_000 });
  gate.held = null;
  const changed = await change();
  if (gated) release();
  const outcomes = await Promise.all(inFlight);
  return { changed, outcomes };
}

/** Live sessions of the user other than `keep`. */
const aliveBesides = (userId: string, keep: string | null = null) =>
  db.session.count({ where: { userId, id: { not: keep ?? "" } } });

function passwordSignIns(email: string) {
  return Array.from(
    { length: IN_FLIGHT },
    () => () => api(loginApi.action, "/api/login", { email, password: TEST_PASSWORD }),
  );
}

async function ownerSessionId(cookie: string) {
  return String((await sessionStorage().getSession(cookie)).get("sessionId"));
}

describe("sign-ins in flight across a password change", () => {
  test.each([true, false])(
    "%s gated: 20 sign-ins with the old password leave 0 sessions alive after the change",
    async (gated) => {
      const owner = await createSignedInUser();
      const keep = await ownerSessionId(owner.cookie);
      const { changed, outcomes } = await acrossChange(
        passwordSignIns(owner.user.email),
        () =>
          changePassword(
            owner.user.id,
            keep,
            { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
            "203.0.113.1",
          ),
        gated,
      );
      expect(changed.ok).toBe(true);
      expect(await aliveBesides(owner.user.id, keep)).toBe(0);
      // The owner's own browser stays signed in; a refused sign-in says why, with a 401.
      expect(await db.session.count({ where: { id: keep } })).toBe(1);
      for (const outcome of outcomes) expect([200, 401]).toContain(outcome.status);
      if (gated) {
        expect(outcomes.every((o) => o.status === 401)).toBe(true);
        expect(outcomes[0].body.message).toMatch(/changed while you were signing in/);
      }
    },
  );

  test("a reset by emailed link: 20 sign-ins with the old password, only the reset's session lives", async () => {
    const owner = await createSignedInUser();
    const token = await createVerification("resetPassword", {
      userId: owner.user.id,
      target: owner.user.email,
    });
    const { changed } = await acrossChange(passwordSignIns(owner.user.email), () =>
      api(resetApi.action, "/api/password/reset", { token, password: NEW_PASSWORD }),
    );
    expect(changed.status).toBe(200);
    const resetSession = await sessionIdOf(changed);
    expect(resetSession).not.toBeNull();
    expect(await aliveBesides(owner.user.id, resetSession)).toBe(0);
    expect(await db.session.count({ where: { id: resetSession ?? "" } })).toBe(1);
  });
});

describe("passkey sign-ins in flight across a password change that keeps the passkeys", () => {
  test("20 passkey sign-ins leave 0 sessions alive", async () => {
    const owner = await createSignedInUser();
    const rp = relyingParty();
    if (!rp) throw new Error("The tests need an APP_URL whose host is a domain name");
    const site = { origin: rp.origin, rpId: rp.id };
    const device = new SoftAuthenticator();
    const asked = await settleOutcome(async () =>
      registrationOptionsApi.action(
        routeArgs(
          jsonRequest(
            "/api/user/passkeys/registration-options",
            { password: TEST_PASSWORD },
            { cookie: owner.cookie },
          ),
        ),
      ),
    );
    const added = await settleOutcome(async () =>
      passkeysApi.action(
        routeArgs(
          jsonRequest(
            "/api/user/passkeys",
            { name: "Phone", response: device.register(asked.body.options, site) },
            { cookie: owner.cookie },
          ),
        ),
      ),
    );
    expect(added.status).toBe(201);
    // Each sign-in answers a challenge of its own (counter 0: the key keeps none).
    const answers = [];
    for (let i = 0; i < IN_FLIGHT; i += 1) {
      const options = await api(
        authenticationOptionsApi.action,
        "/api/passkeys/authentication-options",
        {},
      );
      answers.push(device.authenticate(options.body.options, site));
    }
    const keep = await ownerSessionId(owner.cookie);
    const { changed, outcomes } = await acrossChange(
      answers.map(
        (response) => () =>
          api(authenticationApi.action, "/api/passkeys/authentication", { response }),
      ),
      () =>
        changePassword(
          owner.user.id,
          keep,
          { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, removePasskeys: false },
          "203.0.113.1",
        ),
    );
    expect(changed.ok).toBe(true);
    expect(outcomes.every((o) => o.status === 401)).toBe(true);
    expect(await aliveBesides(owner.user.id, keep)).toBe(0);
  });
});
