import { useEffect, useState } from "react";

import { AppForm, CheckboxField, useAppForm } from "~/components/forms";
import { PasswordField } from "~/components/forms/password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { PasswordStrengthMeter } from "~/components/password-strength-meter";
import type { ActionReply, FormConstraint } from "~/lib/forms";
import { PASSWORD_MIN_LENGTH } from "~/lib/limits";
import { passwordStrength } from "~/lib/password-strength";

/** The room's one form; a reply names it. */
export const PASSWORD_FORM = "change-password";

/** Posted beside the box: tells an unticked box (absent from the form) from a form without one. */
export const PASSKEYS_LISTED_FIELD = "passkeysListed";
export const REMOVE_PASSKEYS_FIELD = "removePasskeys";
/** Unticked (absent) by default: the share links the person made are revoked with the password. */
export const KEEP_SHARE_LINKS_FIELD = "keepShareLinks";

export function ChangePasswordForm({
  reply,
  constraint,
  passkeys,
}: {
  reply: ActionReply | undefined;
  constraint: FormConstraint;
  /** The names of the account's passkeys. */
  passkeys: string[];
}) {
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: PASSWORD_FORM,
    reply,
    constraint,
    // Ticked unless the person unticked it on a post that came back.
    defaultValue: { [REMOVE_PASSKEYS_FIELD]: "on" },
  });
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
        signed in on is signed out, and your calendar feed addresses are replaced.
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
          help={`At least ${PASSWORD_MIN_LENGTH} characters, not one of the most common passwords.`}
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
        {passkeys.length > 0 ? (
          <fieldset className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">Your passkeys</legend>
            <ul
              className="list-disc pl-5 text-sm text-slate-700"
              aria-label="Passkeys on this account"
            >
              {passkeys.map((name, index) => (
                <li key={`${name}-${index}`}>{name}</li>
              ))}
            </ul>
            <input type="hidden" name={PASSKEYS_LISTED_FIELD} value="1" />
            <CheckboxField
              meta={fields[REMOVE_PASSKEYS_FIELD]}
              label={`Also remove my passkeys (${passkeys.length}): they sign in without the password`}
              help="Keep this ticked unless you know every passkey above: someone who had your password may have added one."
              className="mt-2"
            />
          </fieldset>
        ) : null}
        <CheckboxField
          meta={fields[KEEP_SHARE_LINKS_FIELD]}
          label="Keep my share links"
          help="Unticked, the read-only share links you made stop working: someone who had your password may have made one."
        />
        <SubmitButton intent="change-password">Change password</SubmitButton>
      </AppForm>
    </section>
  );
}
