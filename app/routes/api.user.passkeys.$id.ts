// PATCH /api/user/passkeys/{id} {name}: renames one of the user's passkeys (200 with it).
// DELETE: removes it (204); it no longer signs in, and the owner is emailed. Another user's
// passkey, or none: 404.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  deletePasskey,
  listPasskeys,
  passkeyNameSchema,
  renamePasskey,
} from "~/models/passkey.server";
import { apiAction, apiError, apiJson, methodNotAllowed, readJson } from "~/utils/api.server";
import { browserOf } from "~/utils/client-address.server";
import { assertNotDemo, requireApiUser } from "~/utils/guards.server";

const NOT_FOUND = "There is no such passkey on your account.";

export function loader() {
  return methodNotAllowed(["PATCH", "DELETE"]);
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ PATCH: rename, DELETE: remove })(args);
}

async function rename({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const { name } = await readJson(request, passkeyNameSchema);
  const id = params.id ?? "";
  if (!(await renamePasskey(user.id, id, name))) return apiError(404, NOT_FOUND);
  const passkey = (await listPasskeys(user.id)).find((key) => key.id === id);
  return apiJson({ passkey });
}

async function remove({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await assertNotDemo(user, "json");
  const removed = await deletePasskey(user, params.id ?? "", browserOf(request));
  if (!removed) return apiError(404, NOT_FOUND);
  return new Response(null, { status: 204 });
}
