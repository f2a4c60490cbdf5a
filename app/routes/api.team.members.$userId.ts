// PATCH /api/team/members/{userId} {role}: an owner changes a role. DELETE: an owner removes a
// person, or anyone leaves (their own id). Never the last owner (409).
import type { ActionFunctionArgs } from "@remix-run/node";

import { changeMemberRole, removeMember, roleChangeSchema } from "~/models/team.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { destroyUserSession } from "~/utils/auth.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ PATCH: changeRole, DELETE: remove });

async function remove({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const result = await removeMember(user, params.userId ?? "");
  if (!result.ok) return apiError(result.status, result.message);
  const headers = new Headers();
  if (result.self) headers.append("Set-Cookie", await destroyUserSession(request));
  return new Response(null, { status: 204, headers });
}

async function changeRole({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const userId = params.userId ?? "";
  const { role } = await readJson(request, roleChangeSchema);
  const result = await changeMemberRole(user, userId, role);
  if (!result.ok) {
    return apiError(
      result.status,
      result.message,
      result.field ? { [result.field]: [result.message] } : undefined,
    );
  }
  return apiJson({ id: userId, email: result.email, role: result.role });
}
