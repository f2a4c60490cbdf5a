// POST /api/user/two-factor/enable {code, password} (or {code, assertion}, a passkey's answer to
// /api/user/confirm/options): confirms the pending secret this session started in the last 15
// minutes; the recovery codes, once. 400 without the password or with a wrong one or a wrong code;
// 409 when no live setup of this session is pending.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  enableTwoFactor,
  NOT_STARTED_MESSAGE,
  twoFactorCodeSchema,
} from "~/models/two-factor.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { checkApiConfirmation, confirmBodySchema } from "~/utils/api-password.server";
import { WRONG_CODE_MESSAGE } from "~/utils/auth.server";
import { browserOf } from "~/utils/client-address.server";
import { assertNotDemo, requireApiUser } from "~/utils/guards.server";
import { currentSessionId } from "~/utils/session.server";

const enableSchema = twoFactorCodeSchema.and(confirmBodySchema);

export const { loader, action } = apiRoute({ POST: enable });

async function enable(args: ActionFunctionArgs) {
  const { request } = args;
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const body = await readJson(request, enableSchema);
  const refused = await checkApiConfirmation(user, body, args);
  if (refused) return refused;
  const sessionId = await currentSessionId(request);
  const result = await enableTwoFactor(user, body.code, sessionId, browserOf(request));
  if (result.ok) return apiJson({ recoveryCodes: result.recoveryCodes });
  if (result.reason === "not-started") return apiError(409, NOT_STARTED_MESSAGE);
  return apiError(400, WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
}
