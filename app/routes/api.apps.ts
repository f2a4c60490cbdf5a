// GET /api/apps (the tenant's apps) and POST /api/apps (create, 201), docs/product/spec-facts.md §7.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { appCreateApiSchema, createApp, listApiApps } from "~/models/app.server";
import { requireApiWritable } from "~/models/subscription.server";
import { apiJson, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson(await listApiApps(user.tenantId));
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request);
  await requireApiWritable(user.tenantId);
  const input = await readJson(request, appCreateApiSchema);
  return apiJson(await createApp(user.tenantId, input), 201);
}
