import { z } from "zod";

import { SECOND_FACTOR_CODE_MAX } from "~/lib/limits";
import { DemoUnavailableError } from "~/models/demo.server";
import { isTwoFactorEnabled } from "~/models/two-factor.server";
import { loginSchema, toApiUser } from "~/models/user.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import {
  apiJsonSignedIn,
  InvalidCredentialsError,
  signInApiAction,
  TWO_FACTOR_REQUIRED_MESSAGE,
  verifyCredentials,
  verifySecondStep,
  WrongSecondFactorError,
} from "~/utils/auth.server";
import { browserOf, clientOf } from "~/utils/client-address.server";

/** A TOTP code or a recovery code, for a user with two-step sign-in on. */
const apiLoginSchema = loginSchema.extend({
  code: z
    .string({ error: "The code must be text" })
    .max(SECOND_FACTOR_CODE_MAX, "The code is too long")
    .optional(),
});

/** 401 that tells the client to ask for the second step: no session was started. */
function secondStepNeeded(message: string) {
  return apiJson({ error: message, message, twoFactorRequired: true }, 401);
}

/**
 * POST {email, password, code?}: 200 with the user and a session cookie; 401 / 429 otherwise.
 * With two-step sign-in on, `code` (TOTP or recovery code) is needed too, else 401 with
 * twoFactorRequired. The demo account's credentials open a private demo sandbox.
 */
export const action = signInApiAction({
  schema: apiLoginSchema,
  async run(credentials, { request, context }) {
    const client = clientOf(context);
    const user = await verifyCredentials(client, credentials);
    if (await isTwoFactorEnabled(user.id)) {
      if (!credentials.code) return secondStepNeeded(TWO_FACTOR_REQUIRED_MESSAGE);
      await verifySecondStep(client, user, credentials.code, { browser: browserOf(request) });
    }
    return await apiJsonSignedIn(request, user, toApiUser(user), 200, client);
  },
  refusal(error) {
    // Its message is the one neutral sentence for a wrong email or password.
    if (error instanceof InvalidCredentialsError) return apiError(401, error.message);
    if (error instanceof WrongSecondFactorError) return secondStepNeeded(error.message);
    if (error instanceof DemoUnavailableError) return apiError(503, error.message);
  },
});

export const { loader } = apiRoute({ POST: action });
