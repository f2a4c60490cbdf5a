// The email room of Profile Settings: what it shows, and its three intents (change the address,
// send the confirmation link again, cancel a change waiting for its link).
import { EMAIL_MAX } from "~/lib/limits";
import type { ProfileRoomPath } from "~/lib/profile-rooms";
import { isDemoUser } from "~/models/demo.server";
import {
  cancelEmailChange,
  changeEmailSchema,
  requestEmailChange,
  resendConfirmation,
} from "~/models/email-confirmation.server";
import { getProfile } from "~/models/profile.server";
import { browserOf, clientOf } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { fieldProblem, formReply, type IntentInput, refusalResult } from "~/utils/form.server";
import { HIDE_PASSWORDS } from "~/utils/password-forms.server";
import type { PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

const ROOM: ProfileRoomPath = "/profile/email";

type Input = IntentInput<PublicUser>;

export async function loadEmailRoom(user: PublicUser) {
  const profile = await getProfile(user.id);
  return {
    email: profile.email,
    pendingEmail: profile.pendingEmail,
    verified: Boolean(profile.emailVerifiedAt),
    demo: await isDemoUser(user),
    emailMax: EMAIL_MAX,
    constraint: getZodConstraint(changeEmailSchema),
  };
}

/** Run inside withRecentPassword: the change waits for the link sent to the new address. */
export async function changeEmail({ ctx: user, formData, formId, context, request }: Input) {
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
  return redirectWithSuccessToast(ROOM, {
    title: "Check your new inbox",
    description: `We sent a confirmation link to ${result.pendingEmail}. Until you open it, you sign in with ${user.email}.`,
  });
}

export async function resendConfirmationLink({ ctx: user, formData, formId, context }: Input) {
  const result = await resendConfirmation(user.id, clientOf(context));
  if (!result.ok)
    return formReply(formId, refusalResult(formData, result.message), { status: 429 });
  return redirectWithSuccessToast(ROOM, {
    title: result.to ? "Link sent again" : "Nothing to confirm",
    description: result.to
      ? `We sent a new confirmation link to ${result.to}. Earlier links no longer work.`
      : "Your email address is already confirmed.",
  });
}

export async function cancelChange({ ctx: user }: Input) {
  const cancelled = await cancelEmailChange(user.id);
  return redirectWithSuccessToast(ROOM, {
    title: "Email change cancelled",
    description: cancelled
      ? `The link sent to ${cancelled} no longer works. You still sign in with ${user.email}.`
      : "There was no change waiting.",
  });
}
