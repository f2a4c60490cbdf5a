import { Form } from "@remix-run/react";

import {
  errorsFor,
  FieldError,
  FormErrors,
  type FormReply,
  invalidProps,
} from "~/components/form-feedback";

import { PasswordInput } from "./password-input";

/** Delete my account; `blockedMessage` replaces the form when the rules refuse deletion. */
export function DeleteAccountForm({
  reply,
  companyName,
  isLastUserOfTenant,
  blockedMessage,
}: {
  reply: FormReply;
  companyName: string;
  isLastUserOfTenant: boolean;
  blockedMessage: string | null;
}) {
  const confirmErrors = errorsFor(reply, "confirmDeletion");
  const tenantErrors = errorsFor(reply, "confirmTenantDeletion");
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
        <Form method="post" className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            {isLastUserOfTenant
              ? `You are the only user of ${companyName}: deleting your account also deletes all of its apps, plans, checklists and numbers. This can't be undone.`
              : "Your account is deleted; your company's apps and plans stay with your colleagues. This can't be undone."}
          </p>
          <FormErrors reply={reply} />
          <PasswordInput
            id="delete-current-password"
            name="currentPassword"
            label="Current password"
            reply={reply}
            autoComplete="current-password"
          />
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="confirmDeletion"
                className="mt-1 h-4 w-4"
                {...invalidProps("confirm-deletion-error", confirmErrors)}
              />
              <span>I want to delete my account.</span>
            </label>
            <FieldError id="confirm-deletion-error" errors={confirmErrors} />
          </div>
          {isLastUserOfTenant ? (
            <div>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="confirmTenantDeletion"
                  className="mt-1 h-4 w-4"
                  {...invalidProps("confirm-tenant-error", tenantErrors)}
                />
                <span>
                  I understand that all of {companyName}&apos;s apps and plans are deleted too.
                </span>
              </label>
              <FieldError id="confirm-tenant-error" errors={tenantErrors} />
            </div>
          ) : null}
          <button type="submit" name="intent" value="delete-account" className="btn-danger">
            Delete my account
          </button>
        </Form>
      )}
    </section>
  );
}
