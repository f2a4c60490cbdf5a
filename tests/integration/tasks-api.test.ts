// The launch checklist's API twins: GET/POST /api/apps/{appId}/tasks and GET/PATCH/DELETE
// /api/apps/{appId}/tasks/{taskId}. The same model functions as the checklist page, so the page
// shows what the API wrote (and the reverse); the day a task is due is its dueAt's date in the
// caller's time zone; assignees are people of the same company; another company's app or task is
// a 404 on every method; bad input is a 400 naming the field, never a 500; after a trial the
// write gate answers 403.
import { beforeEach, describe, expect, test } from "vitest";

import { setLaunchDate } from "~/models/checklist.server";
import { loadChecklistPage } from "~/routes/_app.apps.$appId.checklist/checklist-page.server";
import * as listRoute from "~/routes/api.apps.$appId.tasks";
import * as taskRoute from "~/routes/api.apps.$appId.tasks.$taskId";
import { db } from "~/services/db.server";

import { addUserToTenant, createSignedInUser, jsonRequest, routeArgs, settle } from "./helpers";
import { endTrial, newApp } from "./workspace-helpers";

type Me = Awaited<ReturnType<typeof createSignedInUser>>;

function list(appId: string, cookie?: string, method = "GET", body?: unknown) {
  const request = jsonRequest(`/api/apps/${appId}/tasks`, body, { method, cookie });
  const args = routeArgs(request, { appId });
  return settle(() => (method === "GET" ? listRoute.loader(args) : listRoute.action(args)));
}

function one(appId: string, taskId: string, cookie?: string, method = "GET", body?: unknown) {
  const request = jsonRequest(`/api/apps/${appId}/tasks/${taskId}`, body, { method, cookie });
  const args = routeArgs(request, { appId, taskId });
  return settle(() => (method === "GET" ? taskRoute.loader(args) : taskRoute.action(args)));
}

async function json(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json();
}

let me: Me;
let appId: string;

beforeEach(async () => {
  me = await createSignedInUser();
  appId = (await newApp(me.tenant.id, { category: "games" })).id;
});

const TASK_FIELDS = ["assigneeId", "done", "dueAt", "id", "notes", "title"];

describe("GET /api/apps/{appId}/tasks", () => {
  test("the checklist's tasks in its order, each with the contract's fields", async () => {
    await setLaunchDate(me.tenant.id, appId, "2031-06-10");
    const tasks = await json(await list(appId, me.cookie), 200);
    const checklist = await db.checklistTask.findMany({
      where: { appId },
      orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }],
    });
    expect(tasks.length).toBeGreaterThan(5);
    expect(tasks.map((t: { id: string }) => t.id)).toEqual(checklist.map((t) => t.id));
    expect(Object.keys(tasks[0]).sort()).toEqual(TASK_FIELDS);
    expect(tasks[0]).toMatchObject({
      title: checklist[0].title,
      notes: checklist[0].notes,
      dueAt: checklist[0].dueAt.toISOString(),
      done: false,
      assigneeId: null,
    });
  });

  test("an app without a launch date has no tasks yet", async () => {
    expect(await json(await list(appId, me.cookie), 200)).toEqual([]);
  });

  test("401 without a session; 404 for another company's app or an unknown one", async () => {
    expect((await list(appId)).status).toBe(401);
    const other = await createSignedInUser();
    expect((await list(appId, other.cookie)).status).toBe(404);
    expect((await list("no-such-app", me.cookie)).status).toBe(404);
  });
});

describe("POST /api/apps/{appId}/tasks", () => {
  test("201 with a custom task, due on dueAt's date in the caller's zone as the page shows it", async () => {
    await db.user.update({ where: { id: me.user.id }, data: { timeZone: "Asia/Tokyo" } });
    // 20:30 UTC on 1 May is 05:30 on 2 May in Tokyo.
    const res = await list(appId, me.cookie, "POST", {
      title: "  Record the demo video ",
      dueAt: "2031-05-01T20:30:00Z",
      notes: "Phone on the tripod",
    });
    const task = await json(res, 201);
    expect(Object.keys(task).sort()).toEqual(TASK_FIELDS);
    expect(task).toMatchObject({
      title: "Record the demo video",
      notes: "Phone on the tripod",
      dueAt: "2031-05-01T20:30:00.000Z",
      done: false,
      assigneeId: null,
    });
    const stored = await db.checklistTask.findUniqueOrThrow({ where: { id: task.id } });
    expect(stored).toMatchObject({ appId, isCustom: true });
    const page = await loadChecklistPage(
      { id: me.user.id, tenantId: me.tenant.id, timeZone: "Asia/Tokyo" },
      appId,
      new URLSearchParams(),
    );
    const shown = page?.tasks.find((t) => t.id === task.id);
    expect(shown?.inputs).toEqual({ date: "2031-05-02", time: "05:30" });
  });

  test("an offset other than Z is the same instant; seconds are dropped as on the page", async () => {
    const task = await json(
      await list(appId, me.cookie, "POST", {
        title: "Email the press list",
        dueAt: "2031-05-01T09:15:42+02:00",
      }),
      201,
    );
    expect(task.dueAt).toBe("2031-05-01T07:15:00.000Z");
    expect(task.notes).toBe("");
  });

  test("with an assignee of the same company", async () => {
    const colleague = await addUserToTenant(me.tenant.id);
    const task = await json(
      await list(appId, me.cookie, "POST", {
        title: "Write the launch post",
        dueAt: "2031-05-01T09:00:00Z",
        assigneeId: colleague.user.id,
      }),
      201,
    );
    expect(task.assigneeId).toBe(colleague.user.id);
    const listed = await json(await list(appId, me.cookie), 200);
    expect(listed).toContainEqual(task);
  });

  test("an assignee of another company is a 400 and no task is made", async () => {
    const stranger = await createSignedInUser();
    const res = await list(appId, me.cookie, "POST", {
      title: "Sneaky",
      dueAt: "2031-05-01T09:00:00Z",
      assigneeId: stranger.user.id,
    });
    const body = await json(res, 400);
    expect(body.errors.assigneeId).toEqual(["Choose a person from your company."]);
    expect(await db.checklistTask.count({ where: { appId } })).toBe(0);
  });

  const due = "2031-05-01T09:00:00Z";
  test.each([
    ["title", "missing", { dueAt: due }],
    ["title", "blank", { title: "   ", dueAt: due }],
    ["title", "201 characters", { title: "x".repeat(201), dueAt: due }],
    ["dueAt", "missing", { title: "Ok" }],
    ["dueAt", "a date alone", { title: "Ok", dueAt: "2031-05-01" }],
    ["dueAt", "no zone", { title: "Ok", dueAt: "2031-05-01T09:00" }],
    ["dueAt", "no such day", { title: "Ok", dueAt: "2031-02-30T09:00:00Z" }],
    ["dueAt", "words", { title: "Ok", dueAt: "tomorrow" }],
    ["dueAt", "a number", { title: "Ok", dueAt: 1946684400000 }],
    ["dueAt", "before 2000", { title: "Ok", dueAt: "1999-05-01T09:00:00Z" }],
    ["notes", "2001 characters", { title: "Ok", dueAt: due, notes: "n".repeat(2001) }],
    ["assigneeId", "a number", { title: "Ok", dueAt: due, assigneeId: 7 }],
    ["done", "not a field of POST", { title: "Ok", dueAt: due, done: true }],
    ["constructor", "an unknown field", { title: "Ok", dueAt: due, constructor: "x" }],
    ["_root", "a list", []],
    ["_root", "a string", "a task"],
  ])("%s (%s): 400 naming it, nothing made", async (field, _case, body) => {
    const res = await list(appId, me.cookie, "POST", JSON.stringify(body));
    const answer = await json(res, 400);
    expect(answer.message).toEqual(expect.any(String));
    expect(Object.keys(answer.errors)).toContain(field);
    expect(await db.checklistTask.count({ where: { appId } })).toBe(0);
  });

  test("malformed JSON is a 400, a form body a 415", async () => {
    const broken = await settle(() =>
      listRoute.action(
        routeArgs(
          new Request(`http://localhost/api/apps/${appId}/tasks`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Cookie: me.cookie },
            body: "{",
          }),
          { appId },
        ),
      ),
    );
    expect(broken.status).toBe(400);
    const form = await settle(() =>
      listRoute.action(
        routeArgs(
          new Request(`http://localhost/api/apps/${appId}/tasks`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: me.cookie },
            body: "title=x",
          }),
          { appId },
        ),
      ),
    );
    expect(form.status).toBe(415);
  });

  test("another company's app is a 404 before the body is read, and nothing is made", async () => {
    const other = await createSignedInUser();
    const res = await list(appId, other.cookie, "POST", { title: "Injected" });
    expect(res.status).toBe(404);
    expect(await db.checklistTask.count({ where: { appId } })).toBe(0);
  });

  test("after the trial: 403 with the reason, nothing made", async () => {
    await endTrial(me.tenant.id);
    const res = await list(appId, me.cookie, "POST", {
      title: "Late",
      dueAt: "2031-05-01T09:00:00Z",
    });
    expect((await json(res, 403)).message).toMatch(/trial/i);
    expect(await db.checklistTask.count({ where: { appId } })).toBe(0);
  });

  test("PUT on the list is a 405 with Allow", async () => {
    const res = await list(appId, me.cookie, "PUT", {});
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, POST");
  });
});

describe("GET, PATCH and DELETE /api/apps/{appId}/tasks/{taskId}", () => {
  async function made(body: Record<string, unknown> = {}) {
    return json(
      await list(appId, me.cookie, "POST", {
        title: "Draft the newsletter",
        dueAt: "2031-05-01T09:00:00Z",
        ...body,
      }),
      201,
    );
  }

  test("GET: the task", async () => {
    const task = await made();
    expect(await json(await one(appId, task.id, me.cookie), 200)).toEqual(task);
  });

  test("PATCH: title, notes, due time, done and assignee; what is not sent stays", async () => {
    const colleague = await addUserToTenant(me.tenant.id);
    const task = await made({ notes: "Keep it short" });
    const renamed = await json(
      await one(appId, task.id, me.cookie, "PATCH", { title: "Send the newsletter" }),
      200,
    );
    expect(renamed).toEqual({ ...task, title: "Send the newsletter" });

    const moved = await json(
      await one(appId, task.id, me.cookie, "PATCH", { dueAt: "2031-05-03T16:45:00-07:00" }),
      200,
    );
    expect(moved).toMatchObject({ dueAt: "2031-05-03T23:45:00.000Z", notes: "Keep it short" });

    const done = await json(
      await one(appId, task.id, me.cookie, "PATCH", { done: true, assigneeId: colleague.user.id }),
      200,
    );
    expect(done).toMatchObject({ done: true, assigneeId: colleague.user.id });
    const stored = await db.checklistTask.findUniqueOrThrow({ where: { id: task.id } });
    expect(stored.doneAt).not.toBeNull();

    const reopened = await json(
      await one(appId, task.id, me.cookie, "PATCH", { done: false, assigneeId: null }),
      200,
    );
    expect(reopened).toEqual({
      ...task,
      title: "Send the newsletter",
      dueAt: "2031-05-03T23:45:00.000Z",
      done: false,
      assigneeId: null,
    });
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: task.id } })).doneAt).toBe(
      null,
    );
  });

  test("PATCH a default task of the plan: it keeps moving with the launch date", async () => {
    await setLaunchDate(me.tenant.id, appId, "2031-06-10");
    const [first] = await json(await list(appId, me.cookie), 200);
    await json(await one(appId, first.id, me.cookie, "PATCH", { title: "Renamed" }), 200);
    const before = await db.checklistTask.findUniqueOrThrow({ where: { id: first.id } });
    expect(before.offsetDays).not.toBeNull();
    await setLaunchDate(me.tenant.id, appId, "2031-06-17");
    const after = await db.checklistTask.findUniqueOrThrow({ where: { id: first.id } });
    expect(after.dueAt.getTime() - before.dueAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect(after.title).toBe("Renamed");
  });

  test("PATCH: an assignee of another company is a 400 and nothing changes", async () => {
    const task = await made();
    const stranger = await createSignedInUser();
    const res = await one(appId, task.id, me.cookie, "PATCH", {
      title: "Changed",
      assigneeId: stranger.user.id,
    });
    expect((await json(res, 400)).errors.assigneeId).toEqual([
      "Choose a person from your company.",
    ]);
    expect(await json(await one(appId, task.id, me.cookie), 200)).toEqual(task);
  });

  test.each([
    ["_root", "{}"],
    ["title", '{"title":""}'],
    ["dueAt", '{"dueAt":"next week"}'],
    ["done", '{"done":"yes"}'],
    ["assigneeId", '{"assigneeId":""}'],
    ["offsetDays", '{"offsetDays":3}'],
    ["__proto__", '{"__proto__":{"done":true}}'],
  ])("PATCH naming %s (%s): 400, nothing changes", async (field, body) => {
    const task = await made();
    const answer = await json(await one(appId, task.id, me.cookie, "PATCH", body), 400);
    expect(Object.keys(answer.errors)).toContain(field);
    expect(await json(await one(appId, task.id, me.cookie), 200)).toEqual(task);
  });

  test("DELETE: 204, then the task is gone (404)", async () => {
    const task = await made();
    const res = await one(appId, task.id, me.cookie, "DELETE");
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await one(appId, task.id, me.cookie)).status).toBe(404);
    expect((await one(appId, task.id, me.cookie, "DELETE")).status).toBe(404);
  });

  test("another company's task: 404 on every method, and nothing changes", async () => {
    const task = await made();
    const other = await createSignedInUser();
    const otherApp = await newApp(other.tenant.id);
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { title: "Taken over", done: true }],
      ["DELETE", undefined],
    ] as const) {
      // Through the other company's session, with this app's id or their own app's id.
      expect((await one(appId, task.id, other.cookie, method, body)).status, method).toBe(404);
      expect((await one(otherApp.id, task.id, other.cookie, method, body)).status).toBe(404);
      // Or this company's session with the task under another app's id.
      expect((await one(otherApp.id, task.id, me.cookie, method, body)).status).toBe(404);
    }
    expect(await json(await one(appId, task.id, me.cookie), 200)).toEqual(task);
  });

  test("401 without a session; POST is a 405", async () => {
    const task = await made();
    expect((await one(appId, task.id)).status).toBe(401);
    expect((await one(appId, task.id, undefined, "PATCH", { title: "x" })).status).toBe(401);
    const posted = await one(appId, task.id, me.cookie, "POST", {});
    expect(posted.status).toBe(405);
    expect(posted.headers.get("Allow")).toBe("GET, PATCH, DELETE");
  });

  test("after the trial: PATCH and DELETE are 403, GET still reads", async () => {
    const task = await made();
    await endTrial(me.tenant.id);
    expect((await one(appId, task.id, me.cookie, "PATCH", { done: true })).status).toBe(403);
    expect((await one(appId, task.id, me.cookie, "DELETE")).status).toBe(403);
    expect(await json(await one(appId, task.id, me.cookie), 200)).toEqual(task);
  });
});
