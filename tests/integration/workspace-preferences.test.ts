// /preferences: time zone, week start and default page, saved per user and validated. The page
// is one form: the email settings go with every post (tests/integration/email-preferences.test.ts).
import { describe, expect, test } from "vitest";

import * as preferences from "~/routes/_app.preferences/route";
import { db } from "~/services/db.server";

import { addUserToTenant, createSignedInUser, formRequest, getRequest, routeArgs } from "./helpers";
import { endTrial, settleOutcome, toastOf } from "./workspace-helpers";

function post(fields: Record<string, string>, cookie: string) {
  return settleOutcome(() =>
    preferences.action(routeArgs(formRequest("/preferences", fields, { cookie }))),
  );
}

const valid = {
  intent: "save-preferences",
  timeZone: "Europe/Berlin",
  weekStart: "0",
  defaultPage: "/analytics",
  taskReminders: "on",
  launchCountdown: "on",
  teamNotices: "on",
  reminderHour: "9",
  reminderDaysBefore: "1",
};

describe("loader", () => {
  test("the user's preferences and the zones the server accepts", async () => {
    const me = await createSignedInUser();
    const { body } = await settleOutcome(() =>
      preferences.loader(routeArgs(getRequest("/preferences", me.cookie))),
    );
    expect(body.preferences).toEqual({
      timeZone: "UTC",
      weekStart: 1,
      defaultPage: "/dashboard",
      liteMode: false,
    });
    const zones = body.timeZones.flatMap((group: { zones: [string, number][] }) =>
      group.zones.map(([zone]) => zone),
    );
    expect(zones).toContain("UTC");
    expect(zones).toContain("America/Los_Angeles");
  });
});

describe("save", () => {
  test("saved for this user only, with a toast", async () => {
    const me = await createSignedInUser();
    const colleague = await addUserToTenant(me.tenant.id);
    const res = await post(valid, me.cookie);
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ message: "Preferences saved" });
    expect(
      await db.user.findUnique({
        where: { id: me.user.id },
        select: { timeZone: true, weekStart: true, defaultPage: true },
      }),
    ).toEqual({ timeZone: "Europe/Berlin", weekStart: 0, defaultPage: "/analytics" });
    expect((await db.user.findUnique({ where: { id: colleague.user.id } }))?.timeZone).toBe("UTC");
  });

  test("Lite mode is saved when ticked and cleared when not", async () => {
    const me = await createSignedInUser();
    const liteOf = async () =>
      (await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).liteMode;
    const on = await post({ ...valid, liteMode: "on" }, me.cookie);
    expect(on.status).toBe(302);
    expect(await toastOf(on)).toMatchObject({
      description: expect.stringContaining("Lite mode is on"),
    });
    expect(await liteOf()).toBe(true);
    await post(valid, me.cookie);
    expect(await liteOf()).toBe(false);
  });

  test("UTC is accepted", async () => {
    const me = await createSignedInUser();
    expect((await post({ ...valid, timeZone: "UTC" }, me.cookie)).status).toBe(302);
  });

  test.each([
    [{ timeZone: "Mars/Olympus_Mons" }, "timeZone", /from the list/],
    [{ timeZone: "" }, "timeZone", /Choose a time zone/],
    [{ weekStart: "3" }, "weekStart", /Monday or Sunday/],
    [{ defaultPage: "/admin" }, "defaultPage", /listed pages/],
    [{ defaultPage: "https://evil.example" }, "defaultPage", /listed pages/],
  ])("%o: 400 with a clear message and the choices kept", async (change, field, message) => {
    const me = await createSignedInUser();
    const fields = { ...valid, ...change };
    const res = await post(fields, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.result.error[field].join(" ")).toMatch(message);
    expect(res.body.result.initialValue.defaultPage).toBe(fields.defaultPage);
    expect((await db.user.findUnique({ where: { id: me.user.id } }))?.defaultPage).toBe(
      "/dashboard",
    );
  });

  test("personal settings stay editable after the trial ended", async () => {
    const me = await createSignedInUser();
    await endTrial(me.tenant.id);
    expect((await post(valid, me.cookie)).status).toBe(302);
  });

  test("an unknown intent is a 400", async () => {
    const me = await createSignedInUser();
    expect((await post({ ...valid, intent: "other" }, me.cookie)).status).toBe(400);
  });
});
