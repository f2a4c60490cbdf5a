// Who owns a checklist task: any person of the company, or nobody. Tenant-scoped: a task of
// another company's app, or a person of another company, reads as missing.
import { z } from "zod";

import { db } from "~/services/db.server";

import { noticeTaskAssigned } from "./team-notices.server";
import { assertCanWrite } from "./write-access.server";

export const assignTaskSchema = z.object({
  // An empty choice means "Nobody".
  assigneeId: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null)),
});

/** The people a task can be given to, in a stable order. */
export async function assignableMembers(tenantId: string) {
  return db.user.findMany({
    where: { tenantId },
    select: { id: true, email: true },
    orderBy: { email: "asc" },
  });
}

/** Task id to assignee id for one of the tenant's apps (empty for another tenant's app). */
export async function taskAssignees(tenantId: string, appId: string) {
  const tasks = await db.checklistTask.findMany({
    where: { appId, app: { tenantId }, assigneeId: { not: null } },
    select: { id: true, assigneeId: true },
  });
  return new Map(tasks.map((task) => [task.id, task.assigneeId as string]));
}

export type AssignResult =
  | { ok: true; assignee: { id: string; email: string } | null; title: string }
  | { ok: false; status: 400 | 404; message: string };

/**
 * Gives a task to a person of the company, or to nobody. The new owner is told by email (a team
 * notice, written in the same transaction) unless they chose themselves (`actorId`) or already
 * owned the task.
 */
export async function assignTask(
  tenantId: string,
  appId: string,
  taskId: string,
  assigneeId: string | null,
  options: { actorId?: string | null; now?: Date } = {},
): Promise<AssignResult> {
  await assertCanWrite(tenantId);
  const task = await db.checklistTask.findFirst({
    where: { id: taskId, appId, app: { tenantId } },
    select: { id: true, title: true },
  });
  if (!task) return { ok: false, status: 404, message: "Task not found." };
  const assignee = assigneeId
    ? await db.user.findFirst({
        where: { id: assigneeId, tenantId },
        select: { id: true, email: true },
      })
    : null;
  if (assigneeId && !assignee) {
    return { ok: false, status: 400, message: "Choose a person from your company." };
  }
  const at = options.now ?? new Date();
  await db.$transaction(async (tx) => {
    // Only a change of owner is news: the conditional update tells, even with two saves at once.
    const { count } = await tx.checklistTask.updateMany({
      where: {
        id: task.id,
        ...(assignee ? { OR: [{ assigneeId: null }, { assigneeId: { not: assignee.id } }] } : {}),
      },
      data: { assigneeId: assignee?.id ?? null },
    });
    if (count === 1 && assignee) {
      await noticeTaskAssigned(tx, {
        taskId: task.id,
        assigneeId: assignee.id,
        actorId: options.actorId ?? null,
        at,
      });
    }
  });
  return { ok: true, assignee, title: task.title };
}
