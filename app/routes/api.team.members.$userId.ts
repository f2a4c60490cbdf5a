// PATCH /api/team/members/{userId} {role}: an owner changes a role. DELETE: an owner removes a
// person, or anyone leaves (their own id). Never the last owner (409).
import type { ActionFunctionArgs } from "@remix-run/node";

import { changeMemberRole, removeMember, roleChangeSchema } from "~/models/team.server";
import { apiError, apiJson, methodNotAllowed, readJson } from "~/utils/api.server";
import { destroyUserSession, requireApiUser } from "~/utils/auth.server";

export function loader() {
  return methodNotAllowed(["PATCH", "DELETE"]);
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    return methodNotAllowed(["PATCH", "DELETE"]);
  }
  const user = await requireApiUser(request);
  const userId = params.userId ?? "";
  if (request.method === "DELETE") {
    const result = await removeMember(user, userId);
    if (!result.ok) return apiError(result.status, result.message);
    const headers = new Headers();
    if (result.self) headers.append("Set-Cookie", await destroyUserSession(request));
    return new Response(null, { status: 204, headers });
  }
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
