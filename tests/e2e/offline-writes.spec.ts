// Writes that survive a dead zone (docs/decisions/081-queued-writes.md), JavaScript on: with the
// connection cut, three ticks, an added task and a module's answer are kept on this phone and
// shown waiting (a reload offline still shows them), then sent once each when the connection
// returns; a sign-out clears what waits. JavaScript off has no worker, so its offline behaviour
// (the browser's own page) is unchanged: tests/e2e/offline.spec.ts covers the rest of offline.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled, waitForHydration } from "./utils";

test.use({ serviceWorkers: "allow" });

async function expectKept(page: Page, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          for (const name of await caches.keys()) {
            if (await (await caches.open(name)).match(wanted)) return true;
          }
          return false;
        }, path),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** How many writes wait in this browser's queue (public/sw.js); -1 while the page reloads. */
function queued(page: Page) {
  return countQueued(page).catch(() => -1);
}

function countQueued(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("amm-queue", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("writes", { keyPath: "key" });
        open.onsuccess = () => {
          const count = open.result.transaction("writes").objectStore("writes").count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
}

const WAITING = "Saved on this phone: sends when you're back online";

test("ticks, a new task and an answer made offline arrive once when the connection returns", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Without JavaScript no worker runs: the browser's own offline page.");
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
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
  const checklist = `/apps/${app.id}/checklist`;
  const wizard = `/wizard/${app.id}?step=foundation`;
  await page.goto(wizard);
  await waitForHydration(page);
  await expectKept(page, wizard);
  await page.goto(checklist);
  await waitForHydration(page);
  await expectKept(page, checklist);
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

  // Reloaded with no connection: all still shown waiting, and counted.
  await page.goto(checklist);
  await page.reload();
  await expect(page.getByText(/5 changes wait to be sent\.$/)).toBeVisible();
  for (const task of open) {
    await expect(page.getByRole("button", { name: `Reopen “${task.title}”` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  expect(await queued(page)).toBe(5);

  // Back online: each arrives once, and the page shows them live.
  await context.setOffline(false);
  await expect.poll(() => queued(page), { timeout: 20_000 }).toBe(0);
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
  const module = await db.module.findFirstOrThrow({
    where: { appId: app.id, stepName: "foundation" },
  });
  expect((module.data as { elevatorPitch: string }).elevatorPitch).toBe(
    "Pets that grow on the commute.",
  );
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
