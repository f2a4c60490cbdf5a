// POST /api/user/two-factor/recovery-codes {password}: ten new recovery codes (the old ones stop
// working), shown this once; 409 when two-step sign-in is off; the password as for every
// sensitive change (400 without it or when wrong, 429 past the sign-in limits).
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  checkAccountPassword,
  passwordBodySchema,
  sendSecurityNotice,
  WRONG_PASSWORD_MESSAGE,
} from "~/models/account-security.server";
import { renewRecoveryCodes } from "~/models/two-factor.server";
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
import { assertNotDemo, requireApiUser } from "~/utils/guards.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: renew })(args);
}

async function renew({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const { password } = await readJson(request, passwordBodySchema);
  try {
    if (!(await checkAccountPassword(user.id, password, clientOf(context))))
      return apiError(400, WRONG_PASSWORD_MESSAGE, { password: [WRONG_PASSWORD_MESSAGE] });
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    throw error;
  }
  const recoveryCodes = await renewRecoveryCodes(user.id);
  if (!recoveryCodes) return apiError(409, "Two-step sign-in is off: there are no recovery codes.");
  await sendSecurityNotice(
    user,
    { kind: "recovery-codes-renewed" },
    { browser: browserOf(request) },
  );
  return apiJson({ recoveryCodes });
}
