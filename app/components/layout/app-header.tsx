import { Link } from "@remix-run/react";

import { BellIcon } from "./icons";
import { MobileMenu } from "./sidebar-nav";
import { UserMenu } from "./user-menu";

type AppHeaderProps = {
  title: string;
  email: string;
  isAdmin: boolean;
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
    <div
      data-testid="trial-badge"
      className="order-last flex w-full items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-1 text-sm sm:order-none sm:w-auto sm:justify-start"
    >
      <span className="font-medium text-amber-900">{plural(daysLeft, "day")} left in trial</span>
      <Link
        to="/billing"
        className="rounded-md bg-amber-500 px-3 py-1 font-semibold text-slate-900 hover:bg-amber-400"
      >
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
      className="relative flex min-h-[44px] min-w-[44px] items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <BellIcon className="h-6 w-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notifications-count"
          className="absolute right-1 top-1 flex h-5 min-w-[1.25rem] items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}

export function AppHeader({
  title,
  email,
  isAdmin,
  trialDaysLeft,
  notificationCount,
}: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="relative flex flex-wrap items-center gap-2 px-3 py-2 md:px-6">
        <MobileMenu isAdmin={isAdmin} />
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-slate-900">{title}</h1>
        <TrialBadge daysLeft={trialDaysLeft} />
        <NotificationsBell count={notificationCount} />
        <UserMenu email={email} />
      </div>
    </header>
  );
}
