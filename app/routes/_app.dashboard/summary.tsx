// The dashboard's four stats and the "Your Next Mission" card (numbers from app/lib/dashboard.ts).
import { Link } from "@remix-run/react";

import type { DashboardStats, Mission } from "~/lib/dashboard";
import { COMPLETED_STAT_LABEL, COMPLETED_STAT_UNIT } from "~/lib/plan-labels";

const STAT_LABELS: { key: keyof DashboardStats; label: string; unit?: string; suffix?: string }[] =
  [
    { key: "totalApps", label: "Total Apps" },
    { key: "completed", label: COMPLETED_STAT_LABEL, unit: COMPLETED_STAT_UNIT },
    { key: "readyToLaunch", label: "Ready to Launch" },
    { key: "avgProgress", label: "Avg Progress", suffix: "%" },
  ];

export function StatsGrid({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your numbers
      </h2>
      <dl className="stats">
        {STAT_LABELS.map(({ key, label, unit, suffix }) => (
          <div key={key} data-testid={`stat-${key}`}>
            <dt>
              {label}
              {/* What the figure counts, on its own line under the specification's label. */}
              {unit ? <span className="block text-xs font-normal">{` ${unit}`}</span> : null}
            </dt>
            <dd>{`${stats[key]}${suffix ?? ""}`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function NextMissionCard({ missions }: { missions: Mission[] }) {
  return (
    <section aria-labelledby="mission-heading" className="mission">
      <h2 id="mission-heading" className="text-lg font-bold">
        Your Next Mission
      </h2>
      {missions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Every app is at 100%. Time to launch, or add your next app.
        </p>
      ) : (
        <ul className="missions">
          {missions.map((mission) => (
            <li key={mission.appId}>
              <div>
                <p>
                  {`${mission.appName} `}
                  <span>{`(${mission.progress}%)`}</span>
                </p>
                <p>{mission.hint}</p>
              </div>
              <Link
                to={mission.action.href}
                className="btn-primary"
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
