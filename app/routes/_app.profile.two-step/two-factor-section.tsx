import { ButtonForm } from "~/components/forms";
import { CodeForm } from "~/components/forms/code-form";
import type { ActionReply, FormConstraint } from "~/lib/forms";

import { TWO_STEP_FORMS } from "./two-step-forms";

export type TwoFactorView =
  | { state: "off" }
  | { state: "pending"; secret: string; otpauthUri: string; qrSvg: string; expiresAt: string }
  | { state: "pending-elsewhere" }
  | { state: "on"; recoveryCodesLeft: number };

type Reply = (ActionReply & { recoveryCodes?: string[] }) | undefined;

/** Two-step sign-in: set up (QR code, secret, confirm), recovery codes once, turn off. */
export function TwoFactorSection({
  view,
  constraint,
  enableReply,
  disableReply,
  renewReply,
}: {
  view: TwoFactorView;
  constraint: FormConstraint;
  enableReply: Reply;
  disableReply: Reply;
  renewReply?: Reply;
}) {
  const recoveryCodes = enableReply?.recoveryCodes ?? renewReply?.recoveryCodes;
  const renewed = Boolean(renewReply?.recoveryCodes);
  return (
    <section aria-labelledby="two-step-heading" className="card space-y-3">
      <h2 id="two-step-heading" className="text-xl font-bold">
        Two-step sign-in
      </h2>
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} renewed={renewed} /> : null}
      {view.state === "off" ? (
        <>
          <p className="text-sm text-slate-700">
            After your password, sign-in asks for a 6-digit code from an authenticator app on your
            phone, so a leaked password alone does not open your account.
          </p>
          <ButtonForm id={TWO_STEP_FORMS.start} title="Not started">
            <button type="submit" name="intent" value="two-factor-start" className="btn-primary">
              Set up two-step sign-in
            </button>
          </ButtonForm>
        </>
      ) : null}
      {view.state === "pending-elsewhere" ? (
        <>
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-slate-900">
            A setup was started on another device. Its secret is shown only there, for 15 minutes.
            If that was not you, change your password: that cancels it.
          </p>
          <ButtonForm id={TWO_STEP_FORMS.start} title="Not started">
            <button type="submit" name="intent" value="two-factor-start" className="btn-primary">
              Start again here
            </button>
          </ButtonForm>
          <p className="text-sm text-slate-700">
            Starting here makes a new secret; the one on the other device stops working.
          </p>
        </>
      ) : null}
      {view.state === "pending" ? (
        <Setup view={view} constraint={constraint} reply={enableReply} />
      ) : null}
      {view.state === "on" ? (
        <TurnOff
          constraint={constraint}
          reply={disableReply}
          recoveryCodesLeft={view.recoveryCodesLeft}
        />
      ) : null}
    </section>
  );
}

function Setup({
  view,
  constraint,
  reply,
}: {
  view: { secret: string; otpauthUri: string; qrSvg: string; expiresAt: string };
  constraint: FormConstraint;
  reply: Reply;
}) {
  return (
    <>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app (Google Authenticator, 1Password, Aegis…).</li>
        <li>Scan this QR code, or type the secret below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <p className="text-sm text-slate-700">
        This setup works on this device until {view.expiresAt}; after that, start again for a new
        secret.
      </p>
      <div
        role="img"
        aria-label="QR code of your two-step sign-in secret"
        className="h-48 w-48 bg-white"
        // The server renders the QR code as SVG from our own secret: no user input reaches it.
        dangerouslySetInnerHTML={{ __html: view.qrSvg }}
      />
      <p className="text-sm">
        Secret:{" "}
        <code data-testid="two-factor-secret" className="break-all font-mono font-semibold">
          {view.secret}
        </code>
      </p>
      <CodeForm
        id={TWO_STEP_FORMS.enable}
        reply={reply}
        constraint={constraint}
        label="6-digit code"
        summaryTitle="Two-step sign-in is not on yet"
        digitsOnly
      >
        <button type="submit" name="intent" value="two-factor-enable" className="btn-primary">
          Turn on two-step sign-in
        </button>
      </CodeForm>
      <ButtonForm id={TWO_STEP_FORMS.cancel} title="Not cancelled">
        <button type="submit" name="intent" value="two-factor-cancel" className="btn-secondary">
          Cancel setup
        </button>
      </ButtonForm>
    </>
  );
}

function RecoveryCodes({ codes, renewed }: { codes: string[]; renewed: boolean }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-slate-900"
    >
      <p className="font-semibold">
        {renewed
          ? "New recovery codes. The earlier ones no longer work: save these now."
          : "Two-step sign-in is on. Save these recovery codes now."}
      </p>
      <p className="mt-1">
        Each one signs you in once if you lose your phone. They are shown only this once.
      </p>
      <ul aria-label="Recovery codes" className="mt-2 grid grid-cols-2 gap-1 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function TurnOff({
  constraint,
  reply,
  recoveryCodesLeft,
}: {
  constraint: FormConstraint;
  reply: Reply;
  recoveryCodesLeft: number;
}) {
  return (
    <>
      <p className="text-sm text-slate-700">
        Two-step sign-in is <strong>on</strong>. {recoveryCodesLeft} unused recovery code
        {recoveryCodesLeft === 1 ? "" : "s"} left. To turn it off, enter a current code.
      </p>
      <CodeForm
        id={TWO_STEP_FORMS.disable}
        reply={reply}
        constraint={constraint}
        label="Code"
        help="6 digits from the app, or a recovery code."
        summaryTitle="Two-step sign-in is still on"
      >
        <button type="submit" name="intent" value="two-factor-disable" className="btn-danger">
          Turn off two-step sign-in
        </button>
      </CodeForm>
      <ButtonForm id={TWO_STEP_FORMS.recoveryCodes} title="No new codes">
        <button type="submit" name="intent" value="recovery-codes-renew" className="btn-secondary">
          Make new recovery codes
        </button>
      </ButtonForm>
    </>
  );
}
