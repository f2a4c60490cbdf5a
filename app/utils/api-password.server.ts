// A sensitive change through the JSON API: the signed-in account holder (not the demo) with the
// account's password in the body. Wrong or missing: 400; past the sign-in limits: 429.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  checkAccountPassword,
  passwordBodySchema,
  WRONG_PASSWORD_MESSAGE,
} from "~/models/account-security.server";
import { RateLimitedError } from "~/services/rate-limit.server";

import { apiError, rateLimitedResponse, readJson } from "./api.server";
import { clientOf } from "./client-address.server";
import { assertNotDemo, requireApiUser } from "./guards.server";
import type { PublicUser } from "./session.server";

/** The user once the body's password is right, or the answer that refuses the call. */
export async function requireApiPassword({
  request,
  context,
}: ActionFunctionArgs): Promise<PublicUser | Response> {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const { password } = await readJson(request, passwordBodySchema);
  try {
    if (await checkAccountPassword(user.id, password, clientOf(context))) return user;
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    throw error;
  }
  return apiError(400, WRONG_PASSWORD_MESSAGE, { password: [WRONG_PASSWORD_MESSAGE] });
}
