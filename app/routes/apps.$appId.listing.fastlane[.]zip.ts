// GET /apps/:appId/listing/fastlane.zip: the store listing in every language as a fastlane metadata
// folder (deliver's and supply's trees), with REPORT.txt (fields a store would refuse) and
// README.txt, streamed as it is zipped. A plain link: no script needed.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { METADATA_README, metadataFiles, metadataReport } from "~/lib/fastlane-metadata";
import { listingExport } from "~/models/listing-languages.server";
import { contentDisposition } from "~/services/download.server";
import { metadataZipStream } from "~/services/fastlane-zip.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const data = await listingExport(user.tenantId, params.appId ?? "");
  invariantResponse(data, APP_NOT_FOUND);
  const files = [
    { path: "README.txt", text: METADATA_README },
    { path: "REPORT.txt", text: metadataReport(data.appName, data.listings) },
    ...metadataFiles(data.listings),
  ];
  const slug = data.appName.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "app";
  return new Response(metadataZipStream(files), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(
        `${slug}-fastlane-metadata.zip`,
        "fastlane-metadata.zip",
      ),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
