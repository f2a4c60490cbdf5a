// Joining a team by invitation creates an account, so its password meets the same rule as
// registration and a reset: at least 8 characters and not one of the most common ones.
import { describe, expect, test } from "vitest";

import { COMMON_PASSWORD_MESSAGE } from "~/models/user.server";
import * as acceptApi from "~/routes/api.invitations.$token.accept";
import * as invitationsApi from "~/routes/api.team.invitations";
import * as invitePage from "~/routes/invite.$token/route";
import { isCommonPassword } from "~/services/common-passwords.server";
import { db } from "~/services/db.server";

import { createSignedInUser, formRequest, jsonRequest, routeArgs, uniqueEmail } from "./helpers";
import { settleOutcome } from "./workspace-helpers";

const COMMON = "12345678";
let address = 0;
/** A new client address per sign-up, so the per-address sign-up limit is not what is tested. */
const client = () => `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

async function invitation() {
  const owner = await createSignedInUser({ companyName: "Common Password Co" });
  const email = uniqueEmail("invitee");
  const created = await settleOutcome(() =>
    invitationsApi.action(
      routeArgs(
        jsonRequest("/api/team/invitations", { email, role: "member" }, { cookie: owner.cookie }),
      ),
    ),
  );
  expect(created.status).toBe(201);
  const token = String((created.body as { url: string }).url.split("/").pop());
  return { email, token };
}

describe("the password of an account made by accepting an invitation", () => {
  test("the fixture password is one of the common ones", () => {
    expect(isCommonPassword(COMMON)).toBe(true);
  });

  test("the page refuses a common password with the field's message and creates nobody", async () => {
    const { email, token } = await invitation();
    const ip = client();
    const outcome = await settleOutcome(() =>
      invitePage.action(
        routeArgs(
          formRequest(`/invite/${token}`, { intent: "accept-invitation", password: COMMON }),
          { token },
          ip,
        ),
      ),
    );
    expect(outcome.status).toBe(400);
    expect(JSON.stringify(outcome.body)).toContain(COMMON_PASSWORD_MESSAGE);
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });

  test("the API refuses it with 400 and creates nobody", async () => {
    const { email, token } = await invitation();
    const outcome = await settleOutcome(() =>
      acceptApi.action(
        routeArgs(
          jsonRequest(`/api/invitations/${token}/accept`, { password: COMMON }),
          { token },
          client(),
        ),
      ),
    );
    expect(outcome.status).toBe(400);
    expect(JSON.stringify(outcome.body)).toContain(COMMON_PASSWORD_MESSAGE);
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });
});
