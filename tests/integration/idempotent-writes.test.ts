// Writes a phone may queue offline are applied once (docs/decisions/081-queued-writes.md): the
// idempotency key is claimed in the write's transaction, so the same post sent twice, or twice at
// once, writes once and both answers agree; an edit based on an old version answers 409 with the
// task as it is now and overwrites nothing; a tick on a deleted task says so; old keys are pruned.
// Runs on both databases (it is about the unique constraint and the transaction).
import { describe, expect, test } from "vitest";

import { DRAFT_TEXT_MAX } from "~/lib/limits";
import {
  IDEMPOTENCY_KEEP_DAYS,
  KEY_REUSED,
  pruneIdempotentWrites,
  writeOnce,
} from "~/models/idempotency.server";
import { addTaskOnce, TASK_CHANGED, tickTaskOnce } from "~/models/task-writes.server";
import { action as analyticsAction } from "~/routes/_app.analytics/route";
import * as route from "~/routes/_app.apps.$appId.checklist/route";
import { action as draftsAction } from "~/routes/_app.apps.$appId.drafts/route";
import { action as simpleAction } from "~/routes/_app.simple-wizard.$appId/route";
import { action as wizardAction } from "~/routes/_app.wizard.$appId/route";
import * as draftsApi from "~/routes/api.apps.$appId.drafts";
import * as tasksApi from "~/routes/api.apps.$appId.tasks";
import { db } from "~/services/db.server";

import { createSignedInUser, formRequest, jsonRequest, routeArgs, settle } from "./helpers";
import { createAppFor, VALID_FOUNDATION } from "./modules-fixtures";

async function company() {
  const me = await createSignedInUser();
  const app = await db.app.create({
    data: { tenantId: me.tenant.id, name: "PocketPets", wizardAnswers: {}, category: "tools" },
  });
  const task = await db.checklistTask.create({
    data: { appId: app.id, title: "Post a teaser", dueAt: new Date("2037-05-01T16:00:00Z") },
  });
  return { ...me, app, task };
}

function post(
  appId: string,
  fields: Record<string, string>,
  cookie: string,
  headers: Record<string, string> = {},
) {
  const request = formRequest(`/apps/${appId}/checklist`, fields, { cookie, headers });
  return settle(() => route.action(routeArgs(request, { appId })));
}

const key = () => `key-${crypto.randomUUID()}`;
const ADD = { intent: "add-task", title: "Film the trailer", notes: "", dueDate: "2037-04-20" };
const QUEUED = { "X-Queued-Write": "1" };

describe("the same write sent twice", () => {
  test("an added task sent twice (its answer lost) is added once; both answers agree", async () => {
    const c = await company();
    const fields = { ...ADD, dueTime: "09:00", _idem: key() };
    const first = await post(c.app.id, fields, c.cookie);
    const second = await post(c.app.id, fields, c.cookie);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await db.checklistTask.count({ where: { appId: c.app.id, isCustom: true } })).toBe(1);
  });

  test("two replays at once add one task and answer the same (the race)", async () => {
    const c = await company();
    const fields = { ...ADD, dueTime: "09:00" };
    const idem = key();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(c.app.id, fields, c.cookie, { ...QUEUED, "Idempotency-Key": idem })),
    );
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((b) => b.taskId)).size).toBe(1);
    expect(await db.checklistTask.count({ where: { appId: c.app.id, isCustom: true } })).toBe(1);
    expect(await db.idempotentWrite.count({ where: { userId: c.user.id, key: idem } })).toBe(1);
  });

  test("two ticks at once with one key: done once, one key row", async () => {
    const c = await company();
    const claim = { userId: c.user.id, key: key(), scope: `tick:${c.task.id}:true` };
    const change = { appId: c.app.id, taskId: c.task.id, done: true };
    const [a, b] = await Promise.all([
      tickTaskOnce(c.tenant.id, claim, change),
      tickTaskOnce(c.tenant.id, claim, change),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: c.task.id } })).done).toBe(
      true,
    );
  });

  test("a key is per person and per write: another write with it is refused", async () => {
    const c = await company();
    const other = await company();
    const idem = key();
    const input = { title: "One", notes: "", dueDate: "2037-04-20", dueTime: "09:00" };
    const scope = `add-task:${c.app.id}`;
    await addTaskOnce(c.tenant.id, { userId: c.user.id, key: idem, scope }, c.app.id, input, "UTC");
    // Another person's write with the same key is their own.
    const theirs = await addTaskOnce(
      other.tenant.id,
      { userId: other.user.id, key: idem, scope: `add-task:${other.app.id}` },
      other.app.id,
      input,
      "UTC",
    );
    expect(theirs).toMatchObject({ status: 201, replayed: false });
    const reused = await writeOnce({ userId: c.user.id, key: idem, scope: "tick:x:true" }, () => {
      throw new Error("must not run");
    });
    expect(reused).toEqual({ status: 422, body: { error: KEY_REUSED }, replayed: true });
  });

  test("a write that fails leaves its key free to send again", async () => {
    const c = await company();
    const claim = { userId: c.user.id, key: key(), scope: "probe" };
    await expect(writeOnce(claim, () => Promise.reject(new Error("boom")))).rejects.toThrow();
    const again = await writeOnce(claim, async () => ({ status: 200, body: { ok: true } }));
    expect(again).toEqual({ status: 200, body: { ok: true }, replayed: false });
  });

  test("a key of the wrong shape is a 400 and writes nothing", async () => {
    const c = await company();
    const res = await post(c.app.id, { ...ADD, dueTime: "09:00", _idem: "bad key!" }, c.cookie);
    expect(res.status).toBe(400);
    expect(await db.checklistTask.count({ where: { appId: c.app.id, isCustom: true } })).toBe(0);
  });
});

describe("a change made elsewhere meanwhile", () => {
  test("an edit based on an old version answers 409 with the task as it is now", async () => {
    const c = await company();
    const version = c.task.updatedAt.toISOString();
    await db.checklistTask.update({ where: { id: c.task.id }, data: { title: "Theirs" } });
    const fields = {
      intent: "edit-task",
      taskId: c.task.id,
      title: "Mine",
      notes: "",
      dueDate: "2037-05-01",
      dueTime: "16:00",
      _version: version,
    };
    const replay = await post(c.app.id, { ...fields, _idem: key() }, c.cookie, QUEUED);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({
      error: TASK_CHANGED,
      current: { id: c.task.id, title: "Theirs" },
    });
    // The page's post shows both: theirs in the message, mine kept in the fields.
    const page = await post(c.app.id, fields, c.cookie);
    expect(page.status).toBe(409);
    const reply = JSON.stringify(await page.json());
    expect(reply).toContain("Changed on another device");
    expect(reply).toContain("Theirs");
    expect(reply).toContain("Mine");
    const stored = await db.checklistTask.findUniqueOrThrow({ where: { id: c.task.id } });
    expect(stored.title).toBe("Theirs");
    // Keep mine: sent again on the current version, it is saved.
    // The reply carries the version the task has now and the two choices' intents.
    expect(JSON.parse(reply)).toMatchObject({
      conflict: { version: String(stored.updatedAt.getTime()), intent: "edit-task" },
    });
    // Keep theirs: nothing written, back to the task as it is.
    const theirs = await post(c.app.id, { ...fields, intent: "keep-theirs" }, c.cookie);
    expect(theirs.status).toBe(302);
    expect(theirs.headers.get("Location")).toContain(`#task-${c.task.id}`);
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: c.task.id } })).title).toBe(
      "Theirs",
    );
    // Keep mine: the form's intent again, on the version the reply carried: saved.
    const mine = await post(
      c.app.id,
      { ...fields, _version: String(stored.updatedAt.getTime()) },
      c.cookie,
    );
    expect(mine.status).toBe(302);
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: c.task.id } })).title).toBe(
      "Mine",
    );
  });

  test("a tick on a deleted task says so and is not retried as a success", async () => {
    const c = await company();
    await db.checklistTask.delete({ where: { id: c.task.id } });
    const fields = { intent: "complete-task", taskId: c.task.id, _idem: key() };
    const res = await post(c.app.id, fields, c.cookie, QUEUED);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("doesn't exist");
    // Deleted between the page's check and the write: 410 from the write itself.
    const gone = await tickTaskOnce(c.tenant.id, null, {
      appId: c.app.id,
      taskId: c.task.id,
      done: true,
    });
    expect(gone.status).toBe(410);
  });
});

test("keys are kept 14 days, then pruned", async () => {
  const c = await company();
  const now = new Date();
  const day = 24 * 60 * 60 * 1000;
  const old = key();
  const recent = key();
  await db.idempotentWrite.createMany({
    data: [
      {
        userId: c.user.id,
        key: old,
        scope: "s",
        status: 200,
        body: "{}",
        createdAt: new Date(now.getTime() - (IDEMPOTENCY_KEEP_DAYS + 1) * day),
      },
      {
        userId: c.user.id,
        key: recent,
        scope: "s",
        status: 200,
        body: "{}",
        createdAt: new Date(now.getTime() - (IDEMPOTENCY_KEEP_DAYS - 1) * day),
      },
    ],
  });
  await pruneIdempotentWrites(now);
  const left = await db.idempotentWrite.findMany({ where: { userId: c.user.id } });
  expect(left.map((row) => row.key)).toEqual([recent]);
});

describe("a module's save", () => {
  async function maker() {
    const me = await createSignedInUser();
    const app = await createAppFor(me.tenant.id, "games");
    return { ...me, app, path: `/wizard/${app.id}?step=foundation` };
  }
  type Maker = Awaited<ReturnType<typeof maker>>;
  function save(m: Maker, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const all = { step: "foundation", intent: "draft", ...fields };
    const request = formRequest(m.path, all, { cookie: m.cookie, headers });
    return settle(() => wizardAction(routeArgs(request, { appId: m.app.id })));
  }
  const snapshots = (appId: string) => db.progressSnapshot.count({ where: { appId } });

  test("two replays of one save at once save once and answer the same", async () => {
    const m = await maker();
    const before = await snapshots(m.app.id);
    const idem = key();
    const answers = await Promise.all(
      [1, 2].map(() =>
        save(m, { ...VALID_FOUNDATION, _version: "" }, { ...QUEUED, "Idempotency-Key": idem }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map((r) => r.json()));
    expect(a).toEqual(b);
    expect(await snapshots(m.app.id)).toBe(before + 1);
  });

  test("a save based on an old version answers 409 with the module as it is now", async () => {
    const m = await maker();
    const first = await save(m, { ...VALID_FOUNDATION, _idem: key() }, QUEUED);
    const { version } = (await first.json()) as { version: number };
    await save(m, { ...VALID_FOUNDATION, usp: "Theirs", _version: String(version) });
    const mine = { ...VALID_FOUNDATION, usp: "Mine", _version: String(version) };
    const replay = await save(m, { ...mine, _idem: key() }, QUEUED);
    expect(replay.status).toBe(409);
    const body = (await replay.json()) as { current: { data: { usp: string } } };
    expect(body.current.data.usp).toBe("Theirs");
    // The page's post keeps what the person typed and says what happened.
    const page = await save(m, mine);
    expect(page.status).toBe(409);
    const reply = JSON.stringify(await page.json());
    expect(reply).toContain("Changed on another device");
    expect(reply).toContain("Mine");
    const stored = await db.module.findFirstOrThrow({
      where: { appId: m.app.id, stepName: "foundation" },
    });
    expect((stored.data as { usp: string }).usp).toBe("Theirs");
    // Both shown: the other device's answer where it differs, by its label; the reply carries
    // the version the module has now, so Keep mine does not meet the conflict again.
    expect(reply).toContain("“Theirs”");
    expect(JSON.parse(reply)).toMatchObject({
      conflict: { version: String(stored.updatedAt.getTime()), intent: "draft" },
    });
    const theirs = await save(m, { ...mine, intent: "keep-theirs" });
    expect(theirs.status).toBe(302);
    expect(theirs.headers.get("Location")).toBe(m.path);
    const kept = await save(m, { ...mine, _version: String(stored.updatedAt.getTime()) });
    expect(kept.status).toBe(302);
    const now = await db.module.findFirstOrThrow({
      where: { appId: m.app.id, stepName: "foundation" },
    });
    expect((now.data as { usp: string }).usp).toBe("Mine");
  });
});

describe("a simple-question step's save", () => {
  async function maker() {
    const me = await createSignedInUser();
    const app = await createAppFor(me.tenant.id, "games");
    return { ...me, app };
  }
  type Maker = Awaited<ReturnType<typeof maker>>;
  function save(m: Maker, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const all = { step: "0", intent: "save", "app-name": "Tile Tales", ...fields };
    const path = `/simple-wizard/${m.app.id}?step=0`;
    const request = formRequest(path, all, { cookie: m.cookie, headers });
    return settle(() => simpleAction(routeArgs(request, { appId: m.app.id })));
  }
  const answers = async (appId: string) =>
    (await db.app.findUniqueOrThrow({ where: { id: appId } })).wizardAnswers as Record<
      string,
      string
    >;

  test("two replays at once save once and answer the same; one key row", async () => {
    const m = await maker();
    const idem = key();
    const fields = { "app-problem": "Mine", _idem: idem };
    const replies = await Promise.all([1, 2].map(() => save(m, fields, QUEUED)));
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(replies.map((r) => r.json()));
    expect(a).toEqual(b);
    expect(await db.idempotentWrite.count({ where: { userId: m.user.id, key: idem } })).toBe(1);
    expect((await answers(m.app.id))["app-problem"]).toBe("Mine");
  });

  test("a replay whose answer was lost does not overwrite a later save", async () => {
    const m = await maker();
    const idem = key();
    const first = await save(m, { "app-problem": "Queued", _idem: idem });
    expect(first.status).toBe(302);
    await save(m, { "app-problem": "Later" });
    const again = await save(m, { "app-problem": "Queued", _idem: idem });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect((await answers(m.app.id))["app-problem"]).toBe("Later");
  });
});

describe("a KPI week's save", () => {
  const WEEK = "2026-03-04";
  async function maker() {
    const me = await createSignedInUser();
    const app = await createAppFor(me.tenant.id, "games");
    return { ...me, app };
  }
  type Maker = Awaited<ReturnType<typeof maker>>;
  function post(m: Maker, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const request = formRequest("/analytics", fields, { cookie: m.cookie, headers });
    return settle(() => analyticsAction(routeArgs(request)));
  }
  const add = (m: Maker) => ({
    intent: "add-kpi",
    appId: m.app.id,
    metric: "visits",
    weekOf: WEEK,
    value: "1200",
  });

  test("a week added twice (twice at once too) is saved once and both answers agree", async () => {
    const m = await maker();
    const fields = { ...add(m), _idem: key() };
    const [a, b] = await Promise.all([1, 2].map(() => post(m, fields, QUEUED)));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual(await b.json());
    const page = await post(m, fields);
    expect(page.status).toBe(302);
    expect(await db.kpiEntry.count({ where: { appId: m.app.id } })).toBe(1);
  });

  test("an edit based on an old version answers 409 with the number as it is now", async () => {
    const m = await maker();
    await post(m, add(m));
    const row = await db.kpiEntry.findFirstOrThrow({ where: { appId: m.app.id } });
    const version = String(row.updatedAt.getTime());
    const edit = { intent: "update-kpi", appId: m.app.id, entryId: row.id, _version: version };
    const idem = key();
    const first = await post(m, { ...edit, value: "1300", _idem: idem }, QUEUED);
    expect(first.status).toBe(200);
    // The same edit again: applied once, the same answer (not a conflict with itself).
    const again = await post(m, { ...edit, value: "1300", _idem: idem }, QUEUED);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const stale = await post(m, { ...edit, value: "999", _idem: key() }, QUEUED);
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { current: { value: number } };
    expect(body.current.value).toBe(1300);
    const page = await post(m, { ...edit, value: "999" });
    expect(page.status).toBe(409);
    expect(JSON.stringify(await page.json())).toContain("Changed on another device");
    expect((await db.kpiEntry.findUniqueOrThrow({ where: { id: row.id } })).value).toBe(1300);
  });
});

describe("a draft's save", () => {
  async function maker() {
    const me = await createSignedInUser();
    const app = await createAppFor(me.tenant.id, "games");
    return { ...me, app };
  }
  type Maker = Awaited<ReturnType<typeof maker>>;
  function save(m: Maker, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const all = { intent: "save", draftId: "launch-email", ...fields };
    const request = formRequest(`/apps/${m.app.id}/drafts`, all, { cookie: m.cookie, headers });
    return settle(() => draftsAction(routeArgs(request, { appId: m.app.id })));
  }
  const stored = async (appId: string) =>
    (
      (await db.app.findUniqueOrThrow({ where: { id: appId } })).drafts as Record<
        string,
        { text: string; savedAt: string }
      >
    )["launch-email"];

  test("two replays at once save once and answer the same", async () => {
    const m = await maker();
    const fields = { text: "Mine", _version: "", _idem: key() };
    const replies = await Promise.all([1, 2].map(() => save(m, fields, QUEUED)));
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(replies.map((r) => r.json()));
    expect(a).toEqual(b);
    const first = await stored(m.app.id);
    expect(first.text).toBe("Mine");
    // Sent again later: the first answer, nothing saved again (its time is unchanged).
    expect((await save(m, fields)).status).toBe(302);
    expect((await stored(m.app.id)).savedAt).toBe(first.savedAt);
  });

  test("a save based on an old version answers 409 with the draft as it is now", async () => {
    const m = await maker();
    await save(m, { text: "First" });
    const version = String(new Date((await stored(m.app.id)).savedAt).getTime());
    await new Promise((r) => setTimeout(r, 5));
    await save(m, { text: "Theirs", _version: version });
    const replay = await save(m, { text: "Mine", _version: version, _idem: key() }, QUEUED);
    expect(replay.status).toBe(409);
    const body = (await replay.json()) as { current: { text: string } };
    expect(body.current.text).toBe("Theirs");
    const page = await save(m, { text: "Mine", _version: version });
    expect(page.status).toBe(409);
    const reply = JSON.stringify(await page.json());
    expect(reply).toContain("Changed on another device");
    expect(reply).toContain("Mine");
    expect((await stored(m.app.id)).text).toBe("Theirs");
  });
});

describe("a draft's save through the API (PUT /api/apps/{appId}/drafts)", () => {
  function put(appId: string, cookie: string, body: unknown, headers: Record<string, string> = {}) {
    const request = jsonRequest(`/api/apps/${appId}/drafts`, body, {
      cookie,
      headers,
      method: "PUT",
    });
    return settle(() => draftsApi.action(routeArgs(request, { appId })));
  }
  const text = async (appId: string) =>
    (
      (await db.app.findUniqueOrThrow({ where: { id: appId } })).drafts as Record<
        string,
        { text: string; savedAt: string } | undefined
      >
    )["launch-email"];

  test("saved once per key (twice at once too), with the draft in the answer", async () => {
    const m = await createSignedInUser();
    const app = await createAppFor(m.tenant.id, "games");
    const idem = key();
    const body = { draftId: "launch-email", text: "Mine, by the API" };
    const both = await Promise.all(
      [1, 2].map(() => put(app.id, m.cookie, body, { "Idempotency-Key": idem })),
    );
    for (const r of both) expect([200, 409]).toContain(r.status);
    const first = await text(app.id);
    expect(first?.text).toBe("Mine, by the API");
    const again = await put(app.id, m.cookie, body, { "Idempotency-Key": idem });
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const answer = (await again.json()) as { draft: { id: string; savedAt: string } };
    expect(answer.draft.id).toBe("launch-email");
    expect((await text(app.id))?.savedAt).toBe(first?.savedAt);
  });

  test("based on an old savedAt: 409 with the draft as it is now, nothing overwritten", async () => {
    const m = await createSignedInUser();
    const app = await createAppFor(m.tenant.id, "games");
    expect((await put(app.id, m.cookie, { draftId: "launch-email", text: "First" })).status).toBe(
      200,
    );
    const basedOn = (await text(app.id))!.savedAt;
    await new Promise((r) => setTimeout(r, 5));
    await put(app.id, m.cookie, { draftId: "launch-email", text: "Theirs" });
    const stale = await put(app.id, m.cookie, { draftId: "launch-email", text: "Mine", basedOn });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { current: { text: string } }).current.text).toBe("Theirs");
    expect((await text(app.id))?.text).toBe("Theirs");
    // null goes back to the generated draft.
    const reset = await put(app.id, m.cookie, { draftId: "launch-email", text: null });
    expect(reset.status).toBe(200);
    expect(await text(app.id)).toBeUndefined();
  });

  test("bad input is a 400 naming it; another company's app and an unknown draft are 404", async () => {
    const m = await createSignedInUser();
    const app = await createAppFor(m.tenant.id, "games");
    const other = await createSignedInUser();
    expect((await put(app.id, m.cookie, { draftId: "launch-email" })).status).toBe(400);
    expect(
      (
        await put(app.id, m.cookie, {
          draftId: "launch-email",
          text: "x".repeat(DRAFT_TEXT_MAX + 1),
        })
      ).status,
    ).toBe(400);
    expect(
      (await put(app.id, m.cookie, { draftId: "launch-email", text: "x", extra: 1 })).status,
    ).toBe(400);
    expect((await put(app.id, other.cookie, { draftId: "launch-email", text: "x" })).status).toBe(
      404,
    );
    expect((await put(app.id, m.cookie, { draftId: "nope", text: "x" })).status).toBe(404);
  });
});

describe("the API's Idempotency-Key", () => {
  function create(appId: string, cookie: string, idem: string) {
    const body = { title: "Record the demo video", dueAt: "2037-05-01T20:30:00Z" };
    const headers = { "Idempotency-Key": idem };
    const request = jsonRequest(`/api/apps/${appId}/tasks`, body, { cookie, headers });
    return settle(() => tasksApi.action(routeArgs(request, { appId })));
  }

  test("a task created twice with one key (twice at once too) is created once", async () => {
    const c = await company();
    const idem = key();
    const first = await create(c.app.id, c.cookie, idem);
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string };
    const again = await Promise.all([1, 2].map(() => create(c.app.id, c.cookie, idem)));
    for (const answer of again) {
      expect(answer.status).toBe(201);
      expect(answer.headers.get("Idempotent-Replayed")).toBe("true");
      expect(((await answer.json()) as { id: string }).id).toBe(created.id);
    }
    const raced = key();
    const both = await Promise.all([1, 2].map(() => create(c.app.id, c.cookie, raced)));
    // One is applied; the other is its replay or, while the first still runs, a 409 to retry.
    expect(both.map((r) => r.status).sort()).toContain(201);
    for (const r of both) expect([201, 409]).toContain(r.status);
    expect(
      await db.checklistTask.count({ where: { appId: c.app.id, title: "Record the demo video" } }),
    ).toBe(2);
  });

  test("a key of the wrong shape is a 400", async () => {
    const c = await company();
    expect((await create(c.app.id, c.cookie, "no")).status).toBe(400);
  });
});
