// PUT /api/modules/{moduleId} with {status, data} (docs/product/spec-facts.md §7): the same validation, locking
// and progress rules as the wizard page, through saveModule. GET returns the module.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { type FieldErrors } from "~/lib/field-errors";
import { moduleCopyWarnings } from "~/lib/launch-copy-check";
import { getModuleById, saveModule } from "~/models/module.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { idempotent } from "~/utils/api-idempotency.server";
import { requireApiUser } from "~/utils/guards.server";

const NOT_FOUND = "Module not found.";

// status and data are checked by saveModule, so the page and the API give the same messages.
const putBodySchema = z.object(
  { status: z.unknown(), data: z.unknown() },
  { error: "Send a JSON object with status and data" },
);

/** Field errors about the data's fields are keyed data.<field>, matching the request body. */
function bodyErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [
      key === "status" || key === "data" ? key : `data.${key}`,
      messages,
    ]),
  );
}

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const module = await getModuleById(user.tenantId, params.moduleId ?? "");
  if (!module) return apiError(404, NOT_FOUND);
  return apiJson({
    ...module,
    launchCopyWarnings: moduleCopyWarnings(module.stepName, module.data),
  });
}

export const { loader, action } = apiRoute({ GET: read, PUT: idempotent(save) });

/** After a trial, saveModule's refusal (the model's write gate) is apiAction's 403. */
async function save({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const existing = await getModuleById(user.tenantId, params.moduleId ?? "");
  if (!existing) return apiError(404, NOT_FOUND);
  const body = await readJson(request, putBodySchema);

  const result = await saveModule(user.tenantId, existing.appId, existing.stepName, body, {
    timeZone: user.timeZone,
  });
  if (!result.ok) {
    if (result.status === 400) return apiError(400, result.message, bodyErrors(result.errors));
    return apiError(result.status, result.status === 404 ? NOT_FOUND : result.message);
  }
  // The Product Hunt copy check never blocks a save; its warnings come with the saved module.
  return apiJson({
    ...result.module,
    appProgress: result.progress,
    launchCopyWarnings: moduleCopyWarnings(result.module.stepName, result.module.data),
  });
}
