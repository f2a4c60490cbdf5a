// POST /api/team/invitations {email, role}: an owner invites someone; 201 {id, url, expiresAt}.
// The invitation is emailed when SMTP is configured; the url is always in the answer. An email
// with an account in another company gets the same 201 (its link tells the invitee); 429 with
// Retry-After past the company's invitation limits.
import type { ActionFunctionArgs } from "@remix-run/node";

import { isOwner, OWNER_ONLY_MESSAGE } from "~/lib/team";
import { createInvitation, invitationUrl, inviteSchema } from "~/models/team.server";
import { mailConfigured } from "~/services/mail.server";
import { retryAfterHeader } from "~/services/rate-limit.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

export const { loader, action } = apiRoute({ POST: invite });

async function invite({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  // A member is told 403 before anything about the body.
  if (!isOwner(user)) return apiError(403, OWNER_ONLY_MESSAGE);
  const input = await readJson(request, inviteSchema);
  const result = await createInvitation(user, input);
  if (!result.ok) {
    const response = apiError(
      result.status,
      result.message,
      result.field ? { [result.field]: [result.message] } : undefined,
    );
    for (const [name, value] of Object.entries(retryAfterHeader(result))) {
      response.headers.set(name, value);
    }
    return response;
  }
  const { invitation } = result;
  const url = invitationUrl(invitation.token);
  return apiJson(
    {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      url,
      expiresAt: invitation.expiresAt,
      emailed: mailConfigured(),
    },
    201,
  );
}
