// /invite/:token: an invitation to join a company. The invitee sets a password for the invited
// email and is signed in as a member (no company of their own is created). A signed-in person,
// or an email that already has an account, is told clearly why it cannot join; a used, expired or
// cancelled link says so with a 410 or 404.
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { appFormProps, ErrorSummary, useAppForm, useFormReply } from "~/components/forms";
import { PasswordField } from "~/components/forms/password-field";
import { HoneypotField } from "~/components/honeypot-field";
import { LogoutForm } from "~/components/layout/logout-form";
import { PublicHeader } from "~/components/public-header";
import type { PageHandle } from "~/lib/edge-rules";
import type { FormConstraint } from "~/lib/forms";
import { PASSWORD_MAX, PASSWORD_MIN_LENGTH } from "~/lib/limits";
import { TEAM_ROLE_LABELS } from "~/lib/team";
import {
  acceptInvitationSchema,
  accountElsewhereMessage,
  invitationForSignedInUser,
} from "~/models/team.server";
import { consumeRegisterAttempt, RateLimitedError } from "~/services/rate-limit.server";
import {
  acceptInvitation,
  findInvitation,
  getOptionalUser,
  redirectSignedIn,
} from "~/utils/auth.server";
import { clientOf, HTTPS_REQUIRED_MESSAGE, httpsRequired } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { assertHoneypotEmpty } from "~/utils/honeypot.server";

/** The link's token is a secret: the request log masks it. */
export const handle = { title: "Join your team", edge: { token: true } } satisfies PageHandle;

export const meta: MetaFunction = () => [
  { title: `${handle.title} · App Marketing Machine` },
  { name: "robots", content: "noindex" },
  // The token never leaves the site in a Referer; "no-referrer" would also blank the Origin of
  // the page's own form post, which the same-origin check then refuses.
  { name: "referrer", content: "same-origin" },
];

export function headers() {
  return { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };
}

type Problem = { message: string; signedInAs: string | null };
type InviteData = {
  invitation: {
    email: string;
    companyName: string;
    roleLabel: string;
    passwordMax: number;
  } | null;
  problem: Problem | null;
  constraint: FormConstraint;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const constraint = getZodConstraint(acceptInvitationSchema);
  const token = params.token ?? "";
  const found = await findInvitation(token);
  const user = await getOptionalUser(request);
  if (!found.ok) {
    return data<InviteData>(
      { invitation: null, problem: { message: found.message, signedInAs: null }, constraint },
      { status: found.status },
    );
  }
  const { invitation } = found;
  const view = {
    email: invitation.email,
    companyName: invitation.companyName,
    roleLabel: TEAM_ROLE_LABELS[invitation.role],
    passwordMax: PASSWORD_MAX,
  };
  if (user) {
    const refusal = await invitationForSignedInUser(token, user);
    return data<InviteData>(
      {
        invitation: view,
        problem: { message: refusal.message, signedInAs: user.email },
        constraint,
      },
      { status: refusal.status },
    );
  }
  if (invitation.accountExists) {
    return data<InviteData>(
      {
        invitation: view,
        problem: { message: accountElsewhereMessage(invitation), signedInAs: null },
        constraint,
      },
      { status: 409 },
    );
  }
  return data<InviteData>({ invitation: view, problem: null, constraint });
}

const ACCEPT_FORM = "accept-invitation";
/** Passwords are never sent back. */
const HIDE_PASSWORD = { hideFields: ["password"] };

type InviteContext = { token: string; client: string };

export const intents = {
  "accept-invitation": {
    form: ACCEPT_FORM,
    run: async ({ ctx, formData, formId, request, context }) => {
      assertHoneypotEmpty(formData);
      const submission = parseWithZod(formData, { schema: acceptInvitationSchema });
      // Before the invitation is spent: accepting signs in, and no sign-in travels in the clear.
      if (httpsRequired(request, context)) {
        const result = submission.reply({ ...HIDE_PASSWORD, formErrors: [HTTPS_REQUIRED_MESSAGE] });
        return formReply(formId, result, { status: 403 });
      }
      if (submission.status !== "success")
        return formReply(formId, submission.reply(HIDE_PASSWORD));
      const refuse = (message: string, status: number) =>
        formReply(formId, submission.reply({ ...HIDE_PASSWORD, formErrors: [message] }), {
          status,
        });
      const user = await getOptionalUser(request);
      if (user) {
        const refusal = await invitationForSignedInUser(ctx.token, user);
        return refuse(refusal.message, 409);
      }
      try {
        const found = await findInvitation(ctx.token);
        if (found.ok) await consumeRegisterAttempt(ctx.client);
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        return refuse(error.message, 429);
      }
      const result = await acceptInvitation(ctx.token, submission.value);
      if (!result.ok) return refuse(result.message, result.status);
      return redirectSignedIn({ request, context }, result.user, "/dashboard", {
        title: `Welcome to ${result.companyName}!`,
        description: "You joined the team. Its apps are on your dashboard.",
      });
    },
  },
} satisfies Intents<InviteContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(
    args,
    ({ request, params, context }) => {
      assertSameOrigin(request);
      return { token: params.token ?? "", client: clientOf(context) };
    },
    intents,
  );
}

export default function InvitePage() {
  const { invitation, problem, constraint } = useLoaderData<InviteData>();
  const reply = useFormReply(ACCEPT_FORM);
  const [form, fields] = useAppForm({ id: ACCEPT_FORM, reply, constraint });
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicHeader widthClassName="max-w-3xl" />
      <main className="mx-auto max-w-xl px-4 py-10">
        <section aria-labelledby="invite-title" className="card space-y-4">
          <h1 id="invite-title" className="text-2xl font-bold">
            {invitation ? `Join ${invitation.companyName}` : "Invitation unavailable"}
          </h1>
          {invitation ? (
            <p className="text-slate-700">
              You are invited as <strong>{invitation.roleLabel.toLowerCase()}</strong> with{" "}
              <strong className="break-all">{invitation.email}</strong>. You will see and edit the
              team&apos;s apps and marketing plans.
            </p>
          ) : null}
          {problem ? (
            <div className="space-y-3">
              <p
                role="alert"
                className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
              >
                {problem.message}
              </p>
              {problem.signedInAs ? (
                <div className="flex flex-wrap gap-2">
                  <Link to="/dashboard" className="btn-secondary">
                    Go to my dashboard
                  </Link>
                  <LogoutForm className="btn-secondary" />
                </div>
              ) : (
                <Link to="/auth" className="btn-secondary">
                  Sign in
                </Link>
              )}
            </div>
          ) : invitation ? (
            <Form {...appFormProps(form)} className="space-y-3" aria-label="Accept the invitation">
              <ErrorSummary
                form={form}
                reply={reply}
                labels={{ password: "Choose a password" }}
                title="You have not joined yet"
              />
              <HoneypotField />
              <div>
                <label htmlFor="invite-account-email" className="field-label">
                  Email
                </label>
                <input
                  id="invite-account-email"
                  type="email"
                  readOnly
                  value={invitation.email}
                  autoComplete="username"
                  className="field-input bg-slate-50"
                />
              </div>
              <PasswordField
                meta={fields.password}
                label="Choose a password"
                help={`At least ${PASSWORD_MIN_LENGTH} characters, not one of the most common passwords.`}
                clearOn={reply}
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={invitation.passwordMax}
                autoComplete="new-password"
              />
              <button type="submit" name="intent" value="accept-invitation" className="btn-primary">
                Accept and join
              </button>
            </Form>
          ) : null}
        </section>
      </main>
    </div>
  );
}
