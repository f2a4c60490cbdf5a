// POST /api/stripe-webhook: Stripe's events, verified by their signature over the raw body.
// No session and no Origin: Stripe's servers call it; the signature is the authentication.
import type { ActionFunctionArgs } from "@remix-run/node";

import { processStripeWebhook } from "~/models/billing.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
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

export async function loader() {
  return methodNotAllowed(["POST"]);
}
