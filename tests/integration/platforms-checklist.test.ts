// Changing where an app ships re-plans its launch checklist with the wording for the new
// platforms: a kept task takes the new store's title and notes (an app that drops Android gets
// "Open App Store pre-orders", one task, not a second), notes the maker edited stay theirs, and a
// health app that leaves the mobile stores loses the open store publisher check. Runs on both
// databases (DATABASE_LEG=1 for PostgreSQL).
import { describe, expect, test } from "vitest";

import { CHECKLIST_TEMPLATE, taskWording, templateTaskTitled } from "~/lib/checklist";
import type { PlatformId } from "~/lib/platforms";
import { setLaunchDate } from "~/models/checklist.server";
import { savePlatforms } from "~/models/platforms.server";
import { db } from "~/services/db.server";

import { otherStores } from "../fixtures/store-words";
import { createSignedInUser } from "./helpers";

const PRE_ORDERS = "Open App Store pre-orders";
const PRE_REGISTRATION = "Open Google Play pre-registration";
const BOTH_STORES = "Open Google Play pre-registration or App Store pre-orders";
const BUILDS = "Submit your store builds for review";
const PUBLISHER = "Check who publishes your health app";

async function plannedApp(category: string, platforms: string) {
  const me = await createSignedInUser();
  const app = await db.app.create({
    data: { tenantId: me.tenant.id, name: "PocketPets", wizardAnswers: {}, category, platforms },
  });
  await setLaunchDate(me.tenant.id, app.id, "2037-11-22");
  return { tenantId: me.tenant.id, appId: app.id };
}

const tasksOf = (appId: string) =>
  db.checklistTask.findMany({ where: { appId }, orderBy: { sortOrder: "asc" } });

/** The template's wording of a task for these platforms, by any of its titles. */
const wording = (title: string, platforms: PlatformId[]) =>
  taskWording(templateTaskTitled(title)!, platforms);

describe("saving the platforms re-words the planned tasks", () => {
  test("a game that drops Android keeps one pre-order task, worded for the App Store", async () => {
    const { tenantId, appId } = await plannedApp("games", "ios,android");
    const before = await tasksOf(appId);
    const shared = before.find((t) => t.title === BOTH_STORES)!;
    expect(shared).toBeDefined();

    expect(await savePlatforms(tenantId, appId, ["ios"])).toBe(true);
    const after = await tasksOf(appId);
    const preOrders = after.filter((t) => /pre-orders|pre-registration/.test(t.title));
    expect(preOrders.map((t) => [t.id, t.title])).toEqual([[shared.id, PRE_ORDERS]]);
    expect(preOrders[0].notes).toBe(wording(PRE_ORDERS, ["ios"]).notes);
    expect(preOrders[0].dueAt).toEqual(shared.dueAt);
    expect(after.find((t) => t.title === BUILDS)!.notes).toMatch(/to the App Store now/);
    for (const task of after) {
      expect(otherStores(`${task.title}\n${task.notes}`, ["ios"]), task.title).toEqual([]);
    }

    // Moving to Android only, then back to both stores, follows the same task.
    await savePlatforms(tenantId, appId, ["android"]);
    const android = await tasksOf(appId);
    expect(android.find((t) => t.id === shared.id)?.title).toBe(PRE_REGISTRATION);
    expect(android.find((t) => t.title === BUILDS)!.notes).toMatch(/to Google Play now/);
    await savePlatforms(tenantId, appId, ["ios", "android"]);
    const both = await tasksOf(appId);
    expect(both.find((t) => t.id === shared.id)).toMatchObject({
      title: BOTH_STORES,
      notes: CHECKLIST_TEMPLATE.find((t) => t.title === BOTH_STORES)!.notes,
    });
    expect(both.map((t) => t.title).sort()).toEqual(before.map((t) => t.title).sort());
  });

  test("notes the maker edited stay theirs; a done task is re-titled, not duplicated", async () => {
    const { tenantId, appId } = await plannedApp("games", "ios,android");
    const tasks = await tasksOf(appId);
    const builds = tasks.find((t) => t.title === BUILDS)!;
    const preOrders = tasks.find((t) => t.title === BOTH_STORES)!;
    await db.checklistTask.update({
      where: { id: builds.id },
      data: { notes: "Our build goes to the App Store on Monday." },
    });
    await db.checklistTask.update({ where: { id: preOrders.id }, data: { done: true } });

    await savePlatforms(tenantId, appId, ["ios", "steam"]);
    const after = await tasksOf(appId);
    expect(after.find((t) => t.id === builds.id)?.notes).toBe(
      "Our build goes to the App Store on Monday.",
    );
    expect(after.filter((t) => /pre-orders|pre-registration/.test(t.title))).toMatchObject([
      { id: preOrders.id, title: PRE_ORDERS, done: true },
    ]);
  });

  test("a health app planned for the stores loses the open publisher check on the web", async () => {
    const { tenantId, appId } = await plannedApp("health", "ios");
    const publisher = (await tasksOf(appId)).find((t) => t.title === PUBLISHER)!;
    expect(publisher.notes).toBe(wording(PUBLISHER, ["ios"]).notes);
    expect(publisher.notes).not.toMatch(/Google Play/);

    await savePlatforms(tenantId, appId, ["web"]);
    const web = await tasksOf(appId);
    expect(web.map((t) => t.title)).not.toContain(PUBLISHER);
    for (const task of web) {
      expect(otherStores(`${task.title}\n${task.notes}`, ["web"]), task.title).toEqual([]);
    }

    await savePlatforms(tenantId, appId, ["web", "android"]);
    const android = (await tasksOf(appId)).find((t) => t.title === PUBLISHER)!;
    expect(android.notes).toBe(wording(PUBLISHER, ["android"]).notes);
  });
});
