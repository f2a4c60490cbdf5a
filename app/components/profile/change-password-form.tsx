import { Form } from "@remix-run/react";
import { useState } from "react";

import { FormErrors, type FormReply } from "~/components/form-feedback";
import { PasswordStrengthMeter } from "~/components/password-strength-meter";
import { passwordStrength } from "~/lib/password-strength";

import { PasswordInput } from "./password-input";

export function ChangePasswordForm({ reply }: { reply: FormReply }) {
  const [newPassword, setNewPassword] = useState("");
  return (
    <section aria-labelledby="password-heading" className="card">
      <h2 id="password-heading" className="text-xl font-bold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        At least 8 characters that reach &quot;Strong password&quot;. Every other device you are
        signed in on is signed out.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <FormErrors reply={reply} />
        <PasswordInput
          id="password-current"
          name="currentPassword"
          label="Current password"
          reply={reply}
          autoComplete="current-password"
        />
        <div>
          <PasswordInput
            id="password-new"
            name="newPassword"
            label="New password"
            reply={reply}
            autoComplete="new-password"
            onInput={setNewPassword}
            describedBy="password-new-strength"
          />
          <PasswordStrengthMeter
            id="password-new-strength"
            strength={passwordStrength(newPassword)}
          />
        </div>
        <PasswordInput
          id="password-confirm"
          name="confirmPassword"
          label="Repeat the new password"
          reply={reply}
          autoComplete="new-password"
        />
        <button type="submit" name="intent" value="change-password" className="btn-primary">
          Change password
        </button>
      </Form>
    </section>
  );
}
