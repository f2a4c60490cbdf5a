import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import { useFormReply } from "~/components/forms";
import { AccountDetails } from "~/components/profile/account-details";
import { ChangeEmailForm } from "~/components/profile/change-email-form";
import { ChangePasswordForm } from "~/components/profile/change-password-form";
import { ConfirmItsYou } from "~/components/profile/confirm-its-you";
import { DeleteAccountForm } from "~/components/profile/delete-account-form";
import { EmailStatus } from "~/components/profile/email-status";
import { PROFILE_FORMS } from "~/components/profile/profile-forms";
import { SessionsList } from "~/components/profile/sessions-list";
import { TwoFactorSection } from "~/components/profile/two-factor-section";
import type { FormResult } from "~/lib/forms";
import { EMAIL_MAX } from "~/lib/limits";
import { LAST_ADMIN_MESSAGE, RENEWING_SUBSCRIPTION_MESSAGE } from "~/lib/profile-rules";
import { isConfirmReply } from "~/lib/recent-password";
import { SECURITY_FORMS } from "~/lib/security-forms";
import { isDemoUser } from "~/models/demo.server";
import {
  cancelEmailChange,
  changeEmailSchema,
  requestEmailChange,
  resendConfirmation,
} from "~/models/email-confirmation.server";
import {
  changePassword,
  changePasswordSchema,
  deleteAccount,
  deleteAccountSchema,
  getProfile,
} from "~/models/profile.server";
import { RateLimitedError, retryAfterHeader } from "~/services/rate-limit.server";
import { browserOf, clientOf } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import {
  dispatchIntent,
  fieldProblem,
  formReply,
  type IntentInput,
  type Intents,
  refusalResult,
} from "~/utils/form.server";
import { assertNotDemo } from "~/utils/guards.server";
import { requireUser } from "~/utils/guards.server";
import {
  cancelTwoFactor,
  disableTwoFactorIntent,
  enableTwoFactorIntent,
  endOtherSessions,
  endSession,
  endSessionForm,
  loadProfileSecurity,
  renewRecoveryCodesIntent,
  startTwoFactor,
} from "~/utils/profile-security.server";
import { withRecentPassword } from "~/utils/recent-password.server";
import { currentSessionId, destroyUserSession, type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Profile Settings" };

export const meta: MetaFunction = () => [{ title: "Profile Settings · App Marketing Machine" }];

/**
 * The page lists sessions and addresses and, while two-step sign-in is being set up, shows its
 * secret; its answers show recovery codes: no cache keeps any of it, the browser's included.
 */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/** Passwords are never sent back. */
const HIDE_PASSWORDS = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    profile: await getProfile(user.id),
    demo: await isDemoUser(user),
    security: await loadProfileSecurity(request, user),
    emailMax: EMAIL_MAX,
    constraints: {
      email: getZodConstraint(changeEmailSchema),
      password: getZodConstraint(changePasswordSchema),
      deletion: getZodConstraint(deleteAccountSchema),
    },
  };
}

/** The answer, or the refusal when this client guessed the current password too often. */
function unlessLimited<T>(answer: Promise<T>): Promise<T | RateLimitedError> {
  return answer.catch((error: unknown) => {
    if (error instanceof RateLimitedError) return error;
    throw error;
  });
}

/** 429 with the limit's message on top of the form, every typed field but passwords kept. */
function limitedReply(
  formId: string,
  submission: { reply: (options: { hideFields: string[]; formErrors: string[] }) => FormResult },
  error: RateLimitedError,
) {
  const reply = submission.reply({ ...HIDE_PASSWORDS, formErrors: [error.message] });
  return formReply(formId, reply, { status: 429, headers: retryAfterHeader(error) });
}

async function changeEmail(input: IntentInput<PublicUser>) {
  const { ctx: user, formData, formId, context, request } = input;
  const submission = parseWithZod(formData, { schema: changeEmailSchema });
  if (submission.status !== "success") return formReply(formId, submission.reply(HIDE_PASSWORDS));
  const result = await requestEmailChange(
    user.id,
    submission.value,
    clientOf(context),
    browserOf(request),
  );
  if (!result.ok)
    return formReply(formId, submission.reply({ ...HIDE_PASSWORDS, ...fieldProblem(result) }));
  return redirectWithSuccessToast("/profile", {
    title: "Check your new inbox",
    description: `We sent a confirmation link to ${result.pendingEmail}. Until you open it, you sign in with ${user.email}.`,
  });
}

// Personal settings stay editable after a trial ends: a user must always be able to fix their
// email, change a leaked password or leave (docs/decisions/009-workspace.md).
export const intents = {
  "change-email": {
    form: PROFILE_FORMS.email,
    run: (i) => withRecentPassword(i, "change your email address", changeEmail),
  },
  "resend-confirmation": {
    form: PROFILE_FORMS.resend,
    feedback: "toast",
    run: async ({ ctx: user, formData, formId, context }) => {
      const result = await resendConfirmation(user.id, clientOf(context));
      if (!result.ok)
        return formReply(formId, refusalResult(formData, result.message), { status: 429 });
      return redirectWithSuccessToast("/profile", {
        title: result.to ? "Link sent again" : "Nothing to confirm",
        description: result.to
          ? `We sent a new confirmation link to ${result.to}. Earlier links no longer work.`
          : "Your email address is already confirmed.",
      });
    },
  },
  "cancel-email-change": {
    form: PROFILE_FORMS.cancelChange,
    feedback: "toast",
    run: async ({ ctx: user }) => {
      const cancelled = await cancelEmailChange(user.id);
      return redirectWithSuccessToast("/profile", {
        title: "Email change cancelled",
        description: cancelled
          ? `The link sent to ${cancelled} no longer works. You still sign in with ${user.email}.`
          : "There was no change waiting.",
      });
    },
  },
  "change-password": {
    form: PROFILE_FORMS.password,
    run: async ({ ctx: user, formData, formId, request, context }) => {
      const submission = parseWithZod(formData, { schema: changePasswordSchema });
      if (submission.status !== "success")
        return formReply(formId, submission.reply(HIDE_PASSWORDS));
      const sessionId = (await currentSessionId(request)) ?? "";
      const result = await unlessLimited(
        changePassword(user.id, sessionId, submission.value, clientOf(context), browserOf(request)),
      );
      if (result instanceof RateLimitedError) return limitedReply(formId, submission, result);
      if (!result.ok)
        return formReply(formId, submission.reply({ ...HIDE_PASSWORDS, ...fieldProblem(result) }));
      return redirectWithSuccessToast("/profile", {
        title: "Password changed",
        description: "You were signed out on every other device.",
      });
    },
  },
  "delete-account": {
    form: PROFILE_FORMS.deletion,
    run: async ({ ctx: user, formData, formId, request, context }) => {
      const submission = parseWithZod(formData, { schema: deleteAccountSchema });
      if (submission.status !== "success")
        return formReply(formId, submission.reply(HIDE_PASSWORDS));
      const result = await unlessLimited(
        deleteAccount(user.id, submission.value, clientOf(context)),
      );
      if (result instanceof RateLimitedError) return limitedReply(formId, submission, result);
      if (!result.ok) {
        return formReply(formId, submission.reply({ ...HIDE_PASSWORDS, ...fieldProblem(result) }), {
          status: result.field === "currentPassword" ? 400 : 409,
        });
      }
      const cookie = await destroyUserSession(request);
      return redirectWithSuccessToast(
        "/",
        {
          title: "Account deleted",
          description: result.deletedTenant
            ? "Your account and your company's apps and plans have been deleted."
            : "Your account has been deleted.",
        },
        { headers: { "Set-Cookie": cookie } },
      );
    },
  },
  "end-session": { form: (fd) => endSessionForm(fd), feedback: "toast", run: (i) => endSession(i) },
  "end-other-sessions": {
    form: SECURITY_FORMS.endOthers,
    feedback: "toast",
    run: (i) => endOtherSessions(i),
  },
  "two-factor-start": {
    form: SECURITY_FORMS.twoFactorStart,
    feedback: "toast",
    run: (i) => withRecentPassword(i, "set up two-step sign-in", startTwoFactor),
  },
  "two-factor-cancel": {
    form: SECURITY_FORMS.twoFactorCancel,
    feedback: "toast",
    run: (i) => cancelTwoFactor(i),
  },
  "two-factor-enable": {
    form: SECURITY_FORMS.twoFactorEnable,
    run: (i) => withRecentPassword(i, "turn on two-step sign-in", enableTwoFactorIntent),
  },
  "two-factor-disable": {
    form: SECURITY_FORMS.twoFactorDisable,
    run: (i) => withRecentPassword(i, "turn off two-step sign-in", disableTwoFactorIntent),
  },
  "recovery-codes-renew": {
    form: SECURITY_FORMS.recoveryCodes,
    run: (i) => withRecentPassword(i, "make new recovery codes", renewRecoveryCodesIntent),
  },
} satisfies Intents<PublicUser>;

/** Signed in, and not a demo account: its email, password and existence are not the visitor's to change. */
async function profileContext({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  await assertNotDemo(user);
  return user;
}

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, profileContext, intents);
}

export default function ProfilePage() {
  const { profile, demo, emailMax, constraints, security } = useLoaderData<typeof loader>();
  const actionData: unknown = useActionData();
  const twoFactorEnableReply = useFormReply(SECURITY_FORMS.twoFactorEnable);
  const twoFactorDisableReply = useFormReply(SECURITY_FORMS.twoFactorDisable);
  const emailReply = useFormReply(PROFILE_FORMS.email);
  const passwordReply = useFormReply(PROFILE_FORMS.password);
  const deletionReply = useFormReply(PROFILE_FORMS.deletion);
  const renewReply = useFormReply(SECURITY_FORMS.recoveryCodes);
  const blockedDeletion = profile.isLastAdmin
    ? LAST_ADMIN_MESSAGE
    : profile.isLastUserOfTenant && profile.renewingSubscription
      ? RENEWING_SUBSCRIPTION_MESSAGE
      : null;

  // A sensitive change without a recent password: the "Confirm it's you" step in the page's place.
  if (isConfirmReply(actionData)) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <ConfirmItsYou reply={actionData} email={profile.email} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AccountDetails profile={profile} />
      <DemoRestricted demo={demo}>
        <EmailStatus
          email={profile.email}
          pendingEmail={profile.pendingEmail}
          verified={Boolean(profile.emailVerifiedAt)}
        />
        <ChangeEmailForm reply={emailReply} constraint={constraints.email} emailMax={emailMax} />
        <ChangePasswordForm reply={passwordReply} constraint={constraints.password} />
        <SessionsList sessions={security.sessions} idleDays={security.idleDays} />
        <TwoFactorSection
          view={security.twoFactor}
          constraint={security.codeConstraint}
          enableReply={twoFactorEnableReply}
          disableReply={twoFactorDisableReply}
          renewReply={renewReply}
        />
        <DeleteAccountForm
          reply={deletionReply}
          constraint={constraints.deletion}
          companyName={profile.companyName}
          isLastUserOfTenant={profile.isLastUserOfTenant}
          blockedMessage={blockedDeletion}
        />
      </DemoRestricted>
    </div>
  );
}
