import { Link } from "@remix-run/react";

import { BellIcon } from "~/components/layout/icons";

import { UserMenu } from "./user-menu";

type AppHeaderProps = {
  title: string;
  email: string;
  trialDaysLeft: number;
  notificationCount: number;
};

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** docs/product/spec-facts.md §4: days left in the trial; hidden at 0 (paid, expired or not a trial). */
function TrialBadge({ daysLeft }: { daysLeft: number }) {
  if (daysLeft <= 0) return null;
  return (
    <div data-testid="trial-badge" className="trial-badge">
      <span>{`${plural(daysLeft, "day")} left in trial`}</span>
      {/* The sidebar's Billing link already loads the route. */}
      <Link to="/billing" discover="none">
        Upgrade
      </Link>
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

export function AppHeader({ title, email, trialDaysLeft, notificationCount }: AppHeaderProps) {
  return (
    <header className="top-bar">
      <div>
        <h1>{title}</h1>
        <TrialBadge daysLeft={trialDaysLeft} />
        <NotificationsBell count={notificationCount} />
        <UserMenu email={email} />
      </div>
    </header>
  );
}
