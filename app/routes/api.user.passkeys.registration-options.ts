// POST /api/user/passkeys/registration-options {password}: a fresh challenge for adding a passkey
// (5 minutes, single use). Adding a way in is a sensitive change: the account's password in the
// body (400 without it or when wrong, 429 past the sign-in limits). The demo account: 403.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  checkAccountPassword,
  passwordBodySchema,
  WRONG_PASSWORD_MESSAGE,
} from "~/models/account-security.server";
import { PasskeyError, passkeyRegistrationOptions } from "~/models/passkey.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import {
  apiAction,
  apiError,
  apiJson,
  methodNotAllowed,
  rateLimitedResponse,
  readJson,
} from "~/utils/api.server";
import { clientOf } from "~/utils/client-address.server";
import { assertNotDemo, requireApiUser } from "~/utils/guards.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: options })(args);
}

async function options({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const { password } = await readJson(request, passwordBodySchema);
  try {
    if (!(await checkAccountPassword(user.id, password, clientOf(context))))
      return apiError(400, WRONG_PASSWORD_MESSAGE, { password: [WRONG_PASSWORD_MESSAGE] });
    return apiJson({ options: await passkeyRegistrationOptions(user) });
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    if (error instanceof PasskeyError) return apiError(error.status, error.message);
    throw error;
  }
}
