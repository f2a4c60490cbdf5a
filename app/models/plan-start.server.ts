// What the top of the plan shows a maker who has just answered the simple questions: the launch
// date and how many dated tasks it gave (docs/decisions/053-guided-path-ends-in-the-plan.md).
import { formatLaunchDate, storedToLaunchDate } from "~/lib/checklist";
import { db } from "~/services/db.server";

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
