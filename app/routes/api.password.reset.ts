// POST /api/password/reset {token, password}: 200 with the user and a new session (every earlier
// session ends; with two-step on, no session and twoFactorRequired: true); 400 {error} for a bad,
// used or expired token or a password the rules refuse.
import type { ActionFunctionArgs } from "@remix-run/node";

import { isTwoFactorEnabled } from "~/models/two-factor.server";
import { newPasswordSchema, toApiUser } from "~/models/user.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { apiJsonSignedIn, apiResetPasswordSchema, resetPassword } from "~/utils/auth.server";
import {
  browserOf,
  clientOf,
  HTTPS_REQUIRED_MESSAGE,
  httpsRequired,
} from "~/utils/client-address.server";
import { assertSameOrigin } from "~/utils/csrf.server";

export const { loader, action } = apiRoute({ POST: reset });

/** The contract's error shape plus `error`, the one sentence a reset client shows. */
function refuse(field: string, message: string) {
  return apiJson({ error: message, message, errors: { [field]: [message] } }, 400);
}

async function reset({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  // Before the body is read and the link spent: a reset signs in, never in the clear.
  if (httpsRequired(request, context)) return apiError(403, HTTPS_REQUIRED_MESSAGE);
  const input = await readJson(request, apiResetPasswordSchema);
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success) return refuse("password", password.error.issues[0].message);
  const result = await resetPassword(input.token, password.data, browserOf(request));
  if (!result.ok) return refuse("token", result.message);
  // The link proves the mailbox, not the second factor: sign in with POST /api/login and a code.
  if (await isTwoFactorEnabled(result.user.id)) {
    return apiJson({ ...toApiUser(result.user), twoFactorRequired: true });
  }
  return apiJsonSignedIn(request, result.user, toApiUser(result.user), 200, clientOf(context));
}
