// Signing in: the credentials check behind the form and /api/login, the second step, the live
// demo, and the remix-auth form strategy.

import { type AppLoadContext, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { safeRedirect } from "~/lib/redirect";
import { attemptSignIn, sendSecurityNotice } from "~/models/account-security.server";
import { isDemoTemplateUser, openDemoSandbox } from "~/models/demo.server";
import { SIGN_IN_STAMP, type StampedUser } from "~/models/security-stamp.server";
import {
  isTwoFactorEnabled,
  recoveryCodesLeft,
  spendSecondFactor,
} from "~/models/two-factor.server";
import { loginSchema, type PublicUser, verifyLogin } from "~/models/user.server";
import {
  consumeDemoAttempt,
  isPendingLoginSpent,
  recordPendingCodeFailure,
} from "~/services/rate-limit.server";
import { currentRequestContext, runInRequestContext } from "~/services/request-context.server";

import { clientOf } from "./client-address.server";
import { assertHoneypotEmpty } from "./honeypot.server";
import { commitUserSession, signInHeaders } from "./session.server";
import { redirectWithSuccessToast, type ToastInput } from "./toast.server";
import { startPendingLogin, TWO_STEP_PATH } from "./two-step.server";

/** A user a sign-in checked, with the security stamp read before the check. */
export type SignInUser = StampedUser<PublicUser>;

export function afterLoginPath(user: PublicUser, requested: FormDataEntryValue | null): string {
  return safeRedirect(requested, safeRedirect(user.defaultPage));
}

/** One message whether the email exists or not, so that sign-in never reveals an account. */
export const LOGIN_FAILED_MESSAGE =
  "The email or password is incorrect. Check them and try again, or start a free trial.";

export class InvalidCredentialsError extends Error {
  constructor() {
    super(LOGIN_FAILED_MESSAGE);
    this.name = "InvalidCredentialsError";
  }
}

/**
 * The one sign-in check behind the form and /api/login, for one client (its real address):
 * refuses a client that failed too often (RateLimitedError), verifies the password
 * (InvalidCredentialsError), and counts a failure against the client and the account. The demo
 * template's own credentials open a private demo sandbox, as the demo button does.
 */
export async function verifyCredentials(
  client: string,
  credentials: { email: string; password: string },
): Promise<SignInUser> {
  const { user, twoStep } = await attemptSignIn(
    client,
    credentials.email,
    async () => {
      const found = await verifyLogin(credentials.email, credentials.password);
      return found && { user: found, twoStep: await isTwoFactorEnabled(found.id) };
    },
    {
      refused: () => {
        throw new InvalidCredentialsError();
      },
      // With two-step on, the earlier typos are forgiven only after the second step.
      recordsSuccess: (passed) => !passed.twoStep,
    },
  );
  if (twoStep) return user;
  if (await isDemoTemplateUser(user)) return startDemo(client);
  return user;
}

export const WRONG_CODE_MESSAGE =
  "That code is not right, or it was already used. Enter the current 6-digit code from your authenticator app or an unused recovery code.";
export { TWO_FACTOR_REQUIRED_MESSAGE } from "~/lib/two-step";

export class WrongSecondFactorError extends Error {
  constructor() {
    super(WRONG_CODE_MESSAGE);
    this.name = "WrongSecondFactorError";
  }
}

export const PENDING_LOGIN_SPENT_MESSAGE =
  "Too many wrong codes for this sign-in. Enter your password again to get new tries.";

/** The pending sign-in had its last wrong code: the password is needed again. */
export class PendingLoginSpentError extends Error {
  constructor() {
    super(PENDING_LOGIN_SPENT_MESSAGE);
    this.name = "PendingLoginSpentError";
  }
}

/**
 * The second step for a user whose password was verified: the code is used up, and a wrong one
 * counts against the same sign-in limits as a wrong password (RateLimitedError past them), per
 * client and per account whatever the address. On the code page a pending sign-in (`pendingKey`)
 * has 10 wrong codes, then PendingLoginSpentError. A recovery code used tells the owner by email.
 */
export async function verifySecondStep(
  client: string,
  user: { id: string; email: string; timeZone: string },
  code: string,
  options: { pendingKey?: string; browser?: string | null } = {},
): Promise<void> {
  const used = await attemptSignIn(
    client,
    user.email,
    async () => {
      if (options.pendingKey && (await isPendingLoginSpent(options.pendingKey))) {
        throw new PendingLoginSpentError();
      }
      return spendSecondFactor(user.id, code);
    },
    {
      refused: async () => {
        if (options.pendingKey && !(await recordPendingCodeFailure(options.pendingKey))) {
          throw new PendingLoginSpentError();
        }
        throw new WrongSecondFactorError();
      },
    },
  );
  if (used === "recovery") {
    const left = await recoveryCodesLeft(user.id);
    await sendSecurityNotice(
      user,
      { kind: "recovery-code-used", left },
      { browser: options.browser },
    );
  }
}

/**
 * TRY LIVE DEMO: a new private sandbox for this client, within the per-client limit
 * (RateLimitedError) and the cap on live sandboxes (DemoUnavailableError).
 */
export async function startDemo(client: string): Promise<SignInUser> {
  await consumeDemoAttempt(client);
  return openDemoSandbox();
}

export const PASSWORD_STRATEGY = "password";

/** The form fields were not a sign-in (missing or too long): the page shows the field errors. */
export class InvalidSignInFormError extends Error {
  constructor() {
    super("The sign-in form is not filled in.");
    this.name = "InvalidSignInFormError";
  }
}

/**
 * The one authenticator, built once: the form strategy (email + password) checks the posted
 * credentials for the client of the sign-in in scope. Passkeys sign in beside it
 * (~/models/passkey.server): they have no password to post.
 */
export const authenticator = new Authenticator<SignInUser>().use(
  new FormStrategy<SignInUser>(async ({ form }) => {
    const context = currentRequestContext();
    const scope = context?.signIn;
    if (!context || !scope) {
      throw new Error("A sign-in is authenticated through authenticateForm only.");
    }
    scope.form = form;
    assertHoneypotEmpty(form);
    const parsed = loginSchema.safeParse({
      email: form.get("email"),
      password: form.get("password"),
    });
    if (!parsed.success) throw new InvalidSignInFormError();
    return verifyCredentials(clientOf(context), parsed.data);
  }),
  PASSWORD_STRATEGY,
);

export type SignInOutcome =
  { ok: true; user: SignInUser; form: FormData } | { ok: false; error: unknown; form: FormData };

/**
 * Signs in from the posted sign-in form (its body unread: the strategy reads it): the user, or the
 * refusal (what verifyCredentials throws, InvalidSignInFormError, the honeypot's 400), each with
 * the posted form for the answer. A body that is not a form is a 415.
 */
export async function authenticateForm(
  request: Request,
  context: AppLoadContext,
): Promise<SignInOutcome> {
  const scope: NonNullable<AppLoadContext["signIn"]> = {};
  context.signIn = scope;
  try {
    // The action's own context (the same object the server entry opened, or a caller's).
    const user = await runInRequestContext(context, () =>
      authenticator.authenticate(PASSWORD_STRATEGY, request),
    );
    return { ok: true, user, form: scope.form ?? new FormData() };
  } catch (error) {
    if (!scope.form) {
      if (error instanceof Response) throw error;
      throw new Response(
        "This page expects a form. Send it as application/x-www-form-urlencoded or multipart/form-data.",
        { status: 415 },
      );
    }
    return { ok: false, error, form: scope.form };
  }
}

/**
 * After a passkey: the person was verified by the device (face, fingerprint, PIN), which stands
 * for both factors, so no two-step code is asked. No password was typed: the session has no
 * recent password, and a sensitive change asks for it.
 */
export async function redirectSignedInWithPasskey(
  { request, context }: { request: Request; context: AppLoadContext },
  user: SignInUser,
  to: string,
  toast: ToastInput,
): Promise<Response> {
  const cookies = await commitUserSession(request, user, clientOf(context), null);
  return redirectWithSuccessToast(to, toast, { headers: signInHeaders(cookies) });
}

/**
 * Starts the session and redirects with a toast: the end of every successful sign-in. With
 * two-step on it goes to the code page instead, with `twoStepToast` when something already
 * happened that the user must hear of (a changed password).
 */
export async function redirectSignedIn(
  { request, context }: { request: Request; context: AppLoadContext },
  user: SignInUser,
  to: string,
  toast: ToastInput,
  twoStepToast?: ToastInput,
): Promise<Response> {
  if (await isTwoFactorEnabled(user.id)) {
    const ip = clientOf(context);
    const pending = await startPendingLogin({
      userId: user.id,
      stamp: user[SIGN_IN_STAMP],
      redirectTo: to,
      ip,
    });
    const headers = { "Set-Cookie": pending };
    if (twoStepToast) return redirectWithSuccessToast(TWO_STEP_PATH, twoStepToast, { headers });
    return redirect(TWO_STEP_PATH, { headers });
  }
  const cookies = await commitUserSession(request, user, clientOf(context));
  return redirectWithSuccessToast(to, toast, { headers: signInHeaders(cookies) });
}
