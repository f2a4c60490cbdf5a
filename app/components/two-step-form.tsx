import { AppForm, Field, useAppForm } from "~/components/forms";
import { SubmitButton } from "~/components/forms/submit-button";
import type { FormConstraint } from "~/lib/forms";
import type { ActionReply } from "~/lib/forms";

export const TWO_STEP_FORM = "two-step";

/** The second step of sign-in: one field for a TOTP code or a recovery code. */
export function TwoStepForm({
  reply,
  constraint,
}: {
  reply: ActionReply | undefined;
  constraint: FormConstraint;
}) {
  const [form, fields] = useAppForm({ id: TWO_STEP_FORM, reply, constraint });
  return (
    <AppForm
      form={form}
      reply={reply}
      labels={{ code: "Code" }}
      summaryTitle="You are not signed in yet"
      className="mt-4 space-y-4"
    >
      <Field
        meta={fields.code}
        label="Code"
        help="6 digits from the app, or a recovery code such as abcde-12345."
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
      />
      <SubmitButton intent="two-step">Verify and sign in</SubmitButton>
    </AppForm>
  );
}
