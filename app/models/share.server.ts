// Read-only share links of one app's plan. Owners and members create and revoke them; anyone with
// the link reads the plan without signing in. The token is 256 random bits; revoking deletes the
// row, so a revoked link is as unknown as a made-up one (404). Tenant-scoped like every model:
// another company's app or link reads as missing.
import crypto from "node:crypto";

import { z } from "zod";

import { parseDateOnly } from "~/lib/checklist";
import { type CompetitorView, competitorView } from "~/lib/competitors";
import { parseIsoInstant, safeTimeZone, zonedInstant } from "~/lib/dates";
import { SHARE_LABEL_MAX } from "~/lib/limits";
import { shareLinkExpired } from "~/lib/team";
import { db } from "~/services/db.server";

import { collectPlan, type PlanExport } from "./plan-export.server";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A date (YYYY-MM-DD, the link works through that day in the creator's zone) or an ISO 8601
 * instant with its zone (the API's clients).
 */
const expiresField = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) =>
      value === undefined || parseDateOnly(value) !== null || parseIsoInstant(value) !== null,
    "Enter a real date (YYYY-MM-DD)",
  );

export const shareLinkSchema = z.object({
  label: z
    .string({ error: "Give the link a label" })
    .trim()
    .min(1, "Give the link a label")
    .max(SHARE_LABEL_MAX, `Use at most ${SHARE_LABEL_MAX} characters`),
  expiresAt: expiresField,
});

/** Which link a Revoke button is about. */
export const shareTargetSchema = z.object({
  shareId: z.string({ error: "Choose a share link" }).trim().min(1),
});

export function shareUrl(origin: string, token: string): string {
  return new URL(`/share/${token}`, origin).toString();
}

const linkSelect = {
  id: true,
  label: true,
  token: true,
  expiresAt: true,
  lastViewedAt: true,
  viewCount: true,
  createdAt: true,
} as const;

async function findApp(tenantId: string, appId: string) {
  return db.app.findFirst({ where: { id: appId, tenantId }, select: { id: true, name: true } });
}

/** The app's links, newest first; null when the app is not the tenant's. */
export async function listShareLinks(tenantId: string, appId: string) {
  const app = await findApp(tenantId, appId);
  if (!app) return null;
  const links = await db.shareLink.findMany({
    where: { appId: app.id },
    select: linkSelect,
    orderBy: { createdAt: "desc" },
  });
  return { app, links };
}

export type ShareLinkResult =
  | { ok: true; link: { id: string; token: string; label: string; expiresAt: Date | null } }
  | { ok: false; status: 400 | 404; field?: string; message: string };

export async function createShareLink(
  actor: { id: string; tenantId: string; timeZone: string },
  appId: string,
  input: z.output<typeof shareLinkSchema>,
  now = new Date(),
): Promise<ShareLinkResult> {
  const app = await findApp(actor.tenantId, appId);
  if (!app) return { ok: false, status: 404, message: "App not found." };
  let expiresAt: Date | null = null;
  if (input.expiresAt) {
    const day = parseDateOnly(input.expiresAt);
    expiresAt = day
      ? new Date(zonedInstant(day, "23:59", safeTimeZone(actor.timeZone)).getTime() + 59_999)
      : parseIsoInstant(input.expiresAt);
    if (!expiresAt) {
      return {
        ok: false,
        status: 400,
        field: "expiresAt",
        message: "Enter a real date (YYYY-MM-DD)",
      };
    }
    if (expiresAt.getTime() <= now.getTime()) {
      return {
        ok: false,
        status: 400,
        field: "expiresAt",
        message: "Choose an expiry date in the future, or leave it empty.",
      };
    }
  }
  const link = await db.shareLink.create({
    data: {
      appId: app.id,
      label: input.label,
      token: crypto.randomBytes(32).toString("base64url"),
      expiresAt,
      createdById: actor.id,
    },
    select: { id: true, token: true, label: true, expiresAt: true },
  });
  return { ok: true, link };
}

export async function revokeShareLink(tenantId: string, appId: string, shareId: string) {
  const removed = await db.shareLink.deleteMany({
    where: { id: shareId, appId, app: { tenantId } },
  });
  return removed.count > 0;
}

export type SharedPlan = { plan: PlanExport; competitors: CompetitorView };

/**
 * The plan behind a share link, or null for an unknown, revoked or expired one. Each view is
 * counted, so the app's page can show when the link was last opened.
 */
export async function viewSharedPlan(token: string, now = new Date()): Promise<SharedPlan | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const link = await db.shareLink.findUnique({
    where: { token },
    select: {
      id: true,
      appId: true,
      expiresAt: true,
      createdById: true,
      app: { select: { tenantId: true } },
    },
  });
  if (!link || shareLinkExpired(link, now)) return null;
  const creator = await db.user.findUnique({
    where: { id: link.createdById },
    select: { timeZone: true },
  });
  const timeZone = safeTimeZone(creator?.timeZone ?? "UTC");
  const [plan, foundation] = await Promise.all([
    collectPlan(link.app.tenantId, link.appId, timeZone, now),
    db.module.findUnique({
      where: { appId_stepName: { appId: link.appId, stepName: "foundation" } },
      select: { data: true },
    }),
  ]);
  if (!plan) return null;
  await db.shareLink.update({
    where: { id: link.id },
    data: { lastViewedAt: now, viewCount: { increment: 1 } },
  });
  return { plan, competitors: competitorView(plan.app.name, foundation?.data) };
}
