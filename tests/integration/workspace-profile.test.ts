// Profile Settings' email, password and delete rooms: change email, change password (signs out
// other sessions), delete the account with the last-admin and last-user rules. Personal settings
// work after the trial too.
import { describe, expect, test } from "vitest";

import { db } from "~/services/db.server";
import { verifyPassword } from "~/services/password.server";

import {
  addUserToTenant,
  createSignedInUser,
  formRequest,
  getRequest,
  routeArgs,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";
import { emailRoom, overview, ROOM_MODULES, roomPage, roomPost } from "./profile-rooms";
import { endTrial, newApp, settleOutcome, toastOf } from "./workspace-helpers";

function post(fields: Record<string, string>, cookie: string) {
  return roomPost(cookie, fields);
}

describe("loaders", () => {
  test("the overview shows the user's account; the delete room what deleting would do", async () => {
    const me = await createSignedInUser({ companyName: "Acme" });
    const { body } = await roomPage("/profile", me.cookie);
    expect(body.profile).toMatchObject({
      email: me.user.email,
      companyName: "Acme",
      role: "user",
    });
    const deletion = await roomPage("/profile/delete", me.cookie);
    expect(deletion.body).toMatchObject({
      companyName: "Acme",
      isLastUserOfTenant: true,
      blockedMessage: null,
    });
    for (const path of ["/profile", ...Object.keys(ROOM_MODULES)]) {
      const loader =
        path === "/profile" ? overview.loader : ROOM_MODULES[path as "/profile/email"].loader;
      const visitor = await settleOutcome(() => loader(routeArgs(getRequest(path))));
      expect(visitor.status, path).toBe(302);
      expect(visitor.response.headers.get("Location"), path).toMatch(/^\/auth\?redirectTo=/);
    }
  });
});

describe("change email", () => {
  test("with a recent password on this session: pending until confirmed, toast", async () => {
    const me = await createSignedInUser();
    const email = uniqueEmail("new");
    const res = await post({ intent: "change-email", email: email.toUpperCase() }, me.cookie);
    expect(res.status).toBe(302);
    expect(res.response.headers.get("Location")).toBe("/profile/email");
    expect(await toastOf(res)).toMatchObject({ message: "Check your new inbox" });
    const row = await db.user.findUnique({ where: { id: me.user.id } });
    expect(row).toMatchObject({ email: me.user.email, pendingEmail: email });
  });

  test.each([
    [{ email: "not-an-email" }, "email", /valid email/],
    [{ email: "" }, "email", /Email is required/],
    [{ password: "wrong-password" }, "password", /not correct/],
    [{ password: "" }, "password", /Enter your password/],
  ])("%o: 400, message, email kept, password never echoed", async (change, field, message) => {
    const me = await createSignedInUser();
    const fields: Record<string, string> = {
      intent: "change-email",
      email: uniqueEmail("x"),
      ...change,
    };
    const res = await post(fields, me.cookie);
    expect(res.status).toBe(400);
    // A typed password is the "Confirm it's you" step's: its form answers.
    expect(res.body.formId).toBe(field === "password" ? "confirm-its-you" : "change-email");
    expect(res.body.result.error[field].join(" ")).toMatch(message);
    if (fields.email) expect(res.body.result.initialValue.email).toBe(fields.email);
    expect(JSON.stringify(res.body)).not.toContain(fields.password || "Password-123");
    expect((await db.user.findUnique({ where: { id: me.user.id } }))?.email).toBe(me.user.email);
  });

  test("an email another account uses gets the same answer and changes nothing", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const res = await post(
      { intent: "change-email", email: other.user.email, currentPassword: TEST_PASSWORD },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ message: "Check your new inbox" });
    expect((await db.user.findUnique({ where: { id: me.user.id } }))?.email).toBe(me.user.email);
  });

  test("still possible after the trial ended", async () => {
    const me = await createSignedInUser();
    await endTrial(me.tenant.id);
    const res = await post(
      { intent: "change-email", email: uniqueEmail("late"), currentPassword: TEST_PASSWORD },
      me.cookie,
    );
    expect(res.status).toBe(302);
  });
});

describe("change password", () => {
  const NEW = "Brand-New-Pass-9";

  test("saved, and every other session of the user is signed out", async () => {
    const me = await createSignedInUser();
    const { commitSessionFor } = await import("~/utils/session.server");
    await commitSessionFor(new Request("http://localhost"), me.user.id);
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(2);

    const res = await post(
      {
        intent: "change-password",
        currentPassword: TEST_PASSWORD,
        newPassword: NEW,
        confirmPassword: NEW,
      },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.response.headers.get("Location")).toBe("/profile/password");
    expect(await toastOf(res)).toMatchObject({ message: "Password changed" });
    const user = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(await verifyPassword(user.passwordHash, NEW)).toBe(true);
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(1);
    // The session in use survives: the room still loads.
    const page = await roomPage("/profile/password", me.cookie);
    expect(page.status).toBe(200);
  });

  test.each([
    [{ newPassword: "Ab1-xyz", confirmPassword: "Ab1-xyz" }, "newPassword", /at least 8/],
    [{ newPassword: "abcdefgh", confirmPassword: "abcdefgh" }, "newPassword", /stronger/],
    [{ newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, "newPassword", /different/],
    [{ confirmPassword: "Other-Pass-1" }, "confirmPassword", /do not match/],
    [{ currentPassword: "nope-Nope-1" }, "currentPassword", /not correct/],
  ])("%o: 400 with a clear message, nothing changes", async (change, field, message) => {
    const me = await createSignedInUser();
    const res = await post(
      {
        intent: "change-password",
        currentPassword: TEST_PASSWORD,
        newPassword: NEW,
        confirmPassword: NEW,
        ...change,
      },
      me.cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body.result.error[field].join(" ")).toMatch(message);
    expect(res.body.result.initialValue ?? {}).not.toHaveProperty("newPassword");
    const user = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(await verifyPassword(user.passwordHash, TEST_PASSWORD)).toBe(true);
  });
});

describe("delete my account", () => {
  const confirm = {
    intent: "delete-account",
    currentPassword: TEST_PASSWORD,
    confirmDeletion: "on",
  };

  test("without ticking the confirmation: 400 and nothing deleted", async () => {
    const me = await createSignedInUser();
    const res = await post({ intent: "delete-account", currentPassword: TEST_PASSWORD }, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.result.error.confirmDeletion[0]).toMatch(/Tick the box/);
    expect(await db.user.count({ where: { id: me.user.id } })).toBe(1);
  });

  test("with a wrong password: 400", async () => {
    const me = await createSignedInUser();
    const res = await post({ ...confirm, currentPassword: "Wrong-Pass-1" }, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.result.error.currentPassword[0]).toMatch(/not correct/);
  });

  test("a user with colleagues: only the account goes, the company's apps stay", async () => {
    const me = await createSignedInUser();
    const colleague = await addUserToTenant(me.tenant.id);
    const app = await newApp(me.tenant.id);
    const res = await post({ ...confirm, currentPassword: TEST_PASSWORD }, colleague.cookie);
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe("/");
    expect(res.response?.headers.get("Set-Cookie")).toMatch(/amm_session=;/);
    expect(await toastOf(res)).toMatchObject({ message: "Account deleted" });
    expect(await db.user.count({ where: { id: colleague.user.id } })).toBe(0);
    expect(await db.app.count({ where: { id: app.id } })).toBe(1);
  });

  test("the last user must confirm the company's deletion; then the tenant's data goes", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await db.kpiEntry.create({
      data: { appId: app.id, metric: "visits", weekStart: new Date("2026-03-02"), value: 1 },
    });
    await db.supportMessage.create({
      data: {
        tenantId: me.tenant.id,
        userId: me.user.id,
        email: me.user.email,
        subject: "Hi",
        message: "Hello there",
      },
    });

    const refused = await post(confirm, me.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.result.error.confirmTenantDeletion[0]).toMatch(/last user of your company/);
    expect(await db.app.count({ where: { id: app.id } })).toBe(1);

    const res = await post({ ...confirm, confirmTenantDeletion: "on" }, me.cookie);
    expect(res.status).toBe(302);
    expect(await db.tenant.count({ where: { id: me.tenant.id } })).toBe(0);
    expect(await db.app.count({ where: { id: app.id } })).toBe(0);
    expect(await db.kpiEntry.count({ where: { appId: app.id } })).toBe(0);
    expect(await db.supportMessage.count({ where: { tenantId: me.tenant.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(0);
  });

  test("the last admin cannot delete themselves", async () => {
    await db.user.updateMany({ where: { role: "admin" }, data: { role: "user" } });
    const admin = await createSignedInUser({ role: "admin" });
    await addUserToTenant(admin.tenant.id);
    const res = await post({ ...confirm, confirmTenantDeletion: "on" }, admin.cookie);
    expect(res.status).toBe(409);
    expect(res.body.result.error[""][0]).toMatch(/only administrator/);
    expect(await db.user.count({ where: { id: admin.user.id } })).toBe(1);

    // With a second admin around, the first may leave.
    await createSignedInUser({ role: "admin" });
    expect((await post(confirm, admin.cookie)).status).toBe(302);
  });

  test("a company whose subscription renews is not deleted with its last user", async () => {
    const me = await createSignedInUser();
    await db.tenant.update({
      where: { id: me.tenant.id },
      data: { subscriptionStatus: "active", stripeSubscriptionId: `sub_${me.user.id}` },
    });
    const res = await post({ ...confirm, confirmTenantDeletion: "on" }, me.cookie);
    expect(res.status).toBe(409);
    expect(res.body.result.error[""][0]).toMatch(/renews automatically/);
    expect(await db.tenant.count({ where: { id: me.tenant.id } })).toBe(1);
  });

  test("possible after the trial ended", async () => {
    const me = await createSignedInUser();
    await endTrial(me.tenant.id);
    expect((await post({ ...confirm, confirmTenantDeletion: "on" }, me.cookie)).status).toBe(302);
  });
});

test("a post from another origin is refused", async () => {
  const me = await createSignedInUser();
  const request = formRequest(
    "/profile/email",
    { intent: "change-email", email: uniqueEmail("evil"), currentPassword: TEST_PASSWORD },
    { cookie: me.cookie, headers: { Origin: "https://evil.example" } },
  );
  const res = await settleOutcome(() => emailRoom.action(routeArgs(request)));
  expect(res.status).toBe(403);
});
