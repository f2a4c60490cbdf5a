// A form of one code field (a 6-digit code from an authenticator app, or a recovery code) and its
// button: the second step of sign-in, and turning two-step sign-in on or off in the profile.
import type { ReactNode } from "react";

import type { ActionReply, FormConstraint } from "~/lib/forms";

import { AppForm, useAppForm } from "./app-form";
import { Field } from "./fields";

export function CodeForm({
  id,
  reply,
  constraint,
  label,
  help,
  summaryTitle,
  digitsOnly = false,
  autoFocus,
  className = "space-y-3",
  children,
}: {
  id: string;
  reply: ActionReply | undefined;
  constraint: FormConstraint;
  label: string;
  help?: string;
  /** The error summary's title when the code is refused. */
  summaryTitle: string;
  /** A numeric keyboard on phones (no recovery code accepted here). */
  digitsOnly?: boolean;
  autoFocus?: boolean;
  className?: string;
  /** The submit button. */
  children: ReactNode;
}) {
  const [form, fields] = useAppForm({ id, reply, constraint });
  return (
    <AppForm
      form={form}
      reply={reply}
      labels={{ code: label }}
      summaryTitle={summaryTitle}
      className={className}
    >
      <Field
        meta={fields.code}
        label={label}
        help={help}
        inputMode={digitsOnly ? "numeric" : undefined}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={autoFocus}
      />
      {children}
    </AppForm>
  );
}
