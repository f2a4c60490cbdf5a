// GET /api/apps (the tenant's apps) and POST /api/apps (create, 201), docs/product/spec-facts.md §7.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { appCreateApiSchema, createApp, listApiApps } from "~/models/app.server";
import { apiAction, apiJson, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson(await listApiApps(user.tenantId));
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: create }, { allow: ["GET"] })(args);
}

/** After a trial, createApp's refusal (the model's write gate) is apiAction's 403. */
async function create({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const input = await readJson(request, appCreateApiSchema);
  return apiJson(await createApp(user.tenantId, input), 201);
}
