// GET /api/apps/{appId}/shares: the app's read-only share links. POST {label, expiresAt?}: a new
// one, 201 {id, url}. Another company's app is a 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { createShareLink, listShareLinks, shareLinkSchema, shareUrl } from "~/models/share.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

const NOT_FOUND = "App not found.";

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const found = await listShareLinks(user.tenantId, params.appId ?? "");
  if (!found) return apiError(404, NOT_FOUND);
  const origin = new URL(request.url).origin;
  return apiJson(
    found.links.map((link) => ({
      id: link.id,
      label: link.label,
      url: shareUrl(origin, link.token),
      expiresAt: link.expiresAt,
      lastViewedAt: link.lastViewedAt,
      viewCount: link.viewCount,
      createdAt: link.createdAt,
    })),
  );
}

export const { loader, action } = apiRoute({ GET: read, POST: create });

async function create({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const appId = params.appId ?? "";
  if (!(await listShareLinks(user.tenantId, appId))) return apiError(404, NOT_FOUND);
  const input = await readJson(request, shareLinkSchema);
  const result = await createShareLink(user, appId, input);
  if (!result.ok) {
    return apiError(
      result.status,
      result.message,
      result.field ? { [result.field]: [result.message] } : undefined,
    );
  }
  return apiJson(
    {
      id: result.link.id,
      label: result.link.label,
      url: shareUrl(new URL(request.url).origin, result.link.token),
      expiresAt: result.link.expiresAt,
    },
    201,
  );
}
