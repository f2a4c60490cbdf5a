// The trial-end banner for the signed-in layout: a reminder near the end of the free trial, and
// after it (or when the subscription is not active) why saving is refused, with the way out.
import { Link } from "@remix-run/react";

/** The reminder shows during the trial's last 2 days (docs/decisions/007-billing-admin.md). */
export const TRIAL_ENDING_SOON_DAYS = 2;

export function TrialBanner({
  status,
  trialDaysLeft,
  canPay,
}: {
  status: string;
  trialDaysLeft: number;
  /** Online payment is configured: the way out is Upgrade; else Billing says how to continue. */
  canPay: boolean;
}) {
  if (status === "active") return null;
  if (status === "trial" && (trialDaysLeft > TRIAL_ENDING_SOON_DAYS || trialDaysLeft <= 0))
    return null;

  const ending = status === "trial";
  const text = ending
    ? `Your free trial ends in ${trialDaysLeft} ${trialDaysLeft === 1 ? "day" : "days"}. ${canPay ? "Upgrade to keep editing your marketing plans after that." : "After that your plans stay readable and exportable, and saving waits for an active plan."}`
    : status === "expired"
      ? "Your free trial has ended. Everything you saved is still here to read and export, but changes can't be saved until you upgrade."
      : "Your subscription is not active. Everything you saved is still here to read and export, but changes can't be saved until it is reactivated.";
  return (
    <div
      role={ending ? "status" : "alert"}
      data-testid="trial-banner"
      className={`flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 text-sm ${
        ending
          ? "border-amber-200 bg-amber-50 text-amber-950"
          : "border-red-200 bg-red-50 text-red-900"
      }`}
    >
      <p className="min-w-0 flex-1">{text}</p>
      <Link to="/billing" className="btn-primary min-h-[36px] py-1">
        {canPay && (ending || status === "expired") ? "Upgrade" : "Go to Billing"}
      </Link>
    </div>
  );
}
