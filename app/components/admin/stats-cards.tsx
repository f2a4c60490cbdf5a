import type { AdminStats } from "~/lib/admin-stats";
import { formatUsd } from "~/lib/billing-display";
import { PLAN_PRICE_PER_MONTH_USD, PLAN_PRICE_PER_YEAR_USD } from "~/lib/plan";

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
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.id} className="card" data-testid={`stat-${card.id}`}>
            <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{card.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Active subscriptions and monthly revenue count paying tenants only (not the operator&apos;s
        own tenant or the demo), each at {formatUsd(PLAN_PRICE_PER_MONTH_USD)} a month, billed{" "}
        {formatUsd(PLAN_PRICE_PER_YEAR_USD)} yearly.
      </p>
    </section>
  );
}
