// Where an app ships, asked once on the category screen. Saving it also brings an existing
// launch checklist in line: open template tasks for platforms the app doesn't ship on are
// removed (a mobile-only game loses its Steam tasks) and newly applicable ones are added.
import { z } from "zod";

import {
  applicableTasks,
  CHECKLIST_TEMPLATE,
  type ChecklistTemplateTask,
  dueAtFor,
  type Planner,
  storedToLaunchDate,
  taskClock,
} from "~/lib/checklist";
import { PLATFORM_IDS, type PlatformId, storePlatforms } from "~/lib/platforms";
import { db } from "~/services/db.server";

import { plannerOf } from "./checklist.server";
import { assertCanWrite } from "./write-access.server";

/** A template task's due instant and clock for this planner (app/lib/checklist.ts). */
function clocked(task: ChecklistTemplateTask, launchDate: string, planner: Planner) {
  const { clockZone, time } = taskClock(task, planner);
  return { dueAt: dueAtFor(launchDate, task.offsetDays, time, clockZone), clockZone };
}

export const platformsSchema = z
  .array(z.enum(PLATFORM_IDS as unknown as [PlatformId, ...PlatformId[]]), {
    error: "Choose where your app ships",
  })
  .max(PLATFORM_IDS.length);

/** Saves the platforms; false when the app is missing or another tenant's. */
export async function savePlatforms(
  tenantId: string,
  appId: string,
  platforms: readonly PlatformId[],
): Promise<boolean> {
  await assertCanWrite(tenantId);
  return db.$transaction(async (tx) => {
    const app = await tx.app.findFirst({
      where: { id: appId, tenantId },
      select: { id: true, category: true, launchDate: true },
    });
    if (!app) return false;
    await tx.app.update({ where: { id: app.id }, data: { platforms: storePlatforms(platforms) } });
    if (!app.launchDate) return true;

    const tasks = await tx.checklistTask.findMany({
      where: { appId: app.id, isCustom: false },
      select: { id: true, title: true, done: true },
    });
    if (tasks.length === 0) return true;
    const applicable = applicableTasks(app.category, platforms);
    const applicableTitles = new Set(applicable.map((t) => t.title));
    const templateTitles = new Set(CHECKLIST_TEMPLATE.map((t) => t.title));
    const stale = tasks.filter(
      (t) => !t.done && templateTitles.has(t.title) && !applicableTitles.has(t.title),
    );
    if (stale.length > 0) {
      await tx.checklistTask.deleteMany({ where: { id: { in: stale.map((t) => t.id) } } });
    }
    const present = new Set(tasks.map((t) => t.title));
    const launchDate = storedToLaunchDate(app.launchDate);
    const missing = applicable.filter((t) => !present.has(t.title));
    if (missing.length > 0) {
      const planner = await plannerOf(tx, app.id);
      await tx.checklistTask.createMany({
        data: missing.map((task) => ({
          appId: app.id,
          title: task.title,
          notes: task.notes,
          offsetDays: task.offsetDays,
          ...clocked(task, launchDate, planner),
          sortOrder: CHECKLIST_TEMPLATE.indexOf(task),
          isCustom: false,
        })),
      });
    }
    return true;
  });
}
