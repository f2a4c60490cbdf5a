// A recent password for every sensitive change (like GitHub's sudo mode): changing the email,
// turning two-step sign-in on or off, new recovery codes. The password must have been entered on
// this session in the last 10 minutes (sign-in, this step, a password change); otherwise the post
// answers with the "Confirm it's you" form, which carries the change's typed fields and posts
// them again with the password, so the change completes with what was typed kept. Wrong
// passwords count as failed sign-ins (the per-client and per-account limits apply).
import { parse } from "@conform-to/react";
import { data } from "@remix-run/node";

import type { FormResult } from "~/lib/forms";
import {
  CONFIRM_FORM_ID,
  CONFIRM_PASSWORD_FIELD,
  CONFIRM_WRONG_PASSWORD_MESSAGE,
  type ConfirmReply,
} from "~/lib/recent-password";
import { checkAccountPassword } from "~/models/account-security.server";
import { hasRecentPassword, markPasswordVerified } from "~/models/session.server";
import { RateLimitedError, retryAfterHeader } from "~/services/rate-limit.server";

import { clientOf } from "./client-address.server";
import { type IntentHandler, type IntentInput, refusedResult } from "./form.server";
import { currentSessionId, type PublicUser } from "./session.server";

/** Fields never carried into the confirm form (a password is typed again, never sent back). */
const SECRET_FIELD = /password/i;

function confirmReply(
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
    confirm: { intent, title, fields },
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
    const typed = formData.get(CONFIRM_PASSWORD_FIELD);
    if (typeof typed === "string" && sessionId) {
      let owner;
      try {
        owner = typed ? await checkAccountPassword(user.id, typed, clientOf(context)) : null;
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        return confirmReply(formData, intent, title, 429, error.message, retryAfterHeader(error));
      }
      if (!owner) {
        const message = typed ? CONFIRM_WRONG_PASSWORD_MESSAGE : "Enter your password to continue.";
        return confirmReply(formData, intent, title, 400, message);
      }
      await markPasswordVerified(sessionId);
      formData.delete(CONFIRM_PASSWORD_FIELD);
      return run(input);
    }
    if (sessionId && (await hasRecentPassword(sessionId))) return run(input);
    return confirmReply(formData, intent, title, 403);
  }
}
