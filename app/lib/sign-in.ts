// Where the sign-in pieces post and fetch, for the page, its scripts and the server alike.

/** The sign-in form posts here: its body is the form strategy's to read (remix-auth). */
export const SIGN_IN_ACTION = "/auth?intent=login";

/**
 * The sign-in form's address, keeping the page to come back to in the URL (the form carries it
 * too), so the page shown after a refused sign-in still links the other tab with it.
 */
export function signInAction(redirectTo: string): string {
  return redirectTo
    ? `${SIGN_IN_ACTION}&redirectTo=${encodeURIComponent(redirectTo)}`
    : SIGN_IN_ACTION;
}

/** Passkey sign-in: options (a fresh challenge), then the browser's signed answer. */
export const PASSKEY_SIGN_IN_OPTIONS_PATH = "/api/passkeys/authentication-options";
export const PASSKEY_SIGN_IN_PATH = "/api/passkeys/authentication";

/** Adding a passkey from the profile: options (a fresh challenge), then the new passkey. */
export const PASSKEY_REGISTRATION_OPTIONS_PATH = "/api/user/passkeys/registration-options";
export const PASSKEYS_PATH = "/api/user/passkeys";
