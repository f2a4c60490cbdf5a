// Replies of the profile forms that take the current password (change email, change password,
// delete the account): a typed password is never sent back, and a client that guessed it too
// often gets the limit's refusal on the form (docs/decisions/044-accounts-an-attacker-cannot-keep.md).
import type { FormResult } from "~/lib/forms";
import { RateLimitedError, retryAfterHeader } from "~/services/rate-limit.server";

import { formReply } from "./form.server";

/** Passwords are never sent back. */
export const HIDE_PASSWORDS = {
  hideFields: ["currentPassword", "newPassword", "confirmPassword"],
};

/** The answer, or the refusal when this client guessed the current password too often. */
export function unlessLimited<T>(answer: Promise<T>): Promise<T | RateLimitedError> {
  return answer.catch((error: unknown) => {
    if (error instanceof RateLimitedError) return error;
    throw error;
  });
}

/** 429 with the limit's message on top of the form, every typed field but passwords kept. */
export function limitedReply(
  formId: string,
  submission: { reply: (options: { hideFields: string[]; formErrors: string[] }) => FormResult },
  error: RateLimitedError,
) {
  const reply = submission.reply({ ...HIDE_PASSWORDS, formErrors: [error.message] });
  return formReply(formId, reply, { status: 429, headers: retryAfterHeader(error) });
}
