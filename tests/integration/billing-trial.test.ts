// Billing without Stripe keys (the default on a fresh server), and the trial's end: an expired
// tenant signs in, reads and exports, but every save is refused with a link to billing.
import { describe, expect, it } from "vitest";

import {
  getTenantSubscription,
  SUBSCRIPTION_INACTIVE_MESSAGE,
  TRIAL_ENDED_MESSAGE,
} from "~/models/subscription.server";
import { verifyLogin } from "~/models/user.server";
import { assertCanWrite, WriteBlockedError } from "~/models/write-access.server";
import * as billingPage from "~/routes/_app.billing/route";
import * as notificationsPage from "~/routes/_app.notifications/route";
import * as apiAnnouncements from "~/routes/api.announcements";
import * as webhook from "~/routes/api.stripe-webhook";
import { db } from "~/services/db.server";
import { ACTION_TOAST_KEY } from "~/utils/toast.server";

import {
  BASE,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
  TEST_PASSWORD,
} from "./helpers";

const DAY = 24 * 60 * 60 * 1000;

async function expire(tenantId: string, daysAgo = 8) {
  await db.tenant.update({
    where: { id: tenantId },
    data: { createdAt: new Date(Date.now() - daysAgo * DAY) },
  });
}

describe("billing page without payment keys", async () => {
  const { cookie, tenant } = await createSignedInUser();

  it("shows the free trial with its days left, auto-renewal off, no card and an empty history", async () => {
    const data = await billingPage.loader(routeArgs(getRequest("/billing", cookie)));
    expect(data.plan).toMatchObject({
      status: "trial",
      trialDaysLeft: 7,
      autoRenew: false,
      blockedReason: null,
    });
    expect(data.plan.trialEndsLabel).toMatch(/\d{4}$/);
    expect(data.hasPaymentMethod).toBe(false);
    expect(data.payments).toEqual([]);
    expect(data.onlinePayment).toBe(false);
    // Words for the customer: what happens when the trial ends and how to go on, no operator steps.
    expect(data.offlineMessage).toMatch(/^Paying online isn't available yet\./);
    expect(data.offlineMessage).toContain("When your trial ends");
    expect(data.offlineMessage).toContain("Help page");
    expect(data.offlineMessage).not.toMatch(/Admin|administrator|configured|server/i);
    expect(data.offlineAdminNote).toBeNull();
  });

  it("an upgrade post explains that online payment is off (503) and changes nothing", async () => {
    const response = await settle(() =>
      billingPage.action(routeArgs(formRequest("/billing", { intent: "upgrade" }, { cookie }))),
    );
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.formId).toBe("upgrade");
    expect(body.result.error[""][0]).toMatch(/^Paying online isn't available yet\./);
    // The toast rides in the action data (ACTION_TOAST_KEY), so it shows with JavaScript off too.
    expect(body[ACTION_TOAST_KEY]).toMatchObject({
      type: "error",
      message: "Couldn't start the upgrade",
    });
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("trial");
  });

  it("only an administrator sees how the operator turns payment on", async () => {
    const admin = await createSignedInUser({ role: "admin" });
    const data = await billingPage.loader(routeArgs(getRequest("/billing", admin.cookie)));
    expect(data.offlineMessage).not.toMatch(/Admin|administrator/);
    expect(data.offlineAdminNote).toMatch(/^For administrators: .*STRIPE_SECRET_KEY/);
    expect(data.offlineAdminNote).toContain("Admin > Tenants > Reactivate");
  });

  it("the webhook answers 503 when Stripe is not configured", async () => {
    const response = await settle(() =>
      webhook.action(
        routeArgs(
          new Request(`${BASE}/api/stripe-webhook`, {
            method: "POST",
            body: "{}",
            headers: { "Stripe-Signature": "t=1,v1=x" },
          }),
        ),
      ),
    );
    expect(response.status).toBe(503);
  });

  it("shows a payment after an admin recorded it, with the amount in its currency", async () => {
    await db.payment.create({
      data: {
        tenantId: tenant.id,
        amountCents: 24000,
        currency: "usd",
        description: "Annual plan",
        status: "paid",
        paidAt: new Date("2026-02-03T12:00:00Z"),
      },
    });
    const data = await billingPage.loader(routeArgs(getRequest("/billing", cookie)));
    expect(data.payments).toEqual([
      {
        id: expect.any(String),
        dateLabel: "Tue, 3 Feb 2026",
        description: "Annual plan",
        amountLabel: "$240.00",
        status: "paid",
      },
    ]);
  });

  it("asks a visitor to sign in", async () => {
    const response = await settle(() => billingPage.loader(routeArgs(getRequest("/billing"))));
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fbilling");
  });

  it("refuses an unknown intent with 400", async () => {
    const response = await settle(() =>
      billingPage.action(routeArgs(formRequest("/billing", { intent: "free-money" }, { cookie }))),
    );
    expect(response.status).toBe(400);
  });
});

describe("trial end", async () => {
  it("the tenant reads as expired after 7 days and is stored so; nothing is deleted", async () => {
    const { tenant } = await createSignedInUser();
    await db.app.create({ data: { tenantId: tenant.id, name: "Kept", wizardAnswers: {} } });
    expect(
      (await getTenantSubscription(tenant.id, new Date(tenant.createdAt.getTime() + 7 * DAY - 1)))
        .status,
    ).toBe("trial");
    const subscription = await getTenantSubscription(
      tenant.id,
      new Date(tenant.createdAt.getTime() + 7 * DAY),
    );
    expect(subscription).toEqual({
      status: "expired",
      trialDaysLeft: 0,
      canWrite: false,
      blockedReason: TRIAL_ENDED_MESSAGE,
    });
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("expired");
    expect(await db.app.count({ where: { tenantId: tenant.id } })).toBe(1);
  });

  it("an expired tenant can still sign in and read its billing, notifications and announcements", async () => {
    const { tenant, user, cookie } = await createSignedInUser();
    await expire(tenant.id);
    expect(await verifyLogin(user.email, TEST_PASSWORD)).toMatchObject({ id: user.id });

    const billing = await billingPage.loader(routeArgs(getRequest("/billing", cookie)));
    expect(billing.plan).toMatchObject({
      status: "expired",
      trialDaysLeft: 0,
      blockedReason: TRIAL_ENDED_MESSAGE,
    });
    expect(billing.plan.blockedReason).toContain("/billing");
    const notifications = await notificationsPage.loader(
      routeArgs(getRequest("/notifications", cookie)),
    );
    expect(notifications.announcements).toEqual([]);
    const api = await apiAnnouncements.loader(
      routeArgs(jsonRequest("/api/announcements", undefined, { cookie })),
    );
    expect(api.status).toBe(200);
  });

  it("the model layer's write gate refuses with 403 and the reason; active tenants pass", async () => {
    const { tenant } = await createSignedInUser();
    await expire(tenant.id);
    const refused = await assertCanWrite(tenant.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WriteBlockedError);
    expect(refused).toMatchObject({ status: 403, message: TRIAL_ENDED_MESSAGE });

    await db.tenant.update({ where: { id: tenant.id }, data: { subscriptionStatus: "canceled" } });
    await expect(assertCanWrite(tenant.id)).rejects.toThrow(SUBSCRIPTION_INACTIVE_MESSAGE);

    await db.tenant.update({ where: { id: tenant.id }, data: { subscriptionStatus: "active" } });
    await expect(assertCanWrite(tenant.id)).resolves.toBeUndefined();
  });

  it("through /api/apps: an expired tenant lists its apps but cannot create one", async () => {
    const appsApi = await import("~/routes/api.apps");
    const { tenant, cookie } = await createSignedInUser();
    await db.app.create({ data: { tenantId: tenant.id, name: "Readable", wizardAnswers: {} } });
    await expire(tenant.id);

    const list = await settle(() =>
      appsApi.loader(routeArgs(jsonRequest("/api/apps", undefined, { cookie }))),
    );
    expect(list.status).toBe(200);
    expect((await list.json()).map((app: { name: string }) => app.name)).toEqual(["Readable"]);

    const create = await settle(() =>
      appsApi.action(
        routeArgs(
          jsonRequest(
            "/api/apps",
            { name: "New one", url: "", description: "", progress: 0 },
            { cookie },
          ),
        ),
      ),
    );
    expect(create.status).toBe(403);
    expect((await create.json()).message).toBe(TRIAL_ENDED_MESSAGE);
    expect(await db.app.count({ where: { tenantId: tenant.id } })).toBe(1);
  });
});
