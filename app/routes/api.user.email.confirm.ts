// POST /api/user/email/confirm {token}: 200 with the user (its address confirmed, or the pending
// one now its email); 400 for a bad, used or expired token or an address taken meanwhile.
import type { ActionFunctionArgs } from "@remix-run/node";

import { confirmEmail, confirmEmailSchema } from "~/models/email-confirmation.server";
import { toApiUser } from "~/models/user.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { currentSessionId } from "~/utils/session.server";

export const { loader, action } = apiRoute({ POST: confirm });

async function confirm({ request }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  const { token } = await readJson(request, confirmEmailSchema);
  const result = await confirmEmail(token, await currentSessionId(request));
  if (!result.ok) return apiError(400, result.message, { token: [result.message] });
  return apiJson(toApiUser(result.user));
}
