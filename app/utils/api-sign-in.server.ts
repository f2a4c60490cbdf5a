// The skeleton the JSON sign-in, register and invitation-accept routes share: POST only, same
// origin, refused over plain HTTP where the sign-in page refuses it, an optional early refusal, a validated JSON body, then the work with 429 on rate limits.
import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";

import { RateLimitedError } from "~/services/rate-limit.server";
import { apiAction, apiError, rateLimitedResponse, readJson } from "~/utils/api.server";
import { HTTPS_REQUIRED_MESSAGE, httpsRequired } from "~/utils/client-address.server";
import { assertSameOrigin } from "~/utils/csrf.server";

export function signInApiAction<S extends z.ZodType>({
  schema,
  refuseEarly,
  run,
  refusal,
}: {
  schema: S;
  /** An answer that comes before the body is read (the invitation's state), or null. */
  refuseEarly?: (args: ActionFunctionArgs) => Promise<Response | null>;
  run: (input: z.output<S>, args: ActionFunctionArgs) => Promise<Response>;
  /** The answer for an error `run` expects, or undefined to let it through. */
  refusal?: (error: unknown) => Response | undefined;
}) {
  async function post(args: ActionFunctionArgs): Promise<Response> {
    assertSameOrigin(args.request, "json");
    // Before the body is read: a password (or a passkey's answer) must not travel in the clear.
    if (httpsRequired(args.request, args.context)) return apiError(403, HTTPS_REQUIRED_MESSAGE);
    const early = await refuseEarly?.(args);
    if (early) return early;
    const input = await readJson(args.request, schema);
    try {
      return await run(input, args);
    } catch (error) {
      if (error instanceof RateLimitedError) return rateLimitedResponse(error);
      const answer = refusal?.(error);
      if (answer) return answer;
      throw error;
    }
  }
  return apiAction({ POST: post });
}
