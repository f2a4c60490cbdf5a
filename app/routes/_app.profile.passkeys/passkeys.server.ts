// The passkeys room's server side: the list for the page, and its intents (add: options, then the
// new passkey; rename; delete). Adding a way in needs a recent password ("Confirm it's you");
// adding and deleting email the owner. The JSON twins are /api/user/passkeys*.
import { data } from "@remix-run/node";

import { formatDateTime } from "~/lib/date-time";
import { PASSKEY_NAME_MAX, PASSKEYS_PER_USER } from "~/lib/limits";
import {
  addPasskey,
  deletePasskey,
  listPasskeys,
  PasskeyError,
  passkeyNameSchema,
  passkeyRegistrationOptions,
  relyingParty,
  renamePasskey,
} from "~/models/passkey.server";
import { browserOf } from "~/utils/client-address.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { formReply, type IntentInput, refusalResult } from "~/utils/form.server";
import type { PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

import { type PasskeyRow, ROOM_PATH } from "./passkey-forms";

/** The page's data: the passkeys with dates in the user's zone, and whether they can be added. */
export async function loadPasskeysRoom(user: PublicUser) {
  const rows: PasskeyRow[] = (await listPasskeys(user.id)).map((key) => ({
    id: key.id,
    name: key.name,
    synced: key.synced,
    created: formatDateTime(key.createdAt, user.timeZone),
    lastUsed: key.lastUsedAt ? formatDateTime(key.lastUsedAt, user.timeZone) : null,
  }));
  return {
    passkeys: rows,
    available: relyingParty() !== null,
    limit: PASSKEYS_PER_USER,
    nameMax: PASSKEY_NAME_MAX,
    constraint: getZodConstraint(passkeyNameSchema),
  };
}

/**
 * Add, first half (after "Confirm it's you"): the name is checked and the browser gets options
 * with a fresh challenge; the page's script asks the device to make the passkey.
 */
export async function passkeyOptions({ ctx: user, formData, formId }: IntentInput<PublicUser>) {
  const submission = parseWithZod(formData, { schema: passkeyNameSchema });
  if (submission.status !== "success") return formReply(formId, submission.reply());
  try {
    const options = await passkeyRegistrationOptions(user);
    return data({
      formId,
      result: submission.reply(),
      registration: { name: submission.value.name, options },
    });
  } catch (error) {
    if (!(error instanceof PasskeyError)) throw error;
    return formReply(formId, refusalResult(formData, error.message), { status: error.status });
  }
}

/** Add, second half: the passkey the device made, checked against this user's challenge. */
export async function passkeyAdd({
  ctx: user,
  formData,
  formId,
  request,
}: IntentInput<PublicUser>) {
  const submission = parseWithZod(formData, { schema: passkeyNameSchema });
  if (submission.status !== "success") return formReply(formId, submission.reply());
  try {
    const added = await addPasskey(
      user,
      { name: submission.value.name, response: formData.get("response") },
      browserOf(request),
    );
    return redirectWithSuccessToast(ROOM_PATH, {
      title: "Passkey added",
      description: `“${added.name}” now signs you in with one touch. We emailed you about it.`,
    });
  } catch (error) {
    if (!(error instanceof PasskeyError)) throw error;
    return formReply(formId, refusalResult(formData, error.message, ["response"]), {
      status: error.status,
    });
  }
}

export async function passkeyRename({ ctx: user, formData, formId }: IntentInput<PublicUser>) {
  const submission = parseWithZod(formData, { schema: passkeyNameSchema });
  if (submission.status !== "success") return formReply(formId, submission.reply());
  const id = String(formData.get("passkeyId") ?? "");
  if (!(await renamePasskey(user.id, id, submission.value.name)))
    return formReply(formId, refusalResult(formData, PASSKEY_GONE_MESSAGE), { status: 404 });
  return redirectWithSuccessToast(ROOM_PATH, {
    title: "Passkey renamed",
    description: `It is now called “${submission.value.name}”.`,
  });
}

export const PASSKEY_GONE_MESSAGE =
  "That passkey is no longer on your account. Reload the page to see the current list.";

export async function passkeyDelete({
  ctx: user,
  formData,
  formId,
  request,
}: IntentInput<PublicUser>) {
  const id = String(formData.get("passkeyId") ?? "");
  const removed = await deletePasskey(user, id, browserOf(request));
  if (!removed)
    return formReply(formId, refusalResult(formData, PASSKEY_GONE_MESSAGE), { status: 404 });
  return redirectWithSuccessToast(ROOM_PATH, {
    title: "Passkey deleted",
    description: `“${removed.name}” no longer signs in. We emailed you about it.`,
  });
}
