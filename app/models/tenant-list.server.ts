// The admin's tenant table and stats: URL filters, the paged list, the CSV rows and the four
// counts. Only admin routes call these; tenant-scoped code never does.
import { z } from "zod";

import { type AdminStats, adminStats, paginate, TENANT_PAGE_SIZE } from "~/lib/admin-stats";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "~/lib/enums";
import { TENANT_SEARCH_MAX } from "~/lib/limits";
import { db } from "~/services/db.server";

import { expireOverdueTrials } from "./tenant.server";

export const TENANT_STATUS_FILTERS = ["all", ...SUBSCRIPTION_STATUSES] as const;
export type TenantStatusFilter = (typeof TENANT_STATUS_FILTERS)[number];

/** The table's filters as URL query parameters (the page's GET form and GET /api/admin/tenants). */
export const tenantFiltersSchema = z.object({
  q: z
    .string()
    .trim()
    .max(TENANT_SEARCH_MAX, `Search must be at most ${TENANT_SEARCH_MAX} characters`)
    .default(""),
  status: z
    .enum(TENANT_STATUS_FILTERS, {
      error: `Status must be one of: ${TENANT_STATUS_FILTERS.join(", ")}`,
    })
    .default("all"),
  page: z.coerce
    .number({ error: "Page must be a whole number from 1" })
    .int("Page must be a whole number from 1")
    .min(1, "Page must be a whole number from 1")
    .default(1),
});
export type TenantFilters = z.infer<typeof tenantFiltersSchema>;

function rawFilters(params: URLSearchParams) {
  const pick = (key: string) => params.get(key) || undefined;
  return { q: pick("q"), status: pick("status"), page: pick("page") };
}

/** Strict reading for the API: a bad value is a 400 with field errors. */
export function parseTenantFilters(params: URLSearchParams) {
  return tenantFiltersSchema.safeParse(rawFilters(params));
}

/** Forgiving reading for the page: a bad value in a hand-edited URL falls back to its default. */
export function tenantFiltersFromUrl(params: URLSearchParams): TenantFilters {
  const raw = rawFilters(params);
  const fields = tenantFiltersSchema.shape;
  const q = fields.q.safeParse(raw.q);
  const status = fields.status.safeParse(raw.status);
  const page = fields.page.safeParse(raw.page);
  return {
    q: q.success ? q.data : "",
    status: status.success ? status.data : "all",
    page: page.success ? page.data : 1,
  };
}

// Visitors' demo sandboxes are not customers: the admin's list and figures leave them out.
const NOT_DEMO_SANDBOX = { OR: [{ demo: null }, { demo: { not: "sandbox" } }] };

export async function getAdminStats(now = new Date()): Promise<AdminStats> {
  await expireOverdueTrials(now);
  const [groups, trialUserCount, activeNotPaying] = await Promise.all([
    db.tenant.groupBy({
      by: ["subscriptionStatus"],
      where: NOT_DEMO_SANDBOX,
      _count: { _all: true },
    }),
    db.user.count({ where: { tenant: { subscriptionStatus: "trial", ...NOT_DEMO_SANDBOX } } }),
    // The operator's own tenant (it holds an admin) and the demo template are active but unpaid.
    db.tenant.count({
      where: {
        subscriptionStatus: "active",
        ...NOT_DEMO_SANDBOX,
        OR: [{ demo: "template" }, { users: { some: { role: "admin" } } }],
      },
    }),
  ]);
  const tenantsByStatus: Partial<Record<SubscriptionStatus, number>> = {};
  for (const group of groups) {
    tenantsByStatus[group.subscriptionStatus as SubscriptionStatus] = group._count._all;
  }
  return adminStats({ tenantsByStatus, trialUserCount, activeNotPaying });
}

function tenantWhere(filters: Pick<TenantFilters, "q" | "status">) {
  return {
    ...NOT_DEMO_SANDBOX,
    // companyNameSearch is the lower-cased name: the same substring match on SQLite and PostgreSQL.
    ...(filters.q ? { companyNameSearch: { contains: filters.q.toLowerCase() } } : {}),
    ...(filters.status !== "all" ? { subscriptionStatus: filters.status } : {}),
  };
}

const tenantRowSelect = {
  id: true,
  companyName: true,
  subscriptionStatus: true,
  renewalDate: true,
  stripeCustomerId: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { users: true, apps: true } },
  users: { select: { email: true }, orderBy: { createdAt: "asc" }, take: 1 },
} as const;

/**
 * A row of the table: the tenant entity's fields (docs/api-contract.md) and computed columns.
 * `status` repeats subscriptionStatus for the pages and older API clients (deprecated in the API).
 */
export type TenantRow = {
  id: string;
  companyName: string;
  subscriptionStatus: string;
  renewalDate: Date | null;
  stripeCustomerId: string | null;
  createdAt: Date;
  updatedAt: Date;
  status: string;
  ownerEmail: string | null;
  userCount: number;
  appCount: number;
};

type SelectedTenant = {
  id: string;
  companyName: string;
  subscriptionStatus: string;
  renewalDate: Date | null;
  stripeCustomerId: string | null;
  createdAt: Date;
  updatedAt: Date;
  _count: { users: number; apps: number };
  users: { email: string }[];
};

function toRow(tenant: SelectedTenant): TenantRow {
  return {
    id: tenant.id,
    companyName: tenant.companyName,
    subscriptionStatus: tenant.subscriptionStatus,
    renewalDate: tenant.renewalDate,
    stripeCustomerId: tenant.stripeCustomerId,
    createdAt: tenant.createdAt,
    updatedAt: tenant.updatedAt,
    status: tenant.subscriptionStatus,
    ownerEmail: tenant.users[0]?.email ?? null,
    userCount: tenant._count.users,
    appCount: tenant._count.apps,
  };
}

// Newest first; the id breaks ties so that pages never repeat or skip a row.
const tenantOrder = [{ createdAt: "desc" as const }, { id: "asc" as const }];

/** One page of the table; a page past the end shows the last page. */
export async function listTenants(filters: TenantFilters, now = new Date()) {
  await expireOverdueTrials(now);
  const where = tenantWhere(filters);
  const total = await db.tenant.count({ where });
  const pageInfo = paginate(total, filters.page, TENANT_PAGE_SIZE);
  const tenants = await db.tenant.findMany({
    where,
    select: tenantRowSelect,
    orderBy: tenantOrder,
    skip: pageInfo.offset,
    take: pageInfo.pageSize,
  });
  return { tenants: tenants.map(toRow), ...pageInfo };
}

/** Every row matching the filters (all pages), for the CSV export. */
export async function listTenantsForExport(
  filters: Pick<TenantFilters, "q" | "status">,
  now = new Date(),
) {
  await expireOverdueTrials(now);
  const tenants = await db.tenant.findMany({
    where: tenantWhere(filters),
    select: tenantRowSelect,
    orderBy: tenantOrder,
  });
  return tenants.map(toRow);
}
