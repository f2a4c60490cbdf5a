// GET /api/apps/{appId}/modules/{stepName} (docs/product/spec-facts.md §7): one module with id and data. A
// module with no record yet is created as not_started, so that a client has an id to PUT to.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { isStepName, STEP_NAMES } from "~/lib/enums";
import { moduleCopyWarnings } from "~/lib/launch-copy-check";
import { getOrCreateModule } from "~/models/module.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const stepName = params.stepName ?? "";
  if (!isStepName(stepName)) {
    return apiError(404, `Unknown module step. Use one of: ${STEP_NAMES.join(", ")}.`);
  }
  const module = await getOrCreateModule(user.tenantId, params.appId ?? "", stepName);
  if (!module) return apiError(404, "App not found.");
  return apiJson({
    ...module,
    launchCopyWarnings: moduleCopyWarnings(module.stepName, module.data),
  });
}

/** Read only: every other method is a 405. */
export const { loader, action } = apiRoute({ GET: read });
