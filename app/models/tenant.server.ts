// One tenant as the admin sees it: details, edits, suspension and reactivation, plus the status
// upkeep (overdue trials). Only admin routes call these; the table and stats are in
// tenant-list.server.ts.
import { addYears } from "date-fns";
import { z } from "zod";

import { statusLabel } from "~/lib/billing-display";
import { DAY_MS, parseIsoDate } from "~/lib/dates";
import { SUBSCRIPTION_STATUSES } from "~/lib/enums";
import { COMPANY_NAME_MAX } from "~/lib/limits";
import { TRIAL_DAYS } from "~/lib/plan";
import { canWrite, effectiveSubscriptionStatus, trialDaysLeft, trialEndsAt } from "~/lib/trial";
import { db } from "~/services/db.server";

/**
 * A trial past its 7 days is stored as expired before the admin counts or filters, so the
 * "trial" filter and the stats agree with what the tenant sees (getTenantSubscription).
 */
export async function expireOverdueTrials(now = new Date()) {
  const trialStartedBefore = new Date(now.getTime() - TRIAL_DAYS * DAY_MS);
  const { count } = await db.tenant.updateMany({
    where: { subscriptionStatus: "trial", createdAt: { lte: trialStartedBefore } },
    data: { subscriptionStatus: "expired" },
  });
  return count;
}

export async function getTenantDetail(tenantId: string, now = new Date()) {
  await expireOverdueTrials(now);
  const tenant = await db.tenant.findUnique({
    where: { id: tenantId },
    select: {
      id: true,
      companyName: true,
      subscriptionStatus: true,
      renewalDate: true,
      stripeCustomerId: true,
      stripeSubscriptionId: true,
      createdAt: true,
      updatedAt: true,
      _count: { select: { users: true, apps: true, payments: true } },
      users: {
        select: { id: true, email: true, role: true, createdAt: true },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  if (!tenant) return null;
  const { _count, subscriptionStatus, ...rest } = tenant;
  return {
    ...rest,
    status: subscriptionStatus,
    userCount: _count.users,
    appCount: _count.apps,
    paymentCount: _count.payments,
    trialEndsAt: trialEndsAt(tenant.createdAt),
    trialDaysLeft: subscriptionStatus === "trial" ? trialDaysLeft(tenant.createdAt, now) : 0,
  };
}

/** Admin > Edit tenant. The renewal date is a calendar day (YYYY-MM-DD), stored at UTC midnight. */
export const tenantEditSchema = z.object({
  companyName: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, "Company name is required")
    .max(COMPANY_NAME_MAX, `Company name must be at most ${COMPANY_NAME_MAX} characters`),
  status: z.enum(SUBSCRIPTION_STATUSES, {
    error: `Status must be one of: ${SUBSCRIPTION_STATUSES.join(", ")}`,
  }),
  renewalDate: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const date = parseIsoDate(value);
      if (!date) {
        ctx.addIssue({
          code: "custom",
          message: "Enter the renewal date as a valid date (YYYY-MM-DD)",
        });
        return z.NEVER;
      }
      return date;
    }),
});
export type TenantEdit = z.infer<typeof tenantEditSchema>;

export type TenantUpdate =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "own-tenant"; message: string };

/**
 * Admin > Edit tenant. Like Suspend, it may not lock the admin's own tenant: a new status that
 * cannot save (canceled, expired, or a trial whose 7 days are over) is refused there. Keeping a
 * status the tenant already has is allowed, so a locked own tenant can still be renamed.
 */
export async function updateTenant(
  tenantId: string,
  input: TenantEdit,
  adminTenantId: string,
  now = new Date(),
): Promise<TenantUpdate> {
  const tenant = await db.tenant.findUnique({
    where: { id: tenantId },
    select: { subscriptionStatus: true, createdAt: true },
  });
  if (!tenant) return { ok: false, reason: "not-found" };
  const newStatus = effectiveSubscriptionStatus(input.status, tenant.createdAt, now);
  const current = effectiveSubscriptionStatus(tenant.subscriptionStatus, tenant.createdAt, now);
  if (tenantId === adminTenantId && newStatus !== current && !canWrite(newStatus)) {
    return {
      ok: false,
      reason: "own-tenant",
      message: `Your own tenant can't be set to ${statusLabel(input.status)}: that would stop you from saving. Choose Active, or ask another admin to change it.`,
    };
  }
  const { count } = await db.tenant.updateMany({
    where: { id: tenantId },
    data: {
      companyName: input.companyName,
      companyNameSearch: input.companyName.toLowerCase(),
      subscriptionStatus: input.status,
      renewalDate: input.renewalDate,
    },
  });
  return count === 1 ? { ok: true } : { ok: false, reason: "not-found" };
}

export type StatusChange =
  | { ok: true; companyName: string; status: string }
  | { ok: false; reason: "not-found" | "own-tenant" };

export async function tenantExists(tenantId: string): Promise<boolean> {
  return (await db.tenant.count({ where: { id: tenantId } })) > 0;
}

/**
 * Suspend: the tenant is marked canceled. Its people can still sign in, read and export, but
 * every save is refused until an admin reactivates it (or it pays again through Stripe).
 * Nothing is deleted, and a Stripe subscription is not touched: cancel that in Stripe.
 * An admin cannot suspend their own tenant, which would lock them out of saving.
 */
export async function suspendTenant(
  tenantId: string,
  adminTenantId: string,
): Promise<StatusChange> {
  if (tenantId === adminTenantId) return { ok: false, reason: "own-tenant" };
  const tenant = await db.tenant.findUnique({
    where: { id: tenantId },
    select: { companyName: true },
  });
  if (!tenant) return { ok: false, reason: "not-found" };
  await db.tenant.update({ where: { id: tenantId }, data: { subscriptionStatus: "canceled" } });
  return { ok: true, companyName: tenant.companyName, status: "canceled" };
}

/**
 * Reactivate: back to what the tenant is entitled to. A paid renewal date still ahead makes it
 * active again; a tenant still inside its 7 trial days goes back to trial; otherwise the admin
 * is activating it by hand (e.g. paid by invoice): active, renewing a year from now.
 */
export async function reactivateTenant(tenantId: string, now = new Date()): Promise<StatusChange> {
  const tenant = await db.tenant.findUnique({
    where: { id: tenantId },
    select: { companyName: true, createdAt: true, renewalDate: true },
  });
  if (!tenant) return { ok: false, reason: "not-found" };
  const data =
    tenant.renewalDate && tenant.renewalDate.getTime() > now.getTime()
      ? { subscriptionStatus: "active" }
      : trialDaysLeft(tenant.createdAt, now) > 0
        ? { subscriptionStatus: "trial" }
        : { subscriptionStatus: "active", renewalDate: addYears(now, 1) };
  await db.tenant.update({ where: { id: tenantId }, data });
  return { ok: true, companyName: tenant.companyName, status: data.subscriptionStatus };
}

/** Suspend is offered for tenants that can save now; Reactivate for the others. */
export const SUSPENDABLE_STATUSES: readonly string[] = ["trial", "active"];
