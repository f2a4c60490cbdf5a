// A session ended from elsewhere (another device's "Sign out", "Sign out everywhere else", a
// password change) leaves a tombstone: that browser's next save is kept and replayed after the
// same person signs in again. The tombstone signs nobody in, the ended browser still clears its
// offline copies, a cookie that never named a session keeps nothing, and the per-user cap holds.
import { describe, expect, test } from "vitest";

import { STASHES_PER_USER } from "~/models/form-stash.server";
import { changePassword } from "~/models/profile.server";
import { getSessionUser, purgeEndedSessions } from "~/models/session.server";
import * as sessionsRoom from "~/routes/_app.profile.sessions/route";
import { action as wizardAction } from "~/routes/_app.wizard.$appId/route";
import { action as authAction, loader as authLoader } from "~/routes/auth/route";
import { db } from "~/services/db.server";
import { SESSION_ENDED_MESSAGE } from "~/utils/form-stash.server";
import { commitSessionFor, sessionStorage } from "~/utils/session.server";

import {
  BASE,
  createSignedInUser,
  formRequest,
  getRequest,
  routeArgs,
  settle,
  TEST_PASSWORD,
} from "./helpers";
import { createAppFor } from "./modules-fixtures";
import { signInArgs } from "./replay-routes";

let clients = 0;
/** A client address of its own for each test, so no test uses up another's saves. */
function newClient(): string {
  clients += 1;
  return `198.51.100.${100 + clients}`;
}

function stashCookieOf(response: Response): string {
  return (
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((pair) => pair.startsWith("amm_form_stash=") && !pair.endsWith("=")) ?? ""
  );
}

/** One person on two devices: the laptop (`laptop`) and the phone (`phone`), typing in a wizard. */
async function twoDevices() {
  const me = await createSignedInUser();
  const phone = (await commitSessionFor(new Request(BASE), me.user.id)).split(";")[0];
  const app = await createAppFor(me.tenant.id, "games");
  const path = `/wizard/${app.id}?step=foundation`;
  const phoneSessionId = (await sessionStorage().getSession(phone)).get("sessionId") as string;
  return { ...me, laptop: me.cookie, phone, phoneSessionId, app, path };
}

type Devices = Awaited<ReturnType<typeof twoDevices>>;

function saveOn(devices: Devices, cookie: string, pitch: string, client = newClient()) {
  const fields = { step: "foundation", intent: "draft", elevatorPitch: pitch };
  return settle(() =>
    wizardAction(
      signInArgs(formRequest(devices.path, fields, { cookie }), { appId: devices.app.id }, client),
    ),
  );
}

function sessionsPost(cookie: string, fields: Record<string, string>) {
  return settle(() =>
    sessionsRoom.action(routeArgs(formRequest("/profile/sessions", fields, { cookie }))),
  );
}

async function signInAndReplay(devices: Devices, stash: string) {
  const answer = await settle(() =>
    authAction(
      signInArgs(
        formRequest(
          "/auth?intent=login",
          {
            intent: "login",
            email: devices.user.email,
            password: TEST_PASSWORD,
            redirectTo: devices.path,
          },
          { cookie: stash },
        ),
      ),
    ),
  );
  expect(answer.status).toBe(302);
  expect(answer.headers.get("Location")).toBe(devices.path);
  return answer;
}

/** The phone saves after its session ended elsewhere: kept, the message shown, replayed. */
async function expectKeptAndReplayed(devices: Devices, pitch: string) {
  const response = await saveOn(devices, devices.phone, pitch);
  expect(response.status).toBe(302);
  const location = response.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/auth\?redirectTo=/);
  // The ended browser still drops that person's offline copies.
  expect(response.headers.get("Clear-Site-Data")).toBeTruthy();
  const stash = stashCookieOf(response);
  expect(stash).not.toBe("");
  const page = await settle(() => authLoader(routeArgs(getRequest(location, stash))));
  expect(((await page.json()) as { sessionEnded: string | null }).sessionEnded).toBe(
    SESSION_ENDED_MESSAGE,
  );
  expect(await db.module.count({ where: { appId: devices.app.id } })).toBe(0);
  await signInAndReplay(devices, stash);
  expect(await db.module.findFirstOrThrow({ where: { appId: devices.app.id } })).toMatchObject({
    data: { elevatorPitch: pitch },
  });
}

describe("a session ended from another device keeps the typing", () => {
  test("Sign out that device: the phone's next save is kept and replayed after sign-in", async () => {
    const devices = await twoDevices();
    const ended = await sessionsPost(devices.laptop, {
      intent: "end-session",
      sessionId: devices.phoneSessionId,
    });
    expect(ended.status).toBe(302);
    expect(await db.session.count({ where: { id: devices.phoneSessionId } })).toBe(0);
    const tombstone = await db.endedSession.findUniqueOrThrow({
      where: { id: devices.phoneSessionId },
    });
    expect(tombstone.userId).toBe(devices.user.id);
    // Kept until the session would have expired: at most 30 days.
    expect(tombstone.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
    // The tombstone signs nobody in.
    expect(await getSessionUser(devices.phoneSessionId)).toBeNull();
    await expectKeptAndReplayed(devices, "Typed on the phone, signed out from the laptop.");
  });

  test("Sign out everywhere else: kept and replayed", async () => {
    const devices = await twoDevices();
    const ended = await sessionsPost(devices.laptop, { intent: "end-other-sessions" });
    expect(ended.status).toBe(302);
    expect(await db.endedSession.count({ where: { id: devices.phoneSessionId } })).toBe(1);
    await expectKeptAndReplayed(devices, "Typed on the phone, everyone else signed out.");
  });

  test("a password change on the laptop: kept and replayed", async () => {
    const devices = await twoDevices();
    const laptopId = (await sessionStorage().getSession(devices.laptop)).get("sessionId") as string;
    const changed = await changePassword(
      devices.user.id,
      laptopId,
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
      newClient(),
    );
    expect(changed.ok).toBe(true);
    expect(await db.endedSession.count({ where: { id: devices.phoneSessionId } })).toBe(1);
    expect(await db.endedSession.count({ where: { id: laptopId } })).toBe(0);
    await expectKeptAndReplayed(devices, "Typed on the phone, password changed on the laptop.");
  });

  test("an expired tombstone keeps nothing and the purge removes it", async () => {
    const devices = await twoDevices();
    await sessionsPost(devices.laptop, {
      intent: "end-session",
      sessionId: devices.phoneSessionId,
    });
    await db.endedSession.update({
      where: { id: devices.phoneSessionId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await saveOn(devices, devices.phone, "Too late.");
    expect(stashCookieOf(response)).toBe("");
    await purgeEndedSessions();
    expect(await db.endedSession.count({ where: { id: devices.phoneSessionId } })).toBe(0);
  });

  test("a cookie that never named a session keeps nothing", async () => {
    const devices = await twoDevices();
    const store = sessionStorage();
    const session = await store.getSession();
    session.set("sessionId", "never-a-session");
    session.set("userId", devices.user.id);
    const cookie = (await store.commitSession(session)).split(";")[0];
    const response = await saveOn(devices, cookie, "Nobody's session.");
    expect(response.status).toBe(302);
    expect(stashCookieOf(response)).toBe("");
    expect(await db.formStash.count({ where: { userId: devices.user.id } })).toBe(0);
  });

  test("a tombstone of one user keeps nothing for a cookie naming another user", async () => {
    const devices = await twoDevices();
    const other = await createSignedInUser();
    await sessionsPost(devices.laptop, {
      intent: "end-session",
      sessionId: devices.phoneSessionId,
    });
    const store = sessionStorage();
    const session = await store.getSession();
    session.set("sessionId", devices.phoneSessionId);
    session.set("userId", other.user.id);
    const cookie = (await store.commitSession(session)).split(";")[0];
    const response = await saveOn(devices, cookie, "Someone else's tombstone.");
    expect(stashCookieOf(response)).toBe("");
    expect(await db.formStash.count({ where: { userId: other.user.id } })).toBe(0);
  });

  test("the per-user cap still holds for saves after a tombstone", async () => {
    const devices = await twoDevices();
    await sessionsPost(devices.laptop, { intent: "end-other-sessions" });
    const client = newClient();
    for (let i = 1; i <= STASHES_PER_USER + 2; i += 1) {
      const response = await saveOn(devices, devices.phone, `Save ${i}`, client);
      expect(stashCookieOf(response)).not.toBe("");
    }
    expect(await db.formStash.count({ where: { userId: devices.user.id } })).toBe(STASHES_PER_USER);
  });

  test("the user's own sign-out leaves no tombstone", async () => {
    const devices = await twoDevices();
    const { action: logoutAction } = await import("~/routes/logout");
    await settle(() =>
      logoutAction(
        routeArgs(formRequest("/logout", { intent: "logout" }, { cookie: devices.phone })),
      ),
    );
    expect(await db.session.count({ where: { id: devices.phoneSessionId } })).toBe(0);
    expect(await db.endedSession.count({ where: { id: devices.phoneSessionId } })).toBe(0);
    expect(stashCookieOf(await saveOn(devices, devices.phone, "After my own sign-out."))).toBe("");
  });
});
