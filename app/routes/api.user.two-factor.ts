// POST /api/user/two-factor {password}: a pending secret to scan, for this session only and 15
// minutes; DELETE {password, code}: turns two-step sign-in off. Both need the account's password
// (or a passkey's `assertion`) in the body (a held session alone can neither enrol another
// authenticator nor remove this one); wrong passwords, passkeys and codes count as failed sign-ins,
// 429 with Retry-After past the limits.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  disableTwoFactor,
  startTwoFactorSetup,
  twoFactorCodeSchema,
} from "~/models/two-factor.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import { apiError, apiJson, apiRoute, rateLimitedResponse, readJson } from "~/utils/api.server";
import { checkApiConfirmation, confirmBodySchema } from "~/utils/api-password.server";
import { WRONG_CODE_MESSAGE } from "~/utils/auth.server";
import { browserOf, clientOf } from "~/utils/client-address.server";
import { assertNotDemo, requireApiUser } from "~/utils/guards.server";
import { currentSessionId } from "~/utils/session.server";

export const { loader, action } = apiRoute({ POST: start, DELETE: turnOff });

const turnOffSchema = confirmBodySchema.and(twoFactorCodeSchema);

/** The answer of a refused limit, or rethrows anything else. */
function limited(error: unknown) {
  if (error instanceof RateLimitedError) return rateLimitedResponse(error);
  throw error;
}

async function start(args: ActionFunctionArgs) {
  const { request } = args;
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const refused = await checkApiConfirmation(
    user,
    await readJson(request, confirmBodySchema),
    args,
  );
  if (refused) return refused;
  const sessionId = await currentSessionId(request);
  if (!sessionId) return apiError(401, "You are not signed in.");
  const setup = await startTwoFactorSetup(user, sessionId);
  if (!setup.ok) return apiError(409, "Two-step sign-in is already on. Turn it off first.");
  return apiJson({
    secret: setup.secret,
    otpauthUri: setup.otpauthUri,
    expiresAt: setup.expiresAt.toISOString(),
  });
}

async function turnOff(args: ActionFunctionArgs) {
  const { request, context } = args;
  const user = await requireApiUser(request);
  const body = await readJson(request, turnOffSchema);
  const refused = await checkApiConfirmation(user, body, args);
  if (refused) return refused;
  const client = clientOf(context);
  try {
    if (!(await disableTwoFactor(user, body.code, client, browserOf(request))))
      return apiError(400, WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
  } catch (error) {
    return limited(error);
  }
  return new Response(null, { status: 204 });
}
