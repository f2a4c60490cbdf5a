import { DAY_MS } from "./dates";
import { TRIAL_DAYS } from "./plan";

export function trialEndsAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** docs/product/spec-facts.md §4: the ceiling of the remaining days, never below 0. */
export function trialDaysLeft(startedAt: Date, now: Date = new Date()): number {
  const remaining = trialEndsAt(startedAt).getTime() - now.getTime();
  return Math.max(0, Math.ceil(remaining / DAY_MS));
}

/** The status a tenant really has now: a trial past its 7 days reads expired. */
export function effectiveSubscriptionStatus(
  status: string,
  trialStartedAt: Date,
  now: Date = new Date(),
): string {
  if (status === "trial" && trialDaysLeft(trialStartedAt, now) === 0) return "expired";
  return status;
}

export function canWrite(status: string): boolean {
  return status === "active" || status === "trial";
}
