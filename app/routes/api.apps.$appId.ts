// GET, PUT and DELETE /api/apps/{appId}, docs/product/spec-facts.md §7. Another tenant's app is 404 on every
// method, checked before anything else so that nothing about it leaks.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { appUpdateApiSchema, deleteApp, getApp, updateApp } from "~/models/app.server";
import { saveSimpleWizardAnswers } from "~/models/wizard.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

const NOT_FOUND = "App not found.";

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const app = await getApp(user.tenantId, params.appId ?? "");
  if (!app) return apiError(404, NOT_FOUND);
  return apiJson(app);
}

// After a trial the model functions refuse the write (WriteBlockedError), which apiAction
// answers with a JSON 403 and the reason.
export const { loader, action } = apiRoute({ GET: read, PUT: update, DELETE: remove });

/** The signed-in user and the app's id, or a 404 before anything else for another tenant's app. */
async function ownApp(request: Request, appId: string | undefined) {
  const user = await requireApiUser(request);
  if (!(await getApp(user.tenantId, appId ?? ""))) throw apiError(404, NOT_FOUND);
  return { user, appId: appId ?? "" };
}

async function remove({ request, params }: ActionFunctionArgs) {
  const { user, appId } = await ownApp(request, params.appId);
  if (!(await deleteApp(user.tenantId, appId))) return apiError(404, NOT_FOUND);
  return new Response(null, { status: 204 });
}

async function update({ request, params }: ActionFunctionArgs) {
  const { user, appId } = await ownApp(request, params.appId);
  const { wizardAnswers, progress, ...details } = await readJson(request, appUpdateApiSchema);
  if (wizardAnswers !== undefined && progress !== undefined) {
    const saved = await saveSimpleWizardAnswers(user.tenantId, appId, wizardAnswers, progress);
    if (!saved.ok) {
      return saved.status === 400
        ? apiError(400, saved.message, saved.errors)
        : apiError(404, NOT_FOUND);
    }
  }
  const changes = Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length > 0) {
    if (!(await updateApp(user.tenantId, appId, changes))) return apiError(404, NOT_FOUND);
  }
  const app = await getApp(user.tenantId, appId);
  if (!app) return apiError(404, NOT_FOUND);
  return apiJson(app);
}
