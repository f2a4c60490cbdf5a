// "Sign in with a passkey" on /auth, and the browser's passkey autofill on the email field. Shown
// only once JavaScript runs in a browser with WebAuthn (the server renders nothing: without
// JavaScript, in Lite mode too, the password form is the way in). The ceremony itself is
// app/components/passkey-ceremony.ts, shared with "Confirm it's you".
import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { browserHasPasskeys, passkeyAnswer, passkeyProblem } from "~/components/passkey-ceremony";
import type { ActionReply } from "~/lib/forms";
import { PASSKEY_SIGN_IN_OPTIONS_PATH } from "~/lib/sign-in";

type Status = "idle" | "waiting" | "failed";

/** The message of a failed reply of the passkey form, if any. */
function replyMessage(reply: ActionReply | undefined): string | null {
  const errors = reply?.result?.error?.[""];
  return Array.isArray(errors) && errors.length > 0 ? String(errors[0]) : null;
}

export function PasskeySignIn({
  formId,
  redirectTo,
  reply,
}: {
  formId: string;
  redirectTo: string;
  reply: ActionReply | undefined;
}) {
  const submit = useSubmit();
  const [supported, setSupported] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const redirectRef = useRef(redirectTo);
  redirectRef.current = redirectTo;

  // One answer is posted at a time: the autofill's and the button's could both arrive.
  const sending = useRef(false);
  /** Posts the browser's signed answer to the page's action, which signs in and redirects. */
  const send = useRef((response: unknown) => {
    if (sending.current) return;
    sending.current = true;
    submit(
      {
        intent: formId,
        response: JSON.stringify(response),
        redirectTo: redirectRef.current,
      },
      { method: "post", action: "/auth" },
    );
  });

  useEffect(() => {
    if (!browserHasPasskeys()) return;
    setSupported(true);
    // Autofill: the browser lists this site's passkeys under the email field; picking one signs in.
    let stopped = false;
    (async () => {
      if (!(await PublicKeyCredential.isConditionalMediationAvailable?.())) return;
      const answer = await passkeyAnswer(PASSKEY_SIGN_IN_OPTIONS_PATH, true);
      if (!stopped) send.current(answer);
    })().catch(() => {
      // Autofill is a convenience: a dismissed or unavailable prompt leaves the button and the form.
    });
    return () => {
      stopped = true;
    };
  }, []);

  useEffect(() => {
    const message = replyMessage(reply);
    sending.current = false;
    if (message) {
      setProblem(message);
      setStatus("failed");
    }
  }, [reply]);

  if (!supported) return null;

  async function signInWithPasskey() {
    setStatus("waiting");
    setProblem(null);
    try {
      send.current(await passkeyAnswer(PASSKEY_SIGN_IN_OPTIONS_PATH));
    } catch (error) {
      setStatus("failed");
      setProblem(
        passkeyProblem(error, {
          dismissed: "No passkey was chosen. Try again, or sign in with your email and password.",
          otherwise: "That did not work. Sign in with your email and password instead.",
        }),
      );
    }
  }

  return (
    <div className="mt-4 space-y-2">
      <button
        type="button"
        className="btn-secondary w-full"
        onClick={signInWithPasskey}
        disabled={status === "waiting"}
        aria-describedby="passkey-sign-in-hint"
      >
        {status === "waiting" ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </button>
      <p id="passkey-sign-in-hint" className="text-center text-xs text-slate-600">
        Use your face, fingerprint or device PIN instead of the password, if you added a passkey on
        your Profile.
      </p>
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
