// Time zones under IANA's current names everywhere a person sets one: /preferences (its one form
// saves the zone and the email settings together, with JavaScript off), its "Your browser
// says ... use it?" form, PUT /api/user/preferences, and registration (the form's hidden field
// and the API). An older spelling a browser still reports (Asia/Calcutta, Europe/Kiev,
// US/Eastern) is accepted and stored under the current name.
import { describe, expect, test } from "vitest";

import * as preferences from "~/routes/_app.preferences/route";
import { action as registerApi } from "~/routes/api.register";
import * as api from "~/routes/api.user.preferences";
import { action as authAction } from "~/routes/auth/route";
import { db } from "~/services/db.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
  uniqueEmail,
} from "./helpers";
import { settleOutcome, toastOf } from "./workspace-helpers";

/** The whole /preferences form as a browser posts it (unticked boxes are absent). */
const PAGE_FORM = {
  intent: "save-preferences",
  timeZone: "Europe/Berlin",
  weekStart: "1",
  defaultPage: "/dashboard",
  taskReminders: "on",
  weeklyDigest: "on",
  reminderHour: "7",
  reminderDaysBefore: "2",
};

function postPage(fields: Record<string, string>, cookie: string) {
  return settleOutcome(() =>
    preferences.action(routeArgs(formRequest("/preferences", fields, { cookie }))),
  );
}

function putApi(cookie: string, body: unknown) {
  return settle(() =>
    api.action(routeArgs(jsonRequest("/api/user/preferences", body, { method: "PUT", cookie }))),
  );
}

async function zoneOf(userId: string) {
  return (await db.user.findUniqueOrThrow({ where: { id: userId } })).timeZone;
}

describe("/preferences: one form, one button", () => {
  test("one POST saves the zone and the email settings together", async () => {
    const me = await createSignedInUser();
    const res = await postPage(PAGE_FORM, me.cookie);
    expect(res.status).toBe(302);
    const toast = await toastOf(res);
    expect(toast).toMatchObject({ message: "Preferences saved" });
    expect(toast?.description).toContain("Times show in Europe/Berlin");
    expect(toast?.description).toContain("at 07:00 Europe/Berlin time");
    expect(
      await db.user.findUniqueOrThrow({
        where: { id: me.user.id },
        select: {
          timeZone: true,
          emailTaskReminders: true,
          emailLaunchCountdown: true,
          emailWeeklyDigest: true,
          emailTeamNotices: true,
          reminderHour: true,
          reminderDaysBefore: true,
        },
      }),
    ).toEqual({
      timeZone: "Europe/Berlin",
      emailTaskReminders: true,
      emailLaunchCountdown: false,
      emailWeeklyDigest: true,
      emailTeamNotices: false,
      reminderHour: 7,
      reminderDaysBefore: 2,
    });
  });

  test("a refused field saves nothing, not even the valid ones", async () => {
    const me = await createSignedInUser();
    const res = await postPage({ ...PAGE_FORM, reminderHour: "25" }, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.result.error.reminderHour.join(" ")).toMatch(/00:00 to 23:00/);
    expect(res.body.result.initialValue).toMatchObject({ timeZone: "Europe/Berlin" });
    expect(await zoneOf(me.user.id)).toBe("UTC");
  });

  test("an older spelling is stored under the current name", async () => {
    const me = await createSignedInUser();
    expect((await postPage({ ...PAGE_FORM, timeZone: "Asia/Calcutta" }, me.cookie)).status).toBe(
      302,
    );
    expect(await zoneOf(me.user.id)).toBe("Asia/Kolkata");
  });

  test("the loader lists current names by region and selects an old stored spelling's zone", async () => {
    const me = await createSignedInUser();
    await db.user.update({ where: { id: me.user.id }, data: { timeZone: "Asia/Calcutta" } });
    const { body } = await settleOutcome(() =>
      preferences.loader(routeArgs(getRequest("/preferences", me.cookie))),
    );
    expect(body.preferences.timeZone).toBe("Asia/Kolkata");
    const asia = body.timeZones.find((group: { region: string }) => group.region === "Asia");
    const names = asia.zones.map(([zone]: [string, number]) => zone);
    expect(names).toContain("Asia/Kolkata");
    expect(names).not.toContain("Asia/Calcutta");
    expect(asia.zones).toContainEqual(["Asia/Kolkata", 330]);
  });

  test("the browser's zone in one press: the zone alone, under its current name", async () => {
    const me = await createSignedInUser();
    await db.user.update({ where: { id: me.user.id }, data: { reminderHour: 8 } });
    const res = await postPage(
      { intent: "use-browser-time-zone", timeZone: "Asia/Calcutta" },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ message: "Time zone saved" });
    const user = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(user).toMatchObject({ timeZone: "Asia/Kolkata", reminderHour: 8 });

    const refused = await postPage(
      { intent: "use-browser-time-zone", timeZone: "Mars/Olympus_Mons" },
      me.cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.formId).toBe("browser-time-zone");
    expect(refused.body.result.error.timeZone.join(" ")).toMatch(/from the list/);
    expect(await zoneOf(me.user.id)).toBe("Asia/Kolkata");
  });
});

describe("PUT /api/user/preferences", () => {
  test.each([
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["Europe/Kyiv", "Europe/Kyiv"],
    ["Europe/Kiev", "Europe/Kyiv"],
    ["US/Eastern", "America/New_York"],
  ])("%s: 200, stored and answered as %s", async (sent, stored) => {
    const me = await createSignedInUser();
    const res = await putApi(me.cookie, { timeZone: sent });
    expect(res.status).toBe(200);
    expect((await res.json()).timeZone).toBe(stored);
    expect(await zoneOf(me.user.id)).toBe(stored);
  });

  test("a zone that is none of the listed ones is a 400 naming the field", async () => {
    const me = await createSignedInUser();
    const res = await putApi(me.cookie, { timeZone: "Etc/GMT+5" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.timeZone[0]).toMatch(/Choose a time zone from the list/);
  });
});

describe("registration takes the browser's zone", () => {
  // Each registration from its own address: the per-client registration limit stays out of it.
  let client = 0;
  const nextClient = () => `198.51.100.${++client}`;

  async function registerWithForm(timeZone: string | undefined) {
    const email = uniqueEmail("zone");
    const fields: Record<string, string> = {
      intent: "register",
      email,
      password: "Launch-2025",
      companyName: "Zone Apps",
      acceptTerms: "on",
    };
    if (timeZone !== undefined) fields.timeZone = timeZone;
    const response = await settle(() =>
      authAction(routeArgs(formRequest("/auth", fields), {}, nextClient())),
    );
    return { response, email };
  }

  test.each([
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["Europe/Kiev", "Europe/Kyiv"],
    ["Mars/Olympus_Mons", "UTC"],
    ["", "UTC"],
  ])("the form's hidden field %o: registered, on %s", async (sent, stored) => {
    const { response, email } = await registerWithForm(sent);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard?add=true");
    expect((await db.user.findUniqueOrThrow({ where: { email } })).timeZone).toBe(stored);
  });

  test("without the field (JavaScript off): UTC", async () => {
    const { response, email } = await registerWithForm(undefined);
    expect(response.status).toBe(302);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).timeZone).toBe("UTC");
  });

  test.each([
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["US/Eastern", "America/New_York"],
    ["Not/A_Zone", "UTC"],
  ])("the API's timeZone %o: 201, on %s", async (sent, stored) => {
    const email = uniqueEmail("zone-api");
    const response = await settle(() =>
      registerApi(
        routeArgs(
          jsonRequest("/api/register", {
            email,
            password: "Launch-2025",
            companyName: "Zone Apps",
            timeZone: sent,
          }),
          {},
          nextClient(),
        ),
      ),
    );
    expect(response.status).toBe(201);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).timeZone).toBe(stored);
  });
});
