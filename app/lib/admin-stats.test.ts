import { describe, expect, it } from "vitest";

import { adminStats, paginate, TENANT_PAGE_SIZE } from "./admin-stats";

describe("adminStats", () => {
  it("counts every tenant, the active ones, and $20 a month per active subscription", () => {
    expect(
      adminStats({
        tenantsByStatus: { active: 3, trial: 5, expired: 2, canceled: 1 },
        trialUserCount: 6,
      }),
    ).toEqual({ totalTenants: 11, activeSubscriptions: 3, trialUsers: 6, monthlyRevenue: 60 });
  });

  it("is all zeros for an empty database", () => {
    expect(adminStats({ tenantsByStatus: {}, trialUserCount: 0 })).toEqual({
      totalTenants: 0,
      activeSubscriptions: 0,
      trialUsers: 0,
      monthlyRevenue: 0,
    });
  });

  it("earns nothing from trial, expired or canceled tenants", () => {
    const stats = adminStats({
      tenantsByStatus: { trial: 40, expired: 7, canceled: 2 },
      trialUserCount: 41,
    });
    expect(stats.monthlyRevenue).toBe(0);
    expect(stats.totalTenants).toBe(49);
  });

  it("leaves the operator's own tenant and the demo template out of subscriptions and revenue", () => {
    // Nobody has paid: the only active tenants are the admin's and the demo template.
    expect(
      adminStats({
        tenantsByStatus: { active: 2, trial: 1 },
        trialUserCount: 1,
        activeNotPaying: 2,
      }),
    ).toEqual({ totalTenants: 3, activeSubscriptions: 0, trialUsers: 1, monthlyRevenue: 0 });
    const paying = adminStats({
      tenantsByStatus: { active: 4 },
      trialUserCount: 0,
      activeNotPaying: 1,
    });
    expect(paying).toMatchObject({ activeSubscriptions: 3, monthlyRevenue: 60 });
  });

  it("is $240 a year per active subscription, i.e. 12 months of monthly revenue", () => {
    const stats = adminStats({ tenantsByStatus: { active: 25 }, trialUserCount: 0 });
    expect(stats.monthlyRevenue).toBe(500);
    expect(stats.monthlyRevenue * 12).toBe(25 * 240);
  });
});

describe("paginate", () => {
  it("uses a page size of 20", () => {
    expect(TENANT_PAGE_SIZE).toBe(20);
  });

  it("has one empty page and no neighbours when there is nothing", () => {
    expect(paginate(0, 1)).toEqual({
      page: 1,
      pageSize: 20,
      total: 0,
      totalPages: 1,
      hasPrevious: false,
      hasNext: false,
      offset: 0,
    });
  });

  it("splits 41 rows into 3 pages with Previous/Next only where a page exists", () => {
    expect(paginate(41, 1)).toMatchObject({
      totalPages: 3,
      hasPrevious: false,
      hasNext: true,
      offset: 0,
    });
    expect(paginate(41, 2)).toMatchObject({
      page: 2,
      hasPrevious: true,
      hasNext: true,
      offset: 20,
    });
    expect(paginate(41, 3)).toMatchObject({
      page: 3,
      hasPrevious: true,
      hasNext: false,
      offset: 40,
    });
  });

  it("keeps exactly 20 rows on one page", () => {
    expect(paginate(20, 1)).toMatchObject({ totalPages: 1, hasNext: false });
    expect(paginate(21, 1)).toMatchObject({ totalPages: 2, hasNext: true });
  });

  it("clamps pages below 1 and past the last page", () => {
    expect(paginate(41, 0).page).toBe(1);
    expect(paginate(41, -4).page).toBe(1);
    expect(paginate(41, 99)).toMatchObject({ page: 3, offset: 40 });
    expect(paginate(41, Number.NaN).page).toBe(1);
  });
});
