import { useEffect, useState } from "react";

import { AppForm, useAppForm } from "~/components/forms";
import { PasswordField } from "~/components/forms/password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { PasswordStrengthMeter } from "~/components/password-strength-meter";
import type { FormConstraint } from "~/lib/forms";
import type { ActionReply } from "~/lib/forms";
import { passwordStrength } from "~/lib/password-strength";

/** The room's one form; a reply names it. */
export const PASSWORD_FORM = "change-password";

export function ChangePasswordForm({
  reply,
  constraint,
}: {
  reply: ActionReply | undefined;
  constraint: FormConstraint;
}) {
  const [form, fields] = useAppForm({ id: PASSWORD_FORM, reply, constraint });
  const [newPassword, setNewPassword] = useState("");
  // A failed post empties the password fields, so the meter starts again from nothing.
  useEffect(() => setNewPassword(""), [reply]);
  const strengthId = "password-new-strength";
  return (
    <section aria-labelledby="password-heading" className="card">
      <h2 id="password-heading" className="text-xl font-bold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        At least 8 characters that reach &quot;Strong password&quot;. Every other device you are
        signed in on is signed out.
      </p>
      <AppForm
        form={form}
        reply={reply}
        labels={{
          currentPassword: "Current password",
          newPassword: "New password",
          confirmPassword: "Repeat the new password",
        }}
        summaryTitle="Your password was not changed"
        className="mt-3 space-y-3"
      >
        <PasswordField
          meta={fields.currentPassword}
          label="Current password"
          clearOn={reply}
          autoComplete="current-password"
        />
        <PasswordField
          meta={fields.newPassword}
          label="New password"
          clearOn={reply}
          autoComplete="new-password"
          onInput={(event) => setNewPassword(event.currentTarget.value)}
          extra={<PasswordStrengthMeter id={strengthId} strength={passwordStrength(newPassword)} />}
          extraId={strengthId}
        />
        <PasswordField
          meta={fields.confirmPassword}
          label="Repeat the new password"
          clearOn={reply}
          autoComplete="new-password"
        />
        <SubmitButton intent="change-password">Change password</SubmitButton>
      </AppForm>
    </section>
  );
}
