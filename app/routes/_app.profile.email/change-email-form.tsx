import { AppForm, Field, useAppForm } from "~/components/forms";
import { SubmitButton } from "~/components/forms/submit-button";
import type { ActionReply, FormConstraint } from "~/lib/forms";

import { EMAIL_FORMS } from "./email-forms";

export function ChangeEmailForm({
  reply,
  constraint,
  emailMax,
}: {
  reply: ActionReply | undefined;
  constraint: FormConstraint;
  emailMax: number;
}) {
  const [form, fields] = useAppForm({ id: EMAIL_FORMS.change, reply, constraint });
  return (
    <section aria-labelledby="email-heading" className="card">
      <h2 id="email-heading" className="text-xl font-bold">
        Change email
      </h2>
      <AppForm
        form={form}
        reply={reply}
        labels={{ email: "New email" }}
        summaryTitle="Your email was not changed"
        className="mt-3 space-y-3"
      >
        <Field
          meta={fields.email}
          label="New email"
          type="email"
          maxLength={emailMax}
          autoComplete="email"
        />
        <p className="field-hint">
          We send a link to the new address; your email changes when you open it. If you have not
          entered your password in the last 10 minutes, we ask for it first.
        </p>
        <SubmitButton intent="change-email">Send confirmation link</SubmitButton>
      </AppForm>
    </section>
  );
}
