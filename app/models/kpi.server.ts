// The analytics page's data: module completion, progress history and the weekly KPI log of one
// app. Tenant-scoped: another tenant's app or entry is indistinguishable from a missing one.
import { z } from "zod";

import { isIsoDate, isoDate, parseIsoDate, startOfWeek } from "~/lib/dates";
import { formatDay, KPI_METRIC_IDS, kpiMetric, latestTargets, type WeekStartsOn } from "~/lib/kpi";
import { KPI_EARLIEST_WEEK, KPI_VALUE_MAX } from "~/lib/limits";
import { isUniqueViolation } from "~/models/user.server";
import { db } from "~/services/db.server";

import { type Claim, claimKey, recordAnswer, storedAnswer } from "./idempotency.server";
import { assertCanWrite } from "./write-access.server";

/** Snapshots read for the progress chart: newest first, enough for months of daily saves. */
const PROGRESS_SNAPSHOT_LIMIT = 1000;

function numberField(name: string, example: string) {
  return z
    .number({ error: `Enter ${name.toLowerCase()} as a number, for example ${example}` })
    .min(0, `${name} can't be negative`)
    .max(KPI_VALUE_MAX, `${name} must be at most ${KPI_VALUE_MAX.toLocaleString("en-US")}`);
}

const valueField = numberField("The number", "120");
const targetField = numberField("The target", "150").optional();

/** Context for the week check: the user's week start and today's date in their time zone. */
export type KpiContext = { weekStartsOn: WeekStartsOn; today: string };

/** Add a weekly number. `weekOf` is any day of the week; it is stored as the week's first day. */
export function kpiAddSchema(context: KpiContext) {
  return z.object({
    appId: z.string({ error: "Choose an app" }).min(1, "Choose an app"),
    metric: z.enum(KPI_METRIC_IDS, { error: "Choose one of the listed metrics" }),
    weekOf: z
      .string({ error: "Enter the week, for example 2026-03-02" })
      .transform((value, ctx) => {
        const day = value.trim();
        if (!isIsoDate(day)) {
          ctx.addIssue({ code: "custom", message: "Enter a real date, for example 2026-03-02" });
          return z.NEVER;
        }
        const week = startOfWeek(day, context.weekStartsOn);
        if (week < KPI_EARLIEST_WEEK) {
          ctx.addIssue({ code: "custom", message: "Enter a week from the year 2000 or later" });
          return z.NEVER;
        }
        if (week > context.today) {
          ctx.addIssue({
            code: "custom",
            message: "That week hasn't started yet. Record numbers once the week has begun.",
          });
          return z.NEVER;
        }
        return parseIsoDate(week) as Date;
      }),
    value: valueField,
    target: targetField,
  });
}

export const kpiUpdateSchema = z.object({
  entryId: z.string({ error: "Choose a row to edit" }).min(1, "Choose a row to edit"),
  value: valueField,
  target: targetField,
});

export const kpiDeleteSchema = z.object({
  entryId: z.string({ error: "Choose a row to delete" }).min(1, "Choose a row to delete"),
});

export type KpiAddInput = z.output<ReturnType<typeof kpiAddSchema>>;
export type KpiUpdateInput = z.output<typeof kpiUpdateSchema>;

/** A module's status as the analytics page shows it. */
export type ModuleCompletion = { stepName: string; status: string; updatedAt: Date };

/** Everything the analytics page shows for one app, or null for a missing/foreign app. */
export async function getAppAnalytics(tenantId: string, appId: string) {
  const app = await db.app.findFirst({
    where: { id: appId, tenantId },
    select: {
      id: true,
      name: true,
      progress: true,
      category: true,
      modules: { select: { stepName: true, status: true, updatedAt: true } },
      progressSnapshots: {
        select: { progress: true, createdAt: true },
        orderBy: { createdAt: "desc" },
        take: PROGRESS_SNAPSHOT_LIMIT,
      },
      kpiEntries: {
        select: {
          id: true,
          metric: true,
          weekStart: true,
          value: true,
          target: true,
          source: true,
          updatedAt: true,
        },
        orderBy: [{ weekStart: "desc" }, { metric: "asc" }],
      },
    },
  });
  return app;
}

export type KpiResult = { ok: true } | { ok: false; field: string; message: string };

/** Stores a weekly number; a second number for the same metric and week is refused. */
export async function addKpiEntry(
  tenantId: string,
  input: KpiAddInput,
  claim: Claim | null = null,
): Promise<KpiResult | null> {
  await assertCanWrite(tenantId);
  const app = await db.app.findFirst({
    where: { id: input.appId, tenantId },
    select: { id: true },
  });
  if (!app) return null;
  // Per-metric targets: no target typed means this metric's own latest target.
  let target = input.target ?? null;
  if (target === null) {
    const previous = await db.kpiEntry.findMany({
      where: { appId: app.id, metric: input.metric, target: { not: null } },
      select: { metric: true, weekStart: true, target: true },
    });
    target = latestTargets(previous)[input.metric] ?? null;
  }
  try {
    // A week queued offline carries a key claimed with the row (docs/decisions/081-queued-writes.md).
    await db.$transaction(async (tx) => {
      if (claim) await claimKey(tx, claim);
      await tx.kpiEntry.create({
        data: {
          appId: app.id,
          metric: input.metric,
          weekStart: input.weekOf,
          value: input.value,
          target,
        },
      });
      if (claim) await recordAnswer(tx, claim, { status: 200, body: { ok: true } });
    });
    return { ok: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same week sent again with its key: saved once, the first answer holds.
    if (claim && (await storedAnswer(claim)).status === 200) return { ok: true };
    const label = kpiMetric(input.metric)?.label ?? input.metric;
    return {
      ok: false,
      field: "weekOf",
      message: `${label} already has a number for the week of ${formatDay(isoDate(input.weekOf))}. Edit that row instead.`,
    };
  }
}

/** The row, if it belongs to one of the tenant's apps. */
function findEntry(tenantId: string, entryId: string) {
  return db.kpiEntry.findFirst({
    where: { id: entryId, app: { tenantId } },
    select: { id: true, appId: true, metric: true, weekStart: true },
  });
}

export const KPI_CHANGED = "This week's number was changed on another device since you opened it.";

/** A row changed elsewhere since the form's version: what it holds now, nothing overwritten. */
export type KpiConflict = {
  conflict: { value: number; target: number | null; updatedAt: string };
};

/**
 * Changes a row's number and target; null when the row is not this tenant's (or was deleted).
 * A queued edit carries a key (a replay applies once) and the version it was based on (the row's
 * `updatedAt`): a row changed since is not overwritten (`conflict`).
 */
export async function updateKpiEntry(
  tenantId: string,
  input: KpiUpdateInput,
  claim: Claim | null = null,
  basedOn: Date | null = null,
) {
  await assertCanWrite(tenantId);
  const entry = await findEntry(tenantId, input.entryId);
  if (!entry) return null;
  try {
    type Updated = typeof entry & { version: number | null };
    return await db.$transaction(async (tx): Promise<Updated | KpiConflict | null> => {
      if (claim) await claimKey(tx, claim);
      // updateMany: a row deleted (or changed, with a version) in the meantime writes nothing.
      const { count } = await tx.kpiEntry.updateMany({
        where: { id: entry.id, app: { tenantId }, ...(basedOn ? { updatedAt: basedOn } : {}) },
        // A number edited by hand is typed: later imports leave it as it is.
        data: { value: input.value, target: input.target ?? null, source: "typed" },
      });
      const now = await tx.kpiEntry.findFirst({
        where: { id: entry.id },
        select: { value: true, target: true, updatedAt: true },
      });
      // The new version (milliseconds), for the worker to move later queued edits onto.
      const version = now ? now.updatedAt.getTime() : null;
      const conflict =
        count === 1 ? null : now && { ...now, updatedAt: now.updatedAt.toISOString() };
      if (claim) {
        const answer =
          count === 1
            ? { status: 200, body: { entryId: entry.id, version } }
            : conflict
              ? { status: 409, body: { error: KPI_CHANGED, current: conflict } }
              : { status: 404, body: { error: "This row was deleted." } };
        await recordAnswer(tx, claim, answer);
      }
      if (count === 1) return { ...entry, version };
      return conflict ? { conflict } : null;
    });
  } catch (error) {
    if (!claim || !isUniqueViolation(error)) throw error;
    // Sent again with its key: the first send's outcome, nothing written twice.
    const stored = await storedAnswer(claim);
    if (stored.status === 200) {
      return {
        ...entry,
        version: typeof stored.body.version === "number" ? stored.body.version : null,
      };
    }
    const current = stored.body.current as KpiConflict["conflict"] | undefined;
    return current ? { conflict: current } : null;
  }
}

/** Deletes a row; null when the row is not this tenant's. */
export async function deleteKpiEntry(tenantId: string, entryId: string) {
  await assertCanWrite(tenantId);
  const entry = await findEntry(tenantId, entryId);
  if (!entry) return null;
  const { count } = await db.kpiEntry.deleteMany({ where: { id: entry.id, app: { tenantId } } });
  return count === 1 ? entry : null;
}
