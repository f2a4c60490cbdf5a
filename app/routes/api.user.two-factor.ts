// POST /api/user/two-factor {password}: a pending secret to scan; DELETE {password, code}: turns
// two-step sign-in off. Both need the account's password in the body (a held session alone can
// neither enrol another authenticator nor remove this one); wrong passwords and wrong codes count
// as failed sign-ins, 429 with Retry-After past the limits.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  checkAccountPassword,
  passwordBodySchema,
  WRONG_PASSWORD_MESSAGE,
} from "~/models/account-security.server";
import {
  disableTwoFactor,
  startTwoFactorSetup,
  twoFactorCodeSchema,
} from "~/models/two-factor.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import {
  apiAction,
  apiError,
  apiJson,
  methodNotAllowed,
  rateLimitedResponse,
  readJson,
} from "~/utils/api.server";
import { browserOf, clientOf } from "~/utils/client-address.server";
import { assertNotDemo } from "~/utils/guards.server";
import { requireApiUser } from "~/utils/guards.server";
import { WRONG_CODE_MESSAGE } from "~/utils/sign-in.server";

export function loader() {
  return methodNotAllowed(["POST", "DELETE"]);
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: start, DELETE: turnOff })(args);
}

const turnOffSchema = passwordBodySchema.and(twoFactorCodeSchema);

/** The answer of a refused limit, or rethrows anything else. */
function limited(error: unknown) {
  if (error instanceof RateLimitedError) return rateLimitedResponse(error);
  throw error;
}

const wrongPassword = () =>
  apiError(400, WRONG_PASSWORD_MESSAGE, { password: [WRONG_PASSWORD_MESSAGE] });

async function start({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const { password } = await readJson(request, passwordBodySchema);
  try {
    if (!(await checkAccountPassword(user.id, password, clientOf(context)))) return wrongPassword();
  } catch (error) {
    return limited(error);
  }
  const setup = await startTwoFactorSetup(user);
  if (!setup.ok) return apiError(409, "Two-step sign-in is already on. Turn it off first.");
  return apiJson({ secret: setup.secret, otpauthUri: setup.otpauthUri });
}

async function turnOff({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const { password, code } = await readJson(request, turnOffSchema);
  const client = clientOf(context);
  try {
    if (!(await checkAccountPassword(user.id, password, client))) return wrongPassword();
    if (!(await disableTwoFactor(user, code, client, browserOf(request))))
      return apiError(400, WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
  } catch (error) {
    return limited(error);
  }
  return new Response(null, { status: 204 });
}
