// POST /api/user/email {email, password}: 202 {pendingEmail}; the account keeps its address until
// the link sent to the new one is opened; 429 past the sign-in limits (wrong passwords count). DELETE /api/user/email: 204, cancels a pending change.
import type { ActionFunctionArgs } from "@remix-run/node";

import { checkAccountPassword, WRONG_PASSWORD_MESSAGE } from "~/models/account-security.server";
import { DEMO_RESTRICTED_MESSAGE, isDemoUser } from "~/models/demo.server";
import {
  apiChangeEmailSchema,
  cancelEmailChange,
  requestEmailChange,
} from "~/models/email-confirmation.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import { apiError, apiJson, apiRoute, rateLimitedResponse, readJson } from "~/utils/api.server";
import { browserOf, clientOf } from "~/utils/client-address.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ POST: change, DELETE: cancel });

async function change({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (await isDemoUser(user)) return apiError(403, DEMO_RESTRICTED_MESSAGE);
  const input = await readJson(request, apiChangeEmailSchema);
  const client = clientOf(context);
  const result = await checkAccountPassword(user.id, input.password, client)
    .then((owner) =>
      owner
        ? requestEmailChange(user.id, { email: input.email }, client, browserOf(request))
        : ({ ok: false, field: "password", message: WRONG_PASSWORD_MESSAGE } as const),
    )
    .catch((error: unknown) => {
      if (error instanceof RateLimitedError) return error;
      throw error;
    });
  if (result instanceof RateLimitedError) return rateLimitedResponse(result);
  if (!result.ok) {
    return apiError(result.field === "password" ? 403 : 400, result.message, {
      [result.field]: [result.message],
    });
  }
  return apiJson({ pendingEmail: result.pendingEmail }, 202);
}

async function cancel({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  await cancelEmailChange(user.id);
  return new Response(null, { status: 204 });
}
