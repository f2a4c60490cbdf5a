// Email settings: the Email section of /preferences (part of the page's one form, posted as a
// browser with JavaScript off) and GET/PUT /api/user/preferences. Task reminders and the launch countdown
// start on, the digest off, 09:00 and one day before; every choice is validated on the server
// (400 with the field's message and the typed values kept), saved for that person only, and open
// after a trial ends like the rest of the personal settings.
import { describe, expect, test } from "vitest";

import * as preferences from "~/routes/_app.preferences/route";
import * as api from "~/routes/api.user.preferences";
import { db } from "~/services/db.server";

import {
  addUserToTenant,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";
import { endTrial, settleOutcome, toastOf } from "./workspace-helpers";

const columns = {
  emailTaskReminders: true,
  emailLaunchCountdown: true,
  emailWeeklyDigest: true,
  emailTeamNotices: true,
  reminderHour: true,
  reminderDaysBefore: true,
} as const;

async function stored(userId: string) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: columns });
}

const DEFAULT_COLUMNS = {
  emailTaskReminders: true,
  emailLaunchCountdown: true,
  emailWeeklyDigest: false,
  emailTeamNotices: true,
  reminderHour: 9,
  reminderDaysBefore: 1,
};

function post(fields: Record<string, string>, cookie: string) {
  return settleOutcome(() =>
    preferences.action(routeArgs(formRequest("/preferences", fields, { cookie }))),
  );
}

// Unticked boxes are not sent, as a browser posts them; the page's other fields go along.
const emailForm = {
  intent: "save-preferences",
  timeZone: "Europe/Berlin",
  weekStart: "1",
  defaultPage: "/dashboard",
  launchCountdown: "on",
  weeklyDigest: "on",
  reminderHour: "7",
  reminderDaysBefore: "2",
};

describe("/preferences: the Email section", () => {
  test("the loader gives the defaults: reminders and countdown on, digest off, 09:00, 1 day before", async () => {
    const me = await createSignedInUser();
    const { body } = await settleOutcome(() =>
      preferences.loader(routeArgs(getRequest("/preferences", me.cookie))),
    );
    expect(body.email).toEqual({
      taskReminders: true,
      launchCountdown: true,
      weeklyDigest: false,
      teamNotices: true,
      reminderHour: 9,
      reminderDaysBefore: 1,
    });
    // The browser's native checks come from the server's schema (zod stays on the server).
    expect(Object.keys(body.constraint)).toEqual(
      expect.arrayContaining(["reminderHour", "reminderDaysBefore", "taskReminders"]),
    );
  });

  test("saved for this user only, with a toast, together with the page's other fields", async () => {
    const me = await createSignedInUser();
    const colleague = await addUserToTenant(me.tenant.id);
    const res = await post(emailForm, me.cookie);
    expect(res.status).toBe(302);
    expect(res.response.headers.get("Location")).toMatch(/^\/preferences/);
    const toast = await toastOf(res);
    expect(toast).toMatchObject({ message: "Preferences saved" });
    expect(toast?.description).toContain("Launch countdown, Weekly digest");
    expect(await stored(me.user.id)).toEqual({
      emailTaskReminders: false,
      emailLaunchCountdown: true,
      emailWeeklyDigest: true,
      emailTeamNotices: false,
      reminderHour: 7,
      reminderDaysBefore: 2,
    });
    const mine = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(mine).toMatchObject({ timeZone: "Europe/Berlin", weekStart: 1, liteMode: false });
    expect(await stored(colleague.user.id)).toEqual(DEFAULT_COLUMNS);
  });

  test("the page shows what was saved", async () => {
    const me = await createSignedInUser();
    await post(emailForm, me.cookie);
    const { body } = await settleOutcome(() =>
      preferences.loader(routeArgs(getRequest("/preferences", me.cookie))),
    );
    expect(body.email).toMatchObject({
      taskReminders: false,
      weeklyDigest: true,
      reminderHour: 7,
      reminderDaysBefore: 2,
    });
  });

  test("every box unticked: no email of any kind", async () => {
    const me = await createSignedInUser();
    const res = await post(
      {
        intent: "save-preferences",
        timeZone: "UTC",
        weekStart: "1",
        defaultPage: "/dashboard",
        reminderHour: "0",
        reminderDaysBefore: "0",
      },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect((await toastOf(res))?.description).toMatch(/You get none of these emails\.$/);
    expect(await stored(me.user.id)).toMatchObject({
      emailTaskReminders: false,
      emailLaunchCountdown: false,
      emailWeeklyDigest: false,
      emailTeamNotices: false,
      reminderHour: 0,
      reminderDaysBefore: 0,
    });
  });

  test.each([
    [{ reminderHour: "24" }, "reminderHour", /00:00 to 23:00/],
    [{ reminderHour: "9.5" }, "reminderHour", /00:00 to 23:00/],
    [{ reminderHour: "" }, "reminderHour", /00:00 to 23:00/],
    [{ reminderDaysBefore: "3" }, "reminderDaysBefore", /2 days before/],
    [{ reminderDaysBefore: "-1" }, "reminderDaysBefore", /2 days before/],
    [{ weeklyDigest: "yes please" }, "weeklyDigest", /Tick the box/],
  ])(
    "%o: 400 with the field's message, the choices kept, nothing saved",
    async (change, field, message) => {
      const me = await createSignedInUser();
      const fields = { ...emailForm, ...change };
      const res = await post(fields, me.cookie);
      expect(res.status).toBe(400);
      expect(res.body.formId).toBe("preferences");
      expect(res.body.result.error[field].join(" ")).toMatch(message);
      expect(res.body.result.initialValue).toMatchObject({
        launchCountdown: "on",
        reminderDaysBefore: fields.reminderDaysBefore,
      });
      expect(await stored(me.user.id)).toEqual(DEFAULT_COLUMNS);
    },
  );

  test("stays editable after the trial ended (personal settings)", async () => {
    const me = await createSignedInUser();
    await endTrial(me.tenant.id);
    expect((await post(emailForm, me.cookie)).status).toBe(302);
    expect((await stored(me.user.id)).reminderHour).toBe(7);
  });

  test("a visitor is sent to sign in and nothing changes", async () => {
    const me = await createSignedInUser();
    const res = await settleOutcome(() =>
      preferences.action(routeArgs(formRequest("/preferences", emailForm))),
    );
    expect(res.status).toBe(302);
    expect(res.response.headers.get("Location")).toMatch(/^\/auth/);
    expect(await stored(me.user.id)).toEqual(DEFAULT_COLUMNS);
  });
});

function apiCall(method: "GET" | "PUT" | "POST", cookie?: string, body?: unknown) {
  const request = jsonRequest("/api/user/preferences", body, { method, cookie });
  return settle(() =>
    method === "GET" ? api.loader(routeArgs(request)) : api.action(routeArgs(request)),
  );
}

describe("GET/PUT /api/user/preferences", () => {
  test("GET: the person's settings in the contract's shape", async () => {
    const me = await createSignedInUser();
    const res = await apiCall("GET", me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(await res.json()).toEqual({
      timeZone: "UTC",
      weekStartsOn: 1,
      liteMode: false,
      email: {
        taskReminders: true,
        reminderHour: 9,
        reminderDaysBefore: 1,
        launchCountdown: true,
        weeklyDigest: false,
        teamNotices: true,
      },
    });
  });

  test("401 without a session", async () => {
    expect((await apiCall("GET")).status).toBe(401);
    expect((await apiCall("PUT", undefined, { liteMode: true })).status).toBe(401);
  });

  test("PUT changes only what it is sent and answers the whole object", async () => {
    const me = await createSignedInUser();
    const colleague = await addUserToTenant(me.tenant.id);
    const res = await apiCall("PUT", me.cookie, {
      timeZone: "America/New_York",
      weekStartsOn: 0,
      email: { weeklyDigest: true, reminderHour: 18, reminderDaysBefore: 0 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      timeZone: "America/New_York",
      weekStartsOn: 0,
      liteMode: false,
      email: {
        taskReminders: true,
        reminderHour: 18,
        reminderDaysBefore: 0,
        launchCountdown: true,
        weeklyDigest: true,
        teamNotices: true,
      },
    });
    const user = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    // The page-only preference is not part of the API and stays.
    expect(user.defaultPage).toBe("/dashboard");
    expect(await stored(colleague.user.id)).toEqual(DEFAULT_COLUMNS);

    const again = await apiCall("PUT", me.cookie, { email: { taskReminders: false } });
    expect((await again.json()).email).toMatchObject({
      taskReminders: false,
      weeklyDigest: true,
      reminderHour: 18,
    });
    expect((await (await apiCall("GET", me.cookie)).json()).email.taskReminders).toBe(false);
  });

  test.each([
    [{ timeZone: "Mars/Olympus_Mons" }, "timeZone"],
    [{ weekStartsOn: 3 }, "weekStartsOn"],
    [{ weekStartsOn: "1" }, "weekStartsOn"],
    [{ liteMode: "yes" }, "liteMode"],
    [{ email: { reminderHour: 24 } }, "email.reminderHour"],
    [{ email: { reminderHour: 7.5 } }, "email.reminderHour"],
    [{ email: { reminderHour: -1 } }, "email.reminderHour"],
    [{ email: { reminderDaysBefore: 3 } }, "email.reminderDaysBefore"],
    [{ email: { weeklyDigest: "on" } }, "email.weeklyDigest"],
    [{ email: "off" }, "email"],
    [{ email: { marketing: true } }, "email.marketing"],
    [{ defaultPage: "/admin", liteMode: true }, "defaultPage"],
    [{}, "_root"],
  ])("%o: 400 naming the field, nothing saved", async (body, field) => {
    const me = await createSignedInUser();
    const res = await apiCall("PUT", me.cookie, body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.message).toEqual(expect.any(String));
    expect(Object.keys(answer.errors)).toContain(field);
    expect(await stored(me.user.id)).toEqual(DEFAULT_COLUMNS);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).liteMode).toBe(false);
  });

  test("an unknown field is named, with the fields there are", async () => {
    const me = await createSignedInUser();
    const res = await apiCall("PUT", me.cookie, { theme: "dark", email: { marketing: true } });
    const { errors } = await res.json();
    expect(errors.theme).toEqual([
      "theme is not a preference. Use: timeZone, weekStartsOn, liteMode, email",
    ]);
    expect(errors["email.marketing"][0]).toMatch(/Use: taskReminders, .*teamNotices/);
  });

  test("malformed JSON is a 400, another content type a 415, POST a 405", async () => {
    const me = await createSignedInUser();
    const broken = new Request("http://localhost/api/user/preferences", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: me.cookie },
      body: "{",
    });
    expect((await settle(() => api.action(routeArgs(broken)))).status).toBe(400);
    const form = formRequest(
      "/api/user/preferences",
      { liteMode: "on" },
      {
        method: "PUT",
        cookie: me.cookie,
      },
    );
    expect((await settle(() => api.action(routeArgs(form)))).status).toBe(415);
    const posted = await apiCall("POST", me.cookie, {});
    expect(posted.status).toBe(405);
    expect(posted.headers.get("Allow")).toBe("GET, PUT");
  });

  test("PUT stays open after the trial ended (personal settings)", async () => {
    const me = await createSignedInUser();
    await endTrial(me.tenant.id);
    const res = await apiCall("PUT", me.cookie, { email: { launchCountdown: false } });
    expect(res.status).toBe(200);
    expect((await stored(me.user.id)).emailLaunchCountdown).toBe(false);
  });

  test("another site's PUT is refused (403) and changes nothing", async () => {
    const me = await createSignedInUser();
    const request = jsonRequest(
      "/api/user/preferences",
      { email: { taskReminders: false } },
      { method: "PUT", cookie: me.cookie, headers: { Origin: "https://evil.example" } },
    );
    expect((await settle(() => api.action(routeArgs(request)))).status).toBe(403);
    expect(await stored(me.user.id)).toEqual(DEFAULT_COLUMNS);
  });
});
