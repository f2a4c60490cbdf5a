// Apps belong to a tenant. Every function takes the signed-in user's tenantId; another tenant's
// app is indistinguishable from a missing one (null / 404).
import { z } from "zod";

import { dashboardStats, nextMission } from "~/lib/dashboard";
import { CATEGORY_IDS, categoryName, STEP_NAMES, type StepName } from "~/lib/enums";
import {
  APP_DESCRIPTION_MAX,
  APP_NAME_MAX,
  APP_URL_MAX,
  PROGRESS_MAX,
  PROGRESS_MESSAGE,
  PROGRESS_MIN,
} from "~/lib/limits";
import { normalizeWebAddress, WEB_ADDRESS_MESSAGE } from "~/lib/web-address";
import { db } from "~/services/db.server";

import { simpleAnswersSchema, simpleProgressSchema } from "./wizard.server";
import { assertCanWrite } from "./write-access.server";

// A bare domain is a web address too: "pocketplant.app" is stored as "https://pocketplant.app".
const httpUrl = z
  .string({ error: "URL must be text" })
  .trim()
  .max(APP_URL_MAX, `URL must be at most ${APP_URL_MAX} characters`)
  .transform((value, ctx) => {
    const address = normalizeWebAddress(value);
    if (address === null) {
      ctx.addIssue({ code: "custom", message: WEB_ADDRESS_MESSAGE });
      return z.NEVER;
    }
    if (address.length > APP_URL_MAX) {
      ctx.addIssue({ code: "custom", message: `URL must be at most ${APP_URL_MAX} characters` });
      return z.NEVER;
    }
    return address;
  });

const appName = z
  .string({ error: "App name is required" })
  .trim()
  .min(1, "App name is required")
  .max(APP_NAME_MAX, `App name must be at most ${APP_NAME_MAX} characters`);

const appDescription = z
  .string({ error: "Description must be text" })
  .trim()
  .max(APP_DESCRIPTION_MAX, `Description must be at most ${APP_DESCRIPTION_MAX} characters`);

/** Add App / Edit App (docs/product/spec-facts.md §5): name required; url optional, http(s) only. */
export const appDetailsSchema = z.object({
  name: appName,
  url: httpUrl.optional().default(""),
  description: appDescription.optional().default(""),
});

export const categorySchema = z.enum(CATEGORY_IDS as unknown as [string, ...string[]], {
  error: "Choose one of the eight categories",
});

export const appListSelect = {
  id: true,
  name: true,
  url: true,
  description: true,
  progress: true,
  questionsProgress: true,
  category: true,
  launchDate: true,
  createdAt: true,
  updatedAt: true,
} as const;

/**
 * What the /api answers about an app: every field of the app entity (docs/api-contract.md) and
 * the launch day. The dashboard's lighter appListSelect leaves out the wizard answers.
 */
export const apiAppSelect = {
  ...appListSelect,
  tenantId: true,
  wizardAnswers: true,
  launchDate: true,
} as const;

/** GET /api/apps: the tenant's apps with the entity's fields, oldest first. */
export async function listApiApps(tenantId: string) {
  return db.app.findMany({
    where: { tenantId },
    select: apiAppSelect,
    // The id breaks ties: apps made in the same millisecond keep one order on every database.
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

export async function listApps(tenantId: string) {
  return db.app.findMany({
    where: { tenantId },
    select: appListSelect,
    // The id breaks ties: apps made in the same millisecond keep one order on every database.
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** One app of the tenant, or null (missing and other tenants' apps look the same). */
export async function getApp(tenantId: string, appId: string) {
  return db.app.findFirst({ where: { id: appId, tenantId } });
}

/**
 * The app the main menu offers its pages for: the first of `wanted` (the app in the address, then
 * the one last opened in this browser) that is the tenant's, else the tenant's most recently
 * changed app (its only app when it has one); null when the tenant has no apps.
 */
export async function getMenuApp(
  tenantId: string,
  wanted: Array<string | null | undefined>,
): Promise<{ id: string; name: string } | null> {
  const ids = wanted.filter((id): id is string => typeof id === "string" && id !== "");
  if (ids.length > 0) {
    const found = await db.app.findMany({
      where: { tenantId, id: { in: ids } },
      select: { id: true, name: true },
    });
    for (const id of ids) {
      const app = found.find((candidate) => candidate.id === id);
      if (app) return app;
    }
  }
  return db.app.findFirst({
    where: { tenantId },
    select: { id: true, name: true },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
  });
}

export const progressSchema = z
  .number({ error: PROGRESS_MESSAGE })
  .int(PROGRESS_MESSAGE)
  .min(PROGRESS_MIN, PROGRESS_MESSAGE)
  .max(PROGRESS_MAX, PROGRESS_MESSAGE);

/** POST /api/apps: the Add App fields, and the progress the original client sends (default 0). */
export const appCreateApiSchema = appDetailsSchema.extend({
  progress: progressSchema.optional().default(0),
});

/**
 * PUT /api/apps/{id}: {category}, {wizardAnswers, progress}, or any of name/url/description.
 * Fields that are left out keep their value.
 */
export const appUpdateApiSchema = z
  .object({
    name: appName.optional(),
    url: httpUrl.optional(),
    description: appDescription.optional(),
    category: categorySchema.optional(),
    // The simple wizard's own rules (docs/decisions/006-wizards.md), so the page and the API agree.
    wizardAnswers: simpleAnswersSchema.optional(),
    progress: simpleProgressSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.wizardAnswers === undefined) !== (input.progress === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [input.wizardAnswers === undefined ? "wizardAnswers" : "progress"],
        message: "Send wizardAnswers and progress together",
      });
    }
    if (Object.values(input).every((value) => value === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [],
        message:
          "Send at least one of: name, url, description, category, or wizardAnswers with progress",
      });
    }
  });

export type AppDetails = z.infer<typeof appDetailsSchema>;

/**
 * A new app. The plan's figure starts at 0 (no module is completed); a `progress` sent by an API
 * client is the simple questions' figure (docs/decisions/013-progress-figures.md).
 */
export async function createApp(tenantId: string, input: AppDetails & { progress?: number }) {
  await assertCanWrite(tenantId);
  const { progress, ...details } = input;
  return db.app.create({
    data: {
      ...details,
      tenantId,
      progress: 0,
      questionsProgress: progress ?? 0,
      wizardAnswers: {},
    },
    select: apiAppSelect,
  });
}

function isNotFound(error: unknown): boolean {
  // By code, not instanceof: the PostgreSQL client is a second generated client with its own classes.
  return (
    typeof error === "object" && error !== null && (error as { code?: string }).code === "P2025"
  );
}

type AppChanges = Partial<AppDetails> & { category?: string };

/** Changes the tenant's app; null when the app is missing or belongs to another tenant. */
export async function updateApp(tenantId: string, appId: string, changes: AppChanges) {
  await assertCanWrite(tenantId);
  try {
    return await db.app.update({
      where: { id: appId, tenantId },
      data: changes,
      select: appListSelect,
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function updateCategory(tenantId: string, appId: string, category: string) {
  return updateApp(tenantId, appId, { category: categorySchema.parse(category) });
}

/**
 * Deletes the tenant's app; its modules, checklist, snapshots and KPI entries go with it (the
 * schema cascades). Returns the deleted app's name, or null when there was no such app.
 */
export async function deleteApp(tenantId: string, appId: string) {
  await assertCanWrite(tenantId);
  try {
    return await db.app.delete({
      where: { id: appId, tenantId },
      select: { id: true, name: true },
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** One app as the dashboard shows it: the card's columns and its open tasks past due. */
export type DashboardCardApp = {
  id: string;
  name: string;
  url: string;
  description: string;
  progress: number;
  questionsProgress: number;
  category: string | null;
  launchDate: Date | null;
  overdueTasks: number;
  /** Every checklist task of the app (the card's "Open your checklist (N dated tasks)"). */
  taskCount: number;
  completedModules: StepName[];
  hasLaunchDate: boolean;
};

type DashboardRow = Omit<
  DashboardCardApp,
  "overdueTasks" | "taskCount" | "completedModules" | "hasLaunchDate"
> & {
  overdueTasks: number | bigint;
  taskCount: number | bigint;
  moduleBits: number | bigint | null;
};

/** The one read the dashboard needs: `db`, or in a test the same client observed. */
export type AppReader = Pick<typeof db, "$queryRaw">;

/**
 * Everything the dashboard shows, in ONE SQL statement whatever the number of apps: only the
 * columns the cards show, each app with its count of open checklist tasks past due (a correlated
 * count on the (appId, dueAt) index); the stats and the next mission are computed from the same
 * rows (app/lib/dashboard.ts). Plain SQL both SQLite and PostgreSQL accept, as Prisma's own
 * query for this costs several times the CPU (docs/decisions/023-performance.md).
 */
export async function loadDashboard(tenantId: string, client: AppReader = db, now = new Date()) {
  const rows = await client.$queryRaw<DashboardRow[]>`
    SELECT a."id", a."name", a."url", a."description", a."progress", a."questionsProgress",
      a."category", a."launchDate",
      (SELECT COUNT(*) FROM "ChecklistTask" c
        WHERE c."appId" = a."id" AND c."done" = ${false} AND c."dueAt" < ${now}) AS "overdueTasks",
      (SELECT COUNT(*) FROM "ChecklistTask" t WHERE t."appId" = a."id") AS "taskCount",
      (SELECT SUM(CASE m."stepName" WHEN 'foundation' THEN 1 WHEN 'seo' THEN 2
          WHEN 'content' THEN 4 WHEN 'community' THEN 8 WHEN 'creative' THEN 16
          WHEN 'launch' THEN 32 WHEN 'analytics' THEN 64 WHEN 'retention' THEN 128 ELSE 0 END)
        FROM "Module" m
        WHERE m."appId" = a."id" AND m."status" = 'completed') AS "moduleBits"
    FROM "App" a
    WHERE a."tenantId" = ${tenantId}
    ORDER BY a."createdAt" ASC, a."id" ASC`;
  const apps: DashboardCardApp[] = rows.map(({ moduleBits, ...row }) => {
    // Bit i is STEP_NAMES[i], completed (one SUM keeps the dashboard at one statement).
    const completedModules = STEP_NAMES.filter((_, i) => Number(moduleBits ?? 0) & (1 << i));
    return {
      ...row,
      progress: Number(row.progress),
      questionsProgress: Number(row.questionsProgress),
      overdueTasks: Number(row.overdueTasks),
      taskCount: Number(row.taskCount),
      hasLaunchDate: row.launchDate !== null,
      completedModules,
    };
  });
  return { apps, stats: dashboardStats(apps), missions: nextMission(apps) };
}

/** The tenant's apps as the wizard pickers (/simple-wizard, /wizard) list them. */
export async function listAppChoices(tenantId: string) {
  const apps = await listApps(tenantId);
  return apps.map((app) => ({
    id: app.id,
    name: app.name,
    description: app.description,
    category: app.category,
    categoryName: categoryName(app.category),
    progress: app.progress,
  }));
}
