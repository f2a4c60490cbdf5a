// "Confirm it's you": the password again before a sensitive change, when it was not entered on
// this session in the last 10 minutes. A plain form: it posts the change's own fields again
// (kept as typed) with the password, so the change completes in one step, JavaScript on or off.
// When the account has passkeys and the browser runs JavaScript with WebAuthn, "Use a passkey"
// posts the same fields with a passkey's answer instead (app/components/passkey-ceremony.ts, the
// sign-in page's ceremony too).
// Each profile room that has a sensitive change shows it in the room's place; Cancel goes back.
import { Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { AppForm, useAppForm } from "~/components/forms";
import { PasswordField } from "~/components/forms/password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { browserHasPasskeys, passkeyAnswer, passkeyProblem } from "~/components/passkey-ceremony";
import {
  CONFIRM_ASSERTION_FIELD,
  CONFIRM_FORM_ID,
  CONFIRM_OPTIONS_PATH,
  type ConfirmReply,
  RECENT_PASSWORD_MINUTES,
} from "~/lib/recent-password";

/** "Use a passkey": shown once JavaScript runs in a browser with WebAuthn, never on the server. */
function UsePasskey({ reply }: { reply: ConfirmReply }) {
  const submit = useSubmit();
  const [supported, setSupported] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setSupported(browserHasPasskeys()), []);
  if (!supported) return null;

  async function usePasskey() {
    setWaiting(true);
    setProblem(null);
    try {
      const answer = await passkeyAnswer(CONFIRM_OPTIONS_PATH);
      const body = new FormData();
      for (const [name, value] of reply.confirm.fields) body.append(name, value);
      body.set("intent", reply.confirm.intent);
      body.set(CONFIRM_ASSERTION_FIELD, JSON.stringify(answer));
      submit(body, { method: "post" });
    } catch (error) {
      setProblem(
        passkeyProblem(error, {
          dismissed: "No passkey was used. Try again, or enter your password.",
          otherwise: "That did not work. Enter your password instead.",
        }),
      );
    } finally {
      setWaiting(false);
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-secondary"
        onClick={usePasskey}
        disabled={waiting}
        aria-describedby="confirm-passkey-hint"
      >
        {waiting ? "Waiting for your passkey..." : "Use a passkey"}
      </button>
      <p id="confirm-passkey-hint" className="text-sm text-slate-700">
        Or confirm with your face, fingerprint or device PIN, using a passkey of this account.
      </p>
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

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
        {reply.confirm.passkeys ? <UsePasskey reply={reply} /> : null}
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
