// POST /api/user/passkeys/registration-options {password}: a fresh challenge for adding a passkey
// (5 minutes, single use). Adding a way in is a sensitive change: the account's password in the
// body (400 without it or when wrong, 429 past the sign-in limits). The demo account: 403.
import type { ActionFunctionArgs } from "@remix-run/node";

import { PasskeyError, passkeyRegistrationOptions } from "~/models/passkey.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { requireApiPassword } from "~/utils/api-password.server";

export const { loader, action } = apiRoute({ POST: options });

async function options(args: ActionFunctionArgs) {
  const user = await requireApiPassword(args);
  if (user instanceof Response) return user;
  try {
    return apiJson({ options: await passkeyRegistrationOptions(user) });
  } catch (error) {
    if (error instanceof PasskeyError) return apiError(error.status, error.message);
    throw error;
  }
}
