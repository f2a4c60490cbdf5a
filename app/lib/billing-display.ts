// How money, days and subscription statuses read on the Billing and Admin pages. Formatted on
// the server with the user's time zone so that the browser renders the same text.
import { formatDate } from "./date-time";
import { isoDate } from "./dates";
import type { SubscriptionStatus } from "./enums";

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  trial: "Free Trial",
  expired: "Expired",
  canceled: "Canceled",
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as SubscriptionStatus] ?? status;
}

// Intl formatters are costly to build and cheap to reuse: one per shape, made on first use.
const USD = {
  whole: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }),
  cents: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 2,
  }),
};

export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? USD.whole : USD.cents).format(amount);
}

/** An amount in the smallest unit (Stripe's cents) in its own currency. */
export function formatCents(amountCents: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: currency.toUpperCase(),
    }).format(amountCents / 100);
  } catch {
    // An unknown currency code from a payment provider still shows a readable amount.
    return `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** "Wed, 4 Mar 2026" in the given IANA time zone (UTC when the zone is unknown). */
export function formatDay(date: Date | string | null | undefined, timeZone = "UTC"): string {
  if (!date) return "";
  return formatDate(typeof date === "string" ? new Date(date) : date, timeZone);
}

/** YYYY-MM-DD in UTC, the value of a date input for a stored calendar day. */
export function dateInputValue(date: Date | string | null | undefined): string {
  if (!date) return "";
  return isoDate(typeof date === "string" ? new Date(date) : date);
}
