// A save whose session ended keeps its typing: the fields wait server-side (never in the URL)
// for the same user's sign-in, which saves them; another user signing in gets nothing. The session
// "ends" here by expiring (its row stays); a signed-out session keeps nothing
// (form-stash-bounded.test.ts).
import { describe, expect, it } from "vitest";

import { action as simpleAction } from "~/routes/_app.simple-wizard.$appId/route";
import { action as wizardAction } from "~/routes/_app.wizard.$appId/route";
import { action as authAction, loader as authLoader } from "~/routes/auth/route";
import { db } from "~/services/db.server";
import { SESSION_ENDED_MESSAGE } from "~/utils/form-stash.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  routeArgs,
  settle,
  TEST_PASSWORD,
} from "./helpers";
import { createAppFor } from "./modules-fixtures";
import { signInArgs } from "./replay-routes";

const PITCH = "A calm puzzle game typed just before the session ended.";

function cookiePairs(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="));
}

/** The user's sessions expire: the rows stay, as they do until pruned. */
function expireSessions(userId: string) {
  return db.session.updateMany({
    where: { userId },
    data: { expiresAt: new Date(Date.now() - 60_000) },
  });
}

async function expiredSaveOfFoundation() {
  const me = await createSignedInUser();
  const app = await createAppFor(me.tenant.id, "games");
  await expireSessions(me.user.id);
  const path = `/wizard/${app.id}?step=foundation`;
  const fields = { step: "foundation", intent: "draft", elevatorPitch: PITCH };
  const response = await settle(() =>
    wizardAction(signInArgs(formRequest(path, fields, { cookie: me.cookie }), { appId: app.id })),
  );
  const stash = cookiePairs(response).find((pair) => pair.startsWith("amm_form_stash="));
  return { me, app, response, stash: stash ?? "" };
}

function signIn(email: string, cookie: string, redirectTo: string) {
  return settle(() =>
    authAction(
      signInArgs(
        formRequest(
          "/auth?intent=login",
          { intent: "login", email, password: TEST_PASSWORD, redirectTo },
          { cookie },
        ),
      ),
    ),
  );
}

describe("a save after the session ended", () => {
  it("goes to sign-in with the message, keeping the fields out of the URL", async () => {
    const { app, response, stash } = await expiredSaveOfFoundation();
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/auth\?redirectTo=/);
    expect(location).not.toContain("calm");
    expect(stash).not.toBe("");
    const page = await settle(() => authLoader(routeArgs(getRequest(location, stash))));
    expect(((await page.json()) as { sessionEnded: string }).sessionEnded).toBe(
      SESSION_ENDED_MESSAGE,
    );
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  });

  it("is saved when the same user signs in, once", async () => {
    const { me, app, stash } = await expiredSaveOfFoundation();
    const answer = await signIn(me.user.email, stash, `/wizard/${app.id}?step=foundation`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/wizard/${app.id}?step=foundation`);
    expect(await db.module.findFirstOrThrow({ where: { appId: app.id } })).toMatchObject({
      status: "in_progress",
      data: { elevatorPitch: PITCH },
    });
    expect(await db.formStash.count({ where: { userId: me.user.id } })).toBe(0);
  });

  it("gives another user signing in with the cookie nothing", async () => {
    const { app, stash } = await expiredSaveOfFoundation();
    const other = await createSignedInUser();
    const answer = await signIn(other.user.email, stash, "/dashboard");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/dashboard");
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  });

  it("covers the simple wizard too", async () => {
    const me = await createSignedInUser();
    const app = await createAppFor(me.tenant.id, "games");
    await expireSessions(me.user.id);
    const path = `/simple-wizard/${app.id}?step=0`;
    const response = await settle(() =>
      simpleAction(
        signInArgs(
          formRequest(
            path,
            { step: "0", intent: "save", "app-name": "Kept Name" },
            { cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    const stash = cookiePairs(response).find((pair) => pair.startsWith("amm_form_stash=")) ?? "";
    expect(stash).not.toBe("");
    const answer = await signIn(me.user.email, stash, path);
    expect(answer.status).toBe(302);
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(JSON.stringify(stored.wizardAnswers)).toContain("Kept Name");
  });
});
