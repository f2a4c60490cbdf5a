// Whether the account's address is confirmed, and an email change waiting for its link: resend
// and cancel are one-button forms that work without JavaScript.
import { ButtonForm } from "~/components/forms";

import { PROFILE_FORMS } from "./profile-forms";

function ResendButton() {
  return (
    <ButtonForm id={PROFILE_FORMS.resend} title="Not sent" className="inline">
      <button type="submit" name="intent" value="resend-confirmation" className="btn-secondary">
        Resend the link
      </button>
    </ButtonForm>
  );
}

export function EmailStatus({
  email,
  pendingEmail,
  verified,
}: {
  email: string;
  pendingEmail: string | null;
  verified: boolean;
}) {
  if (!pendingEmail && verified) return null;
  return (
    <section aria-labelledby="email-status-heading" className="card space-y-3">
      <h2 id="email-status-heading" className="text-xl font-bold">
        {pendingEmail ? "Email change waiting for confirmation" : "Email not confirmed"}
      </h2>
      {pendingEmail ? (
        <p className="text-slate-700">
          We sent a link to <strong className="break-all">{pendingEmail}</strong>. Until it is
          opened you keep signing in with <strong className="break-all">{email}</strong>.
        </p>
      ) : (
        <p className="text-slate-700">
          Open the link in the welcome email we sent to{" "}
          <strong className="break-all">{email}</strong>, so that you can always get back into your
          account.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <ResendButton />
        {pendingEmail ? (
          <ButtonForm id={PROFILE_FORMS.cancelChange} title="Not cancelled" className="inline">
            <button
              type="submit"
              name="intent"
              value="cancel-email-change"
              className="btn-secondary"
            >
              Cancel the change
            </button>
          </ButtonForm>
        ) : null}
      </div>
    </section>
  );
}
