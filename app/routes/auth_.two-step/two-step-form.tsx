import { CodeForm } from "~/components/forms/code-form";
import { SubmitButton } from "~/components/forms/submit-button";
import type { ActionReply, FormConstraint } from "~/lib/forms";

export const TWO_STEP_FORM = "two-step";

/** The second step of sign-in: one field for a TOTP code or a recovery code. */
export function TwoStepForm({
  reply,
  constraint,
}: {
  reply: ActionReply | undefined;
  constraint: FormConstraint;
}) {
  return (
    <CodeForm
      id={TWO_STEP_FORM}
      reply={reply}
      constraint={constraint}
      label="Code"
      help="6 digits from the app, or a recovery code such as abcde-12345."
      summaryTitle="You are not signed in yet"
      autoFocus
      className="mt-4 space-y-4"
    >
      <SubmitButton intent="two-step">Verify and sign in</SubmitButton>
    </CodeForm>
  );
}
