// Suspend and Reactivate answer the same way from the admin's tenant table and from one
// tenant's page: back to where the admin was, with the toast.
import { reactivateTenant, type StatusChange, suspendTenant } from "~/models/tenant.server";

import { invariantResponse } from "./http";
import { redirectWithErrorToast, redirectWithSuccessToast } from "./toast.server";

/** The toast after Suspend / Reactivate, the same on the table and the tenant's page. */
function statusChangeToast(change: StatusChange): { title: string; description: string } {
  if (change.ok && change.status === "canceled") {
    return {
      title: "Tenant suspended",
      description: `${change.companyName} can still sign in and read, but can't save until reactivated.`,
    };
  }
  if (change.ok) {
    const now = change.status === "trial" ? "back on its free trial" : "active again";
    return { title: "Tenant reactivated", description: `${change.companyName} is ${now}.` };
  }
  return change.reason === "own-tenant"
    ? {
        title: "Can't suspend your own tenant",
        description: "Suspending it would stop you from saving. Ask another admin to do it.",
      }
    : { title: "Tenant not found", description: "It may have been deleted." };
}

export const TENANT_NOT_FOUND = "This tenant doesn't exist";

/** Runs Suspend or Reactivate and redirects to `back` with its toast; a missing tenant is a 404. */
export async function suspendOrReactivate(
  intent: "suspend" | "reactivate",
  tenantId: string,
  adminTenantId: string,
  back: string,
) {
  const change =
    intent === "suspend"
      ? await suspendTenant(tenantId, adminTenantId)
      : await reactivateTenant(tenantId);
  invariantResponse(change.ok || change.reason !== "not-found", TENANT_NOT_FOUND);
  const toast = statusChangeToast(change);
  return change.ok ? redirectWithSuccessToast(back, toast) : redirectWithErrorToast(back, toast);
}
