// How a person signs in: every way in, in the order a newcomer meets them. This module is the
// guide and the one entry point: each function lives beside the data it checks and is exported
// here under its own name, and every route imports it from here, never from its home
// (tests/architecture/sign-in-module.test.ts). Every way in checks its credential in its own model, then starts the
// session in one place, `startUserSession` (session.server.ts), which refuses plain HTTP under a
// public name, creates the session only while the security stamp still holds, and sets the
// device cookie (a new browser is recorded and its owner emailed).
//
// 1. Password (the sign-in page, POST /api/login). `authenticateForm` reads the form through
//    remix-auth's form strategy; `verifyCredentials` (the page) and `verifyLogin` (the API) check
//    the email and password inside `attemptSignIn` (the same for a code and a passkey: refused
//    past the limits for the client or the account, a refusal counted as a failed sign-in). A
//    person with a second step gets a pending-login cookie (`startPendingLogin`), not a session.
// 2. Second step (/auth/two-step). `readPendingLogin` finds who is half signed in (the cookie
//    keeps their security stamp); `verifySecondStep` checks the authenticator or recovery code
//    and spends the pending login once.
// 3. Passkey (the sign-in page, /api/passkeys/authentication). `passkeySignInOptions` issues the
//    challenge; `signInWithPasskey` verifies the answer and its counter.
// 4. Reset by emailed link (/forgot-password, /reset-password/<token>, the API).
//    `requestPasswordReset` mails a single-use link; `checkResetLink` reads it;
//    `resetPassword` spends the link and sets the password in one transaction, which ends every
//    session of the account.
// 5. Invitation (/invite/<token>, POST /api/invitations/<token>/accept). `findInvitation`
//    reads the link; `acceptInvitation` creates the account in the inviter's team, once.
// 6. Registration and the live demo. `registerTenantUser` creates a company and its owner;
//    `startDemo` opens a fresh demo sandbox.
//
// Starting the session, once a way in has answered with a user:
// - a page: `redirectSignedIn` (or `redirectSignedInWithPasskey`), which calls
//   `commitUserSession`; a save posted after the session ended is replayed by `signInWithStash`.
// - the API: `apiJsonSignedIn`, or `signInApiAction` for a whole sign-in endpoint.
// Signing out: `destroyUserSession`. Who is signed in: `getOptionalUser` (and the guards).
//
// The modules that hold nothing but signing in are exported whole, their errors and messages
// too: `sign-in.server.ts`, `two-step.server.ts`, `api-sign-in.server.ts`,
// `form-stash-replay.server.ts` and `password-reset.server.ts`. From the others (the session,
// the passkeys, the team, the users, the account's limits) only the functions named above.

export * from "./api-sign-in.server";
export * from "./form-stash-replay.server";
export {
  apiJsonSignedIn,
  commitUserSession,
  destroyUserSession,
  getOptionalUser,
  startUserSession,
} from "./session.server";
export * from "./sign-in.server";
export * from "./two-step.server";
export { attemptSignIn } from "~/models/account-security.server";
export { passkeySignInOptions, signInWithPasskey } from "~/models/passkey.server";
export * from "~/models/password-reset.server";
export { acceptInvitation, findInvitation } from "~/models/team.server";
export { registerTenantUser, verifyLogin } from "~/models/user.server";
