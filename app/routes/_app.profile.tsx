import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import type { FormReply } from "~/components/form-feedback";
import { AccountDetails } from "~/components/profile/account-details";
import { ChangeEmailForm } from "~/components/profile/change-email-form";
import { ChangePasswordForm } from "~/components/profile/change-password-form";
import { DeleteAccountForm } from "~/components/profile/delete-account-form";
import {
  type FieldProblem,
  LAST_ADMIN_MESSAGE,
  RENEWING_SUBSCRIPTION_MESSAGE,
} from "~/lib/profile-rules";
import { assertNotDemo, isDemoUser } from "~/models/demo.server";
import {
  changeEmail,
  changeEmailSchema,
  changePassword,
  changePasswordSchema,
  deleteAccount,
  deleteAccountSchema,
  getProfile,
} from "~/models/profile.server";
import { currentSessionId, destroyUserSession, requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { UNKNOWN_ACTION_REPLY } from "~/utils/form-reply.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Profile Settings" };

export const meta: MetaFunction = () => [{ title: "Profile Settings · App Marketing Machine" }];

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { profile: await getProfile(user.id), demo: await isDemoUser(user) };
}

type ProfileActionData = { intent: string; reply: FormReply };

/** The form again with its errors (invalid fields, or the model's `problem`); passwords are never sent back. */
function refuse(
  intent: string,
  submission: Pick<Submission<unknown>, "reply">,
  problem?: FieldProblem,
  status = 400,
) {
  const fieldErrors = problem ? { fieldErrors: { [problem.field]: [problem.message] } } : {};
  return data<ProfileActionData>(
    { intent, reply: submission.reply({ ...fieldErrors, hideFields: PASSWORD_FIELDS }) },
    { status },
  );
}

// Personal settings stay editable after a trial ends: a user must always be able to fix their
// email, change a leaked password or leave (docs/decisions/009-workspace.md).
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  // A demo account's email, password and existence are not the visitor's to change.
  await assertNotDemo(user);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");

  if (intent === "change-email") {
    const submission = parseWithZod(formData, { schema: changeEmailSchema });
    if (submission.status !== "success") return refuse(intent, submission);
    const result = await changeEmail(user.id, submission.value);
    if (!result.ok) return refuse(intent, submission, result);
    return redirectWithSuccessToast("/profile", {
      title: "Email changed",
      description: `From now on you sign in with ${result.email}.`,
    });
  }

  if (intent === "change-password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    if (submission.status !== "success") return refuse(intent, submission);
    const sessionId = (await currentSessionId(request)) ?? "";
    const result = await changePassword(user.id, sessionId, submission.value);
    if (!result.ok) return refuse(intent, submission, result);
    return redirectWithSuccessToast("/profile", {
      title: "Password changed",
      description: "You were signed out on every other device.",
    });
  }

  if (intent === "delete-account") {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    if (submission.status !== "success") return refuse(intent, submission);
    const result = await deleteAccount(user.id, submission.value);
    if (!result.ok) {
      return refuse(intent, submission, result, result.field === "currentPassword" ? 400 : 409);
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
  }

  return data<ProfileActionData>({ intent, reply: UNKNOWN_ACTION_REPLY }, { status: 400 });
}

function replyFor(actionData: ProfileActionData | undefined, intent: string): FormReply {
  return actionData?.intent === intent ? actionData.reply : undefined;
}

export default function ProfilePage() {
  const { profile, demo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ProfileActionData | undefined;
  const blockedDeletion = profile.isLastAdmin
    ? LAST_ADMIN_MESSAGE
    : profile.isLastUserOfTenant && profile.renewingSubscription
      ? RENEWING_SUBSCRIPTION_MESSAGE
      : null;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AccountDetails profile={profile} />
      <DemoRestricted demo={demo}>
        <ChangeEmailForm reply={replyFor(actionData, "change-email")} />
        <ChangePasswordForm reply={replyFor(actionData, "change-password")} />
        <DeleteAccountForm
          reply={replyFor(actionData, "delete-account")}
          companyName={profile.companyName}
          isLastUserOfTenant={profile.isLastUserOfTenant}
          blockedMessage={blockedDeletion}
        />
      </DemoRestricted>
    </div>
  );
}
