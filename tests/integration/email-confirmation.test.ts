// Confirmed addresses against a real SMTP server: the welcome link, an email change confirmed by
// the new address (the old one told), no enumeration, single use, uniqueness at the confirm step,
// and the registration rules (password, Terms).
import { describe, expect, test } from "vitest";

import * as emailRoom from "~/routes/_app.profile.email/route";
import * as registerApi from "~/routes/api.register";
import * as emailApi from "~/routes/api.user.email";
import * as confirmApi from "~/routes/api.user.email.confirm";
import * as authPage from "~/routes/auth/route";
import * as confirmPage from "~/routes/confirm-email.$token/route";
import { db } from "~/services/db.server";

import {
  createSignedInUser,
  formRequest,
  jsonRequest,
  routeArgs,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";
import { smtpInboxForFile } from "./smtp-server";
import { settleOutcome } from "./workspace-helpers";

const inbox = smtpInboxForFile();

let clientCounter = 0;
const newClient = () => `203.0.113.${++clientCounter}`;
const tokenOf = (link: string | null) => (link ?? "").split("/confirm-email/")[1] ?? "";

function registerApiCall(body: Record<string, unknown>) {
  return settleOutcome(() =>
    registerApi.action(routeArgs(jsonRequest("/api/register", body), {}, newClient())),
  );
}
function changeEmail(cookie: string, email: string, password = TEST_PASSWORD) {
  return settleOutcome(() =>
    emailApi.action(
      routeArgs(jsonRequest("/api/user/email", { email, password }, { cookie }), {}, newClient()),
    ),
  );
}
function confirm(token: string) {
  return settleOutcome(() =>
    confirmApi.action(routeArgs(jsonRequest("/api/user/email/confirm", { token }))),
  );
}

describe("registration", () => {
  test("refuses a short or common password on the API (today `x` made an account)", async () => {
    const email = uniqueEmail("weak");
    const short = await registerApiCall({ email, password: "x", companyName: "Weak Co" });
    expect(short.status).toBe(400);
    expect(short.body.errors.password[0]).toMatch(/at least 8/);
    const common = await registerApiCall({ email, password: "password1", companyName: "Weak Co" });
    expect(common.status).toBe(400);
    expect(common.body.errors.password[0]).toMatch(/common/);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  test("the form needs the Terms box, with a clear error, and keeps what was typed", async () => {
    const email = uniqueEmail("terms");
    const fields = {
      intent: "register",
      email,
      password: "Good-pass-123",
      companyName: "Terms Co",
    };
    const res = await settleOutcome(() =>
      authPage.action(routeArgs(formRequest("/auth", fields), {}, newClient())),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Tick the box to accept the Terms");
    expect(JSON.stringify(res.body)).toContain("Terms Co");
    expect(await db.user.count({ where: { email } })).toBe(0);
    const ok = await settleOutcome(() =>
      authPage.action(
        routeArgs(formRequest("/auth", { ...fields, acceptTerms: "on" }), {}, newClient()),
      ),
    );
    expect(ok.status).toBe(302);
  });

  test("sends a welcome email whose link confirms the address once", async () => {
    const email = uniqueEmail("welcome");
    const res = await registerApiCall({ email, password: "Welcome-pass-1", companyName: "Hi Co" });
    expect(res.status).toBe(201);
    expect(res.body.emailVerifiedAt).toBeNull();
    const [mail] = await inbox.to(email);
    expect(mail.subject).toMatch(/Welcome/);
    expect(mail.text).toContain("free trial has started");
    const token = tokenOf(await inbox.linkTo(email, "/confirm-email/"));
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body.emailVerifiedAt).not.toBeNull();
    expect((await confirm(token)).status).toBe(400);
  });
});

describe("changing the email", () => {
  test("waits for the new address's link; the old address is told", async () => {
    const { user, cookie } = await createSignedInUser();
    const next = uniqueEmail("next");
    const res = await changeEmail(cookie, next);
    expect(res).toMatchObject({ status: 202, body: { pendingEmail: next } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    const [notice] = await inbox.to(user.email);
    expect(notice.text).toContain(next);
    expect(notice.text).not.toContain("/confirm-email/");
    const token = tokenOf(await inbox.linkTo(next, "/confirm-email/"));
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(next);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ email: next, pendingEmail: null });
    expect(row.emailVerifiedAt).not.toBeNull();
  });

  test("a wrong password changes nothing", async () => {
    const { cookie } = await createSignedInUser();
    const res = await changeEmail(cookie, uniqueEmail("nope"), "Wrong-pass-999");
    expect(res.status).toBe(403);
  });

  test("an address with an account: the same answer, a notice without a link, no change", async () => {
    const other = await createSignedInUser();
    const { user, cookie } = await createSignedInUser();
    const res = await changeEmail(cookie, other.user.email);
    expect(res).toMatchObject({ status: 202, body: { pendingEmail: other.user.email } });
    const [mail] = await inbox.to(other.user.email);
    expect(mail.text).toContain("belongs to one account only");
    expect(mail.text).not.toContain("/confirm-email/");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  test("the confirm step re-checks uniqueness inside its write", async () => {
    const { user, cookie } = await createSignedInUser();
    const next = uniqueEmail("taken-later");
    await changeEmail(cookie, next);
    const token = tokenOf(await inbox.linkTo(next, "/confirm-email/"));
    await createSignedInUser({ email: next });
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Another account now uses this address/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  test("two confirmations racing with one link: exactly one wins", async () => {
    const { cookie } = await createSignedInUser();
    const next = uniqueEmail("race");
    await changeEmail(cookie, next);
    const token = tokenOf(await inbox.linkTo(next, "/confirm-email/"));
    const results = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  test("cancel on /profile/email: the link stops working and the address stays", async () => {
    const { user, cookie } = await createSignedInUser();
    const next = uniqueEmail("cancel");
    await changeEmail(cookie, next);
    const token = tokenOf(await inbox.linkTo(next, "/confirm-email/"));
    const cancelled = await settleOutcome(() =>
      emailRoom.action(
        routeArgs(formRequest("/profile/email", { intent: "cancel-email-change" }, { cookie })),
      ),
    );
    expect(cancelled.status).toBe(302);
    expect(cancelled.response.headers.get("Location")).toBe("/profile/email");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).pendingEmail).toBeNull();
    expect((await confirm(token)).status).toBe(400);
  });

  test("the confirm page shows a button; its post confirms", async () => {
    const { cookie } = await createSignedInUser();
    const next = uniqueEmail("page");
    await changeEmail(cookie, next);
    const token = tokenOf(await inbox.linkTo(next, "/confirm-email/"));
    const page = await settleOutcome(() =>
      confirmPage.loader(
        routeArgs(new Request(`http://localhost/confirm-email/${token}`), { token }),
      ),
    );
    expect(page.body.address).toBe(next);
    const posted = await settleOutcome(() =>
      confirmPage.action(
        routeArgs(formRequest(`/confirm-email/${token}`, { intent: "confirm-email" }, { cookie }), {
          token,
        }),
      ),
    );
    expect(posted.status).toBe(302);
    expect(posted.response?.headers.get("Location")).toBe("/profile/email");
  });
});
