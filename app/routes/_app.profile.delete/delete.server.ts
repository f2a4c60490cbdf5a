// The delete room of Profile Settings: what deleting would take along, and the deletion itself.
import { deletionBlockedMessage } from "~/lib/profile-rules";
import { isDemoUser } from "~/models/demo.server";
import { deleteAccount, deleteAccountSchema, getProfile } from "~/models/profile.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import { destroyUserSession } from "~/utils/auth.server";
import { clientOf } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { fieldProblem, formReply, type IntentInput } from "~/utils/form.server";
import { HIDE_PASSWORDS, limitedReply, unlessLimited } from "~/utils/password-forms.server";
import { type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export async function loadDeleteRoom(user: PublicUser) {
  const profile = await getProfile(user.id);
  return {
    companyName: profile.companyName,
    isLastUserOfTenant: profile.isLastUserOfTenant,
    blockedMessage: deletionBlockedMessage(profile),
    demo: await isDemoUser(user),
    constraint: getZodConstraint(deleteAccountSchema),
  };
}

export async function deleteAccountIntent({
  ctx: user,
  formData,
  formId,
  request,
  context,
}: IntentInput<PublicUser>) {
  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  if (submission.status !== "success") return formReply(formId, submission.reply(HIDE_PASSWORDS));
  const result = await unlessLimited(deleteAccount(user.id, submission.value, clientOf(context)));
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
}
