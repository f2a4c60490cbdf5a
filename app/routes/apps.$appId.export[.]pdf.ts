// GET /apps/:appId/export.pdf: the app's marketing plan as a PDF download (a plain link, so it
// works with JavaScript off). Another tenant's app is a 404.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { safeTimeZone } from "~/lib/dates";
import { collectPlan, planDownloadName, planFileName } from "~/models/plan-export.server";
import { contentDisposition } from "~/services/download.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { renderPlanPdf } from "~/utils/plan-pdf.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const plan = await collectPlan(user.tenantId, params.appId ?? "", safeTimeZone(user.timeZone));
  invariantResponse(plan, APP_NOT_FOUND);
  const pdf = await renderPlanPdf(plan);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(
        planDownloadName(plan, "pdf"),
        planFileName(plan, "pdf"),
      ),
      "Content-Length": String(pdf.length),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
