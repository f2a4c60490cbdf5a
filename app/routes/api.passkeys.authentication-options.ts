// POST /api/passkeys/authentication-options: a fresh challenge for a passkey sign-in (the browser
// offers the passkeys it has for this site; no account is named). 30 a minute per client, 429
// past it; 409 when the server's APP_URL cannot be a relying party (an IP address).
import type { ActionFunctionArgs } from "@remix-run/node";

import { PasskeyError, passkeySignInOptions } from "~/models/passkey.server";
import { consumePasskeyChallenge, RateLimitedError } from "~/services/rate-limit.server";
import {
  apiAction,
  apiError,
  apiJson,
  methodNotAllowed,
  rateLimitedResponse,
} from "~/utils/api.server";
import { clientOf } from "~/utils/client-address.server";
import { assertSameOrigin } from "~/utils/csrf.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: options })(args);
}

async function options({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  try {
    await consumePasskeyChallenge(clientOf(context));
    return apiJson({ options: await passkeySignInOptions() });
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    if (error instanceof PasskeyError) return apiError(error.status, error.message);
    throw error;
  }
}
