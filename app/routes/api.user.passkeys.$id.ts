// PATCH /api/user/passkeys/{id} {name}: renames one of the user's passkeys (200 with it).
// DELETE {password} or {assertion} (a passkey's answer to /api/user/confirm/options): removes it
// (204); it no longer signs in, and the owner is emailed. 400 without the proof or with a wrong
// one (counted as a failed sign-in). Another user's passkey, or none: 404.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  deletePasskey,
  listPasskeys,
  passkeyBelongsTo,
  passkeyNameSchema,
  renamePasskey,
} from "~/models/passkey.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { checkApiConfirmation, confirmBodySchema } from "~/utils/api-password.server";
import { browserOf } from "~/utils/client-address.server";
import { assertNotDemo, requireApiUser } from "~/utils/guards.server";

const NOT_FOUND = "There is no such passkey on your account.";

export const { loader, action } = apiRoute({ PATCH: rename, DELETE: remove });

async function rename({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const { name } = await readJson(request, passkeyNameSchema);
  const id = params.id ?? "";
  if (!(await renamePasskey(user.id, id, name))) return apiError(404, NOT_FOUND);
  const passkey = (await listPasskeys(user.id)).find((key) => key.id === id);
  return apiJson({ passkey });
}

async function remove(args: ActionFunctionArgs) {
  const { request, params } = args;
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  // Another user's passkey is 404 whatever the body; the delete below still decides.
  if (!(await passkeyBelongsTo(user.id, params.id ?? ""))) return apiError(404, NOT_FOUND);
  const refused = await checkApiConfirmation(
    user,
    await readJson(request, confirmBodySchema),
    args,
  );
  if (refused) return refused;
  const removed = await deletePasskey(user, params.id ?? "", browserOf(request));
  if (!removed) return apiError(404, NOT_FOUND);
  return new Response(null, { status: 204 });
}
