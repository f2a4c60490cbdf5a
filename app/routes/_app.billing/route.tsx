// Billing: the current plan, the annual plan to upgrade to, the payment method and the billing
// history, all from stored data. Upgrade starts Stripe Checkout when this server has Stripe
// keys; without them the page says how an admin activates the tenant instead.
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatCents, formatDay } from "~/lib/billing-display";
import {
  createCheckoutSession,
  getBillingAccount,
  ONLINE_PAYMENT_OFF_ADMIN_NOTE,
  ONLINE_PAYMENT_OFF_MESSAGE,
} from "~/models/billing.server";
import { isDemoUser } from "~/models/demo.server";
import { stripeSettings } from "~/services/stripe.server";
import { dispatchIntent, formReply, type Intents, refusalResult } from "~/utils/form.server";
import { assertNotDemo, requireOwner } from "~/utils/guards.server";
import type { PublicUser } from "~/utils/session.server";
import { redirectWithInfoToast } from "~/utils/toast.server";

import {
  BillingHistory,
  CurrentPlanCard,
  PaymentMethodCard,
  UPGRADE_FORM,
  UpgradeCard,
} from "./billing-cards";

export const handle = { title: "Billing" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

const CHECKOUT_NOTICES = {
  success:
    "Thank you! Stripe has your payment. Your plan shows as active here as soon as Stripe confirms it, usually within a minute: reload this page to check.",
  canceled: "Checkout was canceled. You have not been charged.",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireOwner(request);
  const account = await getBillingAccount(user.tenantId);
  const day = (date: Date | null) => formatDay(date, user.timeZone);
  const checkout = new URL(request.url).searchParams.get("checkout");
  return {
    plan: {
      status: account.subscription.status,
      trialDaysLeft: account.subscription.trialDaysLeft,
      trialEndsLabel: day(account.trialEndsAt),
      renewalLabel: day(account.renewalDate),
      autoRenew: account.autoRenew,
      blockedReason: account.subscription.blockedReason,
    },
    hasPaymentMethod: account.hasPaymentMethod,
    payments: account.payments.map((payment) => ({
      id: payment.id,
      dateLabel: day(payment.paidAt),
      description: payment.description,
      amountLabel: formatCents(payment.amountCents, payment.currency),
      status: payment.status,
    })),
    onlinePayment: stripeSettings() !== null,
    offlineMessage: ONLINE_PAYMENT_OFF_MESSAGE,
    // Operator instructions never reach a customer's page.
    offlineAdminNote: user.role === "admin" ? ONLINE_PAYMENT_OFF_ADMIN_NOTE : null,
    checkoutNotice:
      checkout === "success" || checkout === "canceled" ? CHECKOUT_NOTICES[checkout] : null,
    demo: await isDemoUser(user),
  };
}

// Billing stays open after a trial ends: it is how a customer pays.
export const intents = {
  upgrade: {
    form: UPGRADE_FORM,
    feedback: "toast",
    run: async ({ ctx: user, formData, formId, request }) => {
      const fail = (message: string, status: number) =>
        formReply(formId, refusalResult(formData, message), {
          status,
          toast: { title: "Couldn't start the upgrade", description: message },
        });
      try {
        const result = await createCheckoutSession({
          tenantId: user.tenantId,
          email: user.email,
          origin: new URL(request.url).origin,
        });
        if (result.ok) return redirect(result.url, 303);
        if (result.reason === "already-active") {
          return redirectWithInfoToast("/billing", {
            title: "Your plan is already active",
            description: "There is nothing to pay right now.",
          });
        }
        if (result.reason === "not-configured") return fail(ONLINE_PAYMENT_OFF_MESSAGE, 503);
        return fail("Stripe did not return a checkout page. Please try again in a moment.", 502);
      } catch (error) {
        // Stripe unreachable or a misconfigured key: the operator needs the details, the user a retry.
        console.error("Stripe Checkout failed", error);
        return fail("We couldn't reach the payment provider. Please try again in a moment.", 502);
      }
    },
  },
} satisfies Intents<PublicUser>;

/** An owner, and not a demo account: nobody pays for a demo. */
async function billingContext({ request }: ActionFunctionArgs) {
  const user = await requireOwner(request);
  await assertNotDemo(user);
  return user;
}

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, billingContext, intents);
}

export default function Billing() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {data.checkoutNotice ? (
        <p
          role="status"
          className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900"
        >
          {data.checkoutNotice}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <CurrentPlanCard plan={data.plan} />
        <DemoRestricted demo={data.demo}>
          <UpgradeCard
            status={data.plan.status}
            onlinePayment={data.onlinePayment}
            offlineMessage={data.offlineMessage}
            offlineAdminNote={data.offlineAdminNote}
          />
        </DemoRestricted>
      </div>
      <PaymentMethodCard hasPaymentMethod={data.hasPaymentMethod} status={data.plan.status} />
      <BillingHistory payments={data.payments} />
    </div>
  );
}

/** A member (not an owner) sees why inside the app's layout, with the 403 status; others go up. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: OwnersOnly }} />;
}

function OwnersOnly() {
  return (
    <div className="card mx-auto max-w-xl space-y-3">
      <h2 className="text-xl font-bold">Billing is for owners</h2>
      <p className="text-slate-700">
        Only an owner of your company can see and change the plan and payments. Ask an owner on the
        Team page if something needs to change.
      </p>
      <Link to="/team" className="btn-secondary">
        Go to the Team page
      </Link>
    </div>
  );
}
