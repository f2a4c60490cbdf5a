// A sensitive change through the JSON API: the signed-in account holder (not the demo) who proves
// it is them in the body, with the account's password or a passkey assertion (a challenge from
// POST /api/user/confirm/options). Missing or wrong: 400; past the sign-in limits: 429.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { PASSWORD_MAX } from "~/lib/limits";
import { checkAccountPassword, WRONG_PASSWORD_MESSAGE } from "~/models/account-security.server";
import {
  confirmWithPasskey,
  PASSKEY_NOT_CONFIRMED_MESSAGE,
  PasskeyError,
} from "~/models/passkey.server";
import { RateLimitedError } from "~/services/rate-limit.server";

import { apiError, rateLimitedResponse, readJson } from "./api.server";
import { clientOf } from "./client-address.server";
import { assertNotDemo, requireApiUser } from "./guards.server";
import type { PublicUser } from "./session.server";

/** The proof fields a sensitive API change takes beside its own: one of the two. */
export const confirmBodySchema = z.object({
  password: z.string().max(PASSWORD_MAX, WRONG_PASSWORD_MESSAGE).optional(),
  assertion: z.unknown().optional(),
});

export type ConfirmBody = z.output<typeof confirmBodySchema>;

const ENTER_PASSWORD = "Enter your password (or confirm with a passkey: send `assertion`).";

/**
 * Null when the body proves it is `user` (the password, or a passkey assertion of theirs for a
 * live confirm challenge), else the answer that refuses the call. Either kind of failure counts
 * as a failed sign-in of the account.
 */
export async function checkApiConfirmation(
  user: PublicUser,
  body: ConfirmBody,
  { context }: Pick<ActionFunctionArgs, "context">,
): Promise<Response | null> {
  const client = clientOf(context);
  try {
    if (body.assertion !== undefined && body.assertion !== null && body.assertion !== "") {
      if (await confirmWithPasskey(user, client, body.assertion)) return null;
      return apiError(400, PASSKEY_NOT_CONFIRMED_MESSAGE, {
        assertion: [PASSKEY_NOT_CONFIRMED_MESSAGE],
      });
    }
    if (!body.password) return apiError(400, ENTER_PASSWORD, { password: [ENTER_PASSWORD] });
    if (await checkAccountPassword(user.id, body.password, client)) return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    if (error instanceof PasskeyError) return apiError(error.status, error.message);
    throw error;
  }
  return apiError(400, WRONG_PASSWORD_MESSAGE, { password: [WRONG_PASSWORD_MESSAGE] });
}

/** The user once the body proves it is them (password or passkey), or the refusing answer. */
export async function requireApiPassword(args: ActionFunctionArgs): Promise<PublicUser | Response> {
  const user = await requireApiUser(args.request);
  await assertNotDemo(user, "json");
  const body = await readJson(args.request, confirmBodySchema);
  return (await checkApiConfirmation(user, body, args)) ?? user;
}
