// GET /api/team: the company's people and its open invitations. Everyone in the company sees the
// people; only owners see invitations and their links.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { isOwner } from "~/lib/team";
import { getTeam, invitationUrl } from "~/models/team.server";
import { apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

async function read({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const team = await getTeam(user.tenantId);
  return apiJson({
    members: team.members.map((m) => ({
      id: m.id,
      email: m.email,
      role: m.teamRole,
      createdAt: m.createdAt,
    })),
    invitations: isOwner(user)
      ? team.invitations.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          url: invitationUrl(i.token),
          expiresAt: i.expiresAt,
          expired: i.state === "expired",
          createdAt: i.createdAt,
        }))
      : [],
  });
}

/** Read only: every other method is a 405. */
export const { loader, action } = apiRoute({ GET: read });
