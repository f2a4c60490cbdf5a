// GET /api/admin/tenants?q=&status=&page=: the admin's tenant table as JSON, 20 per page.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { listTenants, parseTenantFilters } from "~/models/tenant-list.server";
import { apiError, apiJson, apiRoute, zodFieldErrors } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/guards.server";

async function read({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  const parsed = parseTenantFilters(new URL(request.url).searchParams);
  if (!parsed.success) {
    return apiError(400, "Some query parameters are invalid.", zodFieldErrors(parsed.error));
  }
  const { tenants, offset: _offset, ...page } = await listTenants(parsed.data);
  return apiJson({ tenants, ...page, q: parsed.data.q, status: parsed.data.status });
}

/** Read only: every other method is a 405. */
export const { loader, action } = apiRoute({ GET: read });
