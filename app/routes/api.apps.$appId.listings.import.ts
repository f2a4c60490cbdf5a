// POST /api/apps/{appId}/listings/import: a fastlane metadata zip (multipart field `file`),
// streamed through readUpload, capped as it arrives: what it holds ({ locales, fields, overLimit, ignored }), saved only with
// `?confirm=1`. A refused zip is 422 with the reason, nothing written. The route takes an upload
// larger than the screen's usual body cap (its edge rule).
import type { ActionFunctionArgs } from "@remix-run/node";

import type { PageHandle } from "~/lib/edge-rules";
import { MAX_UPLOAD_BYTES } from "~/lib/limits";
import { importListingZip } from "~/models/listing-languages.server";
import { getListing } from "~/models/store-listing.server";
import { apiAction, apiError, apiJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";
import { readUpload, UploadRefusal } from "~/utils/uploads.server";

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
  let file;
  try {
    file = (await readUpload(request)).files[0];
  } catch (error) {
    if (error instanceof UploadRefusal) return apiError(error.status, error.message);
    throw error;
  }
  if (!file) return apiError(400, "Choose a zip file to upload, in a field named file.");
  const confirm = new URL(request.url).searchParams.get("confirm") === "1";
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const result = await importListingZip(user.tenantId, params.appId ?? "", bytes, confirm);
  if (!result.ok) return apiError(result.status, result.message);
  return apiJson(result.summary);
}
