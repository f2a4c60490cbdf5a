import { Form } from "@remix-run/react";

import {
  errorsFor,
  FieldError,
  FormErrors,
  type FormReply,
  invalidProps,
  typedValue,
} from "~/components/form-feedback";
import { EMAIL_MAX } from "~/lib/limits";

import { PasswordInput } from "./password-input";

export function ChangeEmailForm({ reply }: { reply: FormReply }) {
  const emailErrors = errorsFor(reply, "email");
  return (
    <section aria-labelledby="email-heading" className="card">
      <h2 id="email-heading" className="text-xl font-bold">
        Change email
      </h2>
      <Form method="post" className="mt-3 space-y-3">
        <FormErrors reply={reply} />
        <div>
          <label htmlFor="new-email" className="field-label">
            New email
          </label>
          <input
            id="new-email"
            name="email"
            type="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="email"
            defaultValue={typedValue(reply, "email")}
            className="field-input"
            {...invalidProps("new-email-error", emailErrors)}
          />
          <FieldError id="new-email-error" errors={emailErrors} />
        </div>
        <PasswordInput
          id="email-current-password"
          name="currentPassword"
          label="Current password"
          reply={reply}
          autoComplete="current-password"
        />
        <button type="submit" name="intent" value="change-email" className="btn-primary">
          Change email
        </button>
      </Form>
    </section>
  );
}
