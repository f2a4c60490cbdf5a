// POST /api/user/email/resend: 202 {to}, the confirmation link sent again (the pending change's,
// or the welcome one of an unconfirmed address); {to: null} when nothing waits; 429 past the limit.
import type { ActionFunctionArgs } from "@remix-run/node";

import { DEMO_RESTRICTED_MESSAGE, isDemoUser } from "~/models/demo.server";
import { resendConfirmation } from "~/models/email-confirmation.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { clientOf } from "~/utils/client-address.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ POST: resend });

async function resend({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (await isDemoUser(user)) return apiError(403, DEMO_RESTRICTED_MESSAGE);
  const result = await resendConfirmation(user.id, clientOf(context));
  if (!result.ok) return apiError(429, result.message);
  return apiJson({ to: result.to }, 202);
}
