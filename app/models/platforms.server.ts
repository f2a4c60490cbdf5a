// Where an app ships, asked once on the category screen. Saving it also brings an existing
// launch checklist in line: open template tasks for platforms the app doesn't ship on are
// removed (a mobile-only game loses its Steam tasks), newly applicable ones are added, and the
// kept ones are worded for the new platforms (an app that drops Android gets "Open App Store
// pre-orders"; notes the maker edited stay theirs).
import { z } from "zod";

import {
  CHECKLIST_TEMPLATE,
  type ChecklistTemplateTask,
  dueAtFor,
  type Planner,
  storedToLaunchDate,
  taskApplies,
  taskClock,
  taskWording,
  taskWordings,
  templateTaskTitled,
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
      select: { id: true, title: true, notes: true, done: true },
    });
    if (tasks.length === 0) return true;
    const present = new Set<ChecklistTemplateTask>();
    const stale: string[] = [];
    for (const task of tasks) {
      const template = templateTaskTitled(task.title);
      if (!template) continue;
      if (!taskApplies(template, app.category, platforms)) {
        if (!task.done) stale.push(task.id);
        continue;
      }
      present.add(template);
      const wording = taskWording(template, platforms);
      const notesAsPlanned = taskWordings(template).some((w) => w.notes === task.notes);
      const data = {
        ...(task.title !== wording.title && { title: wording.title }),
        ...(notesAsPlanned && task.notes !== wording.notes && { notes: wording.notes }),
      };
      if (Object.keys(data).length > 0) {
        await tx.checklistTask.update({ where: { id: task.id }, data });
      }
    }
    if (stale.length > 0) {
      await tx.checklistTask.deleteMany({ where: { id: { in: stale } } });
    }
    const launchDate = storedToLaunchDate(app.launchDate);
    const missing = CHECKLIST_TEMPLATE.filter(
      (task) => taskApplies(task, app.category, platforms) && !present.has(task),
    );
    if (missing.length > 0) {
      const planner = await plannerOf(tx, app.id);
      await tx.checklistTask.createMany({
        data: missing.map((task) => ({
          appId: app.id,
          ...taskWording(task, platforms),
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
