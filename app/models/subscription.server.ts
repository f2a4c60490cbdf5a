// Who may save: a tenant on trial (within 7 days) or active. Reading and exporting stay open.
import { canWrite, effectiveSubscriptionStatus, trialDaysLeft } from "~/lib/trial";
import { db } from "~/services/db.server";

import { sessionTenantSubscription, type TenantSubscriptionRow } from "./session.server";

// The signed-in layout asks both at once; from here it adds no module to every page's bundle.
export { isDemoUser } from "./demo-account.server";

export const TRIAL_ENDED_MESSAGE =
  "Your free trial has ended, so changes can't be saved. Everything you saved is still here to read and export. Subscribe on the Billing page (/billing) to keep editing.";
export const SUBSCRIPTION_INACTIVE_MESSAGE =
  "Your subscription is not active, so changes can't be saved. Everything you saved is still here to read and export. Visit the Billing page (/billing) to reactivate.";

export type TenantSubscription = {
  status: string;
  trialDaysLeft: number;
  canWrite: boolean;
  /** Why saving is refused, or null when it is allowed. */
  blockedReason: string | null;
};

/**
 * The tenant's subscription as it is now. A trial past its 7 days (counted from the tenant's
 * creation, which is its first user's sign-up) is stored as expired the first time it is seen.
 */
export async function getTenantSubscription(
  tenantId: string,
  now = new Date(),
): Promise<TenantSubscription> {
  const tenant = await db.tenant.findUniqueOrThrow({
    where: { id: tenantId },
    select: { subscriptionStatus: true, createdAt: true },
  });
  return subscriptionOf(tenantId, tenant, now);
}

/**
 * The signed-in user's subscription: read with the user's session in the same query when this
 * request already loaded it (getSessionUser), so the layout adds no query of its own.
 */
export function getUserSubscription(
  user: { tenantId: string },
  now = new Date(),
): Promise<TenantSubscription> {
  const tenant = sessionTenantSubscription(user);
  return tenant
    ? subscriptionOf(user.tenantId, tenant, now)
    : getTenantSubscription(user.tenantId, now);
}

/** The subscription from the tenant's stored columns (one read serves a page's other needs). */
export async function subscriptionOf(
  tenantId: string,
  tenant: TenantSubscriptionRow,
  now: Date,
): Promise<TenantSubscription> {
  const status = effectiveSubscriptionStatus(tenant.subscriptionStatus, tenant.createdAt, now);
  if (status !== tenant.subscriptionStatus) {
    await db.tenant.updateMany({
      where: { id: tenantId, subscriptionStatus: tenant.subscriptionStatus },
      data: { subscriptionStatus: status },
    });
  }
  const writable = canWrite(status);
  return {
    status,
    trialDaysLeft: status === "trial" ? trialDaysLeft(tenant.createdAt, now) : 0,
    canWrite: writable,
    blockedReason: writable
      ? null
      : status === "expired"
        ? TRIAL_ENDED_MESSAGE
        : SUBSCRIPTION_INACTIVE_MESSAGE,
  };
}
