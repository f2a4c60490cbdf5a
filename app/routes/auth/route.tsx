// /auth: sign in (password or passkey), register a free trial, or open the demo, in tabs.
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";

import { useFormReply } from "~/components/forms";
import { PublicHeader } from "~/components/public-header";
import type { FormResult } from "~/lib/forms";
import { COMPANY_NAME_MAX, EMAIL_MAX, PASSWORD_MAX } from "~/lib/limits";
import { passwordStrength } from "~/lib/password-strength";
import { safeRedirect } from "~/lib/redirect";
import { SIGN_IN_ACTION, signInAction } from "~/lib/sign-in";
import { DemoUnavailableError, isDemoUser } from "~/models/demo.server";
import { sendWelcomeEmail } from "~/models/email-confirmation.server";
import { PasskeyError } from "~/models/passkey.server";
import { EmailTakenError, loginSchema, registerFormSchema } from "~/models/user.server";
import {
  consumeRegisterAttempt,
  RateLimitedError,
  retryAfterHeader,
} from "~/services/rate-limit.server";
import {
  afterLoginPath,
  authenticateForm,
  getOptionalUser,
  InvalidCredentialsError,
  InvalidSignInFormError,
  LOGIN_FAILED_MESSAGE,
  redirectSignedIn,
  redirectSignedInWithPasskey,
  registerTenantUser,
  signInWithPasskey,
  signInWithStash,
  signInWithStashAfterPassword,
  startDemo,
} from "~/utils/auth.server";
import { clientOf, HTTPS_REQUIRED_MESSAGE, httpsRequired } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import {
  dispatchIntent,
  failedToast,
  formReply,
  type FormReplyResponse,
  type Intents,
  readFormData,
  refusalResult,
} from "~/utils/form.server";
import { SESSION_ENDED_MESSAGE, sessionEndedWithStash } from "~/utils/form-stash.server";
import { assertHoneypotEmpty } from "~/utils/honeypot.server";
import {
  DEMO_WELCOME_TOAST,
  LOGIN_FAILED_TITLE,
  LOGIN_SUCCESS_TOAST,
  REGISTER_FAILED_TITLE,
  REGISTER_SUCCESS_TOAST,
} from "~/utils/toast.server";

import { DemoAccess, LoginForm, RegisterForm } from "./auth-forms";
import { AuthSidePanel } from "./auth-side-panel";

// "Sign in with a passkey" is loaded once the page runs in a browser with WebAuthn: it is not part
// of the sign-in page's first load (and never of a page without JavaScript).
const PasskeySignIn = lazy(() =>
  import("./passkey-sign-in").then((module) => ({ default: module.PasskeySignIn })),
);

/**
 * The button arrives after the page has drawn: its place is kept from the first paint (the same
 * height with JavaScript off, on, and once the button is there), so nothing below it moves. A
 * flow root, so the button's top margin stays inside the place instead of pushing it down.
 */
function PasskeySlot(props: ComponentProps<typeof PasskeySignIn>) {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  return (
    <div data-testid="passkey-slot" className="flow-root min-h-[7.25rem]">
      {supported ? (
        <Suspense fallback={null}>
          <PasskeySignIn {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}

export type AuthTab = "login" | "register";

/** The ids of the page's three forms; a reply names the one it is for. */
export const AUTH_FORMS = {
  login: "login",
  register: "register",
  demo: "demo",
  passkey: "passkey",
} as const;

/** The page's heading and tab title, one per tab. */
export const handle = { title: "Sign in", registerTitle: "Start your free trial" };

export const meta: MetaFunction = ({ location }) => [
  {
    title: `${new URLSearchParams(location.search).get("tab") === "register" ? handle.registerTitle : handle.title} — App Marketing Machine`,
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const user = await getOptionalUser(request);
  const tab: AuthTab = url.searchParams.get("tab") === "register" ? "register" : "login";
  // A demo visitor's "Start your own free trial" opens the register tab; any other signed-in
  // visit goes on to the app.
  if (user && !(tab === "register" && (await isDemoUser(user))))
    throw redirect(afterLoginPath(user, redirectTo));
  return {
    tab,
    demo: url.searchParams.get("demo") === "true",
    sessionEnded: (await sessionEndedWithStash(request)) ? SESSION_ENDED_MESSAGE : null,
    redirectTo,
    signInAction: signInAction(redirectTo),
    httpsNotice: httpsRequired(request, context) ? HTTPS_REQUIRED_MESSAGE : null,
    limits: { emailMax: EMAIL_MAX, passwordMax: PASSWORD_MAX, companyNameMax: COMPANY_NAME_MAX },
    constraints: {
      login: getZodConstraint(loginSchema),
      register: getZodConstraint(registerFormSchema),
    },
  };
}

type AuthContext = {
  /** The visitor's address, for the rate limits. */
  client: string;
  /** Plain HTTP to a production server under a public name: every sign-in is refused. */
  insecure: boolean;
};

function authContext({ request, context }: ActionFunctionArgs): AuthContext {
  assertSameOrigin(request);
  return { client: clientOf(context), insecure: httpsRequired(request, context) };
}

/** Passwords are never sent back. */
const HIDE_PASSWORD = { hideFields: ["password"] };

/**
 * The sign-in form (POST /auth?intent=login): remix-auth's form strategy reads the body and checks
 * the password; the page reads its own copy afterwards only to answer.
 */
async function signIn(args: ActionFunctionArgs): Promise<Response | FormReplyResponse> {
  const { request, context } = args;
  assertSameOrigin(request);
  const formId = AUTH_FORMS.login;
  const reply = (form: FormData, message: string, status: number, headers?: HeadersInit) => {
    const submission = parseWithZod(form, { schema: loginSchema });
    return formReply(formId, submission.reply({ ...HIDE_PASSWORD, formErrors: [message] }), {
      status,
      headers,
      toast: { title: LOGIN_FAILED_TITLE, description: message },
    });
  };
  if (httpsRequired(request, context))
    return reply(await readFormData(request), HTTPS_REQUIRED_MESSAGE, 403);
  const outcome = await authenticateForm(request, context);
  if (outcome.ok) {
    const replayed = await signInWithStashAfterPassword(
      request,
      outcome.user,
      clientOf(context),
      context.routes,
    );
    if (replayed) return replayed;
    // The demo's published sign-in opens a fresh sandbox: a first visit, not "Welcome back".
    return redirectSignedIn(
      args,
      outcome.user,
      afterLoginPath(outcome.user, outcome.form.get("redirectTo")),
      (await isDemoUser(outcome.user)) ? DEMO_WELCOME_TOAST : LOGIN_SUCCESS_TOAST,
    );
  }
  const { error, form } = outcome;
  if (error instanceof InvalidSignInFormError) {
    const result = parseWithZod(form, { schema: loginSchema }).reply(HIDE_PASSWORD);
    return formReply(formId, result, { toast: failedToast(LOGIN_FAILED_TITLE, result) });
  }
  if (error instanceof DemoUnavailableError) return reply(form, error.message, 503);
  if (error instanceof RateLimitedError)
    return reply(form, error.message, 429, retryAfterHeader(error));
  if (error instanceof InvalidCredentialsError) return reply(form, LOGIN_FAILED_MESSAGE, 401);
  throw error;
}

export const intents = {
  /**
   * A sign-in posted the old way (intent in the body, to /auth): 307 sends the browser to post the
   * same body where sign-in is read now.
   */
  login: {
    form: AUTH_FORMS.login,
    run: () => redirect(SIGN_IN_ACTION, 307),
  },
  register: {
    form: AUTH_FORMS.register,
    run: async ({ ctx, formData, formId, request, context }) => {
      assertHoneypotEmpty(formData);
      const submission = parseWithZod(formData, { schema: registerFormSchema });
      // The password field is emptied on a refusal: its meter says how strong the sent one was.
      const sent = formData.get("password");
      const refuse = (result: FormResult, status = 400, headers?: HeadersInit) =>
        formReply(formId, result, {
          status,
          headers,
          toast: failedToast(REGISTER_FAILED_TITLE, result),
          passwordStrength: passwordStrength(typeof sent === "string" ? sent : ""),
        });
      if (submission.status !== "success") return refuse(submission.reply(HIDE_PASSWORD));
      if (ctx.insecure) {
        const result = submission.reply({ ...HIDE_PASSWORD, formErrors: [HTTPS_REQUIRED_MESSAGE] });
        return refuse(result, 403);
      }
      try {
        await consumeRegisterAttempt(ctx.client);
        const user = await registerTenantUser(submission.value);
        await sendWelcomeEmail(user);
        // A new account has no app yet: the add-app dialog opens at once (one tap less).
        return redirectSignedIn(
          { request, context },
          user,
          "/dashboard?add=true",
          REGISTER_SUCCESS_TOAST,
        );
      } catch (error) {
        if (error instanceof RateLimitedError) {
          const result = submission.reply({ ...HIDE_PASSWORD, formErrors: [error.message] });
          return refuse(result, 429, retryAfterHeader(error));
        }
        if (error instanceof EmailTakenError) {
          const result = submission.reply({
            ...HIDE_PASSWORD,
            fieldErrors: { email: [error.message] },
          });
          return refuse(result, 409);
        }
        throw error;
      }
    },
  },
  /**
   * "Sign in with a passkey" (the page's script, when the browser has WebAuthn): the browser's
   * signed answer to a challenge from /api/passkeys/authentication-options. A passkey stands for
   * both factors: no two-step code follows.
   */
  passkey: {
    form: AUTH_FORMS.passkey,
    feedback: "toast",
    run: async ({ ctx, formData, formId, request, context }) => {
      const refuse = (message: string, status: number, headers?: HeadersInit) =>
        formReply(formId, refusalResult(formData, message, ["response"]), {
          status,
          headers,
          toast: { title: LOGIN_FAILED_TITLE, description: message },
        });
      if (ctx.insecure) return refuse(HTTPS_REQUIRED_MESSAGE, 403);
      try {
        const user = await signInWithPasskey(ctx.client, formData.get("response"));
        const replayed = await signInWithStash(request, user, ctx.client, context.routes, null);
        if (replayed) return replayed;
        const to = afterLoginPath(user, formData.get("redirectTo"));
        return redirectSignedInWithPasskey({ request, context }, user, to, LOGIN_SUCCESS_TOAST);
      } catch (error) {
        if (error instanceof PasskeyError) return refuse(error.message, error.status);
        if (error instanceof RateLimitedError)
          return refuse(error.message, 429, retryAfterHeader(error));
        throw error;
      }
    },
  },
  /** TRY LIVE DEMO: a private sandbox copied from the demo template, for this visitor alone. */
  demo: {
    form: AUTH_FORMS.demo,
    feedback: "toast",
    run: async ({ ctx, formData, formId, request, context }) => {
      assertHoneypotEmpty(formData);
      const refuse = (message: string, status: number, headers?: HeadersInit) =>
        formReply(formId, refusalResult(formData, message), {
          status,
          headers,
          toast: { title: LOGIN_FAILED_TITLE, description: message },
        });
      if (ctx.insecure) return refuse(HTTPS_REQUIRED_MESSAGE, 403);
      try {
        const user = await startDemo(ctx.client);
        return redirectSignedIn({ request, context }, user, "/dashboard", DEMO_WELCOME_TOAST);
      } catch (error) {
        if (error instanceof RateLimitedError)
          return refuse(error.message, 429, retryAfterHeader(error));
        if (error instanceof DemoUnavailableError) return refuse(error.message, 503);
        throw error;
      }
    },
  },
} satisfies Intents<AuthContext>;

export function action(args: ActionFunctionArgs) {
  if (new URL(args.request.url).searchParams.get("intent") === "login") return signIn(args);
  return dispatchIntent(args, authContext, intents);
}

function tabHref(tab: AuthTab, redirectTo: string, demo: boolean): string {
  const params = new URLSearchParams();
  if (tab === "register") params.set("tab", "register");
  if (redirectTo) params.set("redirectTo", redirectTo);
  if (demo) params.set("demo", "true");
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

export default function AuthPage() {
  const {
    tab,
    demo,
    redirectTo,
    httpsNotice,
    limits,
    constraints,
    sessionEnded,
    signInAction: signInActionPath,
  } = useLoaderData<typeof loader>();
  const loginReply = useFormReply(AUTH_FORMS.login);
  const passkeyReply = useFormReply(AUTH_FORMS.passkey);
  const registerReply = useFormReply(AUTH_FORMS.register);
  const activeTab: AuthTab = registerReply ? "register" : loginReply ? "login" : tab;

  return (
    <div className="min-h-screen bg-slate-50">
      <PublicHeader widthClassName="max-w-6xl" />
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2 lg:py-12">
        <section aria-labelledby="auth-title" className="card self-start">
          <h1 id="auth-title" className="text-2xl font-bold">
            {activeTab === "register" ? handle.registerTitle : handle.title}
          </h1>
          {sessionEnded ? (
            <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {sessionEnded}
            </p>
          ) : null}
          {httpsNotice ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
            >
              {httpsNotice}
            </p>
          ) : null}
          <nav aria-label="Sign in or start a free trial" className="mt-5">
            <ul className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 text-sm font-semibold">
              {(["login", "register"] as const).map((item) => (
                <li key={item}>
                  <Link
                    to={tabHref(item, redirectTo, demo)}
                    replace
                    preventScrollReset
                    aria-current={activeTab === item ? "page" : undefined}
                    className={`flex min-h-[44px] items-center justify-center rounded-md px-3 ${
                      activeTab === item
                        ? "bg-white text-brand-700 shadow-sm"
                        : "text-slate-700 hover:text-slate-900"
                    }`}
                  >
                    {item === "login" ? "Sign In" : "Start Free Trial"}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {activeTab === "register" ? (
            <RegisterForm reply={registerReply} limits={limits} constraint={constraints.register} />
          ) : (
            <>
              <LoginForm
                reply={loginReply}
                action={signInActionPath}
                redirectTo={redirectTo}
                limits={limits}
                constraint={constraints.login}
              />
              <PasskeySlot
                formId={AUTH_FORMS.passkey}
                redirectTo={redirectTo}
                reply={passkeyReply}
              />
            </>
          )}
          <DemoAccess highlighted={demo} formId={AUTH_FORMS.demo} />
        </section>
        <AuthSidePanel />
      </main>
    </div>
  );
}
