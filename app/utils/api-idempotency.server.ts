// The API's `Idempotency-Key` header (docs/api-contract.md, docs/decisions/081-queued-writes.md):
// a write sent again with the same key answers what the first answered (with
// `Idempotent-Replayed: true`) and is not applied twice. The key is claimed before the write, under
// the unique (person, key): a second request while the first runs is a 409 to try again; a first
// that failed with a server error frees its key. Keys are kept 14 days.
import type { ActionFunctionArgs } from "@remix-run/node";

import {
  claimPending,
  KEY_INVALID,
  parseIdempotencyKey,
  releaseClaim,
  settleClaim,
  storedAnswer,
} from "~/models/idempotency.server";

import { apiError } from "./api.server";
import { requireApiUser } from "./guards.server";
import { IDEMPOTENCY_HEADER } from "./queued-writes.server";

export const KEY_IN_PROGRESS =
  "A request with this Idempotency-Key is still being processed. Try again in a moment.";

type Handler = (args: ActionFunctionArgs) => Promise<Response>;

/** The handler, applied once per Idempotency-Key (without the header: as before). */
export function idempotent(handler: Handler): Handler {
  return async (args) => {
    const key = parseIdempotencyKey(args.request.headers.get(IDEMPOTENCY_HEADER));
    if (key === false) return apiError(400, KEY_INVALID);
    if (key === null) return handler(args);
    const user = await requireApiUser(args.request);
    const url = new URL(args.request.url);
    const claim = { userId: user.id, key, scope: `${args.request.method} ${url.pathname}` };
    if (!(await claimPending(claim))) {
      const stored = await storedAnswer(claim);
      if (stored.status === 0) return apiError(409, KEY_IN_PROGRESS);
      if (stored.status === 422) return apiError(422, String(stored.body.error));
      return Response.json(stored.body, {
        status: stored.status,
        headers: { "Cache-Control": "no-store", "Idempotent-Replayed": "true" },
      });
    }
    let response: Response;
    try {
      response = await handler(args);
    } catch (error) {
      await releaseClaim(claim);
      throw error;
    }
    if (response.status >= 500) {
      await releaseClaim(claim);
      return response;
    }
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as Record<string, unknown>;
    await settleClaim(claim, { status: response.status, body });
    return response;
  };
}
