// The marketing calendar: the page lists the tenant's content schedule, tasks and launch days;
// the .ics download and the private feed are tenant-scoped; the token is created, regenerated and
// revoked from the page, and a revoked or unknown token answers 404.
import ICAL from "ical.js";
import { describe, expect, test } from "vitest";

import { setLaunchDate } from "~/models/checklist.server";
import * as appCalendarRoute from "~/routes/_app.apps.$appId.calendar/route";
import * as calendarRoute from "~/routes/_app.calendar/route";
import * as feedRoute from "~/routes/calendar.feed.$token[.]ics";
import * as downloadRoute from "~/routes/calendar[.]ics";
import { db } from "~/services/db.server";

import { createSignedInUser, formRequest, getRequest, routeArgs, settle } from "./helpers";

async function appWithDates(tenantId: string, name: string) {
  const app = await db.app.create({
    data: { tenantId, name, category: "tools", wizardAnswers: {} },
  });
  await db.module.create({
    data: {
      appId: app.id,
      stepName: "content",
      status: "completed",
      data: {
        selectedContentIdeas: ["case-study-coverage"],
        contentSchedule: [
          { week: 1, ideaId: "case-study-coverage", channel: "Blog", dueDate: "2026-12-03" },
        ],
      },
    },
  });
  await setLaunchDate(tenantId, app.id, "2026-12-15");
  return app;
}

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

function feed(token: string) {
  const request = getRequest(`/calendar/feed/${token}.ics`);
  return settle(() => feedRoute.loader(routeArgs(request, { token })));
}

function postCalendar(intent: string, cookie: string, fields: Record<string, string> = {}) {
  const request = formRequest("/calendar", { intent, confirmed: "yes", ...fields }, { cookie });
  return settle(() => calendarRoute.action(routeArgs(request)));
}

async function tokenOf(tenantId: string) {
  return (await db.tenant.findUniqueOrThrow({ where: { id: tenantId } })).calendarToken;
}

describe("calendar page", () => {
  test("month and agenda views hold the content schedule, tasks and launch day", async () => {
    const me = await createSignedInUser();
    await appWithDates(me.tenant.id, "PocketPets");
    const other = await createSignedInUser();
    await appWithDates(other.tenant.id, "Someone Else's App");

    const res = await settle(() =>
      calendarRoute.loader(routeArgs(getRequest("/calendar?view=agenda&month=2026-12", me.cookie))),
    );
    const data = await res.json();
    expect(data.calendar.view).toBe("agenda");
    expect(data.calendar.monthLabel).toBe("December 2026");
    const items = data.calendar.agenda.flatMap((d: { items: unknown[] }) => d.items);
    const titles = items.map((i: { title: string }) => i.title);
    expect(titles).toContain("Blog: Case study");
    expect(titles).toContain("Launch day");
    expect(titles).toContain("Submit your store builds for review");
    expect(items.every((i: { appName: string }) => i.appName === "PocketPets")).toBe(true);
    const content = items.find((i: { kind: string }) => i.kind === "content");
    expect(content.href).toMatch(/^\/wizard\/.+\?step=content$/);
    const task = items.find((i: { kind: string }) => i.kind === "task");
    expect(task.href).toMatch(/^\/apps\/.+\/checklist\?edit=.+#task-/);
    expect(data.calendar.byDay["2026-12-03"].map((i: { title: string }) => i.title)).toEqual([
      "Blog: Case study",
    ]);
  });

  test("the per-app calendar is 404 for another tenant's app", async () => {
    const owner = await createSignedInUser();
    const other = await createSignedInUser();
    const app = await appWithDates(owner.tenant.id, "PocketPets");
    const request = (cookie: string) =>
      getRequest(`/apps/${app.id}/calendar?month=2026-12`, cookie);
    const mine = await settle(() =>
      appCalendarRoute.loader(routeArgs(request(owner.cookie), { appId: app.id })),
    );
    expect(mine.status).toBe(200);
    expect((await mine.json()).calendar.agenda.length).toBeGreaterThan(0);
    const theirs = await settle(() =>
      appCalendarRoute.loader(routeArgs(request(other.cookie), { appId: app.id })),
    );
    expect(theirs.status).toBe(404);
  });
});

describe(".ics download", () => {
  test("holds only the signed-in tenant's items, parsed back by a library", async () => {
    const me = await createSignedInUser();
    const app = await appWithDates(me.tenant.id, "PocketPets");
    const other = await createSignedInUser();
    const theirs = await appWithDates(other.tenant.id, "Theirs");

    const res = await settle(() =>
      downloadRoute.loader(routeArgs(getRequest("/calendar.ics", me.cookie))),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="marketing-calendar-\d{4}-\d{2}-\d{2}\.ics"; filename\*=UTF-8''marketing-calendar-[\d-]+\.ics$/,
    );
    const list = events(await res.text());
    const taskCount = await db.checklistTask.count({ where: { appId: app.id } });
    expect(list).toHaveLength(taskCount + 2);
    expect(list.every((e) => e.summary.includes("PocketPets"))).toBe(true);
    expect(list.map((e) => e.summary)).toContain("PocketPets: Blog: Case study");

    const forOther = await settle(() =>
      downloadRoute.loader(routeArgs(getRequest(`/calendar.ics?appId=${theirs.id}`, me.cookie))),
    );
    expect(forOther.status).toBe(404);
  });
});

describe("subscription feed", () => {
  test("create, serve, regenerate and revoke", async () => {
    const me = await createSignedInUser();
    await appWithDates(me.tenant.id, "PocketPets");
    expect(await tokenOf(me.tenant.id)).toBeNull();

    const created = await postCalendar("create-feed", me.cookie);
    expect(created.status).toBe(302);
    const token = (await tokenOf(me.tenant.id))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const page = await (
      await settle(() => calendarRoute.loader(routeArgs(getRequest("/calendar", me.cookie))))
    ).json();
    expect(page.feedUrl).toBe(`http://localhost/calendar/feed/${token}.ics`);

    const served = await feed(token);
    expect(served.status).toBe(200);
    const list = events(await served.text());
    expect(list.map((e) => e.summary)).toContain("PocketPets: Launch day");

    await postCalendar("regenerate-feed", me.cookie);
    const fresh = (await tokenOf(me.tenant.id))!;
    expect(fresh).not.toBe(token);
    expect((await feed(token)).status).toBe(404);
    expect((await feed(fresh)).status).toBe(200);

    const revoked = await postCalendar("revoke-feed", me.cookie);
    expect(revoked.status).toBe(302);
    expect(await tokenOf(me.tenant.id)).toBeNull();
    expect((await feed(fresh)).status).toBe(404);
  });

  test("a feed shows only its own tenant's items and moves with the launch date", async () => {
    const me = await createSignedInUser();
    const app = await appWithDates(me.tenant.id, "Mine");
    const other = await createSignedInUser();
    await appWithDates(other.tenant.id, "Theirs");
    await postCalendar("create-feed", me.cookie);
    const token = (await tokenOf(me.tenant.id))!;

    const before = events(await (await feed(token)).text());
    expect(before.every((e) => e.summary.startsWith("Mine: "))).toBe(true);
    const launch = before.find((e) => e.summary === "Mine: Launch day")!;
    expect(launch.startDate.toString()).toBe("2026-12-15");

    await setLaunchDate(me.tenant.id, app.id, "2027-01-12");
    const after = events(await (await feed(token)).text());
    expect(after.find((e) => e.summary === "Mine: Launch day")!.startDate.toString()).toBe(
      "2027-01-12",
    );
    const goLive = after.find((e) => e.summary.startsWith("Mine: Go live"))!;
    expect(goLive.startDate.toJSDate().toISOString()).toBe("2027-01-12T08:01:00.000Z");
  });

  test("a revoke asks first: without confirmed=yes it answers with the question, nothing revoked", async () => {
    const me = await createSignedInUser();
    await postCalendar("create-feed", me.cookie);
    await postCalendar("create-my-feed", me.cookie);
    const token = await tokenOf(me.tenant.id);
    for (const intent of ["revoke-feed", "revoke-my-feed"]) {
      const asked = await postCalendar(intent, me.cookie, { confirmed: "" });
      expect(asked.status).toBe(302);
      expect(asked.headers.get("Location")).toBe(`/calendar?confirm=${intent}`);
    }
    expect(await tokenOf(me.tenant.id)).toBe(token);
    const mine = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(mine.calendarToken).not.toBeNull();
    const done = await postCalendar("revoke-feed", me.cookie);
    expect(done.headers.get("Location")).toBe("/calendar");
    expect(await tokenOf(me.tenant.id)).toBeNull();
  });

  test("unknown and malformed tokens are 404", async () => {
    expect((await feed("a".repeat(43))).status).toBe(404);
    expect((await feed("not-a-token")).status).toBe(404);
    expect((await feed("")).status).toBe(404);
  });

  test("revoking works even after the trial ended; creating does not", async () => {
    const me = await createSignedInUser();
    await postCalendar("create-feed", me.cookie);
    await db.tenant.update({
      where: { id: me.tenant.id },
      data: { createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) },
    });
    const token = await tokenOf(me.tenant.id);
    const refused = await postCalendar("regenerate-feed", me.cookie);
    expect(refused.status).toBe(403);
    const body = await refused.json();
    expect(body).toMatchObject({ formId: "calendar-feed", billing: true });
    expect(body.result.error[""][0]).toMatch(/free trial has ended/);
    // A button-only form: the refusal is a toast too.
    expect(body.__toast).toMatchObject({ type: "error" });
    expect(await tokenOf(me.tenant.id)).toBe(token);
    expect((await postCalendar("revoke-feed", me.cookie)).status).toBe(302);
    expect(await tokenOf(me.tenant.id)).toBeNull();
  });

  test("an unknown intent is a 400 with a message and a toast, and changes nothing", async () => {
    const me = await createSignedInUser();
    await postCalendar("create-feed", me.cookie);
    const token = await tokenOf(me.tenant.id);
    const res = await postCalendar("delete-everything", me.cookie);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.result.error[""][0]).toMatch(/Unknown action/);
    expect(body.__toast).toMatchObject({ type: "error" });
    expect(await tokenOf(me.tenant.id)).toBe(token);
  });
});
