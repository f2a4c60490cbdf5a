import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { DemoAccess, LoginForm, RegisterForm } from "~/components/auth-forms";
import { AuthSidePanel } from "~/components/auth-side-panel";
import { COMPANY_NAME_MAX, EMAIL_MAX, PASSWORD_MAX } from "~/lib/limits";
import { safeRedirect } from "~/lib/redirect";
import { DemoUnavailableError } from "~/models/demo.server";
import {
  EmailTakenError,
  loginSchema,
  registerSchema,
  registerTenantUser,
} from "~/models/user.server";
import {
  afterLoginPath,
  authenticateForm,
  getOptionalUser,
  InvalidCredentialsError,
  LOGIN_FAILED_MESSAGE,
  LOGIN_FAILED_TITLE,
  LOGIN_SUCCESS_TOAST,
  redirectSignedIn,
  REGISTER_FAILED_TITLE,
  REGISTER_SUCCESS_TOAST,
  startDemo,
} from "~/utils/auth.server";
import { clientOf } from "~/utils/client-address.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { readFormData } from "~/utils/form.server";
import { assertHoneypotEmpty } from "~/utils/honeypot.server";
import {
  consumeRegisterAttempt,
  RateLimitedError,
  retryAfterHeader,
} from "~/utils/rate-limit.server";
import { dataWithErrorToast } from "~/utils/toast.server";

export type AuthTab = "login" | "register";

export type AuthActionData = {
  form: "login" | "register" | "demo";
  lastResult: SubmissionResult<string[]>;
};

export const meta: MetaFunction = ({ location }) => [
  {
    title:
      new URLSearchParams(location.search).get("tab") === "register"
        ? "Start your free trial — App Marketing Machine"
        : "Sign in — App Marketing Machine",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const user = await getOptionalUser(request);
  if (user) throw redirect(afterLoginPath(user, redirectTo));
  return {
    tab: (url.searchParams.get("tab") === "register" ? "register" : "login") as AuthTab,
    demo: url.searchParams.get("demo") === "true",
    redirectTo,
    limits: { emailMax: EMAIL_MAX, passwordMax: PASSWORD_MAX, companyNameMax: COMPANY_NAME_MAX },
  };
}

/** A failed post renders the page again; the root Toaster shows the toast carried in its data. */
function failure(
  payload: AuthActionData,
  title: string,
  message: string,
  status: number,
  headers?: Record<string, string>,
) {
  return dataWithErrorToast(payload, { title, description: message }, { status, headers });
}

function firstError(result: SubmissionResult<string[]>): string {
  const errors = Object.values(result.error ?? {}).flatMap((messages) => messages ?? []);
  return errors[0] ?? "Please check the form.";
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const client = clientOf(context);
  // The form strategy reads the original body; this copy is for validation and the intent.
  const form = await readFormData(request.clone());
  assertHoneypotEmpty(form);
  const intent = form.get("intent");
  if (intent === "login") return login(request, form, client);
  if (intent === "register") return register(request, form, client);
  if (intent === "demo") return demo(request, client);
  throw new Response("Unknown form action.", { status: 400 });
}

async function login(request: Request, form: FormData, client: string) {
  const submission = parseWithZod(form, { schema: loginSchema });
  const hide = { hideFields: ["password"] };
  if (submission.status !== "success") {
    const lastResult = submission.reply(hide);
    return failure({ form: "login", lastResult }, LOGIN_FAILED_TITLE, firstError(lastResult), 400);
  }
  try {
    const user = await authenticateForm(request, client);
    return redirectSignedIn(
      request,
      user,
      afterLoginPath(user, form.get("redirectTo")),
      LOGIN_SUCCESS_TOAST,
    );
  } catch (error) {
    if (error instanceof DemoUnavailableError) {
      const lastResult = submission.reply({ ...hide, formErrors: [error.message] });
      return failure({ form: "login", lastResult }, LOGIN_FAILED_TITLE, error.message, 503);
    }
    const limited = error instanceof RateLimitedError;
    if (!limited && !(error instanceof InvalidCredentialsError)) throw error;
    const message = limited ? error.message : LOGIN_FAILED_MESSAGE;
    const lastResult = submission.reply({ ...hide, formErrors: [message] });
    return failure(
      { form: "login", lastResult },
      LOGIN_FAILED_TITLE,
      message,
      limited ? 429 : 401,
      limited ? retryAfterHeader(error) : undefined,
    );
  }
}

async function register(request: Request, form: FormData, client: string) {
  const submission = parseWithZod(form, { schema: registerSchema });
  const hide = { hideFields: ["password"] };
  const fail = (
    lastResult: SubmissionResult<string[]>,
    message: string,
    status: number,
    headers?: Record<string, string>,
  ) => failure({ form: "register", lastResult }, REGISTER_FAILED_TITLE, message, status, headers);
  if (submission.status !== "success") {
    const lastResult = submission.reply(hide);
    return fail(lastResult, firstError(lastResult), 400);
  }
  try {
    await consumeRegisterAttempt(client);
    const user = await registerTenantUser(submission.value);
    return redirectSignedIn(request, user, "/dashboard", REGISTER_SUCCESS_TOAST);
  } catch (error) {
    if (error instanceof RateLimitedError)
      return fail(
        submission.reply({ ...hide, formErrors: [error.message] }),
        error.message,
        429,
        retryAfterHeader(error),
      );
    if (error instanceof EmailTakenError)
      return fail(
        submission.reply({ ...hide, fieldErrors: { email: [error.message] } }),
        error.message,
        409,
      );
    throw error;
  }
}

/** TRY LIVE DEMO: a private sandbox copied from the demo template, for this visitor alone. */
async function demo(request: Request, client: string) {
  const empty = { status: "error", error: {} } as const satisfies SubmissionResult<string[]>;
  try {
    const user = await startDemo(client);
    return redirectSignedIn(request, user, "/dashboard", LOGIN_SUCCESS_TOAST);
  } catch (error) {
    if (error instanceof RateLimitedError)
      return failure(
        { form: "demo", lastResult: empty },
        LOGIN_FAILED_TITLE,
        error.message,
        429,
        retryAfterHeader(error),
      );
    if (error instanceof DemoUnavailableError)
      return failure({ form: "demo", lastResult: empty }, LOGIN_FAILED_TITLE, error.message, 503);
    throw error;
  }
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
  const { tab, demo, redirectTo, limits } = useLoaderData<typeof loader>();
  const actionData = useActionData<AuthActionData>();
  const activeTab: AuthTab =
    actionData?.form === "register" ? "register" : actionData?.form === "login" ? "login" : tab;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link to="/" className="text-lg font-extrabold text-brand-700">
            App Marketing Machine
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2 lg:py-12">
        <section aria-labelledby="auth-title" className="card self-start">
          <h1 id="auth-title" className="text-2xl font-bold">
            {activeTab === "register" ? "Start your free trial" : "Welcome back"}
          </h1>
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
            <RegisterForm
              lastResult={actionData?.form === "register" ? actionData.lastResult : undefined}
              limits={limits}
            />
          ) : (
            <LoginForm
              lastResult={actionData?.form === "login" ? actionData.lastResult : undefined}
              redirectTo={redirectTo}
              limits={limits}
            />
          )}
          <DemoAccess highlighted={demo} />
        </section>
        <AuthSidePanel />
      </main>
    </div>
  );
}
