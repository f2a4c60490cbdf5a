// The dashboard's four stats and the "Your Next Mission" card (numbers from app/lib/dashboard.ts).
import { Link } from "@remix-run/react";

import type { DashboardStats, Mission } from "~/lib/dashboard";

const STAT_LABELS: { key: keyof DashboardStats; label: string; suffix?: string }[] = [
  { key: "totalApps", label: "Total Apps" },
  { key: "completed", label: "Completed" },
  { key: "readyToLaunch", label: "Ready to Launch" },
  { key: "avgProgress", label: "Avg Progress", suffix: "%" },
];

export function StatsGrid({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your numbers
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_LABELS.map(({ key, label, suffix }) => (
          <div key={key} className="card p-4" data-testid={`stat-${key}`}>
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-slate-900">
              {stats[key]}
              {suffix ?? ""}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function NextMissionCard({ missions }: { missions: Mission[] }) {
  return (
    <section
      aria-labelledby="mission-heading"
      className="card border-brand-200 bg-gradient-to-br from-brand-50 to-white"
    >
      <h2 id="mission-heading" className="text-lg font-bold">
        Your Next Mission
      </h2>
      {missions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Every app is at 100%. Time to launch, or add your next app.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {missions.map((mission) => (
            <li
              key={mission.appId}
              className="flex flex-col gap-3 rounded-lg bg-white p-3 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">
                  {mission.appName}{" "}
                  <span className="text-sm font-normal text-slate-600">({mission.progress}%)</span>
                </p>
                <p className="text-sm text-slate-700">{mission.hint}</p>
              </div>
              <Link
                to={mission.action.href}
                className="btn-primary self-start sm:self-auto"
                aria-label={`${mission.action.label} ${mission.appName}`}
              >
                {mission.action.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
