import type { ActionFunctionArgs } from "@remix-run/node";

import { sendWelcomeEmail } from "~/models/email-confirmation.server";
import {
  EmailTakenError,
  registerSchema,
  registerTenantUser,
  toApiUser,
} from "~/models/user.server";
import { consumeRegisterAttempt, RateLimitedError } from "~/services/rate-limit.server";
import {
  apiAction,
  apiError,
  methodNotAllowed,
  rateLimitedResponse,
  readJson,
} from "~/utils/api.server";
import { clientOf } from "~/utils/client-address.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { apiJsonSignedIn } from "~/utils/session.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST {email, password, companyName}: creates the tenant (on trial) and its first user, emails
 * the welcome with a confirmation link, signs in, and answers 201 with the user; 409 when the
 * email is taken. No terms field: calling the API is accepting them (docs/api-contract.md).
 */
export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: register })(args);
}

async function register({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  const input = await readJson(request, registerSchema);
  try {
    await consumeRegisterAttempt(clientOf(context));
    const user = await registerTenantUser(input);
    await sendWelcomeEmail(user);
    return await apiJsonSignedIn(request, user.id, toApiUser(user), 201);
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    if (error instanceof EmailTakenError)
      return apiError(409, error.message, { email: [error.message] });
    throw error;
  }
}
