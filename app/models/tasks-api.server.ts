// The launch checklist's tasks for the JSON API (/api/apps/{appId}/tasks): the checklist page's own
// model functions (checklist.server.ts, task-owner.server.ts) called with the API's shapes. A
// task's due time comes as an ISO instant; the day it is due is that instant's date in the
// caller's time zone, as the checklist page shows it (kept to the minute, like the page's field).
// Tenant-scoped like its callees: another company's app or task is missing (null).
import { z } from "zod";

import { isoDate, parseIsoInstant, zonedParts } from "~/lib/dates";
import { type FieldErrors, inputFieldErrors } from "~/lib/field-errors";
import { MAX_LAUNCH_YEAR, MIN_LAUNCH_YEAR } from "~/lib/limits";
import { db } from "~/services/db.server";

import {
  addTask,
  getChecklist,
  removeTask,
  setTaskDone,
  taskSchema,
  updateTask,
} from "./checklist.server";
import { assignableMembers, assignTask, taskAssignees } from "./task-owner.server";

export type ApiTask = {
  id: string;
  title: string;
  notes: string;
  dueAt: Date;
  done: boolean;
  assigneeId: string | null;
};

const DUE_AT_MESSAGE = "Send dueAt as an ISO 8601 time with its zone, e.g. 2030-05-01T09:00:00Z";

const dueAtField = z
  .string({ error: DUE_AT_MESSAGE })
  .refine((value) => parseIsoInstant(value) !== null, DUE_AT_MESSAGE)
  .transform((value) => parseIsoInstant(value) as Date)
  .refine((instant) => {
    const year = Number(isoDate(instant).slice(0, 4));
    return year >= MIN_LAUNCH_YEAR && year <= MAX_LAUNCH_YEAR;
  }, `dueAt must be in the years ${MIN_LAUNCH_YEAR} to ${MAX_LAUNCH_YEAR}`);

// A person of the company, or null for nobody.
const assigneeField = z
  .string({ error: "Send a user id of your company, or null for nobody" })
  .trim()
  .min(1, "Send a user id of your company, or null for nobody")
  .nullable();

// The page's own rules for the title and the notes (checklist.server.ts).
const titleField = taskSchema.shape.title;
const notesField = taskSchema.shape.notes.unwrap();

/** POST /api/apps/{appId}/tasks: a custom task. */
export const createTaskApiSchema = z.strictObject({
  title: titleField,
  notes: notesField,
  dueAt: dueAtField,
  assigneeId: assigneeField.optional(),
});

/** PATCH /api/apps/{appId}/tasks/{taskId}: any of the fields; absent ones stay as they are. */
export const updateTaskApiSchema = z
  .strictObject({
    title: titleField.optional(),
    notes: notesField,
    dueAt: dueAtField.optional(),
    done: z.boolean({ error: "Send true or false" }).optional(),
    assigneeId: assigneeField.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: "Send at least one of: title, notes, dueAt, done, assigneeId",
  });

export type CreateTaskApiInput = z.output<typeof createTaskApiSchema>;
export type UpdateTaskApiInput = z.output<typeof updateTaskApiSchema>;

type Parsed<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

function parseWith<S extends z.ZodType>(schema: S, fields: string, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, input: parsed.data } as Parsed<z.output<S>>;
  const errors = inputFieldErrors(
    parsed.error.issues,
    (name) => `${name} is not a field of a task. Use: ${fields}`,
  );
  return { ok: false, errors } as Parsed<z.output<S>>;
}

/** A POST's body checked: the input, or the errors by field (an unknown one under its name). */
export function parseCreateTaskInput(body: unknown): Parsed<CreateTaskApiInput> {
  return parseWith(createTaskApiSchema, "title, notes, dueAt, assigneeId", body);
}

/** A PATCH's body checked, as parseCreateTaskInput. */
export function parseUpdateTaskInput(body: unknown): Parsed<UpdateTaskApiInput> {
  return parseWith(updateTaskApiSchema, "title, notes, dueAt, done, assigneeId", body);
}

/** A refusal of the API's: 404 for a missing or foreign app or task, 400 naming the field. */
export type TaskApiResult =
  { ok: true; task: ApiTask } | { ok: false; status: 400 | 404; field?: string; message: string };

const NOT_A_MEMBER = "Choose a person from your company.";

const apiTaskSelect = {
  id: true,
  title: true,
  notes: true,
  dueAt: true,
  done: true,
  assigneeId: true,
} as const;

/** Whether the app is the company's (the API answers 404 before reading a body otherwise). */
export async function isOwnApp(tenantId: string, appId: string): Promise<boolean> {
  return (await db.app.count({ where: { id: appId, tenantId } })) > 0;
}

/** The app's tasks in the checklist's order (due time, then plan order); null for a foreign app. */
export async function listApiTasks(tenantId: string, appId: string): Promise<ApiTask[] | null> {
  const checklist = await getChecklist(tenantId, appId);
  if (!checklist) return null;
  const assignees = await taskAssignees(tenantId, checklist.app.id);
  return checklist.tasks.map((task) => ({
    id: task.id,
    title: task.title,
    notes: task.notes,
    dueAt: task.dueAt,
    done: task.done,
    assigneeId: assignees.get(task.id) ?? null,
  }));
}

export async function getApiTask(
  tenantId: string,
  appId: string,
  taskId: string,
): Promise<ApiTask | null> {
  return db.checklistTask.findFirst({
    where: { id: taskId, appId, app: { tenantId } },
    select: apiTaskSelect,
  });
}

async function isCompanyMember(tenantId: string, userId: string) {
  return (await assignableMembers(tenantId)).some((member) => member.id === userId);
}

/** The page's form values for a due instant: its date and time in the caller's zone. */
function dueFields(dueAt: Date, timeZone: string) {
  const { date, time } = zonedParts(dueAt, timeZone);
  return { dueDate: date, dueTime: time };
}

export async function createApiTask(
  tenantId: string,
  appId: string,
  input: CreateTaskApiInput,
  timeZone: string,
): Promise<TaskApiResult> {
  // The person is checked before anything is written.
  if (input.assigneeId && !(await isCompanyMember(tenantId, input.assigneeId))) {
    return { ok: false, status: 400, field: "assigneeId", message: NOT_A_MEMBER };
  }
  const created = await addTask(
    tenantId,
    appId,
    { title: input.title, notes: input.notes ?? "", ...dueFields(input.dueAt, timeZone) },
    timeZone,
  );
  if (!created) return { ok: false, status: 404, message: "App not found." };
  if (input.assigneeId) {
    const assigned = await assignTask(tenantId, appId, created.id, input.assigneeId);
    if (!assigned.ok) {
      // Removed from the company meanwhile: no half-made task stays behind.
      await removeTask(tenantId, appId, created.id);
      return { ok: false, status: 400, field: "assigneeId", message: assigned.message };
    }
  }
  const task = await getApiTask(tenantId, appId, created.id);
  return task ? { ok: true, task } : { ok: false, status: 404, message: "Task not found." };
}

export async function updateApiTask(
  tenantId: string,
  appId: string,
  taskId: string,
  input: UpdateTaskApiInput,
  timeZone: string,
): Promise<TaskApiResult> {
  const current = await getApiTask(tenantId, appId, taskId);
  if (!current) return { ok: false, status: 404, message: "Task not found." };
  if (input.assigneeId && !(await isCompanyMember(tenantId, input.assigneeId))) {
    return { ok: false, status: 400, field: "assigneeId", message: NOT_A_MEMBER };
  }
  if (input.title !== undefined || input.notes !== undefined || input.dueAt !== undefined) {
    await updateTask(
      tenantId,
      appId,
      taskId,
      {
        title: input.title ?? current.title,
        notes: input.notes ?? current.notes,
        ...dueFields(input.dueAt ?? current.dueAt, timeZone),
      },
      timeZone,
    );
  }
  if (input.done !== undefined && input.done !== current.done) {
    await setTaskDone(tenantId, appId, taskId, input.done);
  }
  if (input.assigneeId !== undefined && input.assigneeId !== current.assigneeId) {
    const assigned = await assignTask(tenantId, appId, taskId, input.assigneeId);
    if (!assigned.ok) {
      return { ok: false, status: assigned.status, field: "assigneeId", message: assigned.message };
    }
  }
  const task = await getApiTask(tenantId, appId, taskId);
  return task ? { ok: true, task } : { ok: false, status: 404, message: "Task not found." };
}
