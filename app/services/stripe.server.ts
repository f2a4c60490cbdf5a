// The Stripe client and webhook verification. Online payment is on only when the secret key,
// the webhook signing secret and the annual price id are all configured (env.server.ts).
import Stripe from "stripe";

import { getEnv, stripeConfigured } from "./env.server";

export type StripeSettings = { secretKey: string; webhookSecret: string; priceId: string };

/** The configured keys, or null when online payment is off on this server. */
export function stripeSettings(): StripeSettings | null {
  const env = getEnv();
  if (!stripeConfigured(env)) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY as string,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
    priceId: env.STRIPE_PRICE_ID as string,
  };
}

/** What billing needs from Stripe's API: only Checkout. Tests pass a fake with this shape. */
export type CheckoutClient = {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
      ): Promise<{ id: string; url: string | null }>;
    };
  };
};

let client: { key: string; stripe: Stripe } | undefined;

export function getStripe(settings: StripeSettings): Stripe {
  if (client?.key !== settings.secretKey) {
    client = {
      key: settings.secretKey,
      // A slow payment provider must not hold a request for long; one retry covers a blip.
      stripe: new Stripe(settings.secretKey, { maxNetworkRetries: 1, timeout: 15_000 }),
    };
  }
  return client.stripe;
}

export class WebhookSignatureError extends Error {}

/**
 * The event Stripe sent, after checking its signature over the raw body (and its timestamp,
 * against replays). Throws WebhookSignatureError for anything that does not verify.
 */
export function verifyWebhookEvent(
  payload: string,
  signature: string | null,
  webhookSecret: string,
): Stripe.Event {
  if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
  try {
    return Stripe.webhooks.constructEvent(payload, signature, webhookSecret);
  } catch (error) {
    throw new WebhookSignatureError(
      error instanceof Error ? error.message : "The webhook signature could not be verified.",
    );
  }
}

export type { Stripe };
