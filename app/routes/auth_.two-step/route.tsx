// The second step of sign-in for a user with two-step sign-in on: the password was verified (a
// signed pending-login cookie says so); the session starts only when a code is accepted here.
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { useFormReply } from "~/components/forms";
import { PublicHeader } from "~/components/public-header";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "~/lib/two-step";
import { withSignInStamp } from "~/models/security-stamp.server";
import { findUserForSecondStep, twoFactorCodeSchema } from "~/models/two-factor.server";
import { RateLimitedError, retryAfterHeader } from "~/services/rate-limit.server";
import {
  clearPendingLogin,
  commitUserSession,
  getOptionalUser,
  PendingLoginSpentError,
  readPendingLogin,
  signInWithStash,
  verifySecondStep,
  WrongSecondFactorError,
} from "~/utils/auth.server";
import {
  browserOf,
  clientOf,
  HTTPS_REQUIRED_MESSAGE,
  httpsRequired,
} from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { signInHeaders } from "~/utils/session.server";
import {
  LOGIN_SUCCESS_TOAST,
  redirectWithErrorToast,
  redirectWithSuccessToast,
} from "~/utils/toast.server";

import { TWO_STEP_FORM, TwoStepForm } from "./two-step-form";

export const handle = { title: "Two-step sign-in" };

export const meta: MetaFunction = () => [{ title: `${handle.title} — App Marketing Machine` }];

const EXPIRED_TOAST = {
  title: "Sign in again",
  description: "The sign-in waited too long for its code. Enter your email and password again.",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (user) throw redirect("/dashboard");
  if (!(await readPendingLogin(request))) throw redirect("/auth");
  return { constraint: getZodConstraint(twoFactorCodeSchema) };
}

type TwoStepContext = { client: string; routes: AppLoadContext["routes"]; insecure: boolean };

function twoStepContext({ request, context }: ActionFunctionArgs): TwoStepContext {
  assertSameOrigin(request);
  return {
    client: clientOf(context),
    routes: context.routes,
    insecure: httpsRequired(request, context),
  };
}

export const intents = {
  "two-step": {
    form: TWO_STEP_FORM,
    run: async ({ ctx, formData, formId, request }) => {
      const pending = await readPendingLogin(request);
      const user = pending ? await findUserForSecondStep(pending.userId) : null;
      if (!pending || !user) {
        return redirectWithErrorToast("/auth", EXPIRED_TOAST, {
          headers: { "Set-Cookie": await clearPendingLogin() },
        });
      }
      const submission = parseWithZod(formData, { schema: twoFactorCodeSchema });
      if (ctx.insecure) {
        const result = submission.reply({ formErrors: [HTTPS_REQUIRED_MESSAGE] });
        return formReply(formId, result, { status: 403 });
      }
      if (submission.status !== "success") return formReply(formId, submission.reply());
      try {
        await verifySecondStep(ctx.client, user, submission.value.code, {
          pendingKey: `${pending.userId}|${pending.at}`,
          browser: browserOf(request),
        });
      } catch (error) {
        const refuse = (message: string, status: number, headers?: HeadersInit) =>
          formReply(formId, submission.reply({ formErrors: [message] }), { status, headers });
        if (error instanceof PendingLoginSpentError) {
          return redirectWithErrorToast(
            "/auth",
            { title: "Sign in again", description: error.message },
            { headers: { "Set-Cookie": await clearPendingLogin() } },
          );
        }
        if (error instanceof WrongSecondFactorError) return refuse(error.message, 401);
        if (error instanceof RateLimitedError)
          return refuse(error.message, 429, retryAfterHeader(error));
        throw error;
      }
      const client = pending.ip ?? ctx.client;
      // The stamp read before the password was checked, and the time of that check (not now):
      // the session starts only if no change replaced the stamp, and its "recent password"
      // window runs from when the password was typed.
      const signedIn = withSignInStamp(user, pending.stamp);
      const passwordAt = new Date(pending.at);
      const replayed = await signInWithStash(request, signedIn, client, ctx.routes, passwordAt);
      if (replayed) {
        replayed.headers.append("Set-Cookie", await clearPendingLogin());
        return replayed;
      }
      const headers = signInHeaders(await commitUserSession(request, signedIn, client, passwordAt));
      headers.append("Set-Cookie", await clearPendingLogin());
      return redirectWithSuccessToast(pending.redirectTo, LOGIN_SUCCESS_TOAST, { headers });
    },
  },
} satisfies Intents<TwoStepContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, twoStepContext, intents);
}

export default function TwoStepPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const reply = useFormReply(TWO_STEP_FORM);
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicHeader widthClassName="max-w-6xl" />
      <main className="mx-auto max-w-md px-4 py-8 lg:py-12">
        <section aria-labelledby="two-step-title" className="card">
          <h1 id="two-step-title" className="text-2xl font-bold">
            {handle.title}
          </h1>
          <p className="mt-2 text-slate-700">{TWO_FACTOR_REQUIRED_MESSAGE}</p>
          <TwoStepForm reply={reply} constraint={constraint} />
          <p className="mt-4 text-sm text-slate-700">
            Lost your phone and your recovery codes? An administrator of the service can turn
            two-step sign-in off for your account.{" "}
            <Link to="/auth" className="font-semibold text-brand-700 underline">
              Back to sign in
            </Link>
          </p>
        </section>
      </main>
    </div>
  );
}
