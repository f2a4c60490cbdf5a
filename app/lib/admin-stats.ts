// The admin dashboard's numbers (docs/product/spec-facts.md §3) and its tenant-table paging, as pure
// rules so that their formulas are pinned by unit tests.
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "./enums";
import { rowFormId } from "./forms";
import { PLAN_PRICE_PER_MONTH_USD } from "./plan";

/** A tenant's Suspend or Reactivate form: `suspend-<tenant id>`, on the table and its page. */
export const tenantStatusFormId = (intent: "suspend" | "reactivate", tenantId: string) =>
  rowFormId(intent, tenantId);

/** The admin page (the table, or the tenant's own page) with the Suspend confirmation for one tenant open. */
export function confirmSuspendHref(formAction: string, tenantId: string): string {
  const [path, query = ""] = formAction.split("?");
  const params = new URLSearchParams(query);
  params.set("confirm", "suspend");
  params.set("tenant", tenantId);
  return `${path}?${params}`;
}

/** The same id read from a post's `tenantId` (the intents' `form`). */
export const postedTenantStatusFormId = (intent: "suspend" | "reactivate", formData: FormData) =>
  tenantStatusFormId(intent, String(formData.get("tenantId") ?? ""));

/** The tenant table shows 20 tenants per page (docs/decisions/007-billing-admin.md). */
export const TENANT_PAGE_SIZE = 20;

export type AdminStats = {
  totalTenants: number;
  activeSubscriptions: number;
  trialUsers: number;
  /** Whole US dollars: every active subscription is billed $240 a year, i.e. $20 a month. */
  monthlyRevenue: number;
};

export type TenantStatusCounts = Partial<Record<SubscriptionStatus, number>>;

export function adminStats(input: {
  tenantsByStatus: TenantStatusCounts;
  /** Users whose tenant is on its free trial. */
  trialUserCount: number;
  /** Active tenants that pay nobody: the operator's own (an admin's) and the demo template. */
  activeNotPaying?: number;
}): AdminStats {
  const count = (status: SubscriptionStatus) => input.tenantsByStatus[status] ?? 0;
  const totalTenants = SUBSCRIPTION_STATUSES.reduce((sum, status) => sum + count(status), 0);
  const activeSubscriptions = Math.max(0, count("active") - (input.activeNotPaying ?? 0));
  return {
    totalTenants,
    activeSubscriptions,
    trialUsers: input.trialUserCount,
    monthlyRevenue: activeSubscriptions * PLAN_PRICE_PER_MONTH_USD,
  };
}

export type PageInfo = {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Rows to skip in the query for this page. */
  offset: number;
};

/**
 * Which page to show: a request past the last page shows the last one, so a filter that
 * shrinks the result never lands on an empty page. An empty result is one (empty) page.
 */
export function paginate(
  total: number,
  requestedPage: number,
  pageSize = TENANT_PAGE_SIZE,
): PageInfo {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const wanted = Number.isFinite(requestedPage) ? Math.floor(requestedPage) : 1;
  const page = Math.min(Math.max(1, wanted), totalPages);
  return {
    page,
    pageSize,
    total,
    totalPages,
    hasPrevious: page > 1,
    hasNext: page < totalPages,
    offset: (page - 1) * pageSize,
  };
}
