// PUT /api/user/password {currentPassword, newPassword, removePasskeys?, keepShareLinks?}: 204
// (every session signed in before it, on any device, is ended by the new security stamp; the
// calendar feeds the person made get new addresses; the share links they made are revoked unless
// keepShareLinks is true); the session in use
// stays signed in, every other session ends, a pending email change, every unused emailed link
// and a pending two-step setup are cancelled, the passkeys are removed unless removePasskeys is
// false (they sign in without the password), and the owner is told by email, with the names of
// the passkeys that still sign in. 400 for a wrong current password (counted as a failed sign-in;
// 429 with Retry-After past the limits) or a new password the rules refuse.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { DEMO_RESTRICTED_MESSAGE, isDemoUser } from "~/models/demo.server";
import { changePassword, changePasswordSchema } from "~/models/profile.server";
import { RateLimitedError } from "~/services/rate-limit.server";
import {
  apiError,
  apiRoute,
  rateLimitedResponse,
  readJson,
  zodFieldErrors,
} from "~/utils/api.server";
import { browserOf, clientOf } from "~/utils/client-address.server";
import { requireApiUser } from "~/utils/guards.server";
import { currentSessionId } from "~/utils/session.server";

const bodySchema = z.object({
  currentPassword: z.string({ error: "Enter your current password" }),
  newPassword: z.string({ error: "Enter a new password" }),
  removePasskeys: z.boolean({ error: "removePasskeys must be true or false" }).default(true),
  keepShareLinks: z.boolean({ error: "keepShareLinks must be true or false" }).default(false),
});

export const { loader, action } = apiRoute({ PUT: change });

async function change({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (await isDemoUser(user)) return apiError(403, DEMO_RESTRICTED_MESSAGE);
  const body = await readJson(request, bodySchema);
  // The page's rules, the repeat field being the new password itself.
  const parsed = changePasswordSchema.safeParse({ ...body, confirmPassword: body.newPassword });
  if (!parsed.success) {
    return apiError(400, parsed.error.issues[0].message, zodFieldErrors(parsed.error));
  }
  const result = await changePassword(
    user.id,
    await currentSessionId(request),
    { ...parsed.data, removePasskeys: body.removePasskeys, keepShareLinks: body.keepShareLinks },
    clientOf(context),
    browserOf(request),
  ).catch((error: unknown) => {
    if (error instanceof RateLimitedError) return error;
    throw error;
  });
  if (result instanceof RateLimitedError) return rateLimitedResponse(result);
  if (!result.ok) return apiError(400, result.message, { [result.field]: [result.message] });
  return new Response(null, { status: 204 });
}
