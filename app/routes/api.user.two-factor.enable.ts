// POST /api/user/two-factor/enable {code}: confirms the pending secret; the recovery codes, once.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  enableTwoFactor,
  NOT_STARTED_MESSAGE,
  twoFactorCodeSchema,
} from "~/models/two-factor.server";
import { apiAction, apiError, apiJson, methodNotAllowed, readJson } from "~/utils/api.server";
import { browserOf } from "~/utils/client-address.server";
import { assertNotDemo } from "~/utils/guards.server";
import { requireApiUser } from "~/utils/guards.server";
import { WRONG_CODE_MESSAGE } from "~/utils/sign-in.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: enable })(args);
}

async function enable({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const { code } = await readJson(request, twoFactorCodeSchema);
  const result = await enableTwoFactor(user, code, browserOf(request));
  if (result.ok) return apiJson({ recoveryCodes: result.recoveryCodes });
  if (result.reason === "not-started") return apiError(409, NOT_STARTED_MESSAGE);
  return apiError(400, WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
}
