// Changing the password and deleting the account ask for the current password too: from a held
// session it cannot be guessed without limit. Wrong ones count as failed sign-ins; past the limit
// the form is refused with 429 (even for the right password) and keeps what was typed.
import crypto from "node:crypto";

import { describe, expect, test } from "vitest";

import * as deleteRoom from "~/routes/_app.profile.delete/route";
import * as passwordRoom from "~/routes/_app.profile.password/route";
import { db } from "~/services/db.server";
import { verifyPassword } from "~/services/password.server";
import { LOGIN_FAILURES_PER_ACCOUNT_CLIENT } from "~/services/rate-limit.server";

import { createSignedInUser, formRequest, routeArgs, TEST_PASSWORD } from "./helpers";
import { settleOutcome } from "./workspace-helpers";

const uniqueClient = () => `198.51.100.${crypto.randomInt(1, 255)}-${crypto.randomUUID()}`;

const ROOMS: Record<string, [string, typeof passwordRoom.action | typeof deleteRoom.action]> = {
  "change-password": ["/profile/password", passwordRoom.action],
  "delete-account": ["/profile/delete", deleteRoom.action],
};

function post(cookie: string, client: string, fields: Record<string, string>) {
  const [path, action] = ROOMS[fields.intent];
  return settleOutcome(() => action(routeArgs(formRequest(path, fields, { cookie }), {}, client)));
}

describe("guessing the current password in Profile Settings (password and delete rooms)", () => {
  test("change password: wrong ones are refused up to the limit, then 429 even for the right one", async () => {
    const { user, cookie } = await createSignedInUser();
    const client = uniqueClient();
    const change = (currentPassword: string) =>
      post(cookie, client, {
        intent: "change-password",
        currentPassword,
        newPassword: "A-much-newer-passphrase-9",
        confirmPassword: "A-much-newer-passphrase-9",
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points; i++) {
      expect((await change(`Wrong-guess-${i}`)).status).toBe(400);
    }
    const limited = await change(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.response?.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.body.result.error[""][0]).toMatch(/Too many/);
    expect(limited.body.result.initialValue.newPassword).toBeUndefined();
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  test("delete account: past the limit nothing is deleted and the answer is 429", async () => {
    const { user, cookie } = await createSignedInUser();
    const client = uniqueClient();
    const remove = (currentPassword: string) =>
      post(cookie, client, {
        intent: "delete-account",
        currentPassword,
        confirmDeletion: "on",
        confirmTenantDeletion: "on",
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points; i++) {
      expect((await remove(`Wrong-guess-${i}`)).status).toBe(400);
    }
    const limited = await remove(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
  });

  test("another client is not blocked by these failures", async () => {
    const { cookie } = await createSignedInUser();
    const guesser = uniqueClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points; i++) {
      await post(cookie, guesser, {
        intent: "change-password",
        currentPassword: `Wrong-guess-${i}`,
        newPassword: "A-much-newer-passphrase-9",
        confirmPassword: "A-much-newer-passphrase-9",
      });
    }
    const owner = await post(cookie, uniqueClient(), {
      intent: "change-password",
      currentPassword: TEST_PASSWORD,
      newPassword: "A-much-newer-passphrase-9",
      confirmPassword: "A-much-newer-passphrase-9",
    });
    expect(owner.status).toBe(302);
  });
});
