// POST /api/password/forgot {email}: 202 {"ok": true} for every address (no enumeration); a reset
// link is emailed in the background to a real, active account within the limits.
import type { ActionFunctionArgs } from "@remix-run/node";

import { apiJson, apiRoute, readJson } from "~/utils/api.server";
import { forgotPasswordSchema, requestPasswordReset } from "~/utils/auth.server";
import { clientOf } from "~/utils/client-address.server";
import { assertSameOrigin } from "~/utils/csrf.server";

export const { loader, action } = apiRoute({ POST: forgot });

async function forgot({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, "json");
  const { email } = await readJson(request, forgotPasswordSchema);
  await requestPasswordReset(email, clientOf(context));
  return apiJson({ ok: true }, 202);
}
