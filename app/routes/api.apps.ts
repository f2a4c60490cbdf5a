// GET /api/apps (the tenant's apps) and POST /api/apps (create, 201), docs/product/spec-facts.md §7.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { appCreateApiSchema, createApp, listApiApps } from "~/models/app.server";
import { apiJson, apiRoute, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

async function read({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson(await listApiApps(user.tenantId));
}

export const { loader, action } = apiRoute({ GET: read, POST: create });

/** After a trial, createApp's refusal (the model's write gate) is apiAction's 403. */
async function create({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const input = await readJson(request, appCreateApiSchema);
  return apiJson(await createApp(user.tenantId, input), 201);
}
