// The context of a page about one app: the signed-in user and that app of their company, or a
// 404 ("This app doesn't exist or isn't yours") before the posted body is read.
import type { ActionFunctionArgs } from "@remix-run/node";

import { getApp } from "~/models/app.server";

import { requireUser } from "./guards.server";
import { APP_NOT_FOUND, invariantResponse } from "./http";
import { type PublicUser } from "./session.server";

export type UserAppContext = { user: PublicUser; app: { id: string; name: string } };

export async function requireUserApp({
  request,
  params,
}: Pick<ActionFunctionArgs, "request" | "params">): Promise<UserAppContext> {
  const user = await requireUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  return { user, app: { id: app.id, name: app.name } };
}
