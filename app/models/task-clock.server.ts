// The data half of the checklist's move to the maker's morning (docs/decisions/070-first-hour-
// second-pass.md), run once at start by scripts/setup.ts after the migrations. The migration gave
// every task planned before it an empty clockZone (SQL cannot know a person's zone) and the
// launch-day tasks tied to Product Hunt's clock their Pacific zone. Here each remaining task gets
// the zone of its app's maker, and an open template task still at 09:00 Pacific moves to the
// same day at the maker's hour (09:00 unless they chose another for reminders) in their zone.
// Idempotent: a task with a clockZone is never touched again.
import { morningDueAt, type Planner } from "~/lib/checklist";
import { safeTimeZone } from "~/lib/dates";
import { db } from "~/services/db.server";

type Client = Pick<typeof db, "checklistTask" | "user">;

/** Moves every task without a clock zone; answers how many it updated. */
export async function moveTasksToMorning(
  client: Client = db,
  /** One app's tasks only (a test); every app's by default. */
  appId?: string,
): Promise<number> {
  const tasks = await client.checklistTask.findMany({
    where: { clockZone: "", ...(appId ? { appId } : {}) },
    select: {
      id: true,
      dueAt: true,
      isCustom: true,
      done: true,
      offsetDays: true,
      app: { select: { tenantId: true } },
    },
  });
  const planners = new Map<string, Planner>();
  for (const task of tasks) {
    const tenantId = task.app.tenantId;
    let planner = planners.get(tenantId);
    if (!planner) {
      const maker = await client.user.findFirst({
        where: { tenantId },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { timeZone: true, reminderHour: true },
      });
      planner = { timeZone: safeTimeZone(maker?.timeZone), hour: maker?.reminderHour ?? 9 };
      planners.set(tenantId, planner);
    }
    await client.checklistTask.update({
      where: { id: task.id },
      data: { dueAt: morningDueAt(task, planner), clockZone: planner.timeZone },
    });
  }
  return tasks.length;
}
