// Suspend and Reactivate answer the same way from the admin's tenant table and from one
// tenant's page: back to where the admin was with a toast, or a refusal on the button's form.
import { redirect } from "@remix-run/node";

import { confirmSuspendHref, postedTenantStatusFormId } from "~/lib/admin-stats";
import {
  reactivateTenant,
  type StatusChange,
  suspendTenant,
  tenantExists,
} from "~/models/tenant.server";

import { formReply, type IntentSpec, refusalResult } from "./form.server";
import { invariantResponse } from "./http";
import { redirectWithSuccessToast } from "./toast.server";

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

/**
 * Runs Suspend or Reactivate and redirects to `back` with its toast; a refusal (the admin's own
 * tenant) answers the button's form with a 409 and an error toast; a missing tenant is a 404.
 * Suspending is never one click: a post without `confirmed=yes` opens the confirmation instead.
 */
export async function suspendOrReactivate(input: {
  intent: "suspend" | "reactivate";
  tenantId: string;
  adminTenantId: string;
  back: string;
  formData: FormData;
  formId: string;
}) {
  const { intent, tenantId } = input;
  if (intent === "suspend" && input.formData.get("confirmed") !== "yes") {
    invariantResponse(await tenantExists(tenantId), TENANT_NOT_FOUND);
    return redirect(confirmSuspendHref(input.back, tenantId));
  }
  const change =
    intent === "suspend"
      ? await suspendTenant(tenantId, input.adminTenantId)
      : await reactivateTenant(tenantId);
  invariantResponse(change.ok || change.reason !== "not-found", TENANT_NOT_FOUND);
  const toast = statusChangeToast(change);
  if (change.ok) return redirectWithSuccessToast(input.back, toast);
  const message = `${toast.title}: ${toast.description}`;
  return formReply(input.formId, refusalResult(input.formData, message), {
    status: 409,
    toast: { title: toast.title, description: toast.description },
  });
}

/** What a page's context gives Suspend and Reactivate; no `tenantId` means the posted one. */
export type TenantStatusContext = { admin: { tenantId: string }; back: string; tenantId?: string };

function tenantStatusIntent(intent: "suspend" | "reactivate"): IntentSpec<TenantStatusContext> {
  return {
    form: (formData) => postedTenantStatusFormId(intent, formData),
    feedback: "toast",
    run: ({ ctx, formData, formId }) =>
      suspendOrReactivate({
        intent,
        tenantId: ctx.tenantId ?? String(formData.get("tenantId") ?? ""),
        adminTenantId: ctx.admin.tenantId,
        back: ctx.back,
        formData,
        formId,
      }),
  };
}

// Plain bindings, not an object: a route's `intents` literal must stay droppable in the browser build.
export const suspendIntent = tenantStatusIntent("suspend");
export const reactivateIntent = tenantStatusIntent("reactivate");
