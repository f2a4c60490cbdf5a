// The browser's half of a passkey sign-in or confirmation: ask the server for a challenge, let
// the browser sign it with a passkey, hand back the answer to post. The sign-in page and
// "Confirm it's you" both use it; each posts the answer its own way. The WebAuthn helper library
// is loaded on first use, so it adds nothing to a page's first load.
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";

/** Whether this browser can use passkeys at all (false on the server). */
export function browserHasPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** The challenge from `optionsPath`, or the server's refusal as an Error with its message. */
async function challengeFrom(optionsPath: string) {
  const response = await fetch(optionsPath, {
    method: "POST",
    headers: { Accept: "application/json" },
  });
  const body = (await response.json().catch(() => ({}))) as {
    options?: unknown;
    message?: string;
  };
  if (!response.ok || !body.options)
    throw new Error(body.message ?? "Passkeys are not available right now.");
  return body.options as PublicKeyCredentialRequestOptionsJSON;
}

/**
 * The browser's signed answer to a challenge from `optionsPath`. With `autofill`, the browser
 * offers this site's passkeys under the email field instead of a prompt.
 */
export async function passkeyAnswer(optionsPath: string, autofill = false): Promise<unknown> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import("@simplewebauthn/browser"),
    challengeFrom(optionsPath),
  ]);
  return startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
}

/** What to tell the person when the ceremony failed: `dismissed` when no passkey was chosen. */
export function passkeyProblem(
  error: unknown,
  words: { dismissed: string; otherwise: string },
): string {
  if (!(error instanceof Error)) return words.otherwise;
  return error.name === "NotAllowedError" ? words.dismissed : error.message;
}
