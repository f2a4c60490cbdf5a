// What an admin's tenant page shows: the tenant's facts, its people (with their two-step sign-in)
// and the security log of what administrators changed, dates in the admin's own zone.
import { dateInputValue, formatDay } from "~/lib/billing-display";
import { formatDateTime } from "~/lib/date-time";
import { getTenantDetail, SUSPENDABLE_STATUSES } from "~/models/tenant.server";
import {
  ADMIN_RESET_TWO_FACTOR,
  tenantSecurityLog,
  usersWithTwoFactor,
} from "~/models/two-factor.server";
import type { PublicUser } from "~/utils/session.server";

/** The tenant page's data, or null when there is no such tenant. */
export async function loadTenantPage(admin: PublicUser, tenantId: string) {
  const tenant = await getTenantDetail(tenantId);
  if (!tenant) return null;
  const day = (date: Date | null) => formatDay(date, admin.timeZone);
  const withTwoFactor = await usersWithTwoFactor(tenant.users.map((user) => user.id));
  const securityLog = (await tenantSecurityLog(tenant.id)).map((entry) => ({
    id: entry.id,
    what:
      entry.action === ADMIN_RESET_TWO_FACTOR
        ? `reset the two-step sign-in of ${entry.user}`
        : `${entry.action} (${entry.user})`,
    who: entry.admin,
    when: formatDateTime(entry.at, admin.timeZone),
  }));
  return {
    securityLog,
    tenant: {
      id: tenant.id,
      companyName: tenant.companyName,
      status: tenant.status,
      userCount: tenant.userCount,
      appCount: tenant.appCount,
      paymentCount: tenant.paymentCount,
      createdLabel: day(tenant.createdAt),
      updatedLabel: day(tenant.updatedAt),
      trialEndsLabel: day(tenant.trialEndsAt),
      trialDaysLeft: tenant.trialDaysLeft,
      renewalLabel: day(tenant.renewalDate),
      renewalInput: dateInputValue(tenant.renewalDate),
      paidThroughStripe: Boolean(tenant.stripeSubscriptionId),
      users: tenant.users.map((user) => ({
        id: user.id,
        email: user.email,
        role: user.role,
        joinedLabel: day(user.createdAt),
        twoFactor: withTwoFactor.has(user.id),
      })),
      canSuspend: SUSPENDABLE_STATUSES.includes(tenant.status) && tenant.id !== admin.tenantId,
      isOwnTenant: tenant.id === admin.tenantId,
    },
  };
}
