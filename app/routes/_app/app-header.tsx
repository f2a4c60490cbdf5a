import { Link } from "@remix-run/react";

import { BellIcon } from "~/components/layout/icons";

import { UserMenu } from "./user-menu";

type AppHeaderProps = {
  title: string;
  email: string;
  trialDaysLeft: number;
  /** Online payment is configured: the badge offers Upgrade; else it says what the end brings. */
  canPay: boolean;
  notificationCount: number;
};

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/**
 * docs/product/spec-facts.md §4: days left in the trial; hidden at 0 (paid, expired or not a
 * trial). Upgrade only where paying is possible; else the badge says what the trial's end brings.
 */
function TrialBadge({ daysLeft, canPay }: { daysLeft: number; canPay: boolean }) {
  if (daysLeft <= 0) return null;
  return (
    <div data-testid="trial-badge" className="trial-badge">
      <span>{`${plural(daysLeft, "day")} left in trial${canPay ? "" : ", then read-only"}`}</span>
      {/* The sidebar's Billing link already loads the route. */}
      {canPay ? (
        <Link to="/billing" discover="none">
          Upgrade
        </Link>
      ) : null}
    </div>
  );
}

function NotificationsBell({ count }: { count: number }) {
  return (
    <Link
      to="/notifications"
      aria-label={`Notifications: ${count > 0 ? plural(count, "unread announcement") : "no unread announcements"}`}
      data-testid="notifications-bell"
      className="bell"
    >
      <BellIcon className="h-6 w-6" />
      {count > 0 ? (
        <span aria-hidden="true" data-testid="notifications-count">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}

export function AppHeader({
  title,
  email,
  trialDaysLeft,
  canPay,
  notificationCount,
}: AppHeaderProps) {
  return (
    <header className="top-bar">
      <div>
        <h1>{title}</h1>
        <TrialBadge daysLeft={trialDaysLeft} canPay={canPay} />
        <NotificationsBell count={notificationCount} />
        <UserMenu email={email} />
      </div>
    </header>
  );
}
