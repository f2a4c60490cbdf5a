// POST /api/passkeys/authentication {response}: signs in with the browser's answer to a challenge
// from /api/passkeys/authentication-options. 200 with the user and a session cookie; a passkey
// checks the person (face, fingerprint, PIN), so no two-step code follows. 400 for a spent or
// expired challenge, 401 for a passkey that is not on an account or does not verify, 429 past
// the sign-in limits.
import { z } from "zod";

import { PasskeyError } from "~/models/passkey.server";
import { toApiUser } from "~/models/user.server";
import { apiError, apiRoute } from "~/utils/api.server";
import { apiJsonSignedIn, signInApiAction, signInWithPasskey } from "~/utils/auth.server";
import { clientOf } from "~/utils/client-address.server";

const bodySchema = z.object({ response: z.unknown() });

export const action = signInApiAction({
  schema: bodySchema,
  async run({ response }, { request, context }) {
    const client = clientOf(context);
    const user = await signInWithPasskey(client, response);
    // No password was typed: a sensitive change asks for it ("Confirm it's you").
    return apiJsonSignedIn(request, user, toApiUser(user), 200, client, null);
  },
  refusal(error) {
    if (error instanceof PasskeyError) return apiError(error.status, error.message);
  },
});

export const { loader } = apiRoute({ POST: action });
