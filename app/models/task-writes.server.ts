// The checklist's writes a phone may queue offline (docs/decisions/081-queued-writes.md): each runs
// in one transaction with the claim of its idempotency key (app/models/idempotency.server.ts), so a
// replay applies once. An edit carries the version it was based on (the task's `updatedAt` when the
// page was rendered): it writes only where that version still holds, and otherwise answers 409
// with the task as it is now, never overwriting what changed on another device. A task deleted
// meanwhile answers 410.
import { createCustomTask, type TaskInput, timing } from "./checklist.server";
import { type Claim, type Tx, type WriteAnswer, writeOnce } from "./idempotency.server";
import { assertCanWrite } from "./write-access.server";

export const TASK_GONE = "This task was deleted, so this change to it was not saved.";
export const TASK_CHANGED = "This task was changed on another device since you opened it.";

/** The task as it is now, for a conflict: the page shows it beside the queued change. */
export type TaskNow = {
  id: string;
  title: string;
  notes: string;
  dueAt: string;
  updatedAt: string;
};

async function taskNow(tx: Tx, tenantId: string, appId: string, taskId: string) {
  const task = await tx.checklistTask.findFirst({
    where: { id: taskId, appId, app: { tenantId } },
    select: { id: true, title: true, notes: true, dueAt: true, updatedAt: true, done: true },
  });
  return task;
}

const gone = (): WriteAnswer => ({ status: 410, body: { error: TASK_GONE } });

function conflict(task: NonNullable<Awaited<ReturnType<typeof taskNow>>>): WriteAnswer {
  const current: TaskNow = {
    id: task.id,
    title: task.title,
    notes: task.notes,
    dueAt: task.dueAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
  return { status: 409, body: { error: TASK_CHANGED, current } };
}

/** Tick or untick: setting a state a task already has changes nothing; a deleted task is 410. */
export async function tickTaskOnce(
  tenantId: string,
  claim: Claim | null,
  task: { appId: string; taskId: string; done: boolean },
  now = new Date(),
) {
  await assertCanWrite(tenantId);
  return writeOnce(claim, async (tx) => {
    const { count } = await tx.checklistTask.updateMany({
      where: { id: task.taskId, appId: task.appId, app: { tenantId }, done: !task.done },
      data: { done: task.done, doneAt: task.done ? now : null },
    });
    if (count === 0 && !(await taskNow(tx, tenantId, task.appId, task.taskId))) return gone();
    return { status: 200, body: { taskId: task.taskId, done: task.done } };
  });
}

/** A task of the user's own, added once however often the add is sent. */
export async function addTaskOnce(
  tenantId: string,
  claim: Claim | null,
  appId: string,
  input: TaskInput,
  timeZone: string,
) {
  await assertCanWrite(tenantId);
  return writeOnce(claim, async (tx) => {
    const app = await tx.app.findFirst({
      where: { id: appId, tenantId },
      select: { id: true, launchDate: true },
    });
    if (!app) return { status: 404, body: { error: "This app doesn't exist or isn't yours" } };
    const task = await createCustomTask(tx, app, input, timeZone);
    return { status: 201, body: { taskId: task.id, title: task.title } };
  });
}

/**
 * A task's title, notes and due time, written only where the task is still at `basedOn` (its
 * `updatedAt` when the form was rendered; null: no version sent, the write wins as before).
 */
export async function editTaskOnce(
  tenantId: string,
  claim: Claim | null,
  edit: { appId: string; taskId: string; basedOn: Date | null; input: TaskInput; timeZone: string },
) {
  await assertCanWrite(tenantId);
  return writeOnce(claim, async (tx) => {
    const task = await tx.checklistTask.findFirst({
      where: { id: edit.taskId, appId: edit.appId, app: { tenantId } },
      select: { id: true, app: { select: { launchDate: true } } },
    });
    if (!task) return gone();
    const { count } = await tx.checklistTask.updateMany({
      where: { id: task.id, ...(edit.basedOn ? { updatedAt: edit.basedOn } : {}) },
      data: {
        title: edit.input.title,
        notes: edit.input.notes,
        ...timing(edit.input, edit.timeZone, task.app.launchDate),
      },
    });
    if (count === 1) return { status: 200, body: { taskId: task.id } };
    const now = await taskNow(tx, tenantId, edit.appId, edit.taskId);
    return now ? conflict(now) : gone();
  });
}
