// One tenant for an admin: View (users and apps counts, dates, status) and, at ?edit=true, the
// Edit form (company name, status, renewal date). Outside the /admin layout, under the app one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";

import { SuspendConfirmation } from "~/components/admin/tenant-table";
import { UrlDialog } from "~/components/dashboard/url-dialog";
import {
  AppForm,
  ButtonForm,
  Field,
  SelectField,
  useAppForm,
  useFormReply,
} from "~/components/forms";
import { confirmSuspendHref, tenantStatusFormId } from "~/lib/admin-stats";
import { dateInputValue, formatDay, statusLabel } from "~/lib/billing-display";
import { formatDateTime } from "~/lib/date-time";
import { SUBSCRIPTION_STATUSES } from "~/lib/enums";
import type { ActionReply, FormConstraint } from "~/lib/forms";
import { COMPANY_NAME_MAX } from "~/lib/limits";
import { TRIAL_DAYS } from "~/lib/plan";
import {
  getTenantDetail,
  SUSPENDABLE_STATUSES,
  tenantEditSchema,
  updateTenant,
} from "~/models/tenant.server";
import {
  ADMIN_RESET_TWO_FACTOR,
  adminResetTwoFactor,
  tenantSecurityLog,
  usersWithTwoFactor,
} from "~/models/two-factor.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { requireAdmin } from "~/utils/guards.server";
import { invariantResponse } from "~/utils/http";
import type { PublicUser } from "~/utils/session.server";
import { reactivateIntent, suspendIntent, TENANT_NOT_FOUND } from "~/utils/tenant-status.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Tenant" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.tenant.companyName ?? "Tenant"} · Admin · App Marketing Machine` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const tenant = await getTenantDetail(params.tenantId ?? "");
  invariantResponse(tenant, TENANT_NOT_FOUND);
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
    constraint: getZodConstraint(tenantEditSchema),
  };
}

const EDIT_FORM = "edit-tenant";

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
        <div>
          <h3 className="mb-2 font-semibold">People</h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {tenant.users.map((user) => (
              <li key={user.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="break-all">{user.email}</span>
                <span className="text-slate-600">
                  {user.role} · joined {user.joinedLabel}
                  {user.twoFactor ? " · two-step sign-in on" : ""}
                </span>
                {user.twoFactor ? (
                  <ButtonForm id={`reset-two-factor-${user.id}`} action={here}>
                    <input type="hidden" name="userId" value={user.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="reset-two-factor"
                      className="btn-secondary"
                      aria-label={`Reset two-step sign-in of ${user.email}`}
                    >
                      Reset two-step sign-in
                    </button>
                  </ButtonForm>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 font-semibold">Security log</h3>
          {securityLog.length === 0 ? (
            <p className="text-sm text-slate-600">No administrator has changed these accounts.</p>
          ) : (
            <ul aria-label="Security log" className="divide-y divide-slate-100 text-sm">
              {securityLog.map((entry) => (
                <li key={entry.id} className="py-2">
                  <span className="break-all">{entry.who}</span> {entry.what} on {entry.when}
                </li>
              ))}
            </ul>
          )}
        </div>
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

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function TenantEditForm({
  tenant,
  reply,
  constraint,
  action,
}: {
  tenant: { companyName: string; status: string; renewalInput: string };
  reply: ActionReply | undefined;
  constraint: FormConstraint;
  action: string;
}) {
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: EDIT_FORM,
    reply,
    constraint,
    defaultValue: {
      companyName: tenant.companyName,
      status: tenant.status,
      renewalDate: tenant.renewalInput,
    },
  });
  return (
    <section aria-labelledby="edit-tenant-heading" className="card">
      <h2 id="edit-tenant-heading" className="mb-4 text-lg font-bold">
        Edit tenant
      </h2>
      <AppForm
        form={form}
        reply={reply}
        action={`${action}?edit=true`}
        labels={{ companyName: "Company name", status: "Status", renewalDate: "Renewal date" }}
        summaryTitle="Error updating tenant"
        className="space-y-4"
      >
        <Field meta={fields.companyName} label="Company name" maxLength={COMPANY_NAME_MAX} />
        <SelectField
          meta={fields.status}
          label="Status"
          options={SUBSCRIPTION_STATUSES.map((status) => ({
            value: status,
            label: statusLabel(status),
          }))}
        />
        <Field
          meta={fields.renewalDate}
          label="Renewal date"
          type="date"
          help={`Leave empty for none. A free trial ends ${TRIAL_DAYS} days after sign-up on its own.`}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={action} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" name="intent" value="update-tenant" className="btn-primary">
            Save changes
          </button>
        </div>
      </AppForm>
    </section>
  );
}
