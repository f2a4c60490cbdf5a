import type { AdminStats } from "~/lib/admin-stats";
import { formatUsd } from "~/lib/billing-display";
import { PLAN_PRICE_PER_MONTH_USD, PLAN_PRICE_PER_YEAR_USD } from "~/lib/plan";

export type StatCard = { id: string; label: string; value: string };

/** A row of figures (the admin dashboard's, the outbox's): a label over each value, in cards. */
export function StatGrid({
  cards,
  testIdPrefix,
  className,
}: {
  cards: StatCard[];
  testIdPrefix: string;
  className: string;
}) {
  return (
    <dl className={className}>
      {cards.map((card) => (
        <div key={card.id} className="card" data-testid={`${testIdPrefix}-${card.id}`}>
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminStatsCards({ stats }: { stats: AdminStats }) {
  const cards = [
    { id: "totalTenants", label: "Total Tenants", value: String(stats.totalTenants) },
    {
      id: "activeSubscriptions",
      label: "Active Subscriptions",
      value: String(stats.activeSubscriptions),
    },
    { id: "trialUsers", label: "Trial Users", value: String(stats.trialUsers) },
    { id: "monthlyRevenue", label: "Monthly Revenue", value: formatUsd(stats.monthlyRevenue) },
  ];
  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="sr-only">
        Stats
      </h2>
      <StatGrid
        cards={cards}
        testIdPrefix="stat"
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      />
      <p className="mt-2 text-xs text-slate-600">
        Active subscriptions and monthly revenue count paying tenants only (not the operator&apos;s
        own tenant or the demo), each at {formatUsd(PLAN_PRICE_PER_MONTH_USD)} a month, billed{" "}
        {formatUsd(PLAN_PRICE_PER_YEAR_USD)} yearly.
      </p>
    </section>
  );
}
