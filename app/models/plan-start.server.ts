// What the top of the plan shows a maker who has just answered the simple questions: the launch
// date and how many dated tasks it gave (docs/decisions/053-guided-path-ends-in-the-plan.md).
import { formatLaunchDate, storedToLaunchDate } from "~/lib/checklist";
import { firstOpenModule, moduleHref } from "~/lib/next-step";
import { db } from "~/services/db.server";

import { completedModuleSteps } from "./module.server";

export type LaunchAtStart = { label: string; taskCount: number } | null;

/** The app's launch day and its dated tasks, or null while it has no launch date. */
export async function launchAtStart(
  tenantId: string,
  app: { id: string; launchDate: Date | null },
): Promise<LaunchAtStart> {
  if (!app.launchDate) return null;
  const taskCount = await db.checklistTask.count({ where: { appId: app.id, app: { tenantId } } });
  return { label: formatLaunchDate(storedToLaunchDate(app.launchDate)), taskCount };
}

/** Where the plan starts now: the first open module of the tenant's app. */
export async function planStartHref(tenantId: string, appId: string): Promise<string> {
  return moduleHref(appId, firstOpenModule(await completedModuleSteps(tenantId, appId)));
}
