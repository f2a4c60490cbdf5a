// POST /api/passkeys/authentication-options: a fresh challenge for a passkey sign-in (the browser
// offers the passkeys it has for this site; no account is named). 30 a minute per client, 429
// past it; 403 over plain HTTP where the sign-in page refuses it; 409 when the server's APP_URL cannot be a relying party (an IP address).
import type { ActionFunctionArgs } from "@remix-run/node";

import { PasskeyError } from "~/models/passkey.server";
import { consumePasskeyChallenge, RateLimitedError } from "~/services/rate-limit.server";
import { apiError, apiJson, apiRoute, rateLimitedResponse } from "~/utils/api.server";
import { passkeySignInOptions } from "~/utils/auth.server";
import { clientOf, HTTPS_REQUIRED_MESSAGE, httpsRequired } from "~/utils/client-address.server";
import { assertSameOrigin } from "~/utils/csrf.server";

export const { loader, action } = apiRoute({ POST: options });

async function options({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  // Where the sign-in itself would be refused, no challenge is handed out for it either.
  if (httpsRequired(request, context)) return apiError(403, HTTPS_REQUIRED_MESSAGE);
  try {
    await consumePasskeyChallenge(clientOf(context));
    return apiJson({ options: await passkeySignInOptions() });
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    if (error instanceof PasskeyError) return apiError(error.status, error.message);
    throw error;
  }
}
