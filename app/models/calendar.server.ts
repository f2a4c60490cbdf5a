// The tenant's marketing calendar: the content module's saved schedule, checklist tasks and launch
// days of every app, plus the private iCal subscription token (Tenant.calendarToken). The token is
// 256 random bits in the URL, so it cannot be guessed; revoking it clears the column and the old
// URL answers 404 (docs/decisions/008-exports-checklist-calendar.md).
import crypto from "node:crypto";

import type { Prisma } from "@prisma/client";

import type { CalendarItem } from "~/lib/calendar";
import { storedToLaunchDate } from "~/lib/checklist";
import { readStoredSchedule } from "~/lib/wizard/content-schedule";
import { CONTENT_IDEAS } from "~/lib/wizard/modules";
import { db } from "~/services/db.server";

import { assertCanWrite } from "./write-access.server";

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters from [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function contentIdeaTitle(ideaId: string): string {
  return CONTENT_IDEAS.find((idea) => idea.id === ideaId)?.title ?? ideaId;
}

/** The saved content schedule of a content module's data, or none. */
export function savedContentSchedule(data: unknown) {
  const record = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  return readStoredSchedule(record.contentSchedule) ?? [];
}

export const LAUNCH_DAY_DESCRIPTION =
  "Launch day. Product Hunt's day starts at 12:01 a.m. Pacific time.";

/**
 * Every calendar item of the tenant's apps (or of one app), unsorted. With `assigneeId`, only the
 * checklist tasks assigned to that person (their personal feed).
 */
export async function listCalendarItems(
  tenantId: string,
  options: { appId?: string; assigneeId?: string } = {},
): Promise<CalendarItem[]> {
  const personal = options.assigneeId !== undefined;
  const apps = await db.app.findMany({
    where: { tenantId, ...(options.appId ? { id: options.appId } : {}) },
    select: {
      id: true,
      name: true,
      launchDate: true,
      modules: { where: { stepName: "content" }, select: { data: true } },
      checklistTasks: {
        where: personal ? { assigneeId: options.assigneeId } : {},
        select: { id: true, title: true, notes: true, dueAt: true, done: true },
        orderBy: { dueAt: "asc" },
      },
    },
    orderBy: { createdAt: "asc" },
  });
  const items: CalendarItem[] = [];
  for (const app of apps) {
    const base = { appId: app.id, appName: app.name };
    if (app.launchDate && !personal) {
      items.push({
        ...base,
        id: `launch-${app.id}`,
        kind: "launch",
        title: "Launch day",
        description: LAUNCH_DAY_DESCRIPTION,
        href: `/apps/${app.id}/checklist`,
        done: false,
        allDay: true,
        date: storedToLaunchDate(app.launchDate),
      });
    }
    for (const entry of personal ? [] : savedContentSchedule(app.modules[0]?.data)) {
      items.push({
        ...base,
        id: `content-${app.id}-${entry.week}`,
        kind: "content",
        title: `${entry.channel}: ${contentIdeaTitle(entry.ideaId)}`,
        description: `Week ${entry.week} of the content plan: publish on ${entry.channel}.`,
        href: `/wizard/${app.id}?step=content`,
        done: false,
        allDay: true,
        date: entry.dueDate,
      });
    }
    for (const task of app.checklistTasks) {
      items.push({
        ...base,
        id: `task-${task.id}`,
        kind: "task",
        title: task.title,
        description: task.notes,
        href: `/apps/${app.id}/checklist?edit=${task.id}#task-${task.id}`,
        done: task.done,
        allDay: false,
        at: task.dueAt.toISOString(),
      });
    }
  }
  return items;
}

/** The app's name when it is the tenant's (per-app calendar pages and downloads). */
export async function calendarApp(tenantId: string, appId: string) {
  return db.app.findFirst({ where: { id: appId, tenantId }, select: { id: true, name: true } });
}

export async function getCalendarToken(tenantId: string): Promise<string | null> {
  const tenant = await db.tenant.findUnique({
    where: { id: tenantId },
    select: { calendarToken: true },
  });
  return tenant?.calendarToken ?? null;
}

/**
 * A new secret token; the previous URL, if any, stops working at once. `byUserId` made it: a
 * change of that person's password replaces it (replaceReadLinks).
 */
export async function regenerateCalendarToken(
  tenantId: string,
  byUserId: string | null = null,
): Promise<string> {
  await assertCanWrite(tenantId);
  const token = newFeedToken();
  await db.tenant.update({
    where: { id: tenantId },
    data: { calendarToken: token, calendarTokenById: byUserId },
  });
  return token;
}

function newFeedToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString("base64url");
}

export type ReadLinksRevoked = {
  /** Calendar feeds whose address was replaced: "personal" and/or "company". */
  feeds: Array<"personal" | "company">;
  /** The labels of the share links removed (by the person, on the company's apps). */
  shareLinks: string[];
};

/**
 * Inside a password change or reset: the read links the person handed out die with the old
 * password. Their personal calendar feed and the company feed they made get new addresses (the
 * old ones answer 404), and the share links they created are removed unless `keepShareLinks`.
 */
export async function replaceReadLinks(
  tx: Pick<Prisma.TransactionClient, "user" | "tenant" | "shareLink">,
  userId: string,
  options: { keepShareLinks?: boolean } = {},
): Promise<ReadLinksRevoked> {
  const feeds: ReadLinksRevoked["feeds"] = [];
  const personal = await tx.user.updateMany({
    where: { id: userId, calendarToken: { not: null } },
    data: { calendarToken: newFeedToken() },
  });
  if (personal.count > 0) feeds.push("personal");
  const company = await tx.tenant.updateMany({
    where: { calendarTokenById: userId, calendarToken: { not: null } },
    data: { calendarToken: newFeedToken() },
  });
  if (company.count > 0) feeds.push("company");
  if (options.keepShareLinks) return { feeds, shareLinks: [] };
  const links = await tx.shareLink.findMany({
    where: { createdById: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, label: true },
  });
  if (links.length > 0) {
    await tx.shareLink.deleteMany({ where: { id: { in: links.map((link) => link.id) } } });
  }
  return { feeds, shareLinks: links.map((link) => link.label) };
}

export async function revokeCalendarToken(tenantId: string): Promise<void> {
  await db.tenant.update({ where: { id: tenantId }, data: { calendarToken: null } });
}

/** The tenant a feed URL belongs to, or null for a revoked, unknown or malformed token. */
export async function tenantForCalendarToken(token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  return db.tenant.findUnique({
    where: { calendarToken: token },
    select: { id: true, companyName: true },
  });
}

// Personal feeds: the same kind of secret token, on the user, for the tasks assigned to them.

export async function getPersonalCalendarToken(userId: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { calendarToken: true } });
  return user?.calendarToken ?? null;
}

export async function regeneratePersonalCalendarToken(userId: string): Promise<string> {
  const token = crypto.randomBytes(TOKEN_BYTES).toString("base64url");
  await db.user.update({ where: { id: userId }, data: { calendarToken: token } });
  return token;
}

export async function revokePersonalCalendarToken(userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { calendarToken: null } });
}

/** The person a personal feed URL belongs to, or null. */
export async function userForCalendarToken(token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  return db.user.findUnique({
    where: { calendarToken: token },
    select: { id: true, email: true, tenantId: true },
  });
}
