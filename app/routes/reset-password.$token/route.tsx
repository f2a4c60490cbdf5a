// /reset-password/:token: the emailed link (60 minutes, single use). A new password with the
// registration rules; then every session of the account ends and the person is signed in here.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AccountPage, LinkProblem, NewPasswordField } from "~/components/account-pages";
import { AppForm, useAppForm, useFormReply } from "~/components/forms";
import { SubmitButton } from "~/components/forms/submit-button";
import type { PageHandle } from "~/lib/edge-rules";
import { emailedLinkHeaders, emailedLinkMeta } from "~/lib/emailed-link-page";
import type { FormConstraint } from "~/lib/forms";
import { PASSWORD_MAX } from "~/lib/limits";
import {
  checkResetLink,
  redirectSignedIn,
  resetPassword,
  resetPasswordSchema,
} from "~/utils/auth.server";
import { browserOf, HTTPS_REQUIRED_MESSAGE, httpsRequired } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";

/** The link's token is a secret: the request log masks it. */
export const handle = {
  title: "Choose a new password",
  edge: { token: true },
} satisfies PageHandle;

export const meta = emailedLinkMeta(handle.title);
export const headers = emailedLinkHeaders;

const FORM_ID = "reset-password";
const HIDE_PASSWORD = { hideFields: ["password"] };
type ResetData = { problem: string | null; passwordMax: number; constraint: FormConstraint };

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await checkResetLink(params.token ?? "");
  const page: ResetData = {
    problem: link.ok ? null : link.message,
    passwordMax: PASSWORD_MAX,
    constraint: getZodConstraint(resetPasswordSchema),
  };
  return data(page, { status: link.ok ? 200 : 410 });
}

export const intents = {
  "reset-password": {
    form: FORM_ID,
    run: async ({ ctx, formData, formId, request, context }) => {
      const submission = parseWithZod(formData, { schema: resetPasswordSchema });
      // Before the link is spent: a reset signs in, and no sign-in travels in the clear.
      if (httpsRequired(request, context)) {
        const result = submission.reply({ ...HIDE_PASSWORD, formErrors: [HTTPS_REQUIRED_MESSAGE] });
        return formReply(formId, result, { status: 403 });
      }
      if (submission.status !== "success")
        return formReply(formId, submission.reply(HIDE_PASSWORD));
      const result = await resetPassword(ctx.token, submission.value.password, browserOf(request));
      if (!result.ok) {
        return formReply(
          formId,
          submission.reply({ ...HIDE_PASSWORD, formErrors: [result.message] }),
          { status: 400 },
        );
      }
      return redirectSignedIn(
        { request, context },
        result.user,
        "/dashboard",
        {
          title: "Password changed",
          description: "You are signed in with your new password and signed out everywhere else.",
        },
        {
          title: "Password changed",
          description:
            "Enter a code from your authenticator app to sign in. You were signed out everywhere else.",
        },
      );
    },
  },
} satisfies Intents<{ token: string }>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(
    args,
    ({ request, params }) => {
      assertSameOrigin(request);
      return { token: params.token ?? "" };
    },
    intents,
  );
}

export default function ResetPasswordPage() {
  const { problem, passwordMax, constraint } = useLoaderData<ResetData>();
  const reply = useFormReply(FORM_ID);
  const [form, fields] = useAppForm({ id: FORM_ID, reply, constraint });
  return (
    <AccountPage titleId="reset-title" title={handle.title}>
      {problem ? (
        <LinkProblem problem={problem} to="/forgot-password" action="Ask for a new link" />
      ) : (
        <AppForm
          form={form}
          reply={reply}
          labels={{ password: "New password" }}
          summaryTitle="Your password was not changed"
          className="space-y-3"
        >
          <NewPasswordField meta={fields.password} reply={reply} maxLength={passwordMax} />
          <SubmitButton intent="reset-password">Save and sign in</SubmitButton>
        </AppForm>
      )}
    </AccountPage>
  );
}
