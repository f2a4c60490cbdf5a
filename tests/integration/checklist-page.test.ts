// The launch checklist page as a browser with JavaScript off posts it: setting the launch date
// creates the tasks, moving it re-plans open tasks only, tasks are checked off, added, edited and
// removed, bad input keeps what was typed, and other tenants' apps and tasks are 404.
import { describe, expect, test } from "vitest";

import { dueAtFor, PRODUCT_HUNT_TIME_ZONE } from "~/lib/checklist";
import { zonedParts } from "~/lib/dates";
import { moveTasksToMorning } from "~/models/task-clock.server";
import * as route from "~/routes/_app.apps.$appId.checklist/route";
import { db } from "~/services/db.server";
import { ACTION_TOAST_KEY, getToast } from "~/utils/toast.server";

import { createSignedInUser, formRequest, getRequest, routeArgs, settle } from "./helpers";

async function toastOf(response: Response) {
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  const { toast } = await getToast(
    new Request("http://localhost", { headers: { Cookie: cookie } }),
  );
  return toast;
}

function post(appId: string, fields: Record<string, string>, cookie: string) {
  const request = formRequest(`/apps/${appId}/checklist`, fields, { cookie });
  return settle(() => route.action(routeArgs(request, { appId })));
}

async function load(appId: string, cookie: string, search = "") {
  const request = getRequest(`/apps/${appId}/checklist${search}`, cookie);
  return settle(() => route.loader(routeArgs(request, { appId })));
}

async function newApp(
  tenantId: string,
  data: { category?: string; wizardAnswers?: object; platforms?: string } = {},
) {
  return db.app.create({
    data: { tenantId, name: "PocketPets", wizardAnswers: {}, category: "tools", ...data },
  });
}

const tasksOf = (appId: string) =>
  db.checklistTask.findMany({
    where: { appId },
    orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }],
  });

describe("launch date", () => {
  test("setting it creates the checklist planned back from launch day", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id, { category: "games", platforms: "ios,android,steam" });
    const res = await post(
      app.id,
      { intent: "set-launch-date", launchDate: "2037-11-22" },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/apps/${app.id}/checklist`);
    expect(await toastOf(res)).toMatchObject({ message: "Launch date set" });
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored.launchDate?.toISOString()).toBe("2037-11-22T00:00:00.000Z");
    const tasks = await tasksOf(app.id);
    // Every task but the health app's publisher check: a game on Steam and both mobile stores.
    expect(tasks).toHaveLength(19);
    const goLive = tasks.find((t) => t.title.startsWith("Go live on Product Hunt"))!;
    expect(goLive.dueAt.toISOString()).toBe("2037-11-22T08:01:00.000Z");
    expect(tasks.some((t) => t.title.includes("Steam"))).toBe(true);
  });

  test("moving it across a DST change moves open tasks and keeps done tasks", async () => {
    const me = await createSignedInUser();
    await db.user.update({ where: { id: me.user.id }, data: { timeZone: "America/New_York" } });
    const app = await newApp(me.tenant.id);
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-10-20" }, me.cookie);
    const before = await tasksOf(app.id);
    const done = before.find((t) => t.offsetDays === -30)!;
    await post(app.id, { intent: "complete-task", taskId: done.id }, me.cookie);

    const res = await post(
      app.id,
      { intent: "set-launch-date", launchDate: "2037-11-17" },
      me.cookie,
    );
    expect(await toastOf(res)).toMatchObject({
      message: "Launch date moved",
      description: `${before.length - 1} open tasks moved with it to Tue, 17 Nov 2037. Done tasks stay done.`,
    });
    const after = await tasksOf(app.id);
    expect(after).toHaveLength(before.length);
    const doneAfter = after.find((t) => t.id === done.id)!;
    expect(doneAfter.done).toBe(true);
    expect(doneAfter.dueAt).toEqual(done.dueAt);
    const weekBefore = after.find((t) => t.offsetDays === -7 && !t.done)!;
    // T−7 was 09:00 EDT in the maker's New York; after the move it is 09:00 EST on 10 November.
    expect(weekBefore.dueAt.toISOString()).toBe("2037-11-10T14:00:00.000Z");
    const goLive = after.find((t) => t.title.startsWith("Go live"))!;
    expect(goLive.dueAt).toEqual(dueAtFor("2037-11-17", 0, "00:01"));
  });

  test("an invalid date is a 400 that keeps the typed value", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const res = await post(
      app.id,
      { intent: "set-launch-date", launchDate: "2037-02-30" },
      me.cookie,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.formId).toBe("launch-date");
    // A form with fields: its summary says it, no toast.
    expect(body[ACTION_TOAST_KEY]).toBeUndefined();
    expect(body.result.error.launchDate[0]).toContain("Enter a real date");
    expect(body.result.initialValue.launchDate).toBe("2037-02-30");
    expect(await tasksOf(app.id)).toHaveLength(0);
  });

  test("the simple wizard's launch-date answer is offered, not applied", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id, { wizardAnswers: { "launch-date": "22 Nov 2037" } });
    const data = await (await load(app.id, me.cookie)).json();
    expect(data.suggestedLaunchDate).toBe("2037-11-22");
    expect(data.launch).toBeNull();
    expect(await tasksOf(app.id)).toHaveLength(0);
  });
});

describe("tasks", () => {
  test("are shown in the user's time zone", async () => {
    const me = await createSignedInUser();
    await db.user.update({ where: { id: me.user.id }, data: { timeZone: "Europe/Berlin" } });
    const app = await newApp(me.tenant.id);
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-11-22" }, me.cookie);
    const data = await (await load(app.id, me.cookie)).json();
    expect(data.launch.startsLocal).toBe("Sun, 22 Nov 2037, 9:01 AM GMT+1");
    const goLive = data.tasks.find((t: { title: string }) => t.title.startsWith("Go live"));
    expect(goLive).toMatchObject({
      due: "Sun, 22 Nov 2037, 9:01 AM GMT+1",
      duePacific: "12:01 AM Pacific, on Product Hunt's clock",
      relative: "Launch day",
      phase: "launch",
    });
    // Every other task is due at the maker's morning, 9:00 AM in Berlin, with no Pacific time.
    const recap = data.tasks.find((t: { title: string }) => t.title.startsWith("Publish a launch"));
    expect(recap).toMatchObject({ due: "Mon, 23 Nov 2037, 9:00 AM GMT+1", duePacific: null });
  });

  test("tasks are due at 09:00 in a Kolkata maker's zone, or at their reminder hour", async () => {
    const me = await createSignedInUser();
    await db.user.update({
      where: { id: me.user.id },
      data: { timeZone: "Asia/Kolkata", reminderHour: 7 },
    });
    const app = await newApp(me.tenant.id);
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-12-04" }, me.cookie);
    const tasks = await db.checklistTask.findMany({ where: { appId: app.id } });
    const morning = tasks.filter((t) => t.clockZone === "Asia/Kolkata");
    expect(morning.length).toBeGreaterThan(5);
    expect(morning.every((t) => zonedParts(t.dueAt, "Asia/Kolkata").time === "07:00")).toBe(true);
    expect(tasks.filter((t) => t.clockZone === "America/Los_Angeles")).toHaveLength(4);

    // A task planned before the zone was kept (09:00 Pacific) moves to the maker's morning once.
    const legacy = morning[0];
    await db.checklistTask.update({
      where: { id: legacy.id },
      data: { clockZone: "", dueAt: dueAtFor("2037-12-04", legacy.offsetDays ?? 0, "09:00") },
    });
    expect(await moveTasksToMorning(db, app.id)).toBe(1);
    const moved = await db.checklistTask.findUniqueOrThrow({ where: { id: legacy.id } });
    expect(moved.clockZone).toBe("Asia/Kolkata");
    expect(moved.dueAt).toEqual(legacy.dueAt);
    expect(await moveTasksToMorning(db, app.id)).toBe(0);
  });

  test("check off, reopen, add, edit and remove", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-11-22" }, me.cookie);
    const [first] = await tasksOf(app.id);

    const doneRes = await post(app.id, { intent: "complete-task", taskId: first.id }, me.cookie);
    expect(doneRes.headers.get("Location")).toBe(`/apps/${app.id}/checklist#task-${first.id}`);
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: first.id } })).done).toBe(true);
    await post(app.id, { intent: "reopen-task", taskId: first.id }, me.cookie);
    const reopened = await db.checklistTask.findUniqueOrThrow({ where: { id: first.id } });
    expect(reopened).toMatchObject({ done: false, doneAt: null });

    const added = await post(
      app.id,
      {
        intent: "add-task",
        title: "Record the demo video",
        notes: "",
        dueDate: "2037-11-15",
        dueTime: "10:30",
      },
      me.cookie,
    );
    expect(await toastOf(added)).toMatchObject({ message: "Task added" });
    const custom = await db.checklistTask.findFirstOrThrow({
      where: { appId: app.id, isCustom: true },
    });
    expect(custom).toMatchObject({ title: "Record the demo video", offsetDays: -7 });
    expect(custom.dueAt.toISOString()).toBe("2037-11-15T10:30:00.000Z");

    await post(
      app.id,
      {
        intent: "edit-task",
        taskId: custom.id,
        title: "Record and cut the demo video",
        notes: "60 s",
        dueDate: "2037-11-20",
        dueTime: "08:00",
      },
      me.cookie,
    );
    const edited = await db.checklistTask.findUniqueOrThrow({ where: { id: custom.id } });
    expect(edited).toMatchObject({
      title: "Record and cut the demo video",
      notes: "60 s",
      offsetDays: -2,
    });

    // A custom task moves with the launch date too, keeping its Pacific time of day.
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-11-29" }, me.cookie);
    const moved = await db.checklistTask.findUniqueOrThrow({ where: { id: custom.id } });
    expect(zonedParts(moved.dueAt, PRODUCT_HUNT_TIME_ZONE)).toEqual({
      date: "2037-11-27",
      time: "00:00",
    });

    const removed = await post(app.id, { intent: "delete-task", taskId: custom.id }, me.cookie);
    expect(await toastOf(removed)).toMatchObject({ message: "Task removed" });
    expect(await db.checklistTask.findUnique({ where: { id: custom.id } })).toBeNull();
  });

  test("a task without a title is a 400 that keeps the typed input", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-11-22" }, me.cookie);
    const res = await post(
      app.id,
      {
        intent: "add-task",
        title: "  ",
        notes: "Keep me",
        dueDate: "2037-11-15",
        dueTime: "10:30",
      },
      me.cookie,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.formId).toBe("add-task");
    expect(body.result.error.title).toEqual(["Task title is required"]);
    expect(body.result.initialValue.notes).toBe("Keep me");
  });

  test("a failed edit answers to that task's own form, with what was typed", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-11-22" }, me.cookie);
    const [first] = await tasksOf(app.id);
    const res = await post(
      app.id,
      { intent: "edit-task", taskId: first.id, title: "", notes: "Typed", dueDate: "2037-11-31" },
      me.cookie,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.formId).toBe(`task-${first.id}-edit`);
    expect(body.result.error.title).toEqual(["Task title is required"]);
    expect(body.result.error.dueDate[0]).toContain("Enter a real date");
    expect(body.result.initialValue).toMatchObject({ notes: "Typed", dueDate: "2037-11-31" });
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: first.id } })).title).toBe(
      first.title,
    );
  });

  test("giving a task to someone outside the company is refused on that row's owner field", async () => {
    const me = await createSignedInUser();
    const stranger = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-11-22" }, me.cookie);
    const [first] = await tasksOf(app.id);
    const res = await post(
      app.id,
      { intent: "assign-task", taskId: first.id, assigneeId: stranger.user.id },
      me.cookie,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.formId).toBe(`task-${first.id}-assign`);
    expect(body.result.error.assigneeId).toEqual(["Choose a person from your company."]);
    expect(body[ACTION_TOAST_KEY]).toBeUndefined();
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: first.id } })).assigneeId).toBe(
      null,
    );
  });

  test("an unknown intent is the dispatcher's 400 with a toast", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const res = await post(app.id, { intent: "archive-task", taskId: "x" }, me.cookie);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.formId).toBe("unknown-intent");
    expect(body[ACTION_TOAST_KEY]).toMatchObject({ type: "error" });
  });

  test("an ended trial refuses changes with the billing message", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await db.tenant.update({
      where: { id: me.tenant.id },
      data: { createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) },
    });
    const res = await post(
      app.id,
      { intent: "set-launch-date", launchDate: "2037-11-22" },
      me.cookie,
    );
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body).toMatchObject({ formId: "launch-date", billing: true });
    expect(body[ACTION_TOAST_KEY]).toBeUndefined();
    expect(body.result.error[""][0]).toContain("/billing");
    expect(body.result.initialValue.launchDate).toBe("2037-11-22");
    expect(await tasksOf(app.id)).toHaveLength(0);
  });

  test("after the trial a row's button is refused on that row, with a toast", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-11-22" }, me.cookie);
    const [first] = await tasksOf(app.id);
    await db.tenant.update({
      where: { id: me.tenant.id },
      data: { createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) },
    });
    const done = await post(app.id, { intent: "complete-task", taskId: first.id }, me.cookie);
    expect(done.status).toBe(403);
    const body = await done.json();
    expect(body).toMatchObject({ formId: `task-${first.id}-done`, billing: true });
    expect(body[ACTION_TOAST_KEY]).toMatchObject({ message: "Not saved", type: "error" });
    const removed = await post(app.id, { intent: "delete-task", taskId: first.id }, me.cookie);
    expect(removed.status).toBe(403);
    expect((await removed.json()).formId).toBe(`task-${first.id}-edit`);
    // The gate runs when the model writes: invalid input is still answered 400.
    const invalid = await post(
      app.id,
      { intent: "add-task", title: "", dueDate: "2037-11-15", dueTime: "10:30" },
      me.cookie,
    );
    expect(invalid.status).toBe(400);
    const task = await db.checklistTask.findUniqueOrThrow({ where: { id: first.id } });
    expect(task.done).toBe(false);
  });
});

describe("tenant isolation", () => {
  test("another tenant's app and tasks are 404", async () => {
    const owner = await createSignedInUser();
    const other = await createSignedInUser();
    const app = await newApp(owner.tenant.id);
    await post(app.id, { intent: "set-launch-date", launchDate: "2037-11-22" }, owner.cookie);
    const [task] = await tasksOf(app.id);
    expect((await load(app.id, other.cookie)).status).toBe(404);
    expect(
      (await post(app.id, { intent: "set-launch-date", launchDate: "2037-12-01" }, other.cookie))
        .status,
    ).toBe(404);
    // Another tenant's task id on one's own app is not found either.
    const mine = await newApp(other.tenant.id);
    expect(
      (await post(mine.id, { intent: "complete-task", taskId: task.id }, other.cookie)).status,
    ).toBe(404);
    expect((await load(mine.id, other.cookie, `?edit=${task.id}`)).status).toBe(404);
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: task.id } })).done).toBe(false);
  });
});
