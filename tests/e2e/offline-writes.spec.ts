// Writes that survive a dead zone (docs/decisions/081-queued-writes.md), JavaScript on, 390 px:
// with the connection cut, three ticks, an added task, a module's answer, a simple-question step,
// a KPI week and a draft are kept on this phone and shown waiting (a reload offline still shows
// them), then sent once each when the connection returns; a sign-out clears what waits. A change
// made meanwhile in a second browser is shown beside the queued one (Keep mine / Keep theirs, each
// checked in the database); a link that is dead while the browser says online queues the same; a
// refused write is shown and dropped (and counted on a kept copy when it was refused with no page
// open); a full queue (200 changes) says so and keeps what waited; a write older than the
// session's idle limit asks first.
// JavaScript off has no worker: nothing claims to be kept, nothing is sent.
// tests/e2e/offline.spec.ts covers offline reading.
import type { Page } from "@playwright/test";

import { expect, expectKept, queued, queueWrites, test } from "./offline-fixture";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled, waitForHydration } from "./utils";

/** Opens a page online and waits until the worker has kept it for offline reading. */
async function openKept(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expectKept(page, path);
}

const WAITING = "Saved on this phone: sends when you're back online";
const PHONE = { width: 390, height: 844 };

/** A signed-in maker's planned app with a saved Foundation answer. */
async function plannedApp(login: () => Promise<{ tenant: { id: string } }>) {
  const { db } = await import("../../app/services/db.server");
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id, { name: "PocketPets", launchDate: "2026-12-15" });
  await db.module.updateMany({
    where: { appId: app.id, stepName: "foundation" },
    data: {
      data: {
        elevatorPitch: "A pet that grows with your streak.",
        usp: "No ads",
        audienceJob: "Commuters",
        painPoint: "Boring commutes",
        competitor0: "Tamagotchi",
        competitorWeakness0: "No streaks",
      },
    },
  });
  const pitch = async () => {
    const module = await db.module.findFirstOrThrow({
      where: { appId: app.id, stepName: "foundation" },
    });
    return (module.data as { elevatorPitch: string }).elevatorPitch;
  };
  return {
    db,
    app,
    pitch,
    checklist: `/apps/${app.id}/checklist`,
    wizard: `/wizard/${app.id}?step=foundation`,
  };
}

/** A planned app's checklist kept for reading, at 390 px, and its first open tasks by date. */
async function keptChecklist(page: Page, login: Parameters<typeof plannedApp>[0], take: number) {
  await page.setViewportSize(PHONE);
  const planned = await plannedApp(login);
  await openKept(page, planned.checklist);
  const tasks = await planned.db.checklistTask.findMany({
    where: { appId: planned.app.id, done: false },
    orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }],
    take,
  });
  return { ...planned, tasks };
}

test("ticks, a new task, answers, a step, a KPI week and a draft made offline arrive once", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Without JavaScript no worker runs: the browser's own offline page.");
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const { db, app, checklist, wizard, pitch } = await plannedApp(login);
  const simple = `/simple-wizard/${app.id}?step=0`;
  const drafts = `/apps/${app.id}/drafts`;
  for (const path of [simple, "/analytics", drafts, wizard, checklist]) await openKept(page, path);
  const open = await db.checklistTask.findMany({
    where: { appId: app.id, done: false },
    orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }],
    take: 3,
  });

  await context.setOffline(true);
  for (const task of open) {
    await page.getByRole("button", { name: `Mark “${task.title}” done` }).click();
    await expect(page.locator(`#task-${task.id}`)).toContainText(WAITING);
  }
  await page.getByLabel("Task", { exact: true }).last().fill("Film the trailer on the train");
  await page.getByRole("button", { name: "Add task" }).click();
  await expect(page.getByText("“Film the trailer on the train”")).toBeVisible();

  await page.goto(wizard);
  await page.locator('[name="elevatorPitch"]').fill("Pets that grow on the commute.");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page.locator('[name="elevatorPitch"]')).toHaveValue(
    "Pets that grow on the commute.",
  );

  // The simple-question step, a KPI week and a draft queue the same way.
  await page.goto(simple);
  await page.getByLabel("What is your app called?").fill("PocketPets Go");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(WAITING)).toBeVisible();
  await page.goto("/analytics");
  const kpi = page.getByRole("form", { name: "Add a weekly number" });
  await kpi.getByLabel("Number").fill("42");
  await kpi.getByRole("button", { name: "Add number" }).click();
  await expect(page.getByText(WAITING)).toBeVisible();
  await page.goto(drafts);
  const comment = page.getByTestId("draft-ph-first-comment");
  await comment.getByLabel("Product Hunt maker's first comment text").fill("Hi from the train.");
  await comment.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(WAITING)).toBeVisible();

  // Reloaded with no connection: all still shown waiting, and counted.
  await page.goto(checklist);
  await page.reload();
  await expect(page.getByText(/8 changes wait to be sent\.$/)).toBeVisible();
  for (const task of open) {
    await expect(page.getByRole("button", { name: `Reopen “${task.title}”` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  expect(await queued(page)).toBe(8);

  // Back online: each arrives once, and the page shows them live.
  await context.setOffline(false);
  await expect.poll(() => queued(page), { timeout: 30_000 }).toBe(0);
  await expect
    .poll(() =>
      db.checklistTask.count({ where: { id: { in: open.map((t) => t.id) }, done: true } }),
    )
    .toBe(3);
  expect(
    await db.checklistTask.count({
      where: { appId: app.id, title: "Film the trailer on the train" },
    }),
  ).toBe(1);
  expect(await pitch()).toBe("Pets that grow on the commute.");
  const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
  expect((stored.wizardAnswers as Record<string, string>)["app-name"]).toBe("PocketPets Go");
  expect(JSON.stringify(stored.drafts)).toContain("Hi from the train.");
  expect(await db.kpiEntry.count({ where: { appId: app.id, value: 42 } })).toBe(1);
  await expect(page.getByText(WAITING)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText("Film the trailer on the train", { exact: true })).toBeVisible();

  // A sign-out clears what waits: a write kept offline is gone once the worker is told.
  await waitForHydration(page);
  await context.setOffline(true);
  const next = await db.checklistTask.findFirstOrThrow({ where: { appId: app.id, done: false } });
  await page.getByRole("button", { name: `Mark “${next.title}” done` }).click();
  await expect.poll(() => queued(page)).toBe(1);
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage("signed-out"));
  await expect.poll(() => queued(page)).toBe(0);
  await context.setOffline(false);
  expect((await db.checklistTask.findUniqueOrThrow({ where: { id: next.id } })).done).toBe(false);
});

test("an answer changed in a second browser meanwhile is shown beside mine: Keep mine, Keep theirs", async ({
  page,
  context,
  browser,
  login,
}) => {
  test.skip(!jsEnabled(), "Without JavaScript no worker runs: the browser's own offline page.");
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const { wizard, pitch } = await plannedApp(login);
  // Browser B: the same person on another device (no worker there).
  const other = await browser.newContext({ viewport: PHONE });
  await other.addCookies(await context.cookies());
  const b = await other.newPage();
  const saveIn = async (on: Page, text: string) => {
    await on.locator('[name="elevatorPitch"]').fill(text);
    await on.getByRole("button", { name: "Save Draft" }).click();
  };
  const saveInB = async (text: string) => {
    await b.goto(wizard);
    await waitForHydration(b);
    await saveIn(b, text);
    await expect.poll(pitch).toBe(text);
  };
  const conflicts = page.getByRole("alert", { name: "Changed on another device" });

  for (const keep of ["Keep mine", "Keep theirs"] as const) {
    await openKept(page, wizard);
    await context.setOffline(true);
    await saveIn(page, `Mine: ${keep}`);
    await expect(page.getByText(WAITING)).toBeVisible();
    await saveInB(`Theirs: ${keep}`);
    await context.setOffline(false);
    // Both shown, mine copyable until I choose; nothing sent over theirs. The kept copy first
    // finds the server again (it retries every 1.5 s) and reloads itself, then the live page sends
    // the queue: slow on a busy machine.
    await expect(conflicts).toContainText(/Changed on another device at \d\d:\d\d \(\w{3}, /, {
      timeout: 20_000,
    });
    await expect(conflicts.getByLabel("Yours")).toHaveValue(/Mine: /);
    await expect(conflicts.getByLabel("Theirs")).toHaveValue(/Theirs: /);
    expect(await pitch()).toBe(`Theirs: ${keep}`);
    await conflicts.getByRole("button", { name: keep }).click();
    await expect.poll(() => queued(page), { timeout: 15_000 }).toBe(0);
    await expect.poll(pitch).toBe(keep === "Keep mine" ? "Mine: Keep mine" : "Theirs: Keep theirs");
  }

  // A live save (online, JavaScript on) that meets B's change: both shown, and Keep mine saves
  // over it at once (the form now carries the version B made).
  await page.goto(wizard);
  await waitForHydration(page);
  await saveInB("Theirs, live");
  await saveIn(page, "Mine, live");
  const summary = page.getByTestId("error-summary");
  await expect(summary).toContainText("Changed on another device at");
  await expect(summary).toContainText("“Theirs, live”");
  await expect(page.locator('[name="elevatorPitch"]')).toHaveValue("Mine, live");
  await page.getByRole("button", { name: "Keep mine" }).click();
  await expect.poll(pitch).toBe("Mine, live");
  await other.close();
});

test("a dead link queues, a refused write is shown and dropped, an old write asks first", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Without JavaScript no worker runs: the browser's own offline page.");
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const { db, app, checklist } = await plannedApp(login);
  await openKept(page, checklist);
  const tasks = await db.checklistTask.findMany({
    where: { appId: app.id, done: false },
    orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }],
    take: 4,
  });
  const done = (i: number) =>
    db.checklistTask.findUnique({ where: { id: tasks[i].id } }).then((t) => t?.done);
  const tick = (i: number) =>
    page.getByRole("button", { name: `Mark “${tasks[i].title}” done` }).click();

  // The browser says online, but every post fails for the network: kept as offline.
  await context.route("**/*", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
  );
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await tick(0);
  await expect.poll(() => queued(page), { timeout: 20_000 }).toBe(1);
  expect(await done(0)).toBe(false);
  await context.unrouteAll();
  await page.reload();
  await expect.poll(() => queued(page), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => done(0)).toBe(true);

  // Writes older than the session's idle limit (14 days) wait for the maker's word, by day.
  await waitForHydration(page);
  await context.setOffline(true);
  await tick(1);
  await expect.poll(() => queued(page)).toBe(1);
  await queueWrites(page, 21);
  await tick(2);
  await expect.poll(() => queued(page)).toBe(2);
  await queueWrites(page, 20);
  await context.setOffline(false);
  const old = page.getByRole("alert", { name: "Changes made a while ago" });
  const days = old.getByText(/^1 change made on \w{3}, \d{1,2} \w{3} \d{4} waits:$/);
  await expect(days).toHaveCount(2, { timeout: 15_000 });
  expect([await done(1), await done(2)]).toEqual([false, false]);
  await old.getByRole("button", { name: "Discard" }).first().click();
  await expect.poll(() => queued(page)).toBe(1);
  // Once what waited has arrived, the page reloads itself (offline-queue.client.ts): a mark on
  // this document tells when the next one is there.
  await page.evaluate(() => Object.assign(window, { beforeSend: true }));
  await old.getByRole("button", { name: "Send" }).click();
  await expect.poll(() => queued(page), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => done(2)).toBe(true);
  expect(await done(1)).toBe(false);

  // A tick on a task deleted meanwhile: refused, shown, dropped, never sent again (on the page
  // as it reloaded itself).
  await expect
    .poll(() => page.evaluate(() => !("beforeSend" in window)).catch(() => false), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.waitForLoadState("load");
  await waitForHydration(page);
  await context.setOffline(true);
  await tick(3);
  await expect.poll(() => queued(page)).toBe(1);
  await db.checklistTask.delete({ where: { id: tasks[3].id } });
  await context.setOffline(false);
  const refused = page.getByRole("alert", { name: "Not sent" });
  await expect(refused).toContainText("was not sent:", { timeout: 15_000 });
  await expect(refused).toContainText("doesn't exist");
  await expect.poll(() => queued(page)).toBe(0);
});

test("a write refused with no page open is counted on the kept copy, then shown once and dropped", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Without JavaScript no worker runs: the browser's own offline page.");
  const {
    db,
    checklist,
    tasks: [task],
  } = await keptChecklist(page, login, 1);
  await context.setOffline(true);
  await page.getByRole("button", { name: `Mark “${task.title}” done` }).click();
  await expect.poll(() => queued(page)).toBe(1);
  await db.checklistTask.delete({ where: { id: task.id } });

  // The connection returns with no page of the app open: the worker sends the queue itself, as
  // Background Sync has it do (its `sync` handler calls the same replay), and the server refuses.
  await page.close();
  await context.setOffline(false);
  const [worker] = context.serviceWorkers();
  await worker.evaluate(() => (self as unknown as { replay: () => Promise<void> }).replay());

  // Offline again, the kept checklist counts the refusal on its offline line and says it at the
  // form the tick came from, since the task is gone.
  const reader = await context.newPage();
  await reader.setViewportSize(PHONE);
  await context.setOffline(true);
  await reader.goto(checklist);
  await expect(reader.locator("[data-offline-line]")).toContainText("1 change was refused.");
  await expect(reader.locator("[data-offline-line]")).not.toContainText("wait");
  await expect(reader.getByText(/^Not sent: .*doesn't exist/)).toBeVisible();

  // Online, the kept copy reloads itself; the live page shows the refusal once and the worker
  // forgets it: nothing is sent again.
  await context.setOffline(false);
  const refused = reader.getByRole("alert", { name: "Not sent" });
  await expect(refused).toContainText("doesn't exist", { timeout: 15_000 });
  await expect.poll(() => queued(reader)).toBe(0);
});

test("a full queue says so, keeps what waited and does not keep the new change", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Without JavaScript no worker runs: the browser's own offline page.");
  const {
    checklist,
    tasks: [first, second],
  } = await keptChecklist(page, login, 2);
  await context.setOffline(true);
  await page.getByRole("button", { name: `Mark “${first.title}” done` }).click();
  await expect.poll(() => queued(page)).toBe(1);
  // 199 more of the same shape: the queue holds 200 changes, its ceiling.
  await queueWrites(page, 0, 200);
  const before = await queueWrites(page);
  expect(before).toHaveLength(200);

  await page.getByRole("button", { name: `Mark “${second.title}” done` }).click();
  await expect(page.getByRole("heading", { name: "This phone's queue is full" })).toBeVisible();
  await expect(page.getByText("200 changes (or 5 MB) already wait to be sent")).toBeVisible();
  const after = await queueWrites(page);
  expect(after.map((w) => w.key).sort()).toEqual(before.map((w) => w.key).sort());
  expect(after.some((w) => w.body.includes(second.id))).toBe(false);
  await page.getByRole("link", { name: "Back to the page" }).click();
  await expect(page).toHaveURL(new RegExp(`${checklist}$`));
  await expect(page.locator("[data-offline-line]")).toContainText("200 changes wait to be sent.");
});

test("without JavaScript nothing claims to be kept; a conflict offers the same two choices", async ({
  page,
  context,
  login,
}) => {
  test.skip(jsEnabled(), "With JavaScript the worker keeps the write (the tests above).");
  const { db, app, checklist, wizard, pitch } = await plannedApp(login);

  // A save that meets a change made on another device: both shown, mine kept, two real buttons.
  await page.goto(wizard);
  await db.module.updateMany({
    where: { appId: app.id, stepName: "foundation" },
    data: { updatedAt: new Date(Date.now() + 60_000) },
  });
  await page.locator('[name="elevatorPitch"]').fill("Mine, no script.");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByTestId("error-summary")).toContainText("Changed on another device at");
  await expect(page.locator('[name="elevatorPitch"]')).toHaveValue("Mine, no script.");
  await page.getByRole("button", { name: "Keep mine" }).click();
  await expect.poll(pitch).toBe("Mine, no script.");

  await page.goto(checklist);
  const task = await db.checklistTask.findFirstOrThrow({ where: { appId: app.id, done: false } });
  await context.setOffline(true);
  await page
    .getByRole("button", { name: `Mark “${task.title}” done` })
    .click()
    .catch(() => {});
  await expect(page.getByText(WAITING)).toHaveCount(0);
  await expect(page.getByText(/changes? waits? to be sent/)).toHaveCount(0);
  await context.setOffline(false);
  expect((await db.checklistTask.findUniqueOrThrow({ where: { id: task.id } })).done).toBe(false);
});
