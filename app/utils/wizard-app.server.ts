// Both wizards open only for one of the tenant's apps that has a category: their examples and
// rules depend on it.
import type { AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";

import { isCategoryId } from "~/lib/enums";
import { getApp } from "~/models/app.server";

import { requireUser } from "./guards.server";
import { APP_NOT_FOUND, invariantResponse } from "./http";
import { redirectWithInfoToast } from "./toast.server";

export const STEP_NOT_FOUND = "This step doesn't exist";

/**
 * The tenant's app (404 when missing or another tenant's); without a category, a redirect to
 * pick one, with `whyCategory` as the toast's description.
 */
export async function requireAppWithCategory(tenantId: string, appId: string, whyCategory: string) {
  const app = await getApp(tenantId, appId);
  invariantResponse(app, APP_NOT_FOUND);
  if (!isCategoryId(app.category)) {
    throw await redirectWithInfoToast(`/app-category/${app.id}`, {
      title: "Pick a category first",
      description: whyCategory,
    });
  }
  return { ...app, category: app.category };
}

/**
 * The signed-in user and the wizard's app (params.appId): one context for loader and actions.
 * With the load context (the actions), a save whose session ended is kept for the sign-in.
 */
export async function requireUserAppWithCategory(
  { request, params, context }: { request: Request; params: Params; context?: AppLoadContext },
  whyCategory: string,
) {
  const user = await requireUser(request, context);
  const app = await requireAppWithCategory(user.tenantId, params.appId ?? "", whyCategory);
  return { user, app };
}
