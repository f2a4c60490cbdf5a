// "Confirm it's you": the password again before a sensitive change, when it was not entered on
// this session in the last 10 minutes. A plain form: it posts the change's own fields again
// (kept as typed) with the password, so the change completes in one step, JavaScript on or off.
// Each profile room that has a sensitive change shows it in the room's place; Cancel goes back.
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { AppForm, useAppForm } from "~/components/forms";
import { PasswordField } from "~/components/forms/password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { CONFIRM_FORM_ID, type ConfirmReply, RECENT_PASSWORD_MINUTES } from "~/lib/recent-password";

export function ConfirmItsYou({
  reply,
  email,
  back,
}: {
  reply: ConfirmReply;
  email: string;
  /** The room the change was asked on. */
  back: string;
}) {
  const [form, fields] = useAppForm({ id: CONFIRM_FORM_ID, reply });
  const heading = useRef<HTMLHeadingElement>(null);
  // A new prompt takes the focus (JavaScript on), as a new page would.
  useEffect(() => heading.current?.focus(), [reply]);
  return (
    <section aria-labelledby="confirm-heading" className="card">
      <h2 id="confirm-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        Confirm it’s you
      </h2>
      <p className="mt-2 text-slate-700">
        To {reply.confirm.title}, enter the password of {email}. You won’t be asked again for{" "}
        {RECENT_PASSWORD_MINUTES} minutes on this device.
      </p>
      <AppForm
        form={form}
        reply={reply}
        labels={{ password: "Password" }}
        summaryTitle="Not confirmed"
        className="mt-4 space-y-3"
      >
        {reply.confirm.fields.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <PasswordField
          meta={fields.password}
          label="Password"
          clearOn={reply}
          autoComplete="current-password"
          required
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton intent={reply.confirm.intent}>Confirm and continue</SubmitButton>
          <Link to={back} className="font-semibold text-brand-700 underline">
            Cancel
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          Forgot it?{" "}
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Choose a new password
          </Link>{" "}
          with a link sent to your email.
        </p>
      </AppForm>
    </section>
  );
}
