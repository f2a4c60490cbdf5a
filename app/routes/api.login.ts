import type { ActionFunctionArgs } from "@remix-run/node";

import { DemoUnavailableError } from "~/models/demo.server";
import { loginSchema, toApiUser } from "~/models/user.server";
import { apiAction, apiError, methodNotAllowed, readJson } from "~/utils/api.server";
import {
  apiJsonSignedIn,
  InvalidCredentialsError,
  LOGIN_FAILED_MESSAGE,
  verifyCredentials,
} from "~/utils/auth.server";
import { clientOf } from "~/utils/client-address.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { RateLimitedError, rateLimitedResponse } from "~/utils/rate-limit.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST {email, password}: 200 with the user and a session cookie; 401 / 429 otherwise. The demo
 * account's credentials open a private demo sandbox and answer with its user.
 */
export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: login })(args);
}

async function login({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  const credentials = await readJson(request, loginSchema);
  try {
    const user = await verifyCredentials(clientOf(context), credentials);
    return await apiJsonSignedIn(request, user.id, toApiUser(user));
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    if (error instanceof InvalidCredentialsError) return apiError(401, LOGIN_FAILED_MESSAGE);
    if (error instanceof DemoUnavailableError) return apiError(503, error.message);
    throw error;
  }
}
