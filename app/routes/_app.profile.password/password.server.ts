// The password room of Profile Settings: a new password, which signs out every other device.
import type { ProfileRoomPath } from "~/lib/profile-rooms";
import { isDemoUser } from "~/models/demo.server";
import { changePassword, changePasswordSchema } from "~/models/profile.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import { browserOf, clientOf } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { fieldProblem, formReply, type IntentInput } from "~/utils/form.server";
import { HIDE_PASSWORDS, limitedReply, unlessLimited } from "~/utils/password-forms.server";
import { currentSessionId, type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

const ROOM: ProfileRoomPath = "/profile/password";

export async function loadPasswordRoom(user: PublicUser) {
  return { demo: await isDemoUser(user), constraint: getZodConstraint(changePasswordSchema) };
}

export async function changePasswordIntent({
  ctx: user,
  formData,
  formId,
  request,
  context,
}: IntentInput<PublicUser>) {
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return formReply(formId, submission.reply(HIDE_PASSWORDS));
  const sessionId = (await currentSessionId(request)) ?? "";
  const result = await unlessLimited(
    changePassword(user.id, sessionId, submission.value, clientOf(context), browserOf(request)),
  );
  if (result instanceof RateLimitedError) return limitedReply(formId, submission, result);
  if (!result.ok)
    return formReply(formId, submission.reply({ ...HIDE_PASSWORDS, ...fieldProblem(result) }));
  return redirectWithSuccessToast(ROOM, {
    title: "Password changed",
    description: "You were signed out on every other device.",
  });
}
