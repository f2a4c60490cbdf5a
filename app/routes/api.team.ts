// GET /api/team: the company's name, people and open invitations. Everyone in the company sees
// the name and the people; only owners see invitations and their links. PATCH {companyName}: an
// owner renames the company (403 for a member), as the Team page's "Company name" form does.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { isOwner } from "~/lib/team";
import {
  companyNameSchema,
  getCompanyName,
  getTeam,
  invitationUrl,
  renameCompany,
} from "~/models/team.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

async function read({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const [team, companyName] = await Promise.all([
    getTeam(user.tenantId),
    getCompanyName(user.tenantId),
  ]);
  return apiJson({
    companyName,
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

async function rename({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const { companyName } = await readJson(request, companyNameSchema);
  const result = await renameCompany(user, companyName);
  if (!result.ok) return apiError(result.status, result.message);
  return apiJson({ companyName: result.companyName });
}

export const { loader, action } = apiRoute({ GET: read, PATCH: rename });
