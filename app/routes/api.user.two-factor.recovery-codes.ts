// POST /api/user/two-factor/recovery-codes {password}: ten new recovery codes (the old ones stop
// working), shown this once; 409 when two-step sign-in is off; the password as for every
// sensitive change (400 without it or when wrong, 429 past the sign-in limits).
import type { ActionFunctionArgs } from "@remix-run/node";

import { sendSecurityNotice } from "~/models/account-security.server";
import { renewRecoveryCodes } from "~/models/two-factor.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { requireApiPassword } from "~/utils/api-password.server";
import { browserOf } from "~/utils/client-address.server";

export const { loader, action } = apiRoute({ POST: renew });

async function renew(args: ActionFunctionArgs) {
  const user = await requireApiPassword(args);
  if (user instanceof Response) return user;
  const recoveryCodes = await renewRecoveryCodes(user.id);
  if (!recoveryCodes) return apiError(409, "Two-step sign-in is off: there are no recovery codes.");
  await sendSecurityNotice(
    user,
    { kind: "recovery-codes-renewed" },
    { browser: browserOf(args.request) },
  );
  return apiJson({ recoveryCodes });
}
