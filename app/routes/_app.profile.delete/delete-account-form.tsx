import { AppForm, CheckboxField, useAppForm } from "~/components/forms";
import { PasswordField } from "~/components/forms/password-field";
import type { ActionReply, FormConstraint } from "~/lib/forms";

/** The room's one form; a reply names it. */
export const DELETE_FORM = "delete-account";

/** Delete my account; `blockedMessage` replaces the form when the rules refuse deletion. */
export function DeleteAccountForm({
  reply,
  constraint,
  companyName,
  isLastUserOfTenant,
  blockedMessage,
}: {
  reply: ActionReply | undefined;
  constraint: FormConstraint;
  companyName: string;
  isLastUserOfTenant: boolean;
  blockedMessage: string | null;
}) {
  const [form, fields] = useAppForm({ id: DELETE_FORM, reply, constraint });
  const tenantLabel = `I understand that all of ${companyName}'s apps and plans are deleted too.`;
  return (
    <section aria-labelledby="delete-heading" className="card border-red-200">
      <h2 id="delete-heading" className="text-xl font-bold text-red-800">
        Delete my account
      </h2>
      {blockedMessage ? (
        <p className="mt-2 text-sm text-slate-800" data-testid="delete-blocked">
          {blockedMessage}
        </p>
      ) : (
        <AppForm
          form={form}
          reply={reply}
          labels={{
            currentPassword: "Current password",
            confirmDeletion: "I want to delete my account.",
            confirmTenantDeletion: tenantLabel,
          }}
          summaryTitle="Your account was not deleted"
          className="mt-3 space-y-3"
        >
          <p className="text-sm text-slate-700">
            {isLastUserOfTenant
              ? `You are the only user of ${companyName}: deleting your account also deletes all of its apps, plans, checklists and numbers. This can't be undone.`
              : "Your account is deleted; your company's apps and plans stay with your colleagues. This can't be undone."}
          </p>
          <PasswordField
            meta={fields.currentPassword}
            label="Current password"
            clearOn={reply}
            autoComplete="current-password"
          />
          <CheckboxField meta={fields.confirmDeletion} label="I want to delete my account." />
          {isLastUserOfTenant ? (
            <CheckboxField meta={fields.confirmTenantDeletion} label={tenantLabel} />
          ) : null}
          <button type="submit" name="intent" value="delete-account" className="btn-danger">
            Delete my account
          </button>
        </AppForm>
      )}
    </section>
  );
}
