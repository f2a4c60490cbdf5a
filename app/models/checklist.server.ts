// The launch-day checklist of one app. Every function takes the signed-in user's tenantId: a task
// of another tenant's app is found as missing. Setting the first launch date creates the default
// tasks; moving it re-plans every open task that is relative to launch day; done tasks stay put.
import type { Prisma } from "@prisma/client";
import { z } from "zod";

import {
  DEFAULT_TASK_TIME,
  isPastLaunchDate,
  launchDateFromAnswer,
  launchDateToStored,
  offsetFromLaunch,
  parseDateOnly,
  parseTimeOfDay,
  pastLaunchDateMessage,
  planChecklist,
  type Planner,
  replanDueAt,
  storedToLaunchDate,
} from "~/lib/checklist";
import { safeTimeZone, zonedInstant } from "~/lib/dates";
import { TASK_NOTES_MAX, TASK_TITLE_MAX } from "~/lib/limits";
import { readPlatforms } from "~/lib/platforms";
import { readSimpleAnswers } from "~/lib/wizard/simple-questions";
import { db } from "~/services/db.server";

import { assertCanWrite } from "./write-access.server";

const dateField = z
  .string({ error: "Enter a date" })
  .trim()
  .refine((value) => parseDateOnly(value) !== null, "Enter a real date (YYYY-MM-DD)");

export const launchDateSchema = z.object({ launchDate: dateField });

export const taskSchema = z.object({
  title: z
    .string({ error: "Task title is required" })
    .trim()
    .min(1, "Task title is required")
    .max(TASK_TITLE_MAX, `Task title must be at most ${TASK_TITLE_MAX} characters`),
  notes: z
    .string()
    .trim()
    .max(TASK_NOTES_MAX, `Notes must be at most ${TASK_NOTES_MAX} characters`)
    .optional()
    .default(""),
  dueDate: dateField,
  dueTime: z
    .string()
    .trim()
    .refine((value) => parseTimeOfDay(value) !== null, "Enter a time like 09:00")
    .optional()
    .default(DEFAULT_TASK_TIME),
});
export type TaskInput = z.infer<typeof taskSchema>;

export const taskSelect = {
  id: true,
  title: true,
  notes: true,
  offsetDays: true,
  dueAt: true,
  done: true,
  doneAt: true,
  isCustom: true,
  sortOrder: true,
  clockZone: true,
  updatedAt: true,
} as const;

export type ChecklistTaskRow = {
  id: string;
  title: string;
  notes: string;
  offsetDays: number | null;
  dueAt: Date;
  done: boolean;
  doneAt: Date | null;
  isCustom: boolean;
  sortOrder: number;
  clockZone: string;
  updatedAt: Date;
};

/** Waits for the app's row lock rather than failing while another save of the app runs. */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

const taskOrder = [{ dueAt: "asc" as const }, { sortOrder: "asc" as const }];

async function findApp(tenantId: string, appId: string) {
  return db.app.findFirst({
    where: { id: appId, tenantId },
    select: {
      id: true,
      name: true,
      category: true,
      platforms: true,
      launchDate: true,
      wizardAnswers: true,
    },
  });
}

/** The app's launch date and tasks, or null when the app is not the tenant's. */
export async function getChecklist(tenantId: string, appId: string) {
  const app = await findApp(tenantId, appId);
  if (!app) return null;
  const tasks: ChecklistTaskRow[] = await db.checklistTask.findMany({
    where: { appId: app.id },
    select: taskSelect,
    orderBy: taskOrder,
  });
  return {
    app: {
      id: app.id,
      name: app.name,
      category: app.category,
      launchDate: app.launchDate ? storedToLaunchDate(app.launchDate) : null,
    },
    tasks,
    suggestedLaunchDate: app.launchDate ? null : await answeredLaunchDate(app),
  };
}

/**
 * A launch date the user already gave elsewhere: the simple wizard's launch-date answer, else the
 * Community module's Product Hunt date. Offered as the form's default, never applied by a GET.
 */
async function answeredLaunchDate(app: { id: string; wizardAnswers: unknown }) {
  const answers = (app.wizardAnswers ?? {}) as Record<string, unknown>;
  const fromWizard = launchDateFromAnswer(answers["launch-date"]);
  if (fromWizard) return fromWizard;
  const community = await db.module.findUnique({
    where: { appId_stepName: { appId: app.id, stepName: "community" } },
    select: { data: true },
  });
  const data = (community?.data ?? {}) as Record<string, unknown>;
  return launchDateFromAnswer(data.productHuntDate);
}

export type LaunchDateResult = { created: number; moved: number; launchDate: string };

type Tx = Prisma.TransactionClient;

/**
 * Whose morning an app's tasks fall due at: the company's first member (the maker who created
 * it), at their reminder hour in their zone (docs/decisions/070-first-hour-second-pass.md).
 */
export async function plannerOf(tx: Tx, appId: string): Promise<Planner> {
  const maker = await tx.user.findFirst({
    where: { tenant: { apps: { some: { id: appId } } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { timeZone: true, reminderHour: true },
  });
  return { timeZone: safeTimeZone(maker?.timeZone), hour: maker?.reminderHour ?? 9 };
}

/**
 * Writes the app's one launch date inside the caller's transaction and re-plans the checklist
 * (docs/decisions/014-one-plan.md). The first time, the default checklist is created; afterwards
 * every open task relative to launch day keeps its offset and its wall-clock time in its own
 * zone (clockZone: the maker's morning, or Product Hunt's Pacific clock); done tasks and
 * tasks with a fixed date stay put. The simple answer and the Community module's Product Hunt
 * date are written as copies of the same date, so every screen and export shows one date.
 */
export async function applyLaunchDate(
  tx: Tx,
  app: { id: string; category: string | null },
  launchDate: string,
): Promise<LaunchDateResult> {
  // Writing the date first takes the app's row lock (PostgreSQL; SQLite has one writer), so a
  // double submit cannot create the default tasks twice.
  const stored = await tx.app.update({
    where: { id: app.id },
    data: { launchDate: launchDateToStored(launchDate) },
    select: { wizardAnswers: true, platforms: true },
  });
  await tx.app.update({
    where: { id: app.id },
    data: {
      wizardAnswers: { ...readSimpleAnswers(stored.wizardAnswers), "launch-date": launchDate },
    },
  });
  const community = await tx.module.findUnique({
    where: { appId_stepName: { appId: app.id, stepName: "community" } },
    select: { data: true },
  });
  if (community) {
    const data = (community.data ?? {}) as Prisma.JsonObject;
    if (data.productHuntDate !== launchDate) {
      await tx.module.update({
        where: { appId_stepName: { appId: app.id, stepName: "community" } },
        data: { data: { ...data, productHuntDate: launchDate } },
      });
    }
  }
  const existing = await tx.checklistTask.findMany({
    where: { appId: app.id },
    select: { id: true, offsetDays: true, dueAt: true, done: true, clockZone: true },
  });
  if (existing.length === 0) {
    const planned = planChecklist(
      launchDate,
      app.category,
      readPlatforms(stored.platforms),
      await plannerOf(tx, app.id),
    );
    await tx.checklistTask.createMany({
      data: planned.map((task) => ({ ...task, appId: app.id, isCustom: false })),
    });
    return { created: planned.length, moved: 0, launchDate };
  }
  let moved = 0;
  for (const task of existing) {
    if (task.done || task.offsetDays === null) continue;
    const dueAt = replanDueAt(task.dueAt, task.offsetDays, launchDate, task.clockZone);
    if (dueAt.getTime() === task.dueAt.getTime()) continue;
    await tx.checklistTask.update({ where: { id: task.id }, data: { dueAt } });
    moved += 1;
  }
  return { created: 0, moved, launchDate };
}

/** A planned launch date set in the past; its message names the field's problem. */
export class PastLaunchDate extends Error {}

/** A newly set launch date may not have passed; the date already saved may stay as it is. */
export function assertPlannedLaunchDate(wanted: string, current: string | null, now = new Date()) {
  if (wanted !== current && isPastLaunchDate(wanted, now)) {
    throw new PastLaunchDate(pastLaunchDateMessage(wanted));
  }
}

/** Sets or moves the launch date from the checklist page; a past date throws PastLaunchDate. */
export async function setLaunchDate(
  tenantId: string,
  appId: string,
  launchDate: string,
): Promise<LaunchDateResult | null> {
  await assertCanWrite(tenantId);
  const app = await findApp(tenantId, appId);
  if (!app) return null;
  assertPlannedLaunchDate(launchDate, app.launchDate ? storedToLaunchDate(app.launchDate) : null);
  return db.$transaction((tx) => applyLaunchDate(tx, app, launchDate), TRANSACTION_OPTIONS);
}

async function findTask(tenantId: string, appId: string, taskId: string) {
  return db.checklistTask.findFirst({
    where: { id: taskId, appId, app: { tenantId } },
    select: { id: true, app: { select: { launchDate: true } } },
  });
}

/** A task typed in the person's zone keeps that zone's wall clock when launch day moves. */
export function timing(input: TaskInput, timeZone: string, launchDate: Date | null) {
  const dueAt = zonedInstant(input.dueDate, input.dueTime, timeZone);
  const offsetDays = launchDate
    ? offsetFromLaunch(dueAt, storedToLaunchDate(launchDate), timeZone)
    : null;
  return { dueAt, offsetDays, clockZone: timeZone };
}

export async function setTaskDone(
  tenantId: string,
  appId: string,
  taskId: string,
  done: boolean,
  now = new Date(),
) {
  await assertCanWrite(tenantId);
  const task = await findTask(tenantId, appId, taskId);
  if (!task) return null;
  return db.checklistTask.update({
    where: { id: task.id },
    data: { done, doneAt: done ? now : null },
    select: taskSelect,
  });
}

/** A task of the user's own; its due time is typed in the user's zone. */
export async function addTask(tenantId: string, appId: string, input: TaskInput, timeZone: string) {
  await assertCanWrite(tenantId);
  const app = await findApp(tenantId, appId);
  if (!app) return null;
  return createCustomTask(db, app, input, timeZone);
}

/** Writes a task of the user's own at the end of the app's list (inside the caller's write). */
export async function createCustomTask(
  client: Pick<Tx, "checklistTask">,
  app: { id: string; launchDate: Date | null },
  input: TaskInput,
  timeZone: string,
) {
  const last = await client.checklistTask.findFirst({
    where: { appId: app.id },
    orderBy: { sortOrder: "desc" },
    select: { sortOrder: true },
  });
  return client.checklistTask.create({
    data: {
      appId: app.id,
      title: input.title,
      notes: input.notes,
      ...timing(input, timeZone, app.launchDate),
      isCustom: true,
      sortOrder: (last?.sortOrder ?? -1) + 1,
    },
    select: taskSelect,
  });
}

export async function updateTask(
  tenantId: string,
  appId: string,
  taskId: string,
  input: TaskInput,
  timeZone: string,
) {
  await assertCanWrite(tenantId);
  const task = await findTask(tenantId, appId, taskId);
  if (!task) return null;
  return db.checklistTask.update({
    where: { id: task.id },
    data: {
      title: input.title,
      notes: input.notes,
      ...timing(input, timeZone, task.app.launchDate),
    },
    select: taskSelect,
  });
}

export async function removeTask(tenantId: string, appId: string, taskId: string) {
  await assertCanWrite(tenantId);
  const task = await findTask(tenantId, appId, taskId);
  if (!task) return false;
  await db.checklistTask.delete({ where: { id: task.id } });
  return true;
}
