// Accounts an attacker cannot keep, tried as an attacker holding a session and the password:
// recovery evicts (a reset or a password change cancels a pending email change and every unused
// emailed link; a new address ends other sessions and old reset links), a recent password for
// sensitive changes ("Confirm it's you" on the page, the password in the API's body), guesses
// bounded per account whatever the address, notices by email, idle sessions ending, and
// forgot-password doing the same work before its answer for any address. Against a real SMTP
// server; run on SQLite and PostgreSQL.
import { Secret, TOTP } from "otpauth";
import { describe, expect, test, vi } from "vitest";

import { requestPasswordReset } from "~/models/password-reset.server";
import { getSessionUser } from "~/models/session.server";
import * as tenantPage from "~/routes/_app.admin_.tenants.$tenantId/route";
import * as forgotApi from "~/routes/api.password.forgot";
import * as resetApi from "~/routes/api.password.reset";
import * as emailApi from "~/routes/api.user.email";
import * as confirmApi from "~/routes/api.user.email.confirm";
import * as passwordApi from "~/routes/api.user.password";
import * as twoFactorApi from "~/routes/api.user.two-factor";
import * as enableApi from "~/routes/api.user.two-factor.enable";
import * as recoveryApi from "~/routes/api.user.two-factor.recovery-codes";
import * as auth from "~/routes/auth/route";
import * as twoStep from "~/routes/auth_.two-step/route";
import { db } from "~/services/db.server";
import { flushMail } from "~/services/outbox.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";
import { roomPage, roomPost, twoStepRoom } from "./profile-rooms";
import { smtpInboxForFile } from "./smtp-server";
import { settleOutcome } from "./workspace-helpers";

const inbox = smtpInboxForFile();
vi.setConfig({ testTimeout: 120_000 });

let counter = 0;
/** A client address of its own per call, so per-client limits never decide a test. */
const newClient = () => `198.51.${Math.floor(++counter / 250)}.${counter % 250}`;
const tokenAfter = (link: string | null, path: string) => (link ?? "").split(path)[1] ?? "";

function api(
  action: (args: ReturnType<typeof routeArgs>) => Promise<unknown>,
  path: string,
  body: unknown,
  options: { cookie?: string; method?: string; client?: string } = {},
) {
  const request = jsonRequest(path, body, { cookie: options.cookie, method: options.method });
  return settleOutcome(() => action(routeArgs(request, {}, options.client ?? newClient())));
}

/** A post to the room of Profile Settings that owns the intent. */
function profilePost(cookie: string, fields: Record<string, string>, client = newClient()) {
  return roomPost(cookie, fields, client);
}

/** The password was entered on this session long ago: a sensitive change must ask again. */
async function staleSession(cookie: string) {
  const { getSession } = (await import("~/utils/session.server")).sessionStorage();
  const session = await getSession(cookie);
  await db.session.update({
    where: { id: String(session.get("sessionId")) },
    data: { passwordVerifiedAt: new Date(Date.now() - 11 * 60_000) },
  });
}

async function sessionsOf(userId: string) {
  return db.session.count({ where: { userId } });
}

async function requestResetLink(email: string) {
  await api(forgotApi.action, "/api/password/forgot", { email });
  await flushMail();
  return tokenAfter(await inbox.linkTo(email, "/reset-password/"), "/reset-password/");
}

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

async function withTwoFactor() {
  const me = await createSignedInUser();
  const setup = await api(
    twoFactorApi.action,
    "/api/user/two-factor",
    { password: TEST_PASSWORD },
    { cookie: me.cookie },
  );
  expect(setup.status).toBe(200);
  const enable = await api(
    enableApi.action,
    "/api/user/two-factor/enable",
    { code: codeAt(setup.body.secret, Date.now() - 30_000), password: TEST_PASSWORD },
    { cookie: me.cookie },
  );
  expect(enable.status).toBe(200);
  return {
    ...me,
    secret: setup.body.secret as string,
    codes: enable.body.recoveryCodes as string[],
  };
}

describe("recovery evicts", () => {
  test("a reset cancels the attacker's pending email change: the kept link no longer confirms", async () => {
    const victim = await createSignedInUser();
    const attackerEmail = uniqueEmail("attacker");
    // The attacker, with the victim's session and password, asks for their own address.
    const asked = await api(
      emailApi.action,
      "/api/user/email",
      { email: attackerEmail, password: TEST_PASSWORD },
      { cookie: victim.cookie },
    );
    expect(asked.status).toBe(202);
    const keptLink = tokenAfter(
      await inbox.linkTo(attackerEmail, "/confirm-email/"),
      "/confirm-email/",
    );
    expect(keptLink).not.toBe("");
    // The victim notices and resets the password.
    const token = await requestResetLink(victim.user.email);
    const reset = await api(resetApi.action, "/api/password/reset", {
      token,
      password: "New-strong-pass-1",
    });
    expect(reset.status).toBe(200);
    const after = await db.user.findUniqueOrThrow({ where: { id: victim.user.id } });
    expect(after.pendingEmail).toBeNull();
    // The attacker's kept link is dead; the account keeps the victim's address.
    const confirm = await api(confirmApi.action, "/api/user/email/confirm", { token: keptLink });
    expect(confirm.status).toBe(400);
    const final = await db.user.findUniqueOrThrow({ where: { id: victim.user.id } });
    expect(final.email).toBe(victim.user.email);
    // And the victim heard of the password change, from which browser.
    const notices = await inbox.to(victim.user.email);
    expect(notices.some((m) => /password was changed/.test(m.subject ?? ""))).toBe(true);
  });

  test("a password change (page and API) cancels a pending email change and other sessions", async () => {
    for (const via of ["page", "api"] as const) {
      const victim = await createSignedInUser();
      const attackerEmail = uniqueEmail("attacker");
      await api(
        emailApi.action,
        "/api/user/email",
        { email: attackerEmail, password: TEST_PASSWORD },
        { cookie: victim.cookie },
      );
      const keptLink = tokenAfter(
        await inbox.linkTo(attackerEmail, "/confirm-email/"),
        "/confirm-email/",
      );
      // A second device of the victim's (the attacker's copy of the session).
      const { commitSessionFor } = await import("~/utils/session.server");
      await commitSessionFor(new Request("http://localhost"), victim.user.id);
      expect(await sessionsOf(victim.user.id)).toBe(2);
      const changed =
        via === "page"
          ? await profilePost(victim.cookie, {
              intent: "change-password",
              currentPassword: TEST_PASSWORD,
              newPassword: "Another-pass-42",
              confirmPassword: "Another-pass-42",
            })
          : await api(
              passwordApi.action,
              "/api/user/password",
              { currentPassword: TEST_PASSWORD, newPassword: "Another-pass-42" },
              { cookie: victim.cookie, method: "PUT" },
            );
      expect(changed.status).toBe(via === "page" ? 302 : 204);
      expect(await sessionsOf(victim.user.id)).toBe(1);
      const confirm = await api(confirmApi.action, "/api/user/email/confirm", { token: keptLink });
      expect(confirm.status).toBe(400);
      const user = await db.user.findUniqueOrThrow({ where: { id: victim.user.id } });
      expect(user.email).toBe(victim.user.email);
      expect(user.pendingEmail).toBeNull();
    }
  });

  test("PUT /api/user/password: 400 for a wrong current password or a weak new one", async () => {
    const me = await createSignedInUser();
    const wrong = await api(
      passwordApi.action,
      "/api/user/password",
      { currentPassword: "Wrong-pass-1", newPassword: "Another-pass-42" },
      { cookie: me.cookie, method: "PUT" },
    );
    expect(wrong.status).toBe(400);
    const weak = await api(
      passwordApi.action,
      "/api/user/password",
      { currentPassword: TEST_PASSWORD, newPassword: "short" },
      { cookie: me.cookie, method: "PUT" },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.errors.newPassword[0]).toMatch(/at least 8/);
  });

  test("an old reset link stops working once the address changed (confirmed)", async () => {
    const me = await createSignedInUser();
    const oldToken = await requestResetLink(me.user.email);
    expect(oldToken).not.toBe("");
    const newEmail = uniqueEmail("moved");
    await api(
      emailApi.action,
      "/api/user/email",
      { email: newEmail, password: TEST_PASSWORD },
      { cookie: me.cookie },
    );
    const link = tokenAfter(await inbox.linkTo(newEmail, "/confirm-email/"), "/confirm-email/");
    const confirmed = await api(
      confirmApi.action,
      "/api/user/email/confirm",
      { token: link },
      { cookie: me.cookie },
    );
    expect(confirmed.status).toBe(200);
    const reset = await api(resetApi.action, "/api/password/reset", {
      token: oldToken,
      password: "New-strong-pass-1",
    });
    expect(reset.status).toBe(400);
    // The browser that confirmed stays signed in; every other session ended.
    expect(await sessionsOf(me.user.id)).toBe(1);
  });

  test("a reset link sent to an address the account no longer has is refused, even unspent", async () => {
    const me = await createSignedInUser();
    const token = await requestResetLink(me.user.email);
    // The address changes by a route that does not cancel links (an admin, a direct update).
    await db.user.update({ where: { id: me.user.id }, data: { email: uniqueEmail("admin-set") } });
    const reset = await api(resetApi.action, "/api/password/reset", {
      token,
      password: "New-strong-pass-1",
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toMatch(/no longer uses/);
  });
});

describe("a recent password for sensitive changes", () => {
  test("the API needs the password to start and to turn off two-step sign-in", async () => {
    const me = await createSignedInUser();
    const none = await api(twoFactorApi.action, "/api/user/two-factor", {}, { cookie: me.cookie });
    expect(none.status).toBe(400);
    const wrong = await api(
      twoFactorApi.action,
      "/api/user/two-factor",
      { password: "Wrong-pass-1" },
      { cookie: me.cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(0);

    const on = await withTwoFactor();
    const noPassword = await api(
      twoFactorApi.action,
      "/api/user/two-factor",
      { code: codeAt(on.secret) },
      { cookie: on.cookie, method: "DELETE" },
    );
    expect(noPassword.status).toBe(400);
    expect(await db.twoFactor.count({ where: { userId: on.user.id } })).toBe(1);
    const off = await api(
      twoFactorApi.action,
      "/api/user/two-factor",
      { password: TEST_PASSWORD, code: on.codes[0] },
      { cookie: on.cookie, method: "DELETE" },
    );
    expect(off.status).toBe(204);
    const subjects = (await inbox.to(on.user.email)).map((m) => m.subject);
    expect(subjects.some((s) => /two-step sign-in is on/.test(s ?? ""))).toBe(true);
    expect(subjects.some((s) => /turned off/.test(s ?? ""))).toBe(true);
  });

  test("DELETE /api/user/two-factor: wrong codes are counted, then 429 with Retry-After", async () => {
    const on = await withTwoFactor();
    const statuses: number[] = [];
    // Every guess from a new address: the per-account ceiling decides, not the per-client one.
    for (let i = 0; i < 25; i++) {
      const res = await api(
        twoFactorApi.action,
        "/api/user/two-factor",
        { password: TEST_PASSWORD, code: "000000" },
        { cookie: on.cookie, method: "DELETE" },
      );
      statuses.push(res.status);
      if (res.status === 429)
        expect(Number(res.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(await db.twoFactor.count({ where: { userId: on.user.id } })).toBe(1);
    // The owner was told how many tries failed.
    await flushMail();
    const told = (await inbox.to(on.user.email)).find((m) => /many failed/.test(m.subject ?? ""));
    expect(told?.text).toContain("20 wrong passwords or codes");
  });

  test("the page asks 'Confirm it's you' without a recent password, then completes the change with the typing kept", async () => {
    const me = await createSignedInUser();
    await staleSession(me.cookie);
    const newEmail = uniqueEmail("new");
    const asked = await profilePost(me.cookie, { intent: "change-email", email: newEmail });
    expect(asked.status).toBe(403);
    expect(asked.body.confirm.intent).toBe("change-email");
    expect(asked.body.confirm.fields).toEqual([["email", newEmail]]);
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).pendingEmail,
    ).toBeNull();
    // A wrong password: refused, counted, the change still carried.
    const wrong = await profilePost(me.cookie, {
      intent: "change-email",
      email: newEmail,
      password: "Wrong-pass-1",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.confirm.fields).toEqual([["email", newEmail]]);
    expect(JSON.stringify(wrong.body)).not.toContain("Wrong-pass-1");
    // The right one: the change is made in the same post.
    const done = await profilePost(me.cookie, {
      intent: "change-email",
      email: newEmail,
      password: TEST_PASSWORD,
    });
    expect(done.status).toBe(302);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).pendingEmail).toBe(
      newEmail,
    );
    // Confirmed now: the next sensitive change within 10 minutes asks nothing.
    const start = await profilePost(me.cookie, { intent: "two-factor-start" });
    expect(start.status).toBe(302);
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(1);
  });

  test("two-step sign-in cannot be set up, turned off or given new codes on a stale session", async () => {
    const on = await withTwoFactor();
    await staleSession(on.cookie);
    const posts: Record<string, string>[] = [
      { intent: "two-factor-disable", code: codeAt(on.secret) },
      { intent: "recovery-codes-renew" },
    ];
    for (const fields of posts) {
      const res = await profilePost(on.cookie, fields);
      expect(res.status).toBe(403);
      expect(res.body.confirm.intent).toBe(fields.intent);
    }
    expect(
      await db.twoFactor.count({ where: { userId: on.user.id, enabledAt: { not: null } } }),
    ).toBe(1);
    const fresh = await createSignedInUser();
    await staleSession(fresh.cookie);
    const start = await profilePost(fresh.cookie, { intent: "two-factor-start" });
    expect(start.status).toBe(403);
    expect(await db.twoFactor.count({ where: { userId: fresh.user.id } })).toBe(0);
  });

  test("new recovery codes replace the old ones (page and API), shown once, never cached", async () => {
    const on = await withTwoFactor();
    const page = await profilePost(on.cookie, { intent: "recovery-codes-renew" });
    expect(page.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe("no-store");
    const codes = page.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(on.codes[0]);
    const apiRenew = await api(
      recoveryApi.action,
      "/api/user/two-factor/recovery-codes",
      { password: TEST_PASSWORD },
      { cookie: on.cookie },
    );
    expect(apiRenew.status).toBe(200);
    const noPassword = await api(
      recoveryApi.action,
      "/api/user/two-factor/recovery-codes",
      {},
      { cookie: on.cookie },
    );
    expect(noPassword.status).toBe(400);
    // An old code no longer signs in.
    const login = await api((await import("~/routes/api.login")).action, "/api/login", {
      email: on.user.email,
      password: TEST_PASSWORD,
      code: codes[0],
    });
    expect(login.status).toBe(401);
  });

  test("the two-step room, which shows a pending secret, is never stored by a cache", async () => {
    const me = await createSignedInUser();
    await profilePost(me.cookie, { intent: "two-factor-start" });
    const headers = new Headers(
      twoStepRoom.headers({
        actionHeaders: new Headers(),
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(headers.get("Cache-Control")).toBe("no-store");
    const page = await roomPage("/profile/two-step", me.cookie);
    expect(page.body.twoFactor.state).toBe("pending");
  });
});

describe("guesses bounded per account", () => {
  async function pendingLogin(email: string) {
    const res = await settleOutcome(() =>
      auth.action(
        routeArgs(
          formRequest("/auth?intent=login", { intent: "login", email, password: TEST_PASSWORD }),
          {},
          newClient(),
        ),
      ),
    );
    expect(res.status).toBe(302);
    const cookie = res.response.headers.get("Set-Cookie") ?? "";
    return cookie.split(";")[0];
  }

  function codePost(cookie: string, code: string) {
    return settleOutcome(() =>
      twoStep.action(
        routeArgs(
          formRequest("/auth/two-step", { intent: "two-step", code }, { cookie }),
          {},
          newClient(),
        ),
      ),
    );
  }

  test("ten wrong codes end a pending sign-in: the password is needed again", async () => {
    const on = await withTwoFactor();
    const pending = await pendingLogin(on.user.email);
    for (let i = 0; i < 9; i++) expect((await codePost(pending, "000000")).status).toBe(401);
    const tenth = await codePost(pending, "000000");
    expect(tenth.status).toBe(302);
    expect(tenth.response.headers.get("Location")).toBe("/auth");
    // The same pending cookie with the right code gets nowhere now.
    const late = await codePost(pending, codeAt(on.secret));
    expect(late.status).toBe(302);
    expect(await db.session.count({ where: { userId: on.user.id } })).toBe(1);
  });

  test("past 20 failures from many addresses the owner is refused, told by email, and a reset link gets them in", async () => {
    const me = await createSignedInUser();
    for (let i = 0; i < 20; i++) {
      const res = await api((await import("~/routes/api.login")).action, "/api/login", {
        email: me.user.email,
        password: `Wrong-${i}-pass`,
      });
      expect(res.status).toBe(401);
    }
    const owner = await api((await import("~/routes/api.login")).action, "/api/login", {
      email: me.user.email,
      password: TEST_PASSWORD,
    });
    expect(owner.status).toBe(429);
    await flushMail();
    const notice = (await inbox.to(me.user.email)).find((m) => /many failed/.test(m.subject ?? ""));
    expect(notice?.text).toContain("/forgot-password");
    const token = await requestResetLink(me.user.email);
    const reset = await api(resetApi.action, "/api/password/reset", {
      token,
      password: "Recovered-pass-7",
    });
    expect(reset.status).toBe(200);
    const back = await api((await import("~/routes/api.login")).action, "/api/login", {
      email: me.user.email,
      password: "Recovered-pass-7",
    });
    expect(back.status).toBe(200);
  });
});

describe("notices and sessions", () => {
  test("a recovery code used to sign in tells the owner how many are left", async () => {
    const on = await withTwoFactor();
    const res = await api((await import("~/routes/api.login")).action, "/api/login", {
      email: on.user.email,
      password: TEST_PASSWORD,
      code: on.codes[3],
    });
    expect(res.status).toBe(200);
    await flushMail();
    const notice = (await inbox.to(on.user.email)).find((m) =>
      /recovery code was used/.test(m.subject ?? ""),
    );
    expect(notice?.text).toContain("9 unused recovery codes are left");
    expect(notice?.text).toMatch(/When: .+\(UTC\)/);
  });

  test("an admin reset of the second factor ends the user's sessions, is logged and emailed", async () => {
    const on = await withTwoFactor();
    const admin = await createSignedInUser({ role: "admin" });
    const res = await settleOutcome(() =>
      tenantPage.action(
        routeArgs(
          formRequest(
            `/admin/tenants/${on.tenant.id}`,
            { intent: "reset-two-factor", userId: on.user.id },
            { cookie: admin.cookie },
          ),
          { tenantId: on.tenant.id },
        ),
      ),
    );
    expect(res.status).toBe(302);
    expect(await sessionsOf(on.user.id)).toBe(0);
    await flushMail();
    const notice = (await inbox.to(on.user.email)).find((m) =>
      /administrator/.test(m.subject ?? ""),
    );
    expect(notice).toBeDefined();
    const page = await settleOutcome(() =>
      tenantPage.loader(
        routeArgs(getRequest(`/admin/tenants/${on.tenant.id}`, admin.cookie), {
          tenantId: on.tenant.id,
        }),
      ),
    );
    expect(page.body.securityLog[0].who).toBe(admin.user.email);
    expect(page.body.securityLog[0].what).toContain(on.user.email);
  });

  test("a session unused for 14 days ends; the list says when each one ends", async () => {
    const me = await createSignedInUser();
    const { getSession } = (await import("~/utils/session.server")).sessionStorage();
    const id = String((await getSession(me.cookie)).get("sessionId"));
    expect(await getSessionUser(id)).not.toBeNull();
    const page = await roomPage("/profile/sessions", me.cookie);
    expect(page.body.sessions[0].ends).toMatch(/\d{4}/);
    await db.session.update({
      where: { id },
      data: { lastSeenAt: new Date(Date.now() - 14 * 86_400_000 - 60_000) },
    });
    expect(await getSessionUser(id)).toBeNull();
  });
});

describe("forgot-password", () => {
  test("answers after the same database work for a known and an unknown address", async () => {
    const me = await createSignedInUser();
    const spy = vi.spyOn(db, "$transaction");
    try {
      await requestPasswordReset(uniqueEmail("nobody"), newClient());
      const unknown = spy.mock.calls.length;
      spy.mockClear();
      await requestPasswordReset(me.user.email, newClient());
      // The link's write starts after the answer, not before it.
      const known = spy.mock.calls.length;
      expect(known).toBe(unknown);
    } finally {
      spy.mockRestore();
    }
    await flushMail();
    expect(await inbox.linkTo(me.user.email, "/reset-password/")).toContain("/reset-password/");
  });

  test("a flood for one address leaves its owner a live link", async () => {
    const me = await createSignedInUser();
    for (let i = 0; i < 12; i++) await requestPasswordReset(me.user.email, newClient());
    await flushMail();
    const links = (await inbox.to(me.user.email)).filter((m) =>
      /Choose a new password for/.test(m.subject ?? ""),
    );
    expect(links.length).toBe(5);
    // The newest link written is live (mail may arrive in any order): one of the five opens.
    const statuses: number[] = [];
    for (const message of links) {
      const token = tokenAfter(
        /\/reset-password\/[\w-]+/.exec(message.text ?? "")?.[0] ?? "",
        "/reset-password/",
      );
      const reset = await api(resetApi.action, "/api/password/reset", {
        token,
        password: "Flooded-pass-9",
      });
      statuses.push(reset.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  });
});
