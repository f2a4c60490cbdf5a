// Marketing modules of an app (docs/product/spec-facts.md §3, §4). The page actions and the /api routes both
// save through saveModule, so validation, locking and progress can't drift apart.
import type { Prisma } from "@prisma/client";

import { storedToLaunchDate } from "~/lib/checklist";
import { todayIn } from "~/lib/dates";
import { isStepName, STEP_NAMES, type StepName } from "~/lib/enums";
import type { FieldErrors } from "~/lib/field-errors";
import { missingForCompletion } from "~/lib/wizard/completion";
import { readStoredSchedule, scheduleToStore } from "~/lib/wizard/content-schedule";
import { isStepUnlocked, stepStates, type StepStatuses } from "~/lib/wizard/locking";
import { MODULE_TITLES } from "~/lib/wizard/module-titles";
import { countCompleted, moduleProgress } from "~/lib/wizard/progress";
import { db } from "~/services/db.server";

import { applyLaunchDate, assertPlannedLaunchDate, PastLaunchDate } from "./checklist.server";
import { type ModuleData, saveStatusSchema, validateModuleData } from "./module-schemas.server";
import { isUniqueViolation } from "./user.server";
import { assertCanWrite } from "./write-access.server";

type Tx = Prisma.TransactionClient;

// Saves of one app queue behind each other (see lockApp); give a queued save time to wait.
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

const moduleSelect = {
  id: true,
  appId: true,
  stepName: true,
  status: true,
  data: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type ModuleRecord = Prisma.ModuleGetPayload<{ select: typeof moduleSelect }>;

function statusesOf(rows: { stepName: string; status: string }[]): StepStatuses {
  return Object.fromEntries(
    rows.filter((r) => isStepName(r.stepName)).map((r) => [r.stepName, r.status]),
  );
}

/**
 * All eight modules of the tenant's app in order, each with its lock state; a module with no
 * record yet reads as not_started with no id. Null when the app is missing or another tenant's.
 */
export async function getModules(tenantId: string, appId: string) {
  const app = await db.app.findFirst({
    where: { id: appId, tenantId },
    select: { modules: { select: moduleSelect } },
  });
  if (!app) return null;
  const rows = new Map(app.modules.map((m) => [m.stepName, m]));
  return stepStates(statusesOf(app.modules)).map((state) => {
    const row = rows.get(state.stepName);
    return {
      id: row?.id ?? null,
      appId,
      stepName: state.stepName,
      status: state.status,
      locked: state.locked,
      data: (row?.data ?? {}) as ModuleData,
      createdAt: row?.createdAt ?? null,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

export type ModuleSummary = NonNullable<Awaited<ReturnType<typeof getModules>>>[number];

/** The modules the tenant's app has completed, in order: what a "next module" link is decided from. */
export async function completedModuleSteps(tenantId: string, appId: string): Promise<StepName[]> {
  const rows = await db.module.findMany({
    where: { appId, app: { tenantId }, status: "completed" },
    select: { stepName: true },
  });
  const done = new Set(rows.map((r) => r.stepName));
  return STEP_NAMES.filter((step) => done.has(step));
}

/** The module, created as not_started with empty data when it has no record yet (so it has an id). */
export async function getOrCreateModule(tenantId: string, appId: string, stepName: string) {
  if (!isStepName(stepName)) return null;
  const app = await db.app.findFirst({ where: { id: appId, tenantId }, select: { id: true } });
  if (!app) return null;
  const where = { appId_stepName: { appId, stepName } };
  try {
    return await db.module.upsert({
      where,
      create: { appId, stepName, status: "not_started", data: {} },
      update: {},
      select: moduleSelect,
    });
  } catch (error) {
    // Two first reads at once: the other one created it.
    if (!isUniqueViolation(error)) throw error;
    return db.module.findUniqueOrThrow({ where, select: moduleSelect });
  }
}

/** A module of one of the tenant's apps, by id; null for a missing or another tenant's module. */
export async function getModuleById(tenantId: string, moduleId: string) {
  return db.module.findFirst({ where: { id: moduleId, app: { tenantId } }, select: moduleSelect });
}

/**
 * Takes the app's row lock for the rest of the transaction (an UPDATE locks the row on
 * PostgreSQL; SQLite runs one write transaction at a time). Saves of the same app then run one
 * after the other, so each one counts the modules the previous one committed.
 */
export async function lockApp(tx: Tx, tenantId: string, appId: string): Promise<boolean> {
  const touched = await tx.app.updateMany({
    where: { id: appId, tenantId },
    data: { updatedAt: new Date() },
  });
  return touched.count > 0;
}

/**
 * Recomputes app.progress, the plan's figure, from the stored modules: round(completed / 8 * 100)
 * (docs/decisions/013-progress-figures.md), then records a snapshot. The simple questions have
 * their own figure (questionsProgress) and never change this one.
 * Call inside the transaction that holds lockApp.
 */
export async function writeAppProgress(tx: Tx, appId: string): Promise<number> {
  const app = await tx.app.findUniqueOrThrow({
    where: { id: appId },
    select: { modules: { select: { status: true } } },
  });
  const progress = moduleProgress(countCompleted(app.modules.map((m) => m.status)));
  await tx.app.update({ where: { id: appId }, data: { progress } });
  await tx.progressSnapshot.create({ data: { appId, progress } });
  return progress;
}

export type SaveModuleInput = { status: unknown; data: unknown };
export type SaveModuleOptions = { timeZone?: string; now?: Date; hooks?: SaveHooks };
/**
 * Extra steps inside a save's transaction (app/models/module-writes.server.ts): `before` sees the
 * module as stored (after the app's lock) and may throw to refuse, `after` sees the saved result.
 */
export type SaveHooks = {
  before?: (
    tx: Tx,
    stored: { updatedAt: Date; status: string; data: unknown } | undefined,
  ) => Promise<void>;
  after?: (tx: Tx, saved: SaveModuleResult & { ok: true }) => Promise<void>;
};
export type SaveModuleResult =
  | { ok: true; module: ModuleRecord; progress: number; allCompleted: boolean }
  | { ok: false; status: 400; message: string; errors: FieldErrors }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Saves one module: validates, refuses a locked step, stores the data (with the content plan),
 * and recomputes the app's progress in the same transaction. A save that fails changes nothing.
 * A completed module stays completed when saved as a draft, so later steps never re-lock; a save
 * that empties one of its required fields is refused with that field's message.
 */
export async function saveModule(
  tenantId: string,
  appId: string,
  stepName: string,
  input: SaveModuleInput,
  options: SaveModuleOptions = {},
): Promise<SaveModuleResult> {
  await assertCanWrite(tenantId);
  if (!isStepName(stepName)) return { ok: false, status: 404, message: "Unknown module step." };
  const status = saveStatusSchema.safeParse(input.status);
  if (!status.success) {
    return {
      ok: false,
      status: 400,
      message: "Some fields are invalid.",
      errors: { status: [status.error.issues[0].message] },
    };
  }
  // The completion rule is checked after the lock, so a locked step answers 409 first.
  const valid = validateModuleData(stepName, "in_progress", input.data);
  if (!valid.ok)
    return { ok: false, status: 400, message: "Some fields are invalid.", errors: valid.errors };
  const today = todayIn(options.timeZone, options.now);

  // A refusal inside the transaction rolls it back (throws), so the lock's touch of the app
  // (updatedAt) is not kept for a save that saved nothing.
  return db
    .$transaction(async (tx): Promise<SaveModuleResult> => {
      if (!(await lockApp(tx, tenantId, appId)))
        throw new Refused({ ok: false, status: 404, message: "App not found." });
      const rows = await tx.module.findMany({
        where: { appId },
        select: { stepName: true, status: true, data: true, updatedAt: true },
      });
      await options.hooks?.before?.(
        tx,
        rows.find((r) => r.stepName === stepName),
      );
      const statuses = statusesOf(rows);
      if (!isStepUnlocked(stepName, statuses)) {
        const previous = STEP_NAMES[STEP_NAMES.indexOf(stepName) - 1];
        throw new Refused({
          ok: false,
          status: 409,
          message: `${MODULE_TITLES[stepName]} is locked. Complete ${MODULE_TITLES[previous]} first.`,
        });
      }
      const existing = rows.find((r) => r.stepName === stepName);
      const wasCompleted = existing?.status === "completed";
      // A completed module counts only with its required fields filled, so emptying one is
      // refused (a draft too); moving it back would re-lock every later step.
      if (status.data === "completed" || wasCompleted) {
        const missing = missingForCompletion(stepName, valid.data, wasCompleted);
        if (Object.keys(missing).length > 0)
          throw new Refused({
            ok: false,
            status: 400,
            message: "Some fields are invalid.",
            errors: missing,
          });
      }
      const nextStatus = wasCompleted ? "completed" : status.data;
      const data: ModuleData = { ...valid.data };
      if (stepName === "community") {
        // The Product Hunt date is the app's one launch date (docs/decisions/014-one-plan.md).
        const app = await tx.app.findUniqueOrThrow({
          where: { id: appId },
          select: { id: true, category: true, launchDate: true },
        });
        const current = app.launchDate ? storedToLaunchDate(app.launchDate) : "";
        const wanted = typeof data.productHuntDate === "string" ? data.productHuntDate : "";
        if (wanted && wanted !== current) {
          try {
            assertPlannedLaunchDate(wanted, current);
          } catch (error) {
            if (!(error instanceof PastLaunchDate)) throw error;
            throw new Refused({
              ok: false,
              status: 400,
              message: "Some fields are invalid.",
              errors: { productHuntDate: [error.message] },
            });
          }
          await applyLaunchDate(tx, app, wanted);
        }
        data.productHuntDate = wanted || current;
      }
      if (stepName === "content") {
        const stored = readStoredSchedule(
          (existing?.data as ModuleData | undefined)?.contentSchedule,
        );
        data.contentSchedule = scheduleToStore(
          stored,
          data.selectedContentIdeas as string[],
          today,
        );
      }
      const module = await tx.module.upsert({
        where: { appId_stepName: { appId, stepName } },
        create: { appId, stepName, status: nextStatus, data: data as Prisma.InputJsonObject },
        update: { status: nextStatus, data: data as Prisma.InputJsonObject },
        select: moduleSelect,
      });
      const progress = await writeAppProgress(tx, appId);
      const completed = countCompleted(Object.values({ ...statuses, [stepName]: nextStatus }));
      const saved = {
        ok: true as const,
        module,
        progress,
        allCompleted: completed === STEP_NAMES.length,
      };
      await options.hooks?.after?.(tx, saved);
      return saved;
    }, TRANSACTION_OPTIONS)
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.result;
      throw error;
    });
}

/** A save refused inside its transaction: thrown to roll the transaction back, then answered. */
class Refused extends Error {
  constructor(readonly result: SaveModuleResult & { ok: false }) {
    super(result.message);
  }
}
