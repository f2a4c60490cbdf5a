// POST /api/user/confirm/options: WebAuthn request options for "Confirm it's you" with a passkey:
// only the signed-in user's passkeys, user verification required, a challenge of this user's that
// works once within 5 minutes. Its answer goes as `assertion` in a sensitive change's body (or the
// page's confirm form). 409 when the account has no passkeys or the server cannot offer them;
// 30 a minute per client, 429 past it.
import type { ActionFunctionArgs } from "@remix-run/node";

import { passkeyConfirmOptions, PasskeyError } from "~/models/passkey.server";
import { consumePasskeyChallenge, RateLimitedError } from "~/services/rate-limit.server";
import { apiError, apiJson, apiRoute, rateLimitedResponse } from "~/utils/api.server";
import { clientOf } from "~/utils/client-address.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ POST: options });

async function options({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  try {
    await consumePasskeyChallenge(clientOf(context));
    return apiJson({ options: await passkeyConfirmOptions(user.id) });
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    if (error instanceof PasskeyError) return apiError(error.status, error.message);
    throw error;
  }
}
