// POST /api/invitations/{token}/accept {password}: creates the invited person's account in the
// inviting company, signs in and answers 201 with the user. 404 unknown or cancelled, 410 used or
// expired, 409 when the email already has an account or the caller is signed in (a person
// belongs to one company).
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  acceptInvitation,
  acceptInvitationSchema,
  findInvitation,
  invitationForSignedInUser,
} from "~/models/team.server";
import { toApiUser } from "~/models/user.server";
import { consumeRegisterAttempt, RateLimitedError } from "~/services/rate-limit.server";
import {
  apiAction,
  apiError,
  methodNotAllowed,
  rateLimitedResponse,
  readJson,
} from "~/utils/api.server";
import { clientOf } from "~/utils/client-address.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { apiJsonSignedIn, getOptionalUser } from "~/utils/session.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: accept })(args);
}

async function accept({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  const token = params.token ?? "";
  const signedIn = await getOptionalUser(request);
  if (signedIn) {
    const refusal = await invitationForSignedInUser(token, signedIn);
    return apiError(refusal.status, refusal.message);
  }
  const found = await findInvitation(token);
  if (!found.ok) return apiError(found.status, found.message);
  const input = await readJson(request, acceptInvitationSchema);
  try {
    await consumeRegisterAttempt(clientOf(context));
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    throw error;
  }
  const result = await acceptInvitation(token, input);
  if (!result.ok) return apiError(result.status, result.message);
  const body = { ...toApiUser(result.user), teamRole: result.user.teamRole };
  return apiJsonSignedIn(request, result.user.id, body, 201);
}
