// Whether the account's address is confirmed, and an email change waiting for its link: resend
// and cancel are one-button forms that work without JavaScript.
import { ButtonForm } from "~/components/forms";

import { EMAIL_FORMS } from "./email-forms";

/** A form of one button, named after its intent; a refusal shows above it (docs/forms.md). */
function OneButton({ id, title, label }: { id: string; title: string; label: string }) {
  return (
    <ButtonForm id={id} title={title} className="inline">
      <button type="submit" name="intent" value={id} className="btn-secondary">
        {label}
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
          <OneButton id={EMAIL_FORMS.resend} title="Not sent" label="Resend the link" />
          {pendingEmail ? (
            <OneButton
              id={EMAIL_FORMS.cancelChange}
              title="Not cancelled"
              label="Cancel the change"
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
