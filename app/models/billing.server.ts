// Billing for one tenant: what the Billing page shows, Stripe Checkout for the annual plan, and
// the Stripe webhook events that move the tenant between active, canceled and expired.
// The flow and its choices are in docs/decisions/007-billing-admin.md.
import { addYears } from "date-fns";

import { PLAN_NAME } from "~/lib/plan";
import { trialEndsAt } from "~/lib/trial";
import { db } from "~/services/db.server";
import {
  type CheckoutClient,
  getStripe,
  type Stripe,
  type StripeSettings,
  stripeSettings,
  verifyWebhookEvent,
  WebhookSignatureError,
} from "~/services/stripe.server";

import { getTenantSubscription, subscriptionOf } from "./subscription.server";

export const PLAN_PAYMENT_DESCRIPTION = `${PLAN_NAME}: annual plan`;

/** For the customer: what is missing, what happens when the trial ends, and how to go on. */
export const ONLINE_PAYMENT_OFF_MESSAGE =
  "Paying online isn't available yet. When your trial ends, everything you saved stays here to read and export. Send us a message from the Help page and we'll switch your plan on so you can keep editing.";

/** For administrators only: how the operator turns payment on, or activates a company by hand. */
export const ONLINE_PAYMENT_OFF_ADMIN_NOTE =
  "For administrators: online payment starts once STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are set. Until then, activate a company in Admin > Tenants > Reactivate (or Edit > status Active).";

export async function listPayments(tenantId: string) {
  return db.payment.findMany({
    where: { tenantId },
    select: {
      id: true,
      amountCents: true,
      currency: true,
      description: true,
      status: true,
      paidAt: true,
    },
    orderBy: [{ paidAt: "desc" }, { id: "asc" }],
  });
}

/** Everything the Billing page shows, from stored data only (no call to Stripe). */
export async function getBillingAccount(tenantId: string, now = new Date()) {
  const [tenant, payments] = await Promise.all([
    db.tenant.findUniqueOrThrow({
      where: { id: tenantId },
      select: {
        subscriptionStatus: true,
        createdAt: true,
        renewalDate: true,
        stripeCustomerId: true,
        stripeSubscriptionId: true,
      },
    }),
    listPayments(tenantId),
  ]);
  const subscription = await subscriptionOf(tenantId, tenant, now);
  return {
    subscription,
    trialEndsAt: trialEndsAt(tenant.createdAt),
    renewalDate: tenant.renewalDate,
    /** Stripe renews an active subscription it manages; an admin's activation does not renew. */
    autoRenew: subscription.status === "active" && Boolean(tenant.stripeSubscriptionId),
    /** A card is on file only with Stripe, never here: all we know is that a customer exists. */
    hasPaymentMethod: Boolean(tenant.stripeCustomerId),
    payments,
  };
}

export type CheckoutResult =
  { ok: true; url: string } | { ok: false; reason: "not-configured" | "already-active" | "no-url" };

/**
 * A Stripe Checkout session for the annual plan. The tenant id travels in the session and in
 * the subscription's metadata, so every later webhook event finds the tenant.
 */
export async function createCheckoutSession(
  input: { tenantId: string; email: string; origin: string },
  deps: { settings?: StripeSettings | null; client?: CheckoutClient } = {},
): Promise<CheckoutResult> {
  const settings = deps.settings === undefined ? stripeSettings() : deps.settings;
  if (!settings) return { ok: false, reason: "not-configured" };
  const subscription = await getTenantSubscription(input.tenantId);
  if (subscription.status === "active") return { ok: false, reason: "already-active" };
  const tenant = await db.tenant.findUniqueOrThrow({
    where: { id: input.tenantId },
    select: { stripeCustomerId: true },
  });
  const client = deps.client ?? getStripe(settings);
  const session = await client.checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: settings.priceId, quantity: 1 }],
    client_reference_id: input.tenantId,
    metadata: { tenantId: input.tenantId },
    subscription_data: { metadata: { tenantId: input.tenantId } },
    ...(tenant.stripeCustomerId
      ? { customer: tenant.stripeCustomerId }
      : { customer_email: input.email }),
    success_url: `${input.origin}/billing?checkout=success`,
    cancel_url: `${input.origin}/billing?checkout=canceled`,
  });
  if (!session.url) return { ok: false, reason: "no-url" };
  return { ok: true, url: session.url };
}

export type WebhookOutcome = { status: 200 | 400 | 503; message: string };

/** POST /api/stripe-webhook: verify the signature over the raw body, then apply the event. */
export async function processStripeWebhook(
  payload: string,
  signature: string | null,
  deps: { settings?: StripeSettings | null; now?: Date } = {},
): Promise<WebhookOutcome> {
  const settings = deps.settings === undefined ? stripeSettings() : deps.settings;
  if (!settings)
    return { status: 503, message: "Online payment is not configured on this server." };
  let event: Stripe.Event;
  try {
    event = verifyWebhookEvent(payload, signature, settings.webhookSecret);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      return { status: 400, message: `Webhook signature rejected: ${error.message}` };
    throw error;
  }
  const result = await applyStripeEvent(event, deps.now);
  return { status: 200, message: result };
}

type Ref = string | { id: string } | null | undefined;
const idOf = (ref: Ref): string | null => (typeof ref === "string" ? ref : (ref?.id ?? null));

type StripeRefs = {
  tenantId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
};

/** Our tenant id from metadata we set at checkout first; then the Stripe ids we stored. */
async function findTenant(refs: StripeRefs) {
  const select = {
    id: true,
    subscriptionStatus: true,
    renewalDate: true,
    stripeSubscriptionId: true,
  };
  if (refs.tenantId) {
    const tenant = await db.tenant.findUnique({ where: { id: refs.tenantId }, select });
    if (tenant) return tenant;
  }
  if (refs.subscriptionId) {
    const tenant = await db.tenant.findUnique({
      where: { stripeSubscriptionId: refs.subscriptionId },
      select,
    });
    if (tenant) return tenant;
  }
  if (refs.customerId) {
    return db.tenant.findUnique({ where: { stripeCustomerId: refs.customerId }, select });
  }
  return null;
}

async function recordPayment(input: {
  tenantId: string;
  stripeInvoiceId: string | null;
  amountCents: number;
  currency: string;
  paidAt: Date;
}) {
  const data = {
    tenantId: input.tenantId,
    amountCents: input.amountCents,
    currency: input.currency,
    description: PLAN_PAYMENT_DESCRIPTION,
    status: "paid",
    paidAt: input.paidAt,
  };
  if (!input.stripeInvoiceId) return db.payment.create({ data });
  // Checkout and invoice.paid both report the first invoice; Stripe also retries deliveries.
  return db.payment.upsert({
    where: { stripeInvoiceId: input.stripeInvoiceId },
    create: { ...data, stripeInvoiceId: input.stripeInvoiceId },
    update: {},
  });
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Applies one verified event; returns what was done, for the webhook's answer and the tests. */
export async function applyStripeEvent(event: Stripe.Event, now = new Date()): Promise<string> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      const subscriptionId = idOf(session.subscription);
      const tenant = await findTenant({
        tenantId: session.client_reference_id ?? session.metadata?.tenantId,
        customerId,
        subscriptionId,
      });
      if (!tenant) return "ignored: no matching tenant";
      const paid =
        session.payment_status === "paid" || session.payment_status === "no_payment_required";
      const keepRenewal = tenant.renewalDate && tenant.renewalDate.getTime() > now.getTime();
      await db.tenant.update({
        where: { id: tenant.id },
        data: {
          ...(customerId ? { stripeCustomerId: customerId } : {}),
          ...(subscriptionId ? { stripeSubscriptionId: subscriptionId } : {}),
          ...(paid
            ? {
                subscriptionStatus: "active",
                renewalDate: keepRenewal ? tenant.renewalDate : addYears(now, 1),
              }
            : {}),
        },
      });
      if (!paid) return "linked: waiting for payment";
      await recordPayment({
        tenantId: tenant.id,
        stripeInvoiceId: idOf(session.invoice),
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? "usd",
        paidAt: fromUnix(event.created),
      });
      return "activated";
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details ?? null;
      const customerId = idOf(invoice.customer);
      const subscriptionId = idOf(details?.subscription);
      const tenant = await findTenant({
        tenantId: details?.metadata?.tenantId ?? invoice.metadata?.tenantId,
        customerId,
        subscriptionId,
      });
      if (!tenant) return "ignored: no matching tenant";
      // The paid service period's end is the next renewal; a year on when Stripe omits it.
      const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period?.end ?? 0));
      await db.tenant.update({
        where: { id: tenant.id },
        data: {
          subscriptionStatus: "active",
          renewalDate: periodEnd > 0 ? fromUnix(periodEnd) : addYears(now, 1),
          ...(customerId ? { stripeCustomerId: customerId } : {}),
          ...(subscriptionId ? { stripeSubscriptionId: subscriptionId } : {}),
        },
      });
      await recordPayment({
        tenantId: tenant.id,
        stripeInvoiceId: invoice.id,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        paidAt: fromUnix(invoice.status_transitions.paid_at ?? event.created),
      });
      return "activated";
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const tenant = await findTenant({
        tenantId: subscription.metadata?.tenantId,
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
      });
      if (!tenant) return "ignored: no matching tenant";
      // An older subscription ending must not cancel the one the tenant has now.
      if (tenant.stripeSubscriptionId && tenant.stripeSubscriptionId !== subscription.id)
        return "ignored: not the tenant's current subscription";
      await db.tenant.update({
        where: { id: tenant.id },
        data: { subscriptionStatus: "canceled" },
      });
      return "canceled";
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details ?? null;
      const tenant = await findTenant({
        tenantId: details?.metadata?.tenantId ?? invoice.metadata?.tenantId,
        customerId: idOf(invoice.customer),
        subscriptionId: idOf(details?.subscription),
      });
      if (!tenant) return "ignored: no matching tenant";
      // Only a paid plan lapses; a trial tenant whose first attempt failed keeps its trial days.
      if (tenant.subscriptionStatus !== "active") return "ignored: tenant is not active";
      await db.tenant.update({ where: { id: tenant.id }, data: { subscriptionStatus: "expired" } });
      return "expired";
    }
    default:
      return `ignored: ${event.type}`;
  }
}
