// GET /api/apps/{appId}/drafts: the launch drafts written from the app's answers, with the
// maker's saved edits, the answers each used and the ones still missing.
// PUT /api/apps/{appId}/drafts {draftId, text, basedOn?}: the page's "Save draft" (text) and
// "Back to the generated draft" (text null), through saveDraft like the page; with an
// Idempotency-Key it is applied once, and `basedOn` (the draft's `savedAt` as read) answers 409
// with the draft as it is now when it was saved elsewhere since.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { getDrafts, saveDraft } from "~/models/drafts.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { idempotent } from "~/utils/api-idempotency.server";
import { requireApiUser } from "~/utils/guards.server";

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const drafts = await getDrafts(user.tenantId, params.appId ?? "");
  if (!drafts) return apiError(404, "App not found.");
  return apiJson({ drafts });
}

// The text's own rules (its length) are saveDraft's, so the page and the API say the same.
const putBodySchema = z.strictObject(
  {
    draftId: z.string({ error: "Name the draft (draftId)." }).min(1, "Name the draft (draftId)."),
    text: z.union([z.string(), z.null()], {
      error: "Send the draft's text, or null to go back to the generated draft.",
    }),
    basedOn: z.iso
      .datetime({ offset: true, error: "basedOn is the draft's savedAt, an ISO time." })
      .nullish(),
  },
  { error: "Send a JSON object with draftId and text" },
);

async function save({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const appId = params.appId ?? "";
  const body = await readJson(request, putBodySchema);
  const result = await saveDraft(user.tenantId, appId, body.draftId, body.text, new Date(), {
    claim: null,
    basedOn: body.basedOn ? new Date(body.basedOn) : null,
  });
  if (result.ok) {
    const drafts = await getDrafts(user.tenantId, appId);
    const draft = drafts?.find((d) => d.id === body.draftId) ?? null;
    return apiJson({ draft });
  }
  if (result.status === 409) {
    return Response.json(
      { error: result.message, current: result.current },
      { status: 409, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (result.status === "replayed") {
    return Response.json(result.answer.body, { status: result.answer.status });
  }
  return apiError(result.status, result.message);
}

export const { loader, action } = apiRoute({ GET: read, PUT: idempotent(save) });
