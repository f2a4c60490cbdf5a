// The current password asked by an email change cannot be guessed without limit by whoever holds
// a session: wrong ones count as failed sign-ins, and past the limit the answer is 429 (API) or a
// refusal that keeps the typed address (page), even for the right password.
import { describe, expect, test } from "vitest";

import * as emailRoom from "~/routes/_app.profile.email/route";
import * as emailApi from "~/routes/api.user.email";
import { db } from "~/services/db.server";
import { LOGIN_FAILURES_PER_ACCOUNT_CLIENT } from "~/services/rate-limit.server";

import {
  createSignedInUser,
  formRequest,
  jsonRequest,
  routeArgs,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";
import { settleOutcome } from "./workspace-helpers";

const CLIENT = "203.0.113.250";

function changeEmail(cookie: string, email: string, password: string) {
  return settleOutcome(() =>
    emailApi.action(
      routeArgs(jsonRequest("/api/user/email", { email, password }, { cookie }), {}, CLIENT),
    ),
  );
}

describe("guessing the current password of an email change", () => {
  test("API: wrong passwords are 403 up to the limit, then 429 even for the right one", async () => {
    const { user, cookie } = await createSignedInUser();
    const next = uniqueEmail("guess");
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points; i++) {
      expect((await changeEmail(cookie, next, `Wrong-guess-${i}`)).status).toBe(403);
    }
    const limited = await changeEmail(cookie, next, TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.response?.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).pendingEmail).toBeNull();
  });

  test("page (Confirm it's you): past the limit the step is refused with 429 and keeps the typed address", async () => {
    const { cookie } = await createSignedInUser();
    const next = uniqueEmail("guess-page");
    const post = (password: string) =>
      settleOutcome(() =>
        emailRoom.action(
          routeArgs(
            formRequest(
              "/profile/email",
              { intent: "change-email", email: next, password },
              { cookie },
            ),
            {},
            CLIENT,
          ),
        ),
      );
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT.points; i++) {
      expect((await post(`Wrong-guess-${i}`)).status).toBe(400);
    }
    const limited = await post(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.confirm.fields).toEqual([["email", next]]);
    expect(limited.body.result.initialValue.password).toBeUndefined();
    expect(limited.body.result.error.password[0]).toMatch(/Too many/);
  });
});
