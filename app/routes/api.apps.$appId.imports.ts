// GET and POST /api/apps/{appId}/imports: the app's imported store and analytics files
// (docs/store-reports.md). POST takes multipart/form-data, one or more `file` fields (and
// `product`: which app of a multi-app report is this one); every file is read before anything is
// written, so a refusal (422 naming what was expected and found, with the line) writes nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import type { PageHandle } from "~/lib/edge-rules";
import { MAX_UPLOAD_BYTES } from "~/lib/limits";
import { importResults, listImports } from "~/models/results.server";
import { apiError, apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";
import { readUpload, UploadRefusal } from "~/utils/uploads.server";

const NOT_FOUND = "App not found.";

/** The edge lets this route's uploads past the 1 MiB cap, up to the upload cap. */
export const handle: PageHandle = { edge: { maxBodyBytes: MAX_UPLOAD_BYTES } };

export const { loader, action } = apiRoute({ GET: read, POST: upload });

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const imports = await listImports(user.tenantId, params.appId ?? "");
  if (!imports) return apiError(404, NOT_FOUND);
  return apiJson({ imports });
}

async function upload({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const appId = params.appId ?? "";
  if (!(await listImports(user.tenantId, appId))) return apiError(404, NOT_FOUND);
  let files;
  let product: string | undefined;
  try {
    const upload = await readUpload(request);
    files = upload.files;
    product = upload.fields.get("product")?.trim() || undefined;
  } catch (error) {
    if (error instanceof UploadRefusal) return apiError(error.status, error.message);
    throw error;
  }
  const result = await importResults(user.tenantId, appId, files, {
    product,
    weekStartsOn: user.weekStart === 0 ? 0 : 1,
  });
  if (result.ok) return apiJson({ imports: result.imports }, 201);
  if (result.status === 404) return apiError(404, NOT_FOUND);
  if (result.status === 409) {
    return Response.json(
      {
        message: `${result.message} Send it again with product set to one of: ${result.choose.products.map((p) => p.id).join(", ")}.`,
        errors: { product: ["Choose which app of the report is this one."] },
        products: result.choose.products,
      },
      { status: 422, headers: { "Cache-Control": "no-store" } },
    );
  }
  const errors = result.refusals.length
    ? { file: result.refusals.map((r) => `${r.fileName}: ${r.message}`) }
    : { file: [result.message] };
  return apiError(422, result.message, errors);
}
