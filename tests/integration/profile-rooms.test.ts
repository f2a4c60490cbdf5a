// Profile Settings in rooms (docs/decisions/048-profile-in-rooms.md): a form that still posts one
// of the one-page profile's 12 intents to /profile is answered 307 with the room that owns it,
// and the same body posted there completes the change; the overview shows each room's state;
// every room, and the layout, answers with no-store.
import fs from "node:fs";
import path from "node:path";

import type { HeadersFunction } from "@remix-run/node";
import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";

import { UNKNOWN_FORM_ID } from "~/lib/forms";
import { PROFILE_ROOMS } from "~/lib/profile-rooms";
import * as layout from "~/routes/_app.profile/route";
import { db } from "~/services/db.server";
import { verifyPassword } from "~/services/password.server";
import { commitSessionFor } from "~/utils/session.server";

import { routeMethodTable } from "../../scripts/server-app.mjs";
import { PROFILE_OLD_INTENTS } from "../reliability/routes";
import { BASE, createSignedInUser, formRequest, routeArgs, TEST_PASSWORD } from "./helpers";
import { ROOM_MODULES, roomOf, roomPage, roomPost } from "./profile-rooms";
import { settleOutcome, toastOf } from "./workspace-helpers";

function codeNow(secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

function legacyPost(cookie: string, fields: Record<string, string>) {
  return settleOutcome(() => layout.action(routeArgs(formRequest("/profile", fields, { cookie }))));
}

/**
 * What a browser does with an old form: POST /profile, then, on the 307, the same method and
 * body to the Location. Returns the room's answer.
 */
async function postAsAnOldForm(cookie: string, fields: Record<string, string>) {
  const moved = await legacyPost(cookie, fields);
  expect(moved.status, fields.intent).toBe(307);
  const location = moved.response.headers.get("Location") as keyof typeof ROOM_MODULES;
  expect(location, fields.intent).toBe(roomOf(fields.intent));
  return settleOutcome(() =>
    ROOM_MODULES[location].action(routeArgs(formRequest(location, fields, { cookie }))),
  );
}

async function secondSession(userId: string) {
  await commitSessionFor(new Request(BASE), userId);
  return db.session.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "desc" } });
}

describe("an old form posting to /profile", () => {
  test("each of the 12 old intents is sent on to the room that owns it", () => {
    expect(Object.keys(layout.intents).sort()).toEqual([...PROFILE_OLD_INTENTS].sort());
    for (const intent of PROFILE_OLD_INTENTS)
      expect(ROOM_MODULES[roomOf(intent)].intents).toHaveProperty(intent);
  });

  test("307 to the room, whose answer to the same body completes every change", async () => {
    const me = await createSignedInUser({ companyName: "Moved Co" });
    const newEmail = `moved-${me.user.id}@example.com`;
    const done = new Set<string>();
    const post = async (fields: Record<string, string>) => {
      done.add(fields.intent);
      return postAsAnOldForm(me.cookie, fields);
    };
    const user = () => db.user.findUniqueOrThrow({ where: { id: me.user.id } });

    // Email: a change, its link again, then cancelled.
    const changed = await post({ intent: "change-email", email: newEmail });
    expect(changed.status).toBe(302);
    expect(changed.response.headers.get("Location")).toBe("/profile/email");
    expect((await user()).pendingEmail).toBe(newEmail);
    const resent = await post({ intent: "resend-confirmation" });
    expect(await toastOf(resent)).toMatchObject({ message: "Link sent again" });
    expect((await post({ intent: "cancel-email-change" })).status).toBe(302);
    expect((await user()).pendingEmail).toBeNull();

    // Two-step sign-in: started, cancelled, started again and turned on, new codes, off.
    expect((await post({ intent: "two-factor-start" })).status).toBe(302);
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(1);
    expect((await post({ intent: "two-factor-cancel" })).status).toBe(302);
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(0);
    await post({ intent: "two-factor-start" });
    const { secret } = await db.twoFactor.findUniqueOrThrow({ where: { userId: me.user.id } });
    const on = await post({ intent: "two-factor-enable", code: codeNow(secret) });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(on.response.headers.get("Cache-Control")).toBe("no-store");
    const renewed = await post({ intent: "recovery-codes-renew" });
    expect(renewed.status).toBe(200);
    const codes = renewed.body.recoveryCodes as string[];
    expect(codes).not.toContain(on.body.recoveryCodes[0]);
    const off = await post({ intent: "two-factor-disable", code: codes[0] });
    expect(off.status).toBe(302);
    expect(off.response.headers.get("Location")).toBe("/profile/two-step");
    expect(await db.twoFactor.count({ where: { userId: me.user.id } })).toBe(0);

    // Sessions: one other device, then every other one.
    const other = await secondSession(me.user.id);
    expect((await post({ intent: "end-session", sessionId: other.id })).status).toBe(302);
    expect(await db.session.count({ where: { id: other.id } })).toBe(0);
    await secondSession(me.user.id);
    expect((await post({ intent: "end-other-sessions" })).status).toBe(302);
    expect(await db.session.count({ where: { userId: me.user.id } })).toBe(1);

    // Password, then the account itself.
    const NEW = "Moved-Password-42";
    const password = await post({
      intent: "change-password",
      currentPassword: TEST_PASSWORD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(password.response.headers.get("Location")).toBe("/profile/password");
    expect(await verifyPassword((await user()).passwordHash, NEW)).toBe(true);
    const deleted = await post({
      intent: "delete-account",
      currentPassword: NEW,
      confirmDeletion: "on",
      confirmTenantDeletion: "on",
    });
    expect(deleted.response.headers.get("Location")).toBe("/");
    expect(await db.user.count({ where: { id: me.user.id } })).toBe(0);

    expect([...done].sort()).toEqual([...PROFILE_OLD_INTENTS].sort());
  });

  test("a refusal is the room's: a wrong password is answered there, with what was typed", async () => {
    const me = await createSignedInUser();
    const refused = await postAsAnOldForm(me.cookie, {
      intent: "change-password",
      currentPassword: "Not-my-password-1",
      newPassword: "Moved-Password-42",
      confirmPassword: "Moved-Password-42",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.formId).toBe("change-password");
    expect(refused.body.result.error.currentPassword[0]).toMatch(/not correct/);
  });

  test("an unknown intent is the one 400; a visitor signs in; another origin is refused", async () => {
    const me = await createSignedInUser();
    const unknown = await legacyPost(me.cookie, { intent: "rename-me", currentPassword: "x" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.formId).toBe(UNKNOWN_FORM_ID);
    expect(JSON.stringify(unknown.body)).not.toContain('"x"');
    const visitor = await settleOutcome(() =>
      layout.action(routeArgs(formRequest("/profile", { intent: "change-email" }))),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.response.headers.get("Location")).toMatch(/^\/auth\?/);
    const foreign = await settleOutcome(() =>
      layout.action(
        routeArgs(
          formRequest(
            "/profile",
            { intent: "change-email", email: "x@example.com" },
            { cookie: me.cookie, headers: { Origin: "https://evil.example" } },
          ),
        ),
      ),
    );
    expect(foreign.status).toBe(403);
  });
});

test("the server's method screen lets a post to /profile reach the layout's action", () => {
  // The build's route table, as far as the screen reads it (scripts/server-app.mjs).
  const page = { default: () => null, loader: () => null };
  const routes = {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/_app": { id: "routes/_app", parentId: "root", module: page },
    "routes/_app.profile": {
      id: "routes/_app.profile",
      parentId: "routes/_app",
      path: "profile",
      module: { ...page, action: () => null, intents: {} },
    },
    "routes/_app.profile._index": {
      id: "routes/_app.profile._index",
      parentId: "routes/_app.profile",
      index: true,
      module: page,
    },
    "routes/_app.profile.email": {
      id: "routes/_app.profile.email",
      parentId: "routes/_app.profile",
      path: "email",
      module: { ...page, action: () => null, intents: {} },
    },
  } as unknown as Parameters<typeof routeMethodTable>[0];
  const allowed = routeMethodTable(routes);
  expect(allowed(new URL(`${BASE}/profile`))).toEqual(["GET", "HEAD", "POST"]);
  expect(allowed(new URL(`${BASE}/profile.data`))).toEqual(["GET", "HEAD", "POST"]);
  expect(allowed(new URL(`${BASE}/profile/email`))).toEqual(["GET", "HEAD", "POST"]);
  // With a bare ?index the post is the index route's, which has no action.
  expect(allowed(new URL(`${BASE}/profile?index`))).toEqual(["GET", "HEAD"]);
});

describe("the overview", () => {
  test("shows each room's state: email, sessions, two-step sign-in, what deleting would do", async () => {
    const me = await createSignedInUser({ companyName: "Status Co" });
    const fresh = await roomPage("/profile", me.cookie);
    expect(fresh.status).toBe(200);
    expect(fresh.body.profile).toMatchObject({ email: me.user.email, companyName: "Status Co" });
    expect(fresh.body.status).toMatchObject({
      "/profile/email": `${me.user.email}, not confirmed yet: open the link we emailed to it.`,
      "/profile/sessions": "1 active session (this device included).",
      "/profile/two-step": "Off: your password alone signs you in.",
      "/profile/delete":
        "You are the only user of Status Co: its apps and plans would be deleted too.",
    });

    const next = `waiting-${me.user.id}@example.com`;
    await roomPost(me.cookie, { intent: "change-email", email: next });
    await secondSession(me.user.id);
    await roomPost(me.cookie, { intent: "two-factor-start" });
    const pending = await roomPage("/profile", me.cookie);
    expect(pending.body.status["/profile/email"]).toBe(
      `Waiting for confirmation of ${next}; until its link is opened you sign in with ${me.user.email}.`,
    );
    expect(pending.body.status["/profile/sessions"]).toBe(
      "2 active sessions (this device included).",
    );
    expect(pending.body.status["/profile/two-step"]).toMatch(/^Being set up/);

    const { secret } = await db.twoFactor.findUniqueOrThrow({ where: { userId: me.user.id } });
    await roomPost(me.cookie, { intent: "two-factor-enable", code: codeNow(secret) });
    await db.tenant.update({
      where: { id: me.tenant.id },
      data: { subscriptionStatus: "active", stripeSubscriptionId: `sub_${me.user.id}` },
    });
    const on = await roomPage("/profile", me.cookie);
    expect(on.body.status["/profile/two-step"]).toBe("On, 10 recovery codes left.");
    expect(on.body.status["/profile/delete"]).toMatch(
      /^Not possible right now\. Your company's subscription renews automatically/,
    );
    // The rooms without a state line (password) show their description alone.
    expect(Object.keys(on.body.status)).not.toContain("/profile/password");
  });
});

describe("every room", () => {
  const folders = fs
    .readdirSync(path.resolve("app/routes"))
    .filter((name) => name.startsWith("_app.profile.") && name !== "_app.profile._index");

  test("is a folder route listed in PROFILE_ROOMS (the menu and the overview's cards)", () => {
    const paths = folders.map((name) => `/profile/${name.slice("_app.profile.".length)}`);
    expect(paths.sort()).toEqual(PROFILE_ROOMS.map((room) => room.path).sort());
    expect(Object.keys(ROOM_MODULES).sort()).toEqual(paths.sort());
  });

  test("and the layout and the overview answer no-store, with a limit's Retry-After passed on", async () => {
    const overview = await import("~/routes/_app.profile._index/route");
    const modules: [string, { headers?: HeadersFunction }][] = [
      ["layout", layout],
      ["overview", overview],
      ...Object.entries(ROOM_MODULES).map(
        ([room, module]) =>
          [room, module as { headers?: HeadersFunction }] as [
            string,
            { headers?: HeadersFunction },
          ],
      ),
    ];
    for (const [name, module] of modules) {
      expect(module.headers, `${name} exports headers`).toBeTypeOf("function");
      const answer = new Headers(
        module.headers!({
          actionHeaders: new Headers({ "Retry-After": "60" }),
          loaderHeaders: new Headers(),
          parentHeaders: new Headers(),
          errorHeaders: undefined,
        }),
      );
      expect(answer.get("Cache-Control"), name).toBe("no-store");
      expect(answer.get("Retry-After"), name).toBe("60");
    }
  });

  test("puts a success back in the room it came from", async () => {
    const me = await createSignedInUser();
    const cancelled = await roomPost(me.cookie, { intent: "cancel-email-change" });
    expect(cancelled.response.headers.get("Location")).toBe("/profile/email");
    const ended = await roomPost(me.cookie, { intent: "end-other-sessions" });
    expect(ended.response.headers.get("Location")).toBe("/profile/sessions");
    const started = await roomPost(me.cookie, { intent: "two-factor-start" });
    expect(started.response.headers.get("Location")).toBe("/profile/two-step");
  });
});
