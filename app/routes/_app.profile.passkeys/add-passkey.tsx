// "Add a passkey": name it, confirm it's you, then the device makes the passkey (face, fingerprint
// or PIN). Needs JavaScript and a browser with WebAuthn: without them the room says so, and
// the list below still renames and deletes. The WebAuthn helper is loaded on first use.
import { useSubmit } from "@remix-run/react";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useRef, useState } from "react";

import { AppForm, Field, useAppForm } from "~/components/forms";
import { SubmitButton } from "~/components/forms/submit-button";
import type { ActionReply, FormConstraint } from "~/lib/forms";

import { PASSKEY_FORMS, PASSKEY_INTENTS } from "./passkey-forms";

type Registration = {
  name: string;
  options: PublicKeyCredentialCreationOptionsJSON;
};

export type OptionsReply = ActionReply & { registration?: Registration };

function browserHasPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

export function AddPasskey({
  reply,
  constraint,
  nameMax,
  available,
  atLimit,
}: {
  reply: OptionsReply | undefined;
  constraint: FormConstraint;
  nameMax: number;
  available: boolean;
  atLimit: boolean;
}) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [retry, setRetry] = useState<Registration | null>(null);
  const submit = useSubmit();
  const [form, fields] = useAppForm({ id: PASSKEY_FORMS.add, reply, constraint });
  const started = useRef<unknown>(null);

  useEffect(() => setSupported(browserHasPasskeys()), []);

  async function create(registration: Registration) {
    setProblem(null);
    setRetry(null);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const response = await startRegistration({ optionsJSON: registration.options });
      submit(
        {
          intent: PASSKEY_INTENTS.add,
          name: registration.name,
          response: JSON.stringify(response),
        },
        { method: "post" },
      );
    } catch (error) {
      // A dismissed prompt, or one the browser wants started by a click: offer the click.
      setRetry(registration);
      setProblem(
        error instanceof Error && error.name === "InvalidStateError"
          ? "This device already has a passkey for your account. Use another device, or delete the old one below first."
          : "No passkey was made. Press “Create the passkey” and follow your device’s prompt.",
      );
    }
  }

  // Options arrived (after the name, and "Confirm it's you" when it was asked): the device's turn.
  useEffect(() => {
    const registration = reply?.registration;
    if (!registration || started.current === registration) return;
    started.current = registration;
    void create(registration);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new set of options
  }, [reply]);

  if (!available) {
    return (
      <p role="note" className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
        Passkeys are not available on this server: it must be reached by a domain name (such as
        app.example.com or localhost), not an IP address.
      </p>
    );
  }
  if (supported !== true) {
    return (
      <p role="note" className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
        {supported === false
          ? "This browser cannot make passkeys. Open your Profile in a current browser (Safari, Chrome, Edge or Firefox) to add one."
          : "Adding a passkey needs JavaScript (it is off, or Lite mode is on). Your password and two-step sign-in work as before, and you can rename or delete passkeys below."}
      </p>
    );
  }
  if (atLimit) {
    return (
      <p role="note" className="mt-3 text-sm text-slate-700">
        You have the most passkeys an account can have. Delete one you no longer use to add another.
      </p>
    );
  }
  return (
    <div className="mt-4">
      <AppForm
        form={form}
        reply={reply}
        labels={{ name: "Passkey name" }}
        summaryTitle="No passkey added"
        className="space-y-3"
      >
        <Field
          meta={fields.name}
          label="Passkey name"
          help="So you can tell them apart later, such as “iPhone” or “Work laptop”."
          maxLength={nameMax}
          autoComplete="off"
        />
        <SubmitButton intent={PASSKEY_INTENTS.options}>Add a passkey</SubmitButton>
      </AppForm>
      {problem ? (
        <div role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-slate-900">
          <p>{problem}</p>
          {retry ? (
            <button type="button" className="btn-primary mt-2" onClick={() => void create(retry)}>
              Create the passkey
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
