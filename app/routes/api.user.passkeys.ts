// GET /api/user/passkeys: the signed-in user's passkeys (id, name, createdAt, lastUsedAt, synced).
// POST {name, response}: adds the passkey the browser made for a challenge from
// /api/user/passkeys/registration-options (that call took the password). 201 with the passkey;
// 400 for a spent challenge or an unusable passkey, 409 at the limit of passkeys. The owner is
// emailed. The demo account: 403.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { addPasskey, listPasskeys, PasskeyError, passkeyNameSchema } from "~/models/passkey.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { browserOf } from "~/utils/client-address.server";
import { assertNotDemo, requireApiUser } from "~/utils/guards.server";

async function read({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson({ passkeys: await listPasskeys(user.id) });
}

export const { loader, action } = apiRoute({ GET: read, POST: add });

const addSchema = passkeyNameSchema.extend({ response: z.unknown() });

async function add({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const input = await readJson(request, addSchema);
  try {
    const passkey = await addPasskey(user, input, browserOf(request));
    return apiJson({ passkey }, 201);
  } catch (error) {
    if (error instanceof PasskeyError) return apiError(error.status, error.message);
    throw error;
  }
}
