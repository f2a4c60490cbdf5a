// Where the sign-in pieces post and fetch, for the page, its scripts and the server alike.

/** The sign-in form posts here: its body is the form strategy's to read (remix-auth). */
export const SIGN_IN_ACTION = "/auth?intent=login";

/** Passkey sign-in: options (a fresh challenge), then the browser's signed answer. */
export const PASSKEY_SIGN_IN_OPTIONS_PATH = "/api/passkeys/authentication-options";
export const PASSKEY_SIGN_IN_PATH = "/api/passkeys/authentication";

/** Adding a passkey from the profile: options (a fresh challenge), then the new passkey. */
export const PASSKEY_REGISTRATION_OPTIONS_PATH = "/api/user/passkeys/registration-options";
export const PASSKEYS_PATH = "/api/user/passkeys";
