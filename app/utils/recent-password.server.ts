// A recent confirmation for every sensitive change (like GitHub's sudo mode): changing the email,
// turning two-step sign-in on or off, new recovery codes, adding or removing a passkey. The
// password (or a passkey of the account, with user verification) must have been used on this
// session in the last 10 minutes (sign-in with the password, this step, a password change);
// otherwise the post answers with the "Confirm it's you" form, which carries the change's typed
// fields and posts them again with the password or a passkey's answer, so the change completes
// with what was typed kept. Wrong passwords and refused passkeys count as failed sign-ins (the
// per-client and per-account limits apply). The session's `passwordVerifiedAt` records either.
import { parse } from "@conform-to/react";
import { data } from "@remix-run/node";

import type { FormResult } from "~/lib/forms";
import {
  CONFIRM_ASSERTION_FIELD,
  CONFIRM_FORM_ID,
  CONFIRM_PASSWORD_FIELD,
  CONFIRM_WRONG_PASSWORD_MESSAGE,
  type ConfirmReply,
} from "~/lib/recent-password";
import { checkAccountPassword } from "~/models/account-security.server";
import {
  confirmWithPasskey,
  countPasskeys,
  PASSKEY_NOT_CONFIRMED_MESSAGE,
  PasskeyError,
} from "~/models/passkey.server";
import { hasRecentPassword, markPasswordVerified } from "~/models/session.server";
import { RateLimitedError, retryAfterHeader } from "~/services/rate-limit.server";

import { clientOf } from "./client-address.server";
import { type IntentHandler, type IntentInput, refusedResult } from "./form.server";
import { currentSessionId, type PublicUser } from "./session.server";

/**
 * Fields never carried into the confirm form (a password is typed again, never sent back; a
 * passkey's answer is single use).
 */
const SECRET_FIELD = /password|^assertion$/i;

async function confirmReply(
  userId: string,
  formData: FormData,
  intent: string,
  title: string,
  status: number,
  error?: string,
  headers?: HeadersInit,
) {
  const fields: [string, string][] = [];
  for (const [name, value] of formData) {
    if (typeof value === "string" && name !== "intent" && !SECRET_FIELD.test(name)) {
      fields.push([name, value]);
    }
  }
  const result = error
    ? refusedResult(formData, { [CONFIRM_PASSWORD_FIELD]: [error] }, [CONFIRM_PASSWORD_FIELD])
    : (parse(formData, { resolve: () => ({ value: {} }) }).reply({
        hideFields: [CONFIRM_PASSWORD_FIELD],
      }) as FormResult);
  const body: ConfirmReply = {
    formId: CONFIRM_FORM_ID,
    result,
    confirm: { intent, title, fields, passkeys: (await countPasskeys(userId)) > 0 },
  };
  return data(body, { status, headers });
}

/**
 * Runs `run` only with a password entered on this session in the last 10 minutes, or typed in
 * this post's confirm field (then this session counts it as entered now). Called inside an
 * intent's arrow (`run: (i) => withRecentPassword(i, "...", handler)`), never at a route's top
 * level: the browser build drops the intents only when they hold no call.
 */
export async function withRecentPassword<C extends PublicUser>(
  input: IntentInput<C>,
  title: string,
  run: IntentHandler<C>,
) {
  {
    const { request, formData, ctx: user, context, intent } = input;
    const sessionId = await currentSessionId(request);
    const reply = (status: number, error?: string, headers?: HeadersInit) =>
      confirmReply(user.id, formData, intent, title, status, error, headers);
    const assertion = formData.get(CONFIRM_ASSERTION_FIELD);
    if (typeof assertion === "string" && assertion && sessionId) {
      let confirmed: boolean;
      try {
        confirmed = await confirmWithPasskey(user, clientOf(context), assertion);
      } catch (error) {
        if (error instanceof RateLimitedError)
          return reply(429, error.message, retryAfterHeader(error));
        if (error instanceof PasskeyError) return reply(error.status, error.message);
        throw error;
      }
      if (!confirmed) return reply(400, PASSKEY_NOT_CONFIRMED_MESSAGE);
      await markPasswordVerified(sessionId);
      formData.delete(CONFIRM_ASSERTION_FIELD);
      formData.delete(CONFIRM_PASSWORD_FIELD);
      return run(input);
    }
    const typed = formData.get(CONFIRM_PASSWORD_FIELD);
    if (typeof typed === "string" && sessionId) {
      let owner;
      try {
        owner = typed ? await checkAccountPassword(user.id, typed, clientOf(context)) : null;
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        return reply(429, error.message, retryAfterHeader(error));
      }
      if (!owner) {
        const message = typed ? CONFIRM_WRONG_PASSWORD_MESSAGE : "Enter your password to continue.";
        return reply(400, message);
      }
      await markPasswordVerified(sessionId);
      formData.delete(CONFIRM_PASSWORD_FIELD);
      return run(input);
    }
    if (sessionId && (await hasRecentPassword(sessionId))) return run(input);
    return reply(403);
  }
}
