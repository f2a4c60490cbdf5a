// POST /api/user/two-factor: a pending secret to scan; DELETE {code}: turns two-step sign-in off.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  disableTwoFactor,
  startTwoFactorSetup,
  twoFactorCodeSchema,
} from "~/models/two-factor.server";
import { apiAction, apiError, apiJson, methodNotAllowed, readJson } from "~/utils/api.server";
import { assertNotDemo } from "~/utils/guards.server";
import { requireApiUser } from "~/utils/guards.server";
import { WRONG_CODE_MESSAGE } from "~/utils/sign-in.server";

export function loader() {
  return methodNotAllowed(["POST", "DELETE"]);
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: start, DELETE: turnOff })(args);
}

async function start({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const setup = await startTwoFactorSetup(user);
  if (!setup.ok) return apiError(409, "Two-step sign-in is already on. Turn it off first.");
  return apiJson({ secret: setup.secret, otpauthUri: setup.otpauthUri });
}

async function turnOff({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const { code } = await readJson(request, twoFactorCodeSchema);
  if (!(await disableTwoFactor(user.id, code)))
    return apiError(400, WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
  return new Response(null, { status: 204 });
}
