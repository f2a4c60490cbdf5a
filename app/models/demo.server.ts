// The live demo: the seeded demo tenant is a template that nobody signs into; every visitor who
// presses TRY LIVE DEMO gets a private copy (a sandbox tenant) that expires after 24 hours.
// Demo users may try everything except what touches the account itself: email, password,
// deleting the account, inviting people, and paying (docs/decisions/016-demo-sandbox.md).
import crypto from "node:crypto";

import type { Prisma } from "@prisma/client";

import { DAY_MS } from "~/lib/dates";
import { DEMO_RESTRICTED_MESSAGE } from "~/lib/demo";
import { demoLaunchDate } from "~/lib/demo-plan";
import { db } from "~/services/db.server";
import { getEnv } from "~/services/env.server";

import { applyLaunchDate } from "./checklist.server";
import { demoKindOf } from "./demo-account.server";
import { newSecurityStamp, type StampedUser, withSignInStamp } from "./security-stamp.server";
import { type PublicUser, publicUserSelect } from "./user.server";

export const DEMO_SANDBOX_TTL_MS = DAY_MS;
/** How often a running server purges expired sandboxes (it also does at start). */
export const DEMO_PURGE_INTERVAL_MS = 15 * 60 * 1000;
export const DEMO_EMAIL_DOMAIN = "demo.appmarketingmachine.app";

export { DEMO_RESTRICTED_MESSAGE };
export const DEMO_UNAVAILABLE_MESSAGE =
  "The demo account is not available right now. Start a free trial instead.";
export const DEMO_FULL_MESSAGE =
  "The live demo is busy right now: too many visitors are trying it. Please try again later, or start a free trial.";

export class DemoUnavailableError extends Error {
  constructor(readonly full: boolean) {
    super(full ? DEMO_FULL_MESSAGE : DEMO_UNAVAILABLE_MESSAGE);
    this.name = "DemoUnavailableError";
  }
}

export { isDemoUser } from "./demo-account.server";

/** True for the template's own user: signing in as it opens a sandbox instead. */
export async function isDemoTemplateUser(user: Pick<PublicUser, "tenantId">): Promise<boolean> {
  return (await demoKindOf(user.tenantId)) === "template";
}

/** Deletes expired sandboxes with everything in them; returns how many. */
export async function purgeExpiredDemoSandboxes(now = new Date()): Promise<number> {
  const { count } = await db.tenant.deleteMany({
    where: { demo: "sandbox", demoExpiresAt: { lte: now } },
  });
  return count;
}

export async function countLiveDemoSandboxes(now = new Date()): Promise<number> {
  return db.tenant.count({ where: { demo: "sandbox", demoExpiresAt: { gt: now } } });
}

const shift = (date: Date, ms: number) => new Date(date.getTime() + ms);
const shiftOrNull = (date: Date | null, ms: number) => (date ? shift(date, ms) : null);
const json = (value: Prisma.JsonValue) => value as Prisma.InputJsonValue;

/**
 * A new sandbox copied from the template (apps, modules, checklist, progress history, numbers)
 * with its own user, signed into by the caller. Dates move forward by whole days (numbers by
 * whole weeks) so the copy looks as fresh as the day the template was seeded.
 */
export async function openDemoSandbox(
  options: { now?: Date; cap?: number } = {},
): Promise<StampedUser<PublicUser>> {
  const now = options.now ?? new Date();
  const cap = options.cap ?? getEnv().DEMO_SANDBOX_CAP;
  await purgeExpiredDemoSandboxes(now);
  if ((await countLiveDemoSandboxes(now)) >= cap) throw new DemoUnavailableError(true);

  const template = await db.tenant.findFirst({
    where: { demo: "template" },
    orderBy: { createdAt: "asc" },
    include: {
      users: { take: 1, orderBy: { createdAt: "asc" } },
      apps: {
        include: { modules: true, checklistTasks: true, progressSnapshots: true, kpiEntries: true },
      },
    },
  });
  if (!template) throw new DemoUnavailableError(false);
  const templateUser = template.users[0];
  const days = Math.max(0, Math.floor((now.getTime() - template.createdAt.getTime()) / DAY_MS));
  const dayShift = days * DAY_MS;
  const weekShift = Math.floor(days / 7) * 7 * DAY_MS;
  const handle = crypto.randomBytes(6).toString("hex");

  const securityStamp = newSecurityStamp();
  return db.$transaction(async (tx) => {
    const planned: { id: string; category: string | null; progress: number }[] = [];
    const tenant = await tx.tenant.create({
      data: {
        companyName: template.companyName,
        companyNameSearch: template.companyNameSearch,
        subscriptionStatus: "trial",
        demo: "sandbox",
        demoExpiresAt: new Date(now.getTime() + DEMO_SANDBOX_TTL_MS),
        createdAt: now,
      },
    });
    const user = await tx.user.create({
      data: {
        tenantId: tenant.id,
        email: `demo-${handle}@${DEMO_EMAIL_DOMAIN}`,
        // Not a hash: no password ever matches, the visitor only has the session.
        passwordHash: "!demo-sandbox",
        securityStamp,
        timeZone: templateUser?.timeZone ?? "UTC",
        weekStart: templateUser?.weekStart ?? 1,
        defaultPage: templateUser?.defaultPage ?? "/dashboard",
      },
      select: publicUserSelect,
    });
    for (const app of template.apps) {
      const copy = await tx.app.create({
        data: {
          tenantId: tenant.id,
          name: app.name,
          url: app.url,
          description: app.description,
          category: app.category,
          wizardAnswers: json(app.wizardAnswers),
          progress: app.progress,
          questionsProgress: app.questionsProgress,
          launchDate: shiftOrNull(app.launchDate, dayShift),
          createdAt: shift(app.createdAt, dayShift),
        },
      });
      if (app.category && app.modules.some((m) => m.status === "completed"))
        planned.push({ id: copy.id, category: app.category, progress: app.progress });
      if (app.modules.length)
        await tx.module.createMany({
          data: app.modules.map((m) => ({
            appId: copy.id,
            stepName: m.stepName,
            status: m.status,
            data: json(m.data),
          })),
        });
      if (app.checklistTasks.length)
        await tx.checklistTask.createMany({
          data: app.checklistTasks.map((t) => ({
            appId: copy.id,
            title: t.title,
            notes: t.notes,
            offsetDays: t.offsetDays,
            dueAt: shift(t.dueAt, dayShift),
            done: t.done,
            doneAt: shiftOrNull(t.doneAt, dayShift),
            isCustom: t.isCustom,
            sortOrder: t.sortOrder,
            clockZone: t.clockZone,
          })),
        });
      if (app.progressSnapshots.length)
        await tx.progressSnapshot.createMany({
          data: app.progressSnapshots.map((s) => ({
            appId: copy.id,
            progress: s.progress,
            createdAt: shift(s.createdAt, dayShift),
          })),
        });
      if (app.kpiEntries.length)
        await tx.kpiEntry.createMany({
          data: app.kpiEntries.map((k) => ({
            appId: copy.id,
            metric: k.metric,
            weekStart: shift(k.weekStart, weekShift),
            value: k.value,
            target: k.target,
          })),
        });
    }
    if (!template.apps.some((app) => app.launchDate)) await planDemoLaunches(tx, planned, now);
    return withSignInStamp(user, securityStamp, { newAccount: true });
  });
}

/**
 * A template seeded before the demo had launch dates: the copy's planned apps get one a few
 * weeks ahead (the furthest plan first) with the product's own checklist, past tasks ticked off,
 * so the checklist and calendar a visitor opens are never empty.
 */
async function planDemoLaunches(
  tx: Prisma.TransactionClient,
  apps: { id: string; category: string | null; progress: number }[],
  now: Date,
) {
  const ranked = [...apps].sort((a, b) => b.progress - a.progress);
  for (const [rank, app] of ranked.entries()) {
    const launchDate = demoLaunchDate(rank, now);
    if (!launchDate) break;
    await applyLaunchDate(tx, app, launchDate);
    await tx.checklistTask.updateMany({
      where: { appId: app.id, dueAt: { lte: now } },
      data: { done: true, doneAt: now },
    });
  }
}
