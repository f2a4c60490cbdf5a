// Whether the account's address is confirmed, and an email change waiting for its link: resend
// and cancel are one-button forms that work without JavaScript.
import { ButtonForm } from "~/components/forms";

import { EMAIL_FORMS } from "./email-forms";

function ResendButton() {
  return (
    <ButtonForm id={EMAIL_FORMS.resend} title="Not sent" className="inline">
      <button type="submit" name="intent" value="resend-confirmation" className="btn-secondary">
        Resend the link
      </button>
    </ButtonForm>
  );
}

function CancelChangeButton() {
  return (
    <ButtonForm id={EMAIL_FORMS.cancelChange} title="Not cancelled" className="inline">
      <button type="submit" name="intent" value="cancel-email-change" className="btn-secondary">
        Cancel the change
      </button>
    </ButtonForm>
  );
}

function heading(pendingEmail: string | null, verified: boolean) {
  if (pendingEmail) return "Email change waiting for confirmation";
  return verified ? "Email confirmed" : "Email not confirmed";
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
  return (
    <section aria-labelledby="email-status-heading" className="card space-y-3">
      <h2 id="email-status-heading" className="text-xl font-bold">
        {heading(pendingEmail, verified)}
      </h2>
      <p className="text-slate-700">
        You sign in with{" "}
        <strong className="break-all" data-testid="profile-email">
          {email}
        </strong>
        {verified && !pendingEmail ? ", confirmed with the link we emailed to it." : "."}
      </p>
      {pendingEmail ? (
        <p className="text-slate-700">
          We sent a link to <strong className="break-all">{pendingEmail}</strong>. Until it is
          opened you keep signing in with <strong className="break-all">{email}</strong>.
        </p>
      ) : null}
      {!pendingEmail && !verified ? (
        <p className="text-slate-700">
          Open the link in the welcome email we sent to{" "}
          <strong className="break-all">{email}</strong>, so that you can always get back into your
          account.
        </p>
      ) : null}
      {pendingEmail || !verified ? (
        <div className="flex flex-wrap gap-2">
          <ResendButton />
          {pendingEmail ? <CancelChangeButton /> : null}
        </div>
      ) : null}
    </section>
  );
}
