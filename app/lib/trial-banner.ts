// The signed-in layout's trial banner in words, decided on the server (the layout loader) so its
// sentences stay out of every page's JavaScript: a reminder in the trial's last days, and after it
// (or when the subscription is not active) why saving is refused, with the way out. "Upgrade" only
// where paying is possible.

/** The reminder shows during the trial's last 2 days (docs/decisions/007-billing-admin.md). */
export const TRIAL_ENDING_SOON_DAYS = 2;

export type TrialBannerCopy = { text: string; action: string; ending: boolean };

export function trialBannerCopy(
  status: string,
  trialDaysLeft: number,
  canPay: boolean,
): TrialBannerCopy | null {
  if (status === "active") return null;
  if (status === "trial" && (trialDaysLeft > TRIAL_ENDING_SOON_DAYS || trialDaysLeft <= 0))
    return null;
  const ending = status === "trial";
  const text = ending
    ? `Your free trial ends in ${trialDaysLeft} ${trialDaysLeft === 1 ? "day" : "days"}. ${canPay ? "Upgrade to keep editing your marketing plans after that." : "After that your plans stay readable and exportable, and saving waits for an active plan."}`
    : status === "expired"
      ? "Your free trial has ended. Everything you saved is still here to read and export, but changes can't be saved until you upgrade."
      : "Your subscription is not active. Everything you saved is still here to read and export, but changes can't be saved until it is reactivated.";
  const action = canPay && (ending || status === "expired") ? "Upgrade" : "Go to Billing";
  return { text, action, ending };
}
