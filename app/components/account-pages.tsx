// The signed-out account pages (forgot password, reset password, confirm email): one card under
// the public header, what a link that no longer works says, and the new-password field with the
// live strength meter.
import { type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";

import { PasswordField } from "~/components/forms/password-field";
import { PasswordStrengthMeter } from "~/components/password-strength-meter";
import { PublicHeader } from "~/components/public-header";
import { PASSWORD_MIN_LENGTH } from "~/lib/limits";
import { passwordStrength } from "~/lib/password-strength";

export function AccountPage({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicHeader widthClassName="max-w-3xl" />
      <main className="mx-auto max-w-xl px-4 py-10">
        <section aria-labelledby={titleId} className="card space-y-4">
          <h1 id={titleId} className="text-2xl font-bold">
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}

/**
 * An emailed link that no longer works (used, replaced, expired or unknown): what happened, as an
 * alert, and the one way on.
 */
export function LinkProblem({
  problem,
  to,
  action,
}: {
  problem: string;
  to: string;
  action: string;
}) {
  return (
    <>
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
        {problem}
      </p>
      <Link to={to} className="btn-secondary">
        {action}
      </Link>
    </>
  );
}

/** A new password: the rule in the help text, the meter (advisory) under the field. */
export function NewPasswordField({
  meta,
  reply,
  maxLength,
  label = "New password",
}: {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  reply: unknown;
  maxLength: number;
  label?: string;
}) {
  const [typed, setTyped] = useState("");
  useEffect(() => setTyped(""), [reply]);
  const strengthId = `${meta.id}-strength`;
  return (
    <PasswordField
      meta={meta}
      label={label}
      help={`At least ${PASSWORD_MIN_LENGTH} characters, not one of the most common passwords.`}
      clearOn={reply}
      extra={<PasswordStrengthMeter id={strengthId} strength={passwordStrength(typed)} />}
      extraId={strengthId}
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={maxLength}
      onInput={(event) => setTyped(event.currentTarget.value)}
    />
  );
}
