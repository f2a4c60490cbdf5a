// One tenant for an admin: View (users and apps counts, dates, status) and, at ?edit=true, the
// Edit form (company name, status, renewal date). Outside the /admin layout, under the app one.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";

import { dateInputValue, formatDay, statusLabel } from "~/lib/billing-display";
import { SUBSCRIPTION_STATUSES } from "~/lib/enums";
import { COMPANY_NAME_MAX } from "~/lib/limits";
import { TRIAL_DAYS } from "~/lib/plan";
import {
  getTenantDetail,
  SUSPENDABLE_STATUSES,
  tenantEditSchema,
  updateTenant,
} from "~/models/tenant.server";
import { requireAdmin } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { invariantResponse } from "~/utils/http";
import { suspendOrReactivate, TENANT_NOT_FOUND } from "~/utils/tenant-status.server";
import { dataWithErrorToast, redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Tenant" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.tenant.companyName ?? "Tenant"} · Admin · App Marketing Machine` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const tenant = await getTenantDetail(params.tenantId ?? "");
  invariantResponse(tenant, TENANT_NOT_FOUND);
  const day = (date: Date | null) => formatDay(date, admin.timeZone);
  return {
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
      })),
      canSuspend: SUSPENDABLE_STATUSES.includes(tenant.status) && tenant.id !== admin.tenantId,
      isOwnTenant: tenant.id === admin.tenantId,
    },
  };
}

type ActionData = { result: SubmissionResult<string[]> };

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const tenantId = params.tenantId ?? "";
  const here = `/admin/tenants/${tenantId}`;
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "update-tenant") {
    const submission = parseWithZod(formData, { schema: tenantEditSchema });
    if (submission.status !== "success") {
      const result = submission.reply();
      const messages = Object.values(result.error ?? {}).flatMap((m) => m ?? []);
      return dataWithErrorToast<ActionData>(
        { result },
        { title: "Error updating tenant", description: messages.join(" ") },
        { status: 400 },
      );
    }
    const update = await updateTenant(tenantId, submission.value, admin.tenantId);
    invariantResponse(update.ok || update.reason !== "not-found", TENANT_NOT_FOUND);
    if (!update.ok && update.reason === "own-tenant") {
      return dataWithErrorToast<ActionData>(
        { result: submission.reply({ fieldErrors: { status: [update.message] } }) },
        { title: "Can't lock your own tenant", description: update.message },
        { status: 400 },
      );
    }
    return redirectWithSuccessToast(here, {
      title: "Tenant updated",
      description: `${submission.value.companyName} is saved with status ${statusLabel(submission.value.status)}.`,
    });
  }

  if (intent === "suspend" || intent === "reactivate") {
    return suspendOrReactivate(intent, tenantId, admin.tenantId, here);
  }

  throw new Response("Unknown action", { status: 400 });
}

export default function TenantPage() {
  const { tenant } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const [searchParams] = useSearchParams();
  const editing = searchParams.get("edit") === "true" || Boolean(actionData?.result);
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
            {tenant.isOwnTenant ? null : (
              <Form method="post" action={here}>
                <button
                  type="submit"
                  name="intent"
                  value={tenant.canSuspend ? "suspend" : "reactivate"}
                  className={tenant.canSuspend ? "btn-danger" : "btn-primary"}
                >
                  {tenant.canSuspend ? "Suspend" : "Reactivate"}
                </button>
              </Form>
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
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {editing ? (
        <TenantEditForm tenant={tenant} lastResult={actionData?.result} action={here} />
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
  lastResult,
  action,
}: {
  tenant: { companyName: string; status: string; renewalInput: string };
  lastResult: SubmissionResult<string[]> | undefined;
  action: string;
}) {
  const [form, fields] = useForm({
    id: "edit-tenant",
    lastResult,
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
      <Form
        method="post"
        action={`${action}?edit=true`}
        {...getFormProps(form)}
        noValidate={false}
        className="space-y-4"
      >
        <div>
          <label htmlFor={fields.companyName.id} className="field-label">
            Company name
          </label>
          <input
            {...getInputProps(fields.companyName, { type: "text" })}
            required
            maxLength={COMPANY_NAME_MAX}
            className="field-input"
          />
          {fields.companyName.errors ? (
            <p id={fields.companyName.errorId} className="field-error">
              {fields.companyName.errors.join(" ")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fields.status.id} className="field-label">
            Status
          </label>
          <select {...getSelectProps(fields.status)} required className="field-input">
            {SUBSCRIPTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
          {fields.status.errors ? (
            <p id={fields.status.errorId} className="field-error">
              {fields.status.errors.join(" ")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fields.renewalDate.id} className="field-label">
            Renewal date
          </label>
          <input {...getInputProps(fields.renewalDate, { type: "date" })} className="field-input" />
          <p className="field-hint">
            Leave empty for none. A free trial ends {TRIAL_DAYS} days after sign-up on its own.
          </p>
          {fields.renewalDate.errors ? (
            <p id={fields.renewalDate.errorId} className="field-error">
              {fields.renewalDate.errors.join(" ")}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={action} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" name="intent" value="update-tenant" className="btn-primary">
            Save changes
          </button>
        </div>
      </Form>
    </section>
  );
}
