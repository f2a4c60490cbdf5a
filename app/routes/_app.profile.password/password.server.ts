// The password room of Profile Settings: a new password, which signs out every other device.
import type { ProfileRoomPath } from "~/lib/profile-rooms";
import { isDemoUser } from "~/models/demo.server";
import { listPasskeys } from "~/models/passkey.server";
import { changePassword, changePasswordSchema } from "~/models/profile.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import { browserOf, clientOf } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { fieldProblem, formReply, type IntentInput } from "~/utils/form.server";
import { HIDE_PASSWORDS, limitedReply, unlessLimited } from "~/utils/password-forms.server";
import { currentSessionId, type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

import {
  KEEP_SHARE_LINKS_FIELD,
  PASSKEYS_LISTED_FIELD,
  REMOVE_PASSKEYS_FIELD,
} from "./change-password-form";

const ROOM: ProfileRoomPath = "/profile/password";

export async function loadPasswordRoom(user: PublicUser) {
  const passkeys = (await listPasskeys(user.id)).map((key) => key.name);
  return {
    demo: await isDemoUser(user),
    constraint: getZodConstraint(changePasswordSchema),
    passkeys,
  };
}

/**
 * Whether the change removes the passkeys: a native checkbox is absent from the form data when
 * unticked, so only a form that listed them (the hidden field) can keep them; a form of before
 * (no list) removes them, the safe default.
 */
function removesPasskeys(formData: FormData): boolean {
  if (formData.get(PASSKEYS_LISTED_FIELD) !== "1") return true;
  return formData.has(REMOVE_PASSKEYS_FIELD);
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
    changePassword(
      user.id,
      sessionId,
      {
        ...submission.value,
        removePasskeys: removesPasskeys(formData),
        keepShareLinks: formData.has(KEEP_SHARE_LINKS_FIELD),
      },
      clientOf(context),
      browserOf(request),
    ),
  );
  if (result instanceof RateLimitedError) return limitedReply(formId, submission, result);
  if (!result.ok)
    return formReply(formId, submission.reply({ ...HIDE_PASSWORDS, ...fieldProblem(result) }));
  const { passkeysRemoved, passkeysKept, revoked } = result;
  const linkNote = revoked.shareLinks.length
    ? ` ${revoked.shareLinks.length === 1 ? "Your share link was" : `Your ${revoked.shareLinks.length} share links were`} revoked.`
    : "";
  const passkeyNote = passkeysRemoved
    ? ` ${passkeysRemoved === 1 ? "Your passkey was" : `Your ${passkeysRemoved} passkeys were`} removed.`
    : passkeysKept.length
      ? ` ${passkeysKept.length === 1 ? "Your passkey still signs" : `Your ${passkeysKept.length} passkeys still sign`} in.`
      : "";
  return redirectWithSuccessToast(ROOM, {
    title: "Password changed",
    description: `You were signed out on every other device.${passkeyNote}${linkNote}`,
  });
}
