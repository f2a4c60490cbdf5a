// POST /api/invitations/{token}/accept {password}: creates the invited person's account in the
// inviting company, signs in and answers 201 with the user. 404 unknown or cancelled, 410 used or
// expired, 409 when the email already has an account or the caller is signed in (a person
// belongs to one company).
import type { PageHandle } from "~/lib/edge-rules";
import { acceptInvitationSchema, invitationForSignedInUser } from "~/models/team.server";
import { toApiUser } from "~/models/user.server";
import { consumeRegisterAttempt } from "~/services/rate-limit.server";
import { apiError, apiRoute } from "~/utils/api.server";
import {
  acceptInvitation,
  apiJsonSignedIn,
  findInvitation,
  getOptionalUser,
  signInApiAction,
} from "~/utils/auth.server";
import { clientOf } from "~/utils/client-address.server";

/** The link's token is a secret: the request log masks it. */
export const handle = { edge: { token: true } } satisfies PageHandle;

export const action = signInApiAction({
  schema: acceptInvitationSchema,
  async refuseEarly({ request, params }) {
    const token = params.token ?? "";
    const signedIn = await getOptionalUser(request);
    if (signedIn) {
      const refusal = await invitationForSignedInUser(token, signedIn);
      return apiError(refusal.status, refusal.message);
    }
    const found = await findInvitation(token);
    return found.ok ? null : apiError(found.status, found.message);
  },
  async run(input, { request, params, context }) {
    await consumeRegisterAttempt(clientOf(context));
    const result = await acceptInvitation(params.token ?? "", input);
    if (!result.ok) return apiError(result.status, result.message);
    const body = { ...toApiUser(result.user), teamRole: result.user.teamRole };
    return apiJsonSignedIn(request, result.user, body, 201, clientOf(context));
  },
});

export const { loader } = apiRoute({ POST: action });
