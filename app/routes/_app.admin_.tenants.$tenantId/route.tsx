// One tenant for an admin: View (users and apps counts, dates, status) and, at ?edit=true, the
// Edit form (company name, status, renewal date). Outside the /admin layout, under the app one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";

import { SuspendConfirmation } from "~/components/admin/tenant-table";
import { UrlDialog } from "~/components/dashboard/url-dialog";
import { ButtonForm, useFormReply } from "~/components/forms";
import { confirmSuspendHref, tenantStatusFormId } from "~/lib/admin-stats";
import { statusLabel } from "~/lib/billing-display";
import { tenantEditSchema, updateTenant } from "~/models/tenant.server";
import { adminResetTwoFactor } from "~/models/two-factor.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { requireAdmin } from "~/utils/guards.server";
import { invariantResponse } from "~/utils/http";
import type { PublicUser } from "~/utils/session.server";
import { reactivateIntent, suspendIntent, TENANT_NOT_FOUND } from "~/utils/tenant-status.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

import { EDIT_FORM, TenantEditForm } from "./tenant-edit-form";
import { Fact } from "./tenant-facts";
import { loadTenantPage } from "./tenant-page.server";
import { SecurityLog, TenantPeople } from "./tenant-people";

export const handle = { title: "Tenant" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.tenant.companyName ?? handle.title} · Admin · App Marketing Machine` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const page = await loadTenantPage(admin, params.tenantId ?? "");
  invariantResponse(page, TENANT_NOT_FOUND);
  return { ...page, constraint: getZodConstraint(tenantEditSchema) };
}

type TenantContext = { admin: PublicUser; tenantId: string; back: string };

async function tenantContext({ request, params }: ActionFunctionArgs): Promise<TenantContext> {
  const admin = await requireAdmin(request);
  const tenantId = params.tenantId ?? "";
  // Encoded: the id is whatever the address said, and a Location header must be ASCII.
  return { admin, tenantId, back: `/admin/tenants/${encodeURIComponent(tenantId)}` };
}

export const intents = {
  "update-tenant": {
    form: EDIT_FORM,
    run: async ({ ctx: { admin, tenantId, back }, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: tenantEditSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const update = await updateTenant(tenantId, submission.value, admin.tenantId);
      invariantResponse(update.ok || update.reason !== "not-found", TENANT_NOT_FOUND);
      if (!update.ok && update.reason === "own-tenant") {
        return formReply(formId, submission.reply({ fieldErrors: { status: [update.message] } }));
      }
      return redirectWithSuccessToast(back, {
        title: "Tenant updated",
        description: `${submission.value.companyName} is saved with status ${statusLabel(submission.value.status)}.`,
      });
    },
  },
  // The page's tenant; back to its page.
  suspend: suspendIntent,
  "reset-two-factor": {
    form: (formData) => `reset-two-factor-${String(formData.get("userId") ?? "")}`,
    feedback: "toast",
    run: async ({ ctx: { admin, tenantId, back }, formData }) => {
      const userId = String(formData.get("userId") ?? "");
      const reset = await adminResetTwoFactor({ adminId: admin.id, tenantId, userId });
      invariantResponse(reset, "This user doesn't exist");
      return redirectWithSuccessToast(back, {
        title: "Two-step sign-in reset",
        description:
          "The user was signed out everywhere and told by email; they sign in with the password alone until they set it up again.",
      });
    },
  },
  reactivate: reactivateIntent,
} satisfies Intents<TenantContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, tenantContext, intents);
}

export default function TenantPage() {
  const { tenant, constraint, securityLog } = useLoaderData<typeof loader>();
  const reply = useFormReply(EDIT_FORM);
  const [searchParams] = useSearchParams();
  const editing = searchParams.get("edit") === "true" || Boolean(reply);
  const confirming = searchParams.get("confirm") === "suspend" && tenant.canSuspend;
  const here = `/admin/tenants/${tenant.id}`;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to="/admin" className="text-sm font-semibold text-brand-700 underline">
        ← Back to admin
      </Link>
      <section aria-labelledby="tenant-heading" className="card space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="tenant-heading" className="min-w-0 break-words text-xl font-bold">
            {tenant.companyName}
          </h2>
          <div className="flex flex-wrap gap-2">
            {editing ? null : (
              <Link to={`${here}?edit=true`} className="btn-secondary">
                Edit
              </Link>
            )}
            {tenant.isOwnTenant ? null : tenant.canSuspend ? (
              // Suspending asks first: the link opens the confirmation (a post without it too).
              <Link
                to={confirmSuspendHref(here, tenant.id)}
                preventScrollReset
                className="btn-danger"
              >
                Suspend
              </Link>
            ) : (
              <ButtonForm
                id={tenantStatusFormId("reactivate", tenant.id)}
                action={here}
                className="space-y-2"
              >
                <input type="hidden" name="tenantId" value={tenant.id} />
                <button type="submit" name="intent" value="reactivate" className="btn-primary">
                  Reactivate
                </button>
              </ButtonForm>
            )}
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Fact label="Status" value={statusLabel(tenant.status)} />
          {tenant.status === "trial" ? (
            <Fact
              label="Trial"
              value={`${tenant.trialDaysLeft} days left (ends ${tenant.trialEndsLabel})`}
            />
          ) : null}
          <Fact
            label="Renewal date"
            value={
              tenant.renewalLabel
                ? `${tenant.renewalLabel}${tenant.paidThroughStripe ? " (Stripe subscription)" : ""}`
                : "None"
            }
          />
          <Fact label="Users" value={String(tenant.userCount)} />
          <Fact label="Apps" value={String(tenant.appCount)} />
          <Fact label="Payments" value={String(tenant.paymentCount)} />
          <Fact label="Created" value={tenant.createdLabel} />
          <Fact label="Last updated" value={tenant.updatedLabel} />
        </dl>
        <TenantPeople users={tenant.users} action={here} />
        <SecurityLog entries={securityLog} />
      </section>

      {editing ? (
        <TenantEditForm tenant={tenant} reply={reply} constraint={constraint} action={here} />
      ) : null}
      {confirming ? (
        <UrlDialog
          titleId="suspend-tenant-title"
          title={`Suspend ${tenant.companyName}?`}
          closeHref={here}
        >
          <SuspendConfirmation tenant={tenant} formAction={here} />
        </UrlDialog>
      ) : null}
    </div>
  );
}
