// The admin's Edit tenant form (company name, status, renewal date), at ?edit=true.
import { Link } from "@remix-run/react";

import { AppForm, Field, SelectField, useAppForm } from "~/components/forms";
import { statusLabel } from "~/lib/billing-display";
import { SUBSCRIPTION_STATUSES } from "~/lib/enums";
import type { ActionReply, FormConstraint } from "~/lib/forms";
import { COMPANY_NAME_MAX } from "~/lib/limits";
import { TRIAL_DAYS } from "~/lib/plan";

/** The form's id: its reply, its intent's form and its error summary. */
export const EDIT_FORM = "edit-tenant";

export function TenantEditForm({
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
