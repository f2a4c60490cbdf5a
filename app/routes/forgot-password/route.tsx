// /forgot-password: one email field. The answer is the same whether or not the address has an
// account (no enumeration); the link is emailed in the background (password-reset.server.ts).
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AccountPage } from "~/components/account-pages";
import { AppForm, Field, useAppForm, useFormReply } from "~/components/forms";
import { SubmitButton } from "~/components/forms/submit-button";
import { HoneypotField } from "~/components/honeypot-field";
import { FORGOT_PASSWORD_ANSWER } from "~/lib/account-messages";
import { EMAIL_MAX } from "~/lib/limits";
import { forgotPasswordSchema, requestPasswordReset } from "~/utils/auth.server";
import { clientOf } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { assertHoneypotEmpty } from "~/utils/honeypot.server";

export const handle = { title: "Forgot your password?" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

const FORM_ID = "forgot-password";

export function loader({ request }: LoaderFunctionArgs) {
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    emailMax: EMAIL_MAX,
    constraint: getZodConstraint(forgotPasswordSchema),
  };
}

export const intents = {
  "forgot-password": {
    form: FORM_ID,
    run: async ({ ctx, formData, formId }) => {
      assertHoneypotEmpty(formData);
      const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      await requestPasswordReset(submission.value.email, ctx.client);
      return redirect("/forgot-password?sent=1");
    },
  },
} satisfies Intents<{ client: string }>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(
    args,
    ({ request, context }) => {
      assertSameOrigin(request);
      return { client: clientOf(context) };
    },
    intents,
  );
}

export default function ForgotPasswordPage() {
  const { sent, emailMax, constraint } = useLoaderData<typeof loader>();
  const reply = useFormReply(FORM_ID);
  const [form, fields] = useAppForm({ id: FORM_ID, reply, constraint });
  return (
    <AccountPage titleId="forgot-title" title={handle.title}>
      {sent ? (
        <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3">
          {FORGOT_PASSWORD_ANSWER}
        </p>
      ) : (
        <p className="text-slate-700">
          Enter the email you sign in with. If it has an account, we email it a link to choose a new
          password.
        </p>
      )}
      <AppForm
        form={form}
        reply={reply}
        labels={{ email: "Email" }}
        summaryTitle="No link was sent"
        className="space-y-3"
      >
        <HoneypotField />
        <Field
          meta={fields.email}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={emailMax}
        />
        <SubmitButton intent="forgot-password">
          {sent ? "Send the link again" : "Email me a link"}
        </SubmitButton>
      </AppForm>
      <p className="text-sm">
        <Link to="/auth" className="tap font-medium text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </AccountPage>
  );
}
