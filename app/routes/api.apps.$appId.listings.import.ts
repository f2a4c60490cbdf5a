// POST /api/apps/{appId}/listings/import: a fastlane metadata zip (multipart field `file`),
// read whole: what it holds ({ locales, fields, overLimit, ignored }), saved only with
// `?confirm=1`. A refused zip is 422 with the reason, nothing written. The route takes an upload
// larger than the screen's usual body cap (its edge rule).
import type { ActionFunctionArgs } from "@remix-run/node";

import type { PageHandle } from "~/lib/edge-rules";
import { MAX_UPLOAD_BYTES } from "~/lib/limits";
import { importListingZip } from "~/models/listing-languages.server";
import { getListing } from "~/models/store-listing.server";
import { apiAction, apiError, apiJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";
import { uploadedFile } from "~/utils/upload.server";

export const handle = { edge: { maxBodyBytes: MAX_UPLOAD_BYTES } } satisfies PageHandle;

export function loader() {
  return apiError(405, "Use POST with a multipart field named file.");
}

export function action(args: ActionFunctionArgs) {
  return apiAction({ POST: upload })(args);
}

async function upload({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  // Another company's app is 404 before its upload is read.
  if (!(await getListing(user.tenantId, params.appId ?? "")))
    return apiError(404, "App not found.");
  const file = await uploadedFile(request);
  if (!file.ok) return apiError(file.status, file.message);
  const confirm = new URL(request.url).searchParams.get("confirm") === "1";
  const result = await importListingZip(user.tenantId, params.appId ?? "", file.bytes, confirm);
  if (!result.ok) return apiError(result.status, result.message);
  return apiJson(result.summary);
}
