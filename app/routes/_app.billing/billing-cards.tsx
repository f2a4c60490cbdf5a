import { Form, Link } from "@remix-run/react";

import { TableHeadRow } from "~/components/data-table";
import { useButtonForm } from "~/components/forms/button-form";
import { formatUsd, statusLabel } from "~/lib/billing-display";
import {
  PLAN_INCLUDES,
  PLAN_NAME,
  PLAN_PRICE_PER_MONTH_USD,
  PLAN_PRICE_PER_YEAR_USD,
  TRIAL_DAYS,
} from "~/lib/plan";

type Plan = {
  status: string;
  trialDaysLeft: number;
  trialEndsLabel: string;
  renewalLabel: string;
  autoRenew: boolean;
  blockedReason: string | null;
};

function renewalState(plan: Plan): string {
  if (plan.status === "active" && plan.autoRenew) {
    return plan.renewalLabel
      ? `Auto-Renewal Enabled: renews on ${plan.renewalLabel}`
      : "Auto-Renewal Enabled";
  }
  if (plan.status === "active") {
    return plan.renewalLabel
      ? `Auto-Renewal Disabled: paid through ${plan.renewalLabel}`
      : "Auto-Renewal Disabled";
  }
  return "Auto-Renewal Disabled";
}

export function CurrentPlanCard({ plan }: { plan: Plan }) {
  const title =
    plan.status === "active"
      ? `${PLAN_NAME} (annual)`
      : plan.status === "trial"
        ? "Free Trial"
        : plan.status === "expired"
          ? "Free Trial (ended)"
          : "Subscription canceled";
  return (
    <section
      aria-labelledby="current-plan-heading"
      className="card space-y-3"
      data-testid="current-plan"
    >
      <p className="text-sm font-medium text-slate-600">Current plan</p>
      <h2 id="current-plan-heading" className="text-xl font-bold">
        {title}
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="text-slate-600">Status</dt>
          <dd className="font-medium">{statusLabel(plan.status)}</dd>
        </div>
        {plan.status === "trial" ? (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-slate-600">Days left</dt>
            <dd className="font-medium">
              {plan.trialDaysLeft} {plan.trialDaysLeft === 1 ? "day" : "days"} left (ends{" "}
              {plan.trialEndsLabel})
            </dd>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="text-slate-600">Renewal</dt>
          <dd className="font-medium">{renewalState(plan)}</dd>
        </div>
      </dl>
      {plan.status === "trial" ? (
        <p className="text-sm text-slate-700">
          Your {TRIAL_DAYS}-day free trial needs no credit card. Nothing is charged unless you
          upgrade.
        </p>
      ) : null}
      {plan.blockedReason ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          {plan.blockedReason}
        </p>
      ) : null}
    </section>
  );
}

/** The Upgrade button's form id: a refused upgrade shows its summary on the card. */
export const UPGRADE_FORM = "upgrade";

export function UpgradeCard({
  status,
  onlinePayment,
  offlineMessage,
  offlineAdminNote = null,
}: {
  status: string;
  onlinePayment: boolean;
  offlineMessage: string;
  offlineAdminNote?: string | null;
}) {
  const active = status === "active";
  const upgrade = useButtonForm(UPGRADE_FORM, "The upgrade did not start");
  return (
    <section
      aria-labelledby="upgrade-heading"
      className="card space-y-4"
      data-testid="upgrade-card"
    >
      <div>
        <h2 id="upgrade-heading" className="text-xl font-bold">
          {active ? "Your plan" : "Upgrade to the annual plan"}
        </h2>
        <p className="mt-1">
          <span className="text-3xl font-bold">{formatUsd(PLAN_PRICE_PER_MONTH_USD)}</span>
          <span className="text-slate-700">/month</span>
        </p>
        <p className="text-sm text-slate-700">
          Billed annually: {formatUsd(PLAN_PRICE_PER_YEAR_USD)}/year
        </p>
      </div>
      <ul className="space-y-1 text-sm" aria-label="The plan includes">
        {PLAN_INCLUDES.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-green-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
      {upgrade.summary}
      {active ? (
        <p className="text-sm text-slate-700">Your annual plan is active. Thank you!</p>
      ) : onlinePayment ? (
        <Form {...upgrade.formProps} action="/billing">
          <button type="submit" name="intent" value="upgrade" className="btn-primary w-full">
            Upgrade now: {formatUsd(PLAN_PRICE_PER_YEAR_USD)}/year
          </button>
          <p className="field-hint">You will pay securely on Stripe&apos;s checkout page.</p>
        </Form>
      ) : (
        <div className="space-y-2">
          <button
            type="button"
            disabled
            aria-describedby="offline-payment-note"
            className="btn-primary w-full"
          >
            Upgrade now: {formatUsd(PLAN_PRICE_PER_YEAR_USD)}/year
          </button>
          <p
            id="offline-payment-note"
            className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800"
          >
            {offlineMessage}
          </p>
          <Link to="/help" className="btn-secondary w-full">
            Send us a message
          </Link>
          {offlineAdminNote ? <p className="field-hint">{offlineAdminNote}</p> : null}
        </div>
      )}
    </section>
  );
}

export function PaymentMethodCard({
  hasPaymentMethod,
  status,
}: {
  hasPaymentMethod: boolean;
  status: string;
}) {
  return (
    <section aria-labelledby="payment-method-heading" className="card space-y-2">
      <h2 id="payment-method-heading" className="text-lg font-bold">
        Payment method
      </h2>
      {hasPaymentMethod ? (
        <p className="text-sm text-slate-800">
          Your card is saved with Stripe, our payment provider, for the yearly renewal. Card details
          are kept by Stripe and never stored on this server.
        </p>
      ) : (
        <p className="text-sm text-slate-800">
          No payment method on file.
          {status === "trial" ? " You don't need one for the free trial." : ""}
        </p>
      )}
    </section>
  );
}

export function BillingHistory({
  payments,
}: {
  payments: {
    id: string;
    dateLabel: string;
    description: string;
    amountLabel: string;
    status: string;
  }[];
}) {
  return (
    <section aria-labelledby="billing-history-heading" className="card space-y-3">
      <h2 id="billing-history-heading" className="text-lg font-bold">
        Billing history
      </h2>
      {payments.length === 0 ? (
        <p className="text-sm text-slate-800">
          No payments yet. Your invoices will appear here after your first payment.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <TableHeadRow columns={["Date", "Description", "Amount", "Status"]} />
            </thead>
            <tbody className="divide-y divide-slate-100">
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td className="py-2 pr-3">{payment.dateLabel}</td>
                  <td className="py-2 pr-3">{payment.description}</td>
                  <td className="py-2 pr-3">{payment.amountLabel}</td>
                  <td className="py-2 capitalize">{payment.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
