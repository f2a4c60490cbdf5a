// /unsubscribe/:token, the link every reminder email carries (List-Unsubscribe, RFC 8058):
// - opened in a browser, without a sign-in: whose emails (the address partly hidden), the four
//   kinds with their state, and a form that saves them (a real post, JavaScript off);
// - the one-click POST a mail provider sends (body List-Unsubscribe=One-Click, no cookie, no
//   Origin): exactly the token's kind off for the token's person, 200 with a short text;
// - a forged or unknown token: 404 and nothing changes; another site's post: 403;
// - a genuine link made for an address the account no longer has, over a year old, or of the
//   first format: 410 (page, one-click and form alike) and nothing changes;
// - never cached, never indexed, no Referer (the token is a secret).
import crypto from "node:crypto";

import { describe, expect, test } from "vitest";

import { EMAIL_KIND_NAMES } from "~/lib/email-preferences";
import * as auth from "~/routes/auth/route";
import * as unsubscribe from "~/routes/unsubscribe.$token/route";
import { LINK_RETIRED, SIGNED_IN_SETTINGS } from "~/routes/unsubscribe.$token/route";
import { db } from "~/services/db.server";
import { getEnv } from "~/services/env.server";
import {
  EMAIL_KINDS,
  type EmailKind,
  unsubscribeToken,
  unsubscribeUrl,
} from "~/services/unsubscribe.server";

import {
  addUserToTenant,
  BASE,
  createSignedInUser,
  formRequest,
  getRequest,
  routeArgs,
  settle,
  uniqueEmail,
} from "./helpers";
import { endTrial, settleOutcome, toastOf } from "./workspace-helpers";

const COLUMN: Record<EmailKind, string> = {
  taskReminders: "emailTaskReminders",
  launchCountdown: "emailLaunchCountdown",
  weeklyDigest: "emailWeeklyDigest",
  teamNotices: "emailTeamNotices",
};

const select = {
  emailTaskReminders: true,
  emailLaunchCountdown: true,
  emailWeeklyDigest: true,
  emailTeamNotices: true,
  reminderHour: true,
  reminderDaysBefore: true,
  timeZone: true,
  liteMode: true,
} as const;

async function settings(userId: string) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select });
}

/** A person whose digest is on too (so "off" is visible for every kind), at 07:00, 2 days. */
async function person() {
  const me = await createSignedInUser({ email: uniqueEmail("jane") });
  await db.user.update({
    where: { id: me.user.id },
    data: { emailWeeklyDigest: true, reminderHour: 7, reminderDaysBefore: 2 },
  });
  return me;
}

const pathOf = (token: string) => `/unsubscribe/${token}`;

function open(token: string, cookie?: string) {
  const request = new Request(`${BASE}${pathOf(token)}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return settleOutcome(() => unsubscribe.loader(routeArgs(request, { token })));
}

/** As a mail provider sends it: form-encoded, no cookie, no Origin, nothing else. */
function oneClick(token: string, body = "List-Unsubscribe=One-Click", headers = {}) {
  const request = new Request(`${BASE}${pathOf(token)}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
  return settleOutcome(() => unsubscribe.action(routeArgs(request, { token })));
}

/** The page's own form, as a browser with JavaScript off posts it (same Origin, no cookie). */
function save(token: string, fields: Record<string, string>) {
  const request = formRequest(pathOf(token), { intent: "save-email-kinds", ...fields });
  return settleOutcome(() => unsubscribe.action(routeArgs(request, { token })));
}

function expectSecretHeaders(response: Response) {
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
}

/** Tokens that are not ours: made up, re-signed for someone else, cut short. */
async function forgedTokens() {
  const victim = await person();
  const real = unsubscribeToken(victim.user, "taskReminders");
  const [, mac] = real.split(".");
  const otherPayload = Buffer.from(`${victim.user.id}|weeklyDigest`).toString("base64url");
  return {
    victim,
    tokens: [
      "not-a-token",
      victim.user.id,
      `${otherPayload}.${mac}`,
      real.slice(0, -2),
      `${real}.extra`,
      `${Buffer.from(`${victim.user.id}|marketing`).toString("base64url")}.${mac}`,
    ],
  };
}

describe("the links' kinds", () => {
  test("are the four kinds of the settings, in the same order", () => {
    expect([...EMAIL_KINDS]).toEqual([...EMAIL_KIND_NAMES]);
  });

  test("an unsubscribe URL opens this page", async () => {
    const me = await person();
    const url = new URL(unsubscribeUrl(me.user, "launchCountdown"));
    const token = url.pathname.split("/").pop() ?? "";
    expect(url.pathname).toBe(pathOf(token));
    expect((await open(token)).status).toBe(200);
  });
});

describe("GET: the page, without a sign-in", () => {
  test("whose emails (address partly hidden), the link's kind and every kind's state", async () => {
    const me = await person();
    const res = await open(unsubscribeToken(me.user, "taskReminders"));
    expect(res.status).toBe(200);
    expectSecretHeaders(res.response);
    expect(res.body).toMatchObject({
      maskedEmail: "j•••@example.com",
      kindLabel: "Task reminders",
      kinds: { taskReminders: true, launchCountdown: true, weeklyDigest: true, teamNotices: true },
    });
    expect(JSON.stringify(res.body)).not.toContain(me.user.email);
    expect(JSON.stringify(res.body)).not.toContain(me.user.id);
    // The document's own headers and meta: no cache, no index, no Referer.
    expect(unsubscribe.headers()).toMatchObject({
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    });
    const meta = unsubscribe.meta({} as never);
    expect(meta).toContainEqual({ name: "referrer", content: "no-referrer" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  test("a forged, altered or unknown token is a 404 that keeps the page's headers", async () => {
    const { tokens } = await forgedTokens();
    for (const token of tokens) {
      const res = await open(token);
      expect(res.status, token).toBe(404);
      expectSecretHeaders(res.response);
    }
  });

  test("the link of a deleted account is a 404", async () => {
    const me = await person();
    const token = unsubscribeToken(me.user, "taskReminders");
    await db.user.delete({ where: { id: me.user.id } });
    expect((await open(token)).status).toBe(404);
  });

  test("opening the page changes nothing (a mail scanner may fetch it)", async () => {
    const me = await person();
    const before = await settings(me.user.id);
    await open(unsubscribeToken(me.user, "teamNotices"));
    expect(await settings(me.user.id)).toEqual(before);
  });
});

describe("the one-click POST (RFC 8058)", () => {
  test.each(EMAIL_KINDS.map((kind) => [kind]))(
    "%s: without a cookie or Origin, exactly that kind off; 200 with a short text, not stored",
    async (kind) => {
      const me = await person();
      const colleague = await addUserToTenant(me.tenant.id);
      const before = await settings(me.user.id);
      const colleagueBefore = await settings(colleague.user.id);
      const res = await oneClick(unsubscribeToken(me.user, kind));
      expect(res.status).toBe(200);
      expect(res.response.headers.get("Content-Type")).toMatch(/^text\/plain/);
      expectSecretHeaders(res.response);
      expect(res.body).toMatch(/turned off/);
      expect(res.body.length).toBeLessThan(200);
      expect(res.response.headers.get("Set-Cookie")).toBeNull();
      expect(await settings(me.user.id)).toEqual({ ...before, [COLUMN[kind]]: false });
      expect(await settings(colleague.user.id)).toEqual(colleagueBefore);
    },
  );

  test("multipart/form-data is read the same, and a second post is still a 200", async () => {
    const me = await person();
    const token = unsubscribeToken(me.user, "weeklyDigest");
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const request = new Request(`${BASE}${pathOf(token)}`, { method: "POST", body: form });
    const res = await settleOutcome(() => unsubscribe.action(routeArgs(request, { token })));
    expect(res.status).toBe(200);
    expect((await settings(me.user.id)).emailWeeklyDigest).toBe(false);
    expect((await oneClick(token)).status).toBe(200);
    expect((await settings(me.user.id)).emailWeeklyDigest).toBe(false);
  });

  test("changes nothing else: extra fields are ignored, a signed-in cookie of someone else too", async () => {
    const me = await person();
    const other = await createSignedInUser();
    const before = await settings(me.user.id);
    const otherBefore = await settings(other.user.id);
    const res = await oneClick(
      unsubscribeToken(me.user, "launchCountdown"),
      "List-Unsubscribe=One-Click&taskReminders=&weeklyDigest=on&teamNotices=&reminderHour=3&timeZone=Asia%2FTokyo&liteMode=on",
      { Cookie: other.cookie },
    );
    expect(res.status).toBe(200);
    expect(await settings(me.user.id)).toEqual({ ...before, emailLaunchCountdown: false });
    expect(await settings(other.user.id)).toEqual(otherBefore);
  });

  test("a forged token is a 404 and nothing changes", async () => {
    const { victim, tokens } = await forgedTokens();
    const before = await settings(victim.user.id);
    for (const token of tokens) {
      const res = await oneClick(token);
      expect(res.status, token).toBe(404);
      expectSecretHeaders(res.response);
    }
    expect(await settings(victim.user.id)).toEqual(before);
  });

  test("another site's post is refused (403), even with the right token", async () => {
    const me = await person();
    const before = await settings(me.user.id);
    const token = unsubscribeToken(me.user, "taskReminders");
    for (const headers of [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "null", "Sec-Fetch-Site": "cross-site" },
    ]) {
      const res = await oneClick(token, "List-Unsubscribe=One-Click", headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await settings(me.user.id)).toEqual(before);
  });

  test("any other body without an intent is the unknown-intent 400, nothing changes", async () => {
    const me = await person();
    const before = await settings(me.user.id);
    const token = unsubscribeToken(me.user, "taskReminders");
    for (const body of ["List-Unsubscribe=Yes", "", "list-unsubscribe=One-Click"]) {
      const res = await oneClick(token, body);
      expect(res.status, body).toBe(400);
      expect(res.body.formId).toBe("unknown-intent");
    }
    const json = new Request(`${BASE}${pathOf(token)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ "List-Unsubscribe": "One-Click" }),
    });
    const res = await settleOutcome(() => unsubscribe.action(routeArgs(json, { token })));
    expect(res.status).toBe(415);
    expect(await settings(me.user.id)).toEqual(before);
  });

  test("works after the company's trial ended (a way out is always open)", async () => {
    const me = await person();
    await endTrial(me.tenant.id);
    expect((await oneClick(unsubscribeToken(me.user, "teamNotices"))).status).toBe(200);
    expect((await settings(me.user.id)).emailTeamNotices).toBe(false);
  });
});

describe("the page's form", () => {
  test("saves each kind on or off without a sign-in; the hour and days stay", async () => {
    const me = await person();
    await db.user.update({ where: { id: me.user.id }, data: { emailTeamNotices: false } });
    const before = await settings(me.user.id);
    const token = unsubscribeToken(me.user, "taskReminders");
    // Task reminders and the digest unticked, team notices ticked again.
    const res = await save(token, { launchCountdown: "on", teamNotices: "on" });
    expect(res.status).toBe(302);
    expect(res.response.headers.get("Location")).toBe(pathOf(token));
    expect(await toastOf(res)).toMatchObject({
      message: "Email settings saved",
      description: "j•••@example.com gets: Launch countdown, Team notices.",
    });
    expect(await settings(me.user.id)).toEqual({
      ...before,
      emailTaskReminders: false,
      emailLaunchCountdown: true,
      emailWeeklyDigest: false,
      emailTeamNotices: true,
    });
    const page = await open(token);
    expect(page.body.kinds).toEqual({
      taskReminders: false,
      launchCountdown: true,
      weeklyDigest: false,
      teamNotices: true,
    });
  });

  test("everything off", async () => {
    const me = await person();
    const res = await save(unsubscribeToken(me.user, "weeklyDigest"), {});
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({
      description: "We send none of these emails to j•••@example.com.",
    });
    expect(await settings(me.user.id)).toMatchObject({
      emailTaskReminders: false,
      emailLaunchCountdown: false,
      emailWeeklyDigest: false,
      emailTeamNotices: false,
    });
  });

  test("a value that is not a checkbox's: 400 with the message, the choices kept, nothing saved", async () => {
    const me = await person();
    const before = await settings(me.user.id);
    const res = await save(unsubscribeToken(me.user, "taskReminders"), {
      taskReminders: "on",
      weeklyDigest: "maybe",
    });
    expect(res.status).toBe(400);
    expect(res.body.formId).toBe("email-kinds");
    expect(res.body.result.error.weeklyDigest.join(" ")).toMatch(/Tick the box/);
    expect(res.body.result.initialValue).toMatchObject({ taskReminders: "on" });
    expect(await settings(me.user.id)).toEqual(before);
  });

  test("a forged token is a 404 and nothing changes", async () => {
    const { victim, tokens } = await forgedTokens();
    const before = await settings(victim.user.id);
    for (const token of tokens) expect((await save(token, {})).status, token).toBe(404);
    expect(await settings(victim.user.id)).toEqual(before);
  });

  test("another site's post of the form is refused (403)", async () => {
    const me = await person();
    const before = await settings(me.user.id);
    const token = unsubscribeToken(me.user, "taskReminders");
    const request = formRequest(
      pathOf(token),
      { intent: "save-email-kinds" },
      { headers: { Origin: "https://evil.example" } },
    );
    const res = await settleOutcome(() => unsubscribe.action(routeArgs(request, { token })));
    expect(res.status).toBe(403);
    expect(await settings(me.user.id)).toEqual(before);
  });

  test("the page's own post, sent without a Referer (Origin null, same-origin fetch), is saved", async () => {
    const me = await person();
    const token = unsubscribeToken(me.user, "taskReminders");
    const request = formRequest(
      pathOf(token),
      { intent: "save-email-kinds", teamNotices: "on" },
      { headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" } },
    );
    const res = await settleOutcome(() => unsubscribe.action(routeArgs(request, { token })));
    expect(res.status).toBe(302);
    expect((await settings(me.user.id)).emailTaskReminders).toBe(false);
  });
});

describe("a link retires", () => {
  const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

  /** A link as the first format made it (person and kind, no address, no date), signed. */
  function firstFormatToken(userId: string, kind: EmailKind) {
    const payload = Buffer.from(`${userId}|${kind}`).toString("base64url");
    const mac = crypto
      .createHmac("sha256", `unsubscribe:${getEnv().SESSION_SECRET}`)
      .update(payload)
      .digest("base64url");
    return `${payload}.${mac}`;
  }

  async function expectRetired(token: string, userId: string) {
    const before = await settings(userId);
    const page = await open(token);
    expect(page.status).toBe(410);
    expectSecretHeaders(page.response);
    expect(page.body).toBe(LINK_RETIRED);
    const post = await oneClick(token);
    expect(post.status).toBe(410);
    expect(post.response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const form = await save(token, {});
    expect(form.status).toBe(410);
    expect(await settings(userId)).toEqual(before);
  }

  test("the retired page's way to the settings takes a signed-in person to Preferences", async () => {
    const me = await createSignedInUser();
    const followed = await settle(() =>
      auth.loader(routeArgs(getRequest(SIGNED_IN_SETTINGS, me.cookie))),
    );
    expect(followed.status).toBe(302);
    expect(followed.headers.get("Location")).toBe("/preferences");
  });

  test("after the account's address changed: 410 for the page, one-click and the form", async () => {
    const me = await person();
    const token = unsubscribeToken(me.user, "taskReminders");
    expect((await open(token)).status).toBe(200);
    await db.user.update({ where: { id: me.user.id }, data: { email: uniqueEmail("moved") } });
    await expectRetired(token, me.user.id);
    // A link made for the new address works.
    const fresh = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect((await open(unsubscribeToken(fresh, "taskReminders"))).status).toBe(200);
  });

  test("over a year old: 410; a day short of a year: still 200", async () => {
    const me = await person();
    const now = Date.now();
    const old = unsubscribeToken(me.user, "weeklyDigest", new Date(now - YEAR_MS - 60_000));
    await expectRetired(old, me.user.id);
    const recent = unsubscribeToken(me.user, "weeklyDigest", new Date(now - YEAR_MS + 86_400_000));
    expect((await open(recent)).status).toBe(200);
    expect((await oneClick(recent)).status).toBe(200);
  });

  test("a genuine link of the first format (no address, no date): 410", async () => {
    const me = await person();
    await expectRetired(firstFormatToken(me.user.id, "teamNotices"), me.user.id);
  });

  test("the address is checked case-insensitively, and the payload does not show it", async () => {
    const me = await person();
    const token = unsubscribeToken(
      { id: me.user.id, email: me.user.email.toUpperCase() },
      "taskReminders",
    );
    expect((await open(token)).status).toBe(200);
    const payload = Buffer.from(token.split(".")[0], "base64url").toString("utf8");
    expect(payload).not.toContain(me.user.email.split("@")[0]);
  });
});
