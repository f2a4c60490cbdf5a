// Stripe, with keys configured but no network: Checkout is created through an injected client,
// and webhook events are signed locally with stripe.webhooks.generateTestHeaderString, then
// posted to the real route. Good events move the tenant; a bad signature is refused.
import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";

import { createCheckoutSession, listPayments } from "~/models/billing.server";
import * as billingPage from "~/routes/_app.billing/route";
import * as webhook from "~/routes/api.stripe-webhook";
import { db } from "~/services/db.server";
import type { CheckoutClient } from "~/services/stripe.server";

import { BASE, createSignedInUser, getRequest, routeArgs, settle } from "./helpers";

const WEBHOOK_SECRET = "whsec_test_local_secret";
vi.hoisted(() => {
  // Read once by getEnv(); set before anything asks for it.
  process.env.STRIPE_SECRET_KEY = "sk_test_never_used_for_network";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_local_secret";
  process.env.STRIPE_PRICE_ID = "price_annual_test";
});

let eventCounter = 0;
function signedEvent(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_test_${++eventCounter}`,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.parse("2026-11-02T10:00:00Z") / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

function post(event: { payload: string; signature: string | null }) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (event.signature) headers["Stripe-Signature"] = event.signature;
  return settle(() =>
    webhook.action(
      routeArgs(
        new Request(`${BASE}/api/stripe-webhook`, { method: "POST", headers, body: event.payload }),
      ),
    ),
  );
}

const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function checkoutCompleted(tenantId: string, overrides: Record<string, unknown> = {}) {
  return signedEvent("checkout.session.completed", {
    id: "cs_test_1",
    object: "checkout.session",
    mode: "subscription",
    client_reference_id: tenantId,
    metadata: { tenantId },
    customer: "cus_test_1",
    subscription: "sub_test_1",
    invoice: "in_test_1",
    amount_total: 24000,
    currency: "usd",
    payment_status: "paid",
    status: "complete",
    ...overrides,
  });
}

function invoiceEvent(type: string, overrides: Record<string, unknown> = {}) {
  return signedEvent(type, {
    id: "in_test_2",
    object: "invoice",
    customer: "cus_test_1",
    amount_paid: 24000,
    currency: "usd",
    metadata: {},
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: "sub_test_1", metadata: {} },
    },
    lines: {
      object: "list",
      data: [
        {
          id: "il_1",
          object: "line_item",
          period: { start: unix("2027-11-02T10:00:00Z"), end: unix("2028-11-02T10:00:00Z") },
        },
      ],
    },
    status_transitions: { paid_at: unix("2027-11-02T10:05:00Z") },
    ...overrides,
  });
}

describe("Stripe webhook", async () => {
  const { tenant, cookie } = await createSignedInUser({ companyName: "Paying Co" });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const forged = checkoutCompleted(tenant.id);
    const wrongSecret = checkoutCompleted(tenant.id);
    const resigned = {
      payload: wrongSecret.payload,
      signature: signedEvent("x", {}, "whsec_other").signature,
    };
    for (const event of [
      { payload: forged.payload.replace("24000", "1"), signature: forged.signature },
      resigned,
      { payload: forged.payload, signature: null },
      { payload: forged.payload, signature: "t=1,v1=deadbeef" },
    ]) {
      const response = await post(event);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/signature/i);
    }
    const unchanged = await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(unchanged.subscriptionStatus).toBe("trial");
    expect(await db.payment.count()).toBe(0);
  });

  it("checkout.session.completed activates the tenant, stores the Stripe ids and records the payment", async () => {
    const before = Date.now();
    const response = await post(checkoutCompleted(tenant.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, result: "activated" });
    const saved = await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(saved).toMatchObject({
      subscriptionStatus: "active",
      stripeCustomerId: "cus_test_1",
      stripeSubscriptionId: "sub_test_1",
    });
    // A year from now (the annual plan), give or take the test's own run time.
    const year = 365 * 24 * 60 * 60 * 1000;
    expect(saved.renewalDate!.getTime()).toBeGreaterThanOrEqual(before + year - 1000);
    expect(saved.renewalDate!.getTime()).toBeLessThanOrEqual(
      Date.now() + 366 * 24 * 60 * 60 * 1000,
    );

    const payments = await listPayments(tenant.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 24000, currency: "usd", status: "paid" });
  });

  it("the same invoice delivered again is not recorded twice", async () => {
    await post(checkoutCompleted(tenant.id));
    await post(invoiceEvent("invoice.paid", { id: "in_test_1" }));
    expect(await db.payment.count({ where: { tenantId: tenant.id } })).toBe(1);
  });

  it("the billing page shows the active plan, the card on file with Stripe and the history", async () => {
    const data = await billingPage.loader(routeArgs(getRequest("/billing", cookie)));
    expect(data.plan).toMatchObject({ status: "active", autoRenew: true, blockedReason: null });
    expect(data.hasPaymentMethod).toBe(true);
    expect(data.payments).toEqual([
      expect.objectContaining({
        amountLabel: "$240.00",
        status: "paid",
        description: "App Marketing Machine: annual plan",
      }),
    ]);
    expect(data.onlinePayment).toBe(true);
  });

  it("invoice.paid (the yearly renewal) moves the renewal date to the paid period's end", async () => {
    const response = await post(invoiceEvent("invoice.paid"));
    expect(await response.json()).toEqual({ received: true, result: "activated" });
    const saved = await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(saved.renewalDate?.toISOString()).toBe("2028-11-02T10:00:00.000Z");
    const payments = await listPayments(tenant.id);
    expect(payments).toHaveLength(2);
    expect(payments[0].paidAt.toISOString()).toBe("2027-11-02T10:05:00.000Z");
  });

  it("invoice.payment_failed on the active plan makes it expired", async () => {
    const response = await post(
      invoiceEvent("invoice.payment_failed", { id: "in_test_3", amount_paid: 0 }),
    );
    expect(await response.json()).toEqual({ received: true, result: "expired" });
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("expired");
    expect(await db.payment.count({ where: { tenantId: tenant.id } })).toBe(2);
  });

  it("invoice.paid after a failure makes it active again", async () => {
    await post(invoiceEvent("invoice.paid", { id: "in_test_4" }));
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("active");
  });

  it("customer.subscription.deleted for another subscription is ignored; for the current one cancels", async () => {
    const subscription = (id: string) =>
      signedEvent("customer.subscription.deleted", {
        id,
        object: "subscription",
        customer: "cus_test_1",
        metadata: { tenantId: tenant.id },
        status: "canceled",
      });
    const old = await post(subscription("sub_old"));
    expect((await old.json()).result).toMatch(/^ignored/);
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("active");

    const current = await post(subscription("sub_test_1"));
    expect(await current.json()).toEqual({ received: true, result: "canceled" });
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("canceled");
  });

  it("a trial tenant's failed first payment keeps its trial", async () => {
    const { tenant: trialTenant } = await createSignedInUser();
    const response = await post(
      invoiceEvent("invoice.payment_failed", {
        id: "in_trial_fail",
        customer: "cus_trial",
        parent: {
          type: "subscription_details",
          subscription_details: {
            subscription: "sub_trial",
            metadata: { tenantId: trialTenant.id },
          },
        },
      }),
    );
    expect((await response.json()).result).toMatch(/^ignored/);
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: trialTenant.id } })).subscriptionStatus,
    ).toBe("trial");
  });

  it("invoice.paid arriving before checkout.session.completed finds the tenant through the subscription's metadata", async () => {
    const { tenant: early } = await createSignedInUser();
    await post(
      invoiceEvent("invoice.paid", {
        id: "in_early",
        customer: "cus_early",
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: "sub_early", metadata: { tenantId: early.id } },
        },
      }),
    );
    const saved = await db.tenant.findUniqueOrThrow({ where: { id: early.id } });
    expect(saved).toMatchObject({
      subscriptionStatus: "active",
      stripeCustomerId: "cus_early",
      stripeSubscriptionId: "sub_early",
    });
  });

  it("an unpaid checkout links the ids but waits for the payment", async () => {
    const { tenant: pending } = await createSignedInUser();
    const response = await post(
      checkoutCompleted(pending.id, {
        id: "cs_pending",
        customer: "cus_pending",
        subscription: "sub_pending",
        invoice: "in_pending",
        payment_status: "unpaid",
      }),
    );
    expect((await response.json()).result).toBe("linked: waiting for payment");
    const saved = await db.tenant.findUniqueOrThrow({ where: { id: pending.id } });
    expect(saved).toMatchObject({ subscriptionStatus: "trial", stripeCustomerId: "cus_pending" });
    expect(await db.payment.count({ where: { tenantId: pending.id } })).toBe(0);
  });

  it("answers 200 to events it does not use and to unknown tenants, so Stripe does not retry", async () => {
    const other = await post(signedEvent("customer.created", { id: "cus_x", object: "customer" }));
    expect(await other.json()).toEqual({ received: true, result: "ignored: customer.created" });
    const unknown = await post(
      checkoutCompleted("no-such-tenant", { customer: "cus_nobody", subscription: "sub_nobody" }),
    );
    expect(unknown.status).toBe(200);
    expect((await unknown.json()).result).toBe("ignored: no matching tenant");
  });

  it("answers GET with 405", async () => {
    const request = new Request("http://localhost/api/stripe-webhook");
    const context = { clientAddress: "127.0.0.1" };
    expect((await settle(() => webhook.loader({ request, params: {}, context }))).status).toBe(405);
  });
});

describe("Stripe Checkout", async () => {
  function fakeClient(url: string | null = "https://checkout.stripe.com/c/pay/cs_test_fake") {
    const create = vi.fn(async (params: Stripe.Checkout.SessionCreateParams) => ({
      id: "cs_fake",
      url,
      params,
    }));
    const client: CheckoutClient = { checkout: { sessions: { create } } };
    return { client, create };
  }
  const settings = {
    secretKey: "sk_test",
    webhookSecret: WEBHOOK_SECRET,
    priceId: "price_annual_test",
  };

  it("creates a subscription session for the annual price that carries the tenant id", async () => {
    const { tenant, user } = await createSignedInUser();
    const { client, create } = fakeClient();
    const result = await createCheckoutSession(
      { tenantId: tenant.id, email: user.email, origin: "https://app.example" },
      { settings, client },
    );
    expect(result).toEqual({ ok: true, url: "https://checkout.stripe.com/c/pay/cs_test_fake" });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0][0]).toMatchObject({
      mode: "subscription",
      line_items: [{ price: "price_annual_test", quantity: 1 }],
      client_reference_id: tenant.id,
      metadata: { tenantId: tenant.id },
      subscription_data: { metadata: { tenantId: tenant.id } },
      customer_email: user.email,
      success_url: "https://app.example/billing?checkout=success",
      cancel_url: "https://app.example/billing?checkout=canceled",
    });
  });

  it("reuses the tenant's Stripe customer, and refuses to charge an active tenant twice", async () => {
    const { tenant, user } = await createSignedInUser();
    await db.tenant.update({
      where: { id: tenant.id },
      data: { stripeCustomerId: "cus_again", subscriptionStatus: "expired" },
    });
    const { client, create } = fakeClient();
    await createCheckoutSession(
      { tenantId: tenant.id, email: user.email, origin: BASE },
      { settings, client },
    );
    expect(create.mock.calls[0][0]).toMatchObject({ customer: "cus_again" });
    expect(create.mock.calls[0][0]).not.toHaveProperty("customer_email");

    await db.tenant.update({ where: { id: tenant.id }, data: { subscriptionStatus: "active" } });
    const again = await createCheckoutSession(
      { tenantId: tenant.id, email: user.email, origin: BASE },
      { settings, client },
    );
    expect(again).toEqual({ ok: false, reason: "already-active" });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("is not configured without settings, and calls nothing", async () => {
    const { tenant, user } = await createSignedInUser();
    const { client, create } = fakeClient();
    expect(
      await createCheckoutSession(
        { tenantId: tenant.id, email: user.email, origin: BASE },
        { settings: null, client },
      ),
    ).toEqual({ ok: false, reason: "not-configured" });
    expect(create).not.toHaveBeenCalled();
  });
});
