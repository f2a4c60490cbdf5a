// Forgot / reset password against a real SMTP server: the same answer for every address, a link
// from APP_URL (never the Host header), single use (raced), 60 minutes, sessions ended, limits.
import { describe, expect, test } from "vitest";

import { hashSecret } from "~/models/verification.server";
import * as forgotApi from "~/routes/api.password.forgot";
import * as resetApi from "~/routes/api.password.reset";
import * as forgotPage from "~/routes/forgot-password/route";
import * as resetPage from "~/routes/reset-password.$token/route";
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
/** A fresh client address per test, so the per-client limit is the test's own. */
const newClient = () => `198.51.100.${++clientCounter}`;

function forgot(email: string, client = newClient(), headers: Record<string, string> = {}) {
  return settleOutcome(() =>
    forgotApi.action(
      routeArgs(jsonRequest("/api/password/forgot", { email }, { headers }), {}, client),
    ),
  );
}
function reset(token: string, password: string) {
  return settleOutcome(() =>
    resetApi.action(routeArgs(jsonRequest("/api/password/reset", { token, password }))),
  );
}
const tokenOf = (link: string | null) => (link ?? "").split("/reset-password/")[1] ?? "";

describe("asking for a reset", () => {
  test("answers 202 {ok:true} for every address and emails only a real account", async () => {
    const { user } = await createSignedInUser();
    const nobody = uniqueEmail("nobody");
    const known = await forgot(user.email);
    const unknown = await forgot(nobody);
    expect(known).toMatchObject({ status: 202, body: { ok: true } });
    expect(unknown).toMatchObject({ status: 202, body: { ok: true } });
    expect(await inbox.to(nobody)).toHaveLength(0);
    const [mail] = await inbox.to(user.email);
    expect(mail.subject).toContain("App Marketing Machine");
    expect(mail.text).toContain("You got this email because");
    expect(mail.html).toContain("/reset-password/");
  });

  test("the link is built from APP_URL even when the Host header is forged", async () => {
    const { user } = await createSignedInUser();
    await forgot(user.email, newClient(), {
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
    });
    const link = await inbox.linkTo(user.email, "/reset-password/");
    expect(link).toMatch(/^https:\/\/app\.example\.test\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect((await inbox.to(user.email)).at(-1)?.text).not.toContain("evil.example");
  });

  test("stores only a hash of the token", async () => {
    const { user } = await createSignedInUser();
    await forgot(user.email);
    const token = tokenOf(await inbox.linkTo(user.email, "/reset-password/"));
    const row = await db.verification.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.secretHash).toBe(hashSecret(token));
    expect(row.secretHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(
      60 * 60 * 1000 + 1000,
    );
  });

  test("the page gives the same neutral answer, known address or not", async () => {
    const { user } = await createSignedInUser();
    const post = (email: string) =>
      settleOutcome(() =>
        forgotPage.action(
          routeArgs(
            formRequest("/forgot-password", { intent: "forgot-password", email }),
            {},
            newClient(),
          ),
        ),
      );
    const a = await post(user.email);
    const b = await post(uniqueEmail("ghost"));
    expect(a.status).toBe(302);
    expect(a.response?.headers.get("Location")).toBe("/forgot-password?sent=1");
    expect(b.response?.headers.get("Location")).toBe("/forgot-password?sent=1");
  });

  test("a demo sandbox user and a suspended company get the answer and no email", async () => {
    const demo = await createSignedInUser();
    await db.tenant.update({ where: { id: demo.tenant.id }, data: { demo: "sandbox" } });
    const suspended = await createSignedInUser();
    await db.tenant.update({
      where: { id: suspended.tenant.id },
      data: { subscriptionStatus: "canceled" },
    });
    expect((await forgot(demo.user.email)).status).toBe(202);
    expect((await forgot(suspended.user.email)).status).toBe(202);
    expect(await inbox.to(demo.user.email)).toHaveLength(0);
    expect(await inbox.to(suspended.user.email)).toHaveLength(0);
  });

  test("past 5 an hour for one account (from any clients) the answer is the same, no email", async () => {
    const { user } = await createSignedInUser();
    for (let i = 0; i < 7; i++) expect((await forgot(user.email)).status).toBe(202);
    expect(await inbox.to(user.email)).toHaveLength(5);
  });

  test("past 5 an hour from one client the answer is the same, no email", async () => {
    const client = newClient();
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createSignedInUser()));
    for (const { user } of users) expect((await forgot(user.email, client)).status).toBe(202);
    expect(await inbox.to(users[5].user.email)).toHaveLength(0);
    expect(await inbox.to(users[4].user.email)).toHaveLength(1);
  });
});

describe("resetting", () => {
  test("sets the password, ends every session, signs in; the link works once", async () => {
    const { user } = await createSignedInUser();
    await createSignedInUser();
    await forgot(user.email);
    const token = tokenOf(await inbox.linkTo(user.email, "/reset-password/"));
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    const done = await reset(token, "Brand-new-pass-42");
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(user.email);
    expect(done.body.emailVerifiedAt).not.toBeNull();
    expect(done.response?.headers.get("Set-Cookie")).toContain("amm_session=");
    // The old session is gone; only the new one exists.
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    const again = await reset(token, "Another-pass-42");
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/already used/);
  });

  test("refuses a weak or common password with 400 {error} and keeps the link", async () => {
    const { user } = await createSignedInUser();
    await forgot(user.email);
    const token = tokenOf(await inbox.linkTo(user.email, "/reset-password/"));
    expect(await reset(token, "x")).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/at least 8/) },
    });
    expect(await reset(token, "password1")).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/common/) },
    });
    expect((await reset(token, "Brand-new-pass-42")).status).toBe(200);
  });

  test("refuses a bad and an expired token", async () => {
    expect((await reset("not-a-token", "Brand-new-pass-42")).body.error).toMatch(/not valid/);
    const { user } = await createSignedInUser();
    await forgot(user.email);
    const token = tokenOf(await inbox.linkTo(user.email, "/reset-password/"));
    await db.verification.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await reset(token, "Brand-new-pass-42")).body.error).toMatch(/expired/);
    const page = await settleOutcome(() =>
      resetPage.loader(
        routeArgs(new Request(`http://localhost/reset-password/${token}`), { token }),
      ),
    );
    expect(page.status).toBe(410);
  });

  test("two resets racing with one link: exactly one wins", async () => {
    const { user } = await createSignedInUser();
    await forgot(user.email);
    const token = tokenOf(await inbox.linkTo(user.email, "/reset-password/"));
    const results = await Promise.all([
      reset(token, "Racing-pass-one-1"),
      reset(token, "Racing-pass-two-2"),
      reset(token, "Racing-pass-three-3"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  test("the page signs in with a toast and the old password stops working", async () => {
    const { user } = await createSignedInUser();
    await forgot(user.email);
    const token = tokenOf(await inbox.linkTo(user.email, "/reset-password/"));
    const res = await settleOutcome(() =>
      resetPage.action(
        routeArgs(
          formRequest(`/reset-password/${token}`, {
            intent: "reset-password",
            password: "Page-reset-pass-7",
          }),
          { token },
        ),
      ),
    );
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe("/dashboard");
    const { verifyLogin } = await import("~/models/user.server");
    expect(await verifyLogin(user.email, TEST_PASSWORD)).toBeNull();
    expect(await verifyLogin(user.email, "Page-reset-pass-7")).not.toBeNull();
  });
});
