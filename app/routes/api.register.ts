import { sendWelcomeEmail } from "~/models/email-confirmation.server";
import { EmailTakenError, registerSchema, toApiUser } from "~/models/user.server";
import { consumeRegisterAttempt } from "~/services/rate-limit.server";
import { apiError, apiRoute } from "~/utils/api.server";
import { apiJsonSignedIn, registerTenantUser, signInApiAction } from "~/utils/auth.server";
import { clientOf } from "~/utils/client-address.server";

/**
 * POST {email, password, companyName}: creates the tenant (on trial) and its first user, emails
 * the welcome with a confirmation link, signs in, and answers 201 with the user; 409 when the
 * email is taken. No terms field: calling the API is accepting them (docs/api-contract.md).
 */
export const action = signInApiAction({
  schema: registerSchema,
  async run(input, { request, context }) {
    await consumeRegisterAttempt(clientOf(context));
    const user = await registerTenantUser(input);
    await sendWelcomeEmail(user);
    return await apiJsonSignedIn(request, user, toApiUser(user), 201, clientOf(context));
  },
  refusal(error) {
    if (error instanceof EmailTakenError) {
      return apiError(409, error.message, { email: [error.message] });
    }
  },
});

export const { loader } = apiRoute({ POST: action });
