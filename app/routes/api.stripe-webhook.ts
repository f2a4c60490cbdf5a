// POST /api/stripe-webhook: Stripe's events, verified by their signature over the raw body.
// No session and no Origin: Stripe's servers call it; the signature is the authentication.
import type { ActionFunctionArgs } from "@remix-run/node";

import { processStripeWebhook } from "~/models/billing.server";
import { apiJson, apiRoute } from "~/utils/api.server";

export const { loader, action } = apiRoute({ POST: receive });

async function receive({ request }: ActionFunctionArgs) {
  // The exact bytes Stripe signed: parsing JSON first would break the signature check.
  const payload = await request.text();
  const outcome = await processStripeWebhook(payload, request.headers.get("Stripe-Signature"));
  return apiJson(
    outcome.status === 200
      ? { received: true, result: outcome.message }
      : { message: outcome.message },
    outcome.status,
  );
}
