// Saved work is bounded: a save is kept across an ended session only for a cookie whose session
// row still exists (expired, not signed out), a user keeps at most 5 saves and 500 KB (the newest),
// and one client gets at most 10 saves kept a minute.
import { describe, expect, test } from "vitest";

import { STASH_BYTES_PER_USER, STASHES_PER_USER } from "~/models/form-stash.server";
import { action as wizardAction } from "~/routes/_app.wizard.$appId/route";
import { action as authAction } from "~/routes/auth/route";
import { action as logoutAction } from "~/routes/logout";
import { db } from "~/services/db.server";
import { SIGNED_OUT_SAVES_PER_CLIENT } from "~/services/rate-limit.server";
import { sessionStorage } from "~/utils/session.server";

import { createSignedInUser, formRequest, routeArgs, settle, TEST_PASSWORD } from "./helpers";
import { createAppFor } from "./modules-fixtures";
import { signInArgs } from "./replay-routes";

let clients = 0;
/** A client address of its own for each test, so no test uses up another's saves. */
function newClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}

function stashCookieOf(response: Response): string {
  return (
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((pair) => pair.startsWith("amm_form_stash=") && !pair.endsWith("=")) ?? ""
  );
}

/** A signed-in user with a wizard app; `end()` lets the session expire, its row kept. */
async function makerWithApp() {
  const me = await createSignedInUser();
  const app = await createAppFor(me.tenant.id, "games");
  const path = `/wizard/${app.id}?step=foundation`;
  const end = () =>
    db.session.updateMany({
      where: { userId: me.user.id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
  return { ...me, app, path, end };
}

type Maker = Awaited<ReturnType<typeof makerWithApp>>;

function postSave(maker: Maker, pitch: string, client: string, cookie = maker.cookie) {
  const fields = { step: "foundation", intent: "draft", elevatorPitch: pitch };
  return settle(() =>
    wizardAction(
      signInArgs(formRequest(maker.path, fields, { cookie }), { appId: maker.app.id }, client),
    ),
  );
}

async function stashesOf(userId: string) {
  return db.formStash.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { id: true, fields: true, size: true },
  });
}

const pitchOf = (fields: string) =>
  (JSON.parse(fields) as [string, string][]).find(([name]) => name === "elevatorPitch")?.[1];

describe("which cookie keeps saved work", () => {
  test("a session cookie kept after sign-out keeps nothing", async () => {
    const maker = await makerWithApp();
    const signOut = await settle(() =>
      logoutAction(
        routeArgs(formRequest("/logout", { intent: "logout" }, { cookie: maker.cookie })),
      ),
    );
    expect(signOut.status).toBe(302);
    expect(await db.session.count({ where: { userId: maker.user.id } })).toBe(0);

    const response = await postSave(
      maker,
      "Posted with a cookie kept after sign-out.",
      newClient(),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    expect(stashCookieOf(response)).toBe("");
    expect(await db.formStash.count({ where: { userId: maker.user.id } })).toBe(0);
  });

  test("a cookie naming another user's session row keeps nothing", async () => {
    const maker = await makerWithApp();
    const other = await createSignedInUser();
    // The other user's session ended too (its row kept): this cookie's user is not that row's.
    const otherSession = await db.session.update({
      where: { id: (await db.session.findFirstOrThrow({ where: { userId: other.user.id } })).id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    await maker.end();
    const store = sessionStorage();
    const session = await store.getSession();
    session.set("sessionId", otherSession.id);
    session.set("userId", maker.user.id);
    const cookie = (await store.commitSession(session)).split(";")[0];

    const response = await postSave(maker, "A mismatched cookie.", newClient(), cookie);
    expect(response.status).toBe(302);
    expect(stashCookieOf(response)).toBe("");
    expect(await db.formStash.count({ where: { userId: maker.user.id } })).toBe(0);
  });

  test("an expired session's cookie keeps the save, and the same user's sign-in replays it", async () => {
    const maker = await makerWithApp();
    await maker.end();
    const pitch = "Typed while the session expired, row still there.";
    const response = await postSave(maker, pitch, newClient());
    expect(response.status).toBe(302);
    const stash = stashCookieOf(response);
    expect(stash).not.toBe("");
    const [row] = await stashesOf(maker.user.id);
    expect(row.size).toBe(Buffer.byteLength(row.fields));

    const signIn = await settle(() =>
      authAction(
        signInArgs(
          formRequest(
            "/auth?intent=login",
            {
              intent: "login",
              email: maker.user.email,
              password: TEST_PASSWORD,
              redirectTo: maker.path,
            },
            { cookie: stash },
          ),
        ),
      ),
    );
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe(maker.path);
    expect(await db.module.findFirstOrThrow({ where: { appId: maker.app.id } })).toMatchObject({
      data: { elevatorPitch: pitch },
    });
    expect(await db.formStash.count({ where: { userId: maker.user.id } })).toBe(0);
  });
});

describe("how much one user keeps", () => {
  test("8 saves leave the newest 5, and the last cookie names the newest", async () => {
    const maker = await makerWithApp();
    await maker.end();
    const client = newClient();
    let last = "";
    for (let i = 1; i <= 8; i += 1) {
      const response = await postSave(maker, `Save number ${i}`, client);
      last = stashCookieOf(response);
      expect(last).not.toBe("");
    }
    const rows = await stashesOf(maker.user.id);
    expect(rows.map((row) => pitchOf(row.fields))).toEqual([
      "Save number 4",
      "Save number 5",
      "Save number 6",
      "Save number 7",
      "Save number 8",
    ]);
    expect(STASHES_PER_USER).toBe(5);
    const signIn = await settle(() =>
      authAction(
        signInArgs(
          formRequest(
            "/auth?intent=login",
            {
              intent: "login",
              email: maker.user.email,
              password: TEST_PASSWORD,
              redirectTo: maker.path,
            },
            { cookie: last },
          ),
        ),
      ),
    );
    expect(signIn.headers.get("Location")).toBe(maker.path);
    expect(await db.module.findFirstOrThrow({ where: { appId: maker.app.id } })).toMatchObject({
      data: { elevatorPitch: "Save number 8" },
    });
  });

  test("big saves keep the user's total at most 500 KB, the newest kept", async () => {
    const maker = await makerWithApp();
    await maker.end();
    const client = newClient();
    // About 180 KB each in UTF-8 (2 bytes a character), under the 100,000-character cap.
    const big = (i: number) => `${i} ${"é".repeat(90_000)}`;
    for (let i = 1; i <= 4; i += 1) {
      expect(stashCookieOf(await postSave(maker, big(i), client))).not.toBe("");
    }
    const rows = await stashesOf(maker.user.id);
    const total = rows.reduce((sum, row) => sum + Buffer.byteLength(row.fields), 0);
    expect(total).toBeLessThanOrEqual(500_000);
    expect(rows.map((row) => pitchOf(row.fields)?.slice(0, 2))).toEqual(["3 ", "4 "]);
    expect(rows.map((row) => row.size)).toEqual(rows.map((row) => Buffer.byteLength(row.fields)));
    expect(STASH_BYTES_PER_USER).toBe(500_000);
  });
});

describe("how much one client keeps a minute", () => {
  test("past 10 saves a minute from one client nothing more is kept", async () => {
    const first = await makerWithApp();
    const second = await makerWithApp();
    await first.end();
    await second.end();
    const client = newClient();
    for (let i = 1; i <= 10; i += 1) {
      expect(stashCookieOf(await postSave(first, `Save ${i}`, client))).not.toBe("");
    }
    const refused = await postSave(second, "The eleventh save from this client.", client);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    expect(stashCookieOf(refused)).toBe("");
    expect(await db.formStash.count({ where: { userId: second.user.id } })).toBe(0);

    // Another client is not held up by this one.
    const elsewhere = await postSave(second, "From another client.", newClient());
    expect(stashCookieOf(elsewhere)).not.toBe("");
    expect(await db.formStash.count({ where: { userId: second.user.id } })).toBe(1);
    expect(SIGNED_OUT_SAVES_PER_CLIENT.points).toBe(10);
  });

  test("posts that keep nothing do not use up the client's saves", async () => {
    const signedOut = await makerWithApp();
    await db.session.deleteMany({ where: { userId: signedOut.user.id } });
    const maker = await makerWithApp();
    await maker.end();
    const client = newClient();
    for (let i = 1; i <= 12; i += 1) {
      expect(stashCookieOf(await postSave(signedOut, `Signed out ${i}`, client))).toBe("");
    }
    expect(await db.formStash.count({ where: { userId: signedOut.user.id } })).toBe(0);
    expect(stashCookieOf(await postSave(maker, "Still kept.", client))).not.toBe("");
  });
});

describe("concurrent saves of one user", () => {
  test("12 at once leave at most 5 saves", async () => {
    const maker = await makerWithApp();
    await maker.end();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postSave(maker, `Racing save ${i}`, newClient())),
    );
    for (const response of responses) expect(response.status).toBe(302);
    expect(responses.filter((response) => stashCookieOf(response) !== "")).toHaveLength(12);
    const rows = await stashesOf(maker.user.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
  });

  test("12 big ones at once leave at most 500 KB", async () => {
    const maker = await makerWithApp();
    await maker.end();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postSave(maker, `${i} ${"é".repeat(70_000)}`, newClient()),
      ),
    );
    for (const response of responses) expect(response.status).toBe(302);
    const rows = await stashesOf(maker.user.id);
    const total = rows.reduce((sum, row) => sum + Buffer.byteLength(row.fields), 0);
    expect(total).toBeLessThanOrEqual(500_000);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
  });
});
