// /analytics: module completion, progress history and the KPI log, as a browser with JavaScript
// off posts the forms; tenant isolation, validation messages and the ended trial.
import { describe, expect, test } from "vitest";

import { isoDate, todayIn } from "~/lib/dates";
import * as analytics from "~/routes/_app.analytics/route";
import { db } from "~/services/db.server";

import { createSignedInUser, formRequest, getRequest, routeArgs } from "./helpers";
import { endTrial, newApp, settleOutcome, toastOf } from "./workspace-helpers";

function load(cookie: string | undefined, search = "") {
  return settleOutcome(() =>
    analytics.loader(routeArgs(getRequest(`/analytics${search}`, cookie))),
  );
}

function post(fields: Record<string, string>, cookie: string) {
  return settleOutcome(() =>
    analytics.action(routeArgs(formRequest("/analytics", fields, { cookie }))),
  );
}

async function signedInWithApp() {
  const me = await createSignedInUser();
  const app = await newApp(me.tenant.id, { name: "Pocket Pets", category: "games", progress: 25 });
  return { ...me, app };
}

const LAST_WEEK_WEDNESDAY = (() => {
  const d = new Date(`${todayIn("UTC")}T00:00:00Z`);
  const back = ((d.getUTCDay() - 3 + 7) % 7) + 7;
  return isoDate(new Date(d.getTime() - back * 86_400_000));
})();

describe("loader", () => {
  test("a visitor is sent to sign in", async () => {
    const res = await load(undefined);
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe("/auth?redirectTo=%2Fanalytics");
  });

  test("no apps: the empty state", async () => {
    const me = await createSignedInUser();
    const res = await load(me.cookie);
    expect(res.body).toEqual({ apps: [], view: null });
  });

  test("the first app by default: eight modules with status, progress per day, grouped KPIs", async () => {
    const me = await signedInWithApp();
    await db.module.create({
      data: { appId: me.app.id, stepName: "foundation", status: "completed", data: {} },
    });
    await db.module.create({
      data: { appId: me.app.id, stepName: "seo", status: "in_progress", data: {} },
    });
    await db.progressSnapshot.createMany({
      data: [
        { appId: me.app.id, progress: 13, createdAt: new Date("2026-03-02T09:00:00Z") },
        { appId: me.app.id, progress: 25, createdAt: new Date("2026-03-02T18:00:00Z") },
        { appId: me.app.id, progress: 38, createdAt: new Date("2026-03-04T09:00:00Z") },
      ],
    });
    await db.kpiEntry.createMany({
      data: [
        { appId: me.app.id, metric: "visits", weekStart: new Date("2026-03-02"), value: 100 },
        {
          appId: me.app.id,
          metric: "visits",
          weekStart: new Date("2026-03-09"),
          value: 150,
          target: 120,
        },
        { appId: me.app.id, metric: "signups", weekStart: new Date("2026-03-09"), value: 9 },
      ],
    });

    const { body } = await load(me.cookie);
    expect(body.view.app).toEqual({ id: me.app.id, name: "Pocket Pets", progress: 25 });
    expect(body.view.modules).toHaveLength(8);
    expect(body.view.modules.slice(0, 3)).toEqual([
      { stepName: "foundation", title: "Foundation", status: "completed" },
      { stepName: "seo", title: "SEO", status: "in_progress" },
      { stepName: "content", title: "Content", status: "not_started" },
    ]);
    expect(body.view.progress).toEqual([
      { day: "2026-03-02", progress: 25 },
      { day: "2026-03-04", progress: 38 },
    ]);
    const visits = body.view.metrics.find((m: { id: string }) => m.id === "visits");
    expect(visits.rows.map((r: { week: string }) => r.week)).toEqual(["2026-03-09", "2026-03-02"]);
    expect(visits.summary.change).toBe(50);
    expect(visits.summary.comparison).toEqual({ status: "met", percent: 125, difference: 30 });
    expect(visits.series).toHaveLength(2);
    expect(body.view.metrics.map((m: { id: string }) => m.id)).toEqual(["visits", "signups"]);
  });

  test("another tenant's app id is 404, and its numbers never show", async () => {
    const me = await signedInWithApp();
    const other = await signedInWithApp();
    await db.kpiEntry.create({
      data: { appId: other.app.id, metric: "visits", weekStart: new Date("2026-03-02"), value: 1 },
    });
    expect((await load(me.cookie, `?app=${other.app.id}`)).status).toBe(404);
    const mine = await load(me.cookie);
    expect(mine.body.apps).toEqual([{ id: me.app.id, name: "Pocket Pets" }]);
    expect(mine.body.view.metrics).toEqual([]);
  });
});

describe("add a weekly number", () => {
  test("saved under the week's Monday, with a toast and a redirect to the app", async () => {
    const me = await signedInWithApp();
    const res = await post(
      {
        intent: "add-kpi",
        appId: me.app.id,
        metric: "visits",
        weekOf: LAST_WEEK_WEDNESDAY,
        value: "1200",
        target: "1000",
      },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe(`/analytics?app=${me.app.id}`);
    expect(await toastOf(res)).toMatchObject({ message: "Number saved", type: "success" });
    const [entry] = await db.kpiEntry.findMany({ where: { appId: me.app.id } });
    expect(entry.weekStart.getUTCDay()).toBe(1);
    expect(entry).toMatchObject({ metric: "visits", value: 1200, target: 1000 });
  });

  test("a user whose weeks start on Sunday gets the Sunday", async () => {
    const me = await signedInWithApp();
    await db.user.update({ where: { id: me.user.id }, data: { weekStart: 0 } });
    await post(
      {
        intent: "add-kpi",
        appId: me.app.id,
        metric: "signups",
        weekOf: LAST_WEEK_WEDNESDAY,
        value: "4",
      },
      me.cookie,
    );
    const [entry] = await db.kpiEntry.findMany({ where: { appId: me.app.id } });
    expect(entry.weekStart.getUTCDay()).toBe(0);
    expect(entry.target).toBeNull();
  });

  test.each([
    [{ value: "lots" }, "value", /as a number/],
    [{ value: "" }, "value", /as a number/],
    [{ value: "-5" }, "value", /can't be negative/],
    [{ value: "2000000000" }, "value", /at most 1,000,000,000/],
    [{ target: "-1" }, "target", /can't be negative/],
    [{ metric: "followers" }, "metric", /Choose one of the listed metrics/],
    [{ weekOf: "2026-02-30" }, "weekOf", /real date/],
    [{ weekOf: "1999-06-01" }, "weekOf", /2000 or later/],
    [{ weekOf: "2999-01-01" }, "weekOf", /hasn't started yet/],
  ])("%o is refused with a clear message and the input kept", async (change, field, message) => {
    const me = await signedInWithApp();
    const fields = {
      intent: "add-kpi",
      appId: me.app.id,
      metric: "visits",
      weekOf: LAST_WEEK_WEDNESDAY,
      value: "10",
      ...change,
    };
    const res = await post(fields, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.formId).toBe("kpi-add");
    expect(res.body.result.error[field].join(" ")).toMatch(message);
    expect(res.body.result.initialValue.metric).toBe(fields.metric);
    if (fields.value) expect(res.body.result.initialValue.value).toBe(fields.value);
    expect(await db.kpiEntry.count({ where: { appId: me.app.id } })).toBe(0);
  });

  test("a second number for the same metric and week points to the existing row", async () => {
    const me = await signedInWithApp();
    const fields = {
      intent: "add-kpi",
      appId: me.app.id,
      metric: "visits",
      weekOf: LAST_WEEK_WEDNESDAY,
      value: "1",
    };
    expect((await post(fields, me.cookie)).status).toBe(302);
    const res = await post({ ...fields, value: "2" }, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.result.error.weekOf[0]).toMatch(
      /already has a number for the week of .* Edit that row instead/,
    );
  });

  test("another tenant's app: 404 and nothing stored", async () => {
    const me = await signedInWithApp();
    const other = await signedInWithApp();
    const res = await post(
      {
        intent: "add-kpi",
        appId: other.app.id,
        metric: "visits",
        weekOf: LAST_WEEK_WEDNESDAY,
        value: "1",
      },
      me.cookie,
    );
    expect(res.status).toBe(404);
    expect(await db.kpiEntry.count({ where: { appId: other.app.id } })).toBe(0);
  });

  test("after the trial: 403 with the billing message, typed input kept; the page still reads", async () => {
    const me = await signedInWithApp();
    await endTrial(me.tenant.id);
    const res = await post(
      {
        intent: "add-kpi",
        appId: me.app.id,
        metric: "visits",
        weekOf: LAST_WEEK_WEDNESDAY,
        value: "77",
      },
      me.cookie,
    );
    expect(res.status).toBe(403);
    expect(res.body.formId).toBe("kpi-add");
    expect(res.body.billing).toBe(true);
    expect(res.body.result.error[""][0]).toMatch(/free trial has ended.*\/billing/);
    expect(res.body.result.initialValue.value).toBe("77");
    expect(await db.kpiEntry.count({ where: { appId: me.app.id } })).toBe(0);
    expect((await load(me.cookie)).body.view.app.id).toBe(me.app.id);
  });
});

describe("edit and delete", () => {
  async function withEntry() {
    const me = await signedInWithApp();
    const entry = await db.kpiEntry.create({
      data: { appId: me.app.id, metric: "visits", weekStart: new Date("2026-03-02"), value: 10 },
    });
    return { ...me, entry };
  }

  test("edit changes the number and target", async () => {
    const me = await withEntry();
    const res = await post(
      { intent: "update-kpi", entryId: me.entry.id, value: "12.5", target: "20" },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ message: "Number updated" });
    expect(await db.kpiEntry.findUnique({ where: { id: me.entry.id } })).toMatchObject({
      value: 12.5,
      target: 20,
    });
  });

  test("edit with a bad number: 400 for that row, unchanged", async () => {
    const me = await withEntry();
    const res = await post({ intent: "update-kpi", entryId: me.entry.id, value: "-1" }, me.cookie);
    expect(res.status).toBe(400);
    // The reply is for that row's own form only.
    expect(res.body.formId).toBe(`kpi-edit-${me.entry.id}`);
    expect(res.body.result.initialValue.value).toBe("-1");
    expect(res.body.result.error.value[0]).toMatch(/can't be negative/);
    expect((await db.kpiEntry.findUnique({ where: { id: me.entry.id } }))?.value).toBe(10);
  });

  test("delete removes the row", async () => {
    const me = await withEntry();
    const res = await post({ intent: "delete-kpi", entryId: me.entry.id }, me.cookie);
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ message: "Number deleted" });
    expect(await db.kpiEntry.count({ where: { appId: me.app.id } })).toBe(0);
  });

  test("another tenant's row: 404 for edit and delete, nothing changes", async () => {
    const owner = await withEntry();
    const me = await signedInWithApp();
    expect(
      (await post({ intent: "update-kpi", entryId: owner.entry.id, value: "99" }, me.cookie))
        .status,
    ).toBe(404);
    expect((await post({ intent: "delete-kpi", entryId: owner.entry.id }, me.cookie)).status).toBe(
      404,
    );
    expect((await db.kpiEntry.findUnique({ where: { id: owner.entry.id } }))?.value).toBe(10);
  });

  test("after the trial, edit and delete are refused too", async () => {
    const me = await withEntry();
    await endTrial(me.tenant.id);
    const edit = await post({ intent: "update-kpi", entryId: me.entry.id, value: "99" }, me.cookie);
    expect(edit.status).toBe(403);
    expect(edit.body.billing).toBe(true);
    // The row is found by the entry id kept in the typed values.
    expect(edit.body.result.initialValue).toMatchObject({ entryId: me.entry.id, value: "99" });
    const del = await post({ intent: "delete-kpi", entryId: me.entry.id }, me.cookie);
    expect(del.status).toBe(403);
    // A button-only form: the refusal is a toast as well.
    expect(del.body.__toast).toMatchObject({ type: "error" });
    expect((await db.kpiEntry.findUnique({ where: { id: me.entry.id } }))?.value).toBe(10);
  });
});

test("an unknown intent is a 400 with a message", async () => {
  const me = await signedInWithApp();
  const res = await post({ intent: "explode" }, me.cookie);
  expect(res.status).toBe(400);
  expect(res.body.result.error[""][0]).toMatch(/Unknown action/);
  expect(res.body.__toast).toMatchObject({ type: "error" });
});
