// The admin's tenant table: case-insensitive search and status filters as URL parameters, real
// paging (20 a page), the same through GET /api/admin/tenants, the CSV export, the stats, and
// the row actions View / Edit / Suspend / Reactivate.
import { addDays, addYears } from "date-fns";
import { describe, expect, it } from "vitest";

import { expireOverdueTrials, reactivateTenant, suspendTenant } from "~/models/tenant.server";
import { getAdminStats, listTenants } from "~/models/tenant-list.server";
import * as adminPage from "~/routes/_app.admin/route";
import * as tenantPage from "~/routes/_app.admin_.tenants.$tenantId/route";
import * as tenantsCsv from "~/routes/admin.tenants[.]csv";
import * as apiAdminStats from "~/routes/api.admin.stats";
import * as apiAdminTenants from "~/routes/api.admin.tenants";
import { db } from "~/services/db.server";
import { ACTION_TOAST_KEY, getToast } from "~/utils/toast.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";
import { settleOutcome } from "./workspace-helpers";

const DAY = 24 * 60 * 60 * 1000;

async function makeTenant(companyName: string, status = "trial", createdAt = new Date()) {
  return db.tenant.create({
    data: {
      companyName,
      companyNameSearch: companyName.toLowerCase(),
      subscriptionStatus: status,
      createdAt,
    },
  });
}

async function toastOf(response: Response) {
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  const { toast } = await getToast(
    new Request("http://localhost/", { headers: { Cookie: cookie } }),
  );
  return toast;
}

type TenantPageData = Awaited<ReturnType<typeof adminPage.loader>>;

describe("tenant table", async () => {
  const { cookie: adminCookie, tenant: adminTenant } = await createSignedInUser({
    role: "admin",
    companyName: "HQ Admins",
  });
  // 25 "Orbit" tenants (mixed case, one status each in turn) and some others.
  const statuses = ["trial", "active", "expired", "canceled"] as const;
  const base = Date.now() - 60 * 1000;
  for (let i = 0; i < 25; i++) {
    const status = statuses[i % 4];
    const name = i % 2 === 0 ? `ORBIT Labs ${i}` : `Little orbit ${i}`;
    // Recent creation so that the trial ones are still within their 7 days.
    await makeTenant(name, status, new Date(base - i * 1000));
  }
  await makeTenant("Acme 50% Off", "active");
  await makeTenant("Zebra_Works", "trial");

  const page = async (query: string) =>
    (await adminPage.loader(
      routeArgs(getRequest(`/admin${query}`, adminCookie)),
    )) as TenantPageData;

  it("searches the company name case-insensitively, as a substring", async () => {
    const data = await page("?q=oRbIt");
    expect(data.page.total).toBe(25);
    expect(data.tenants.every((t) => t.companyName.toLowerCase().includes("orbit"))).toBe(true);
    expect((await page("?q=labs 1")).tenants.map((t) => t.companyName).sort()).toEqual(
      ["ORBIT Labs 10", "ORBIT Labs 12", "ORBIT Labs 14", "ORBIT Labs 16", "ORBIT Labs 18"].sort(),
    );
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect((await page("?q=50%25")).tenants.map((t) => t.companyName)).toEqual(["Acme 50% Off"]);
    expect((await page("?q=a_w")).tenants.map((t) => t.companyName)).toEqual(["Zebra_Works"]);
  });

  it("filters by status, alone and with the search", async () => {
    for (const status of statuses) {
      const data = await page(`?q=orbit&status=${status}`);
      expect(data.tenants.length).toBeGreaterThan(0);
      expect(data.tenants.every((t) => t.status === status)).toBe(true);
    }
    const active = await page("?status=active");
    // 6 active Orbit tenants (i = 1, 5, ..., 21) plus Acme.
    expect(active.page.total).toBe(7);
    const all = await page("?status=all");
    expect(all.page.total).toBe(25 + 2 + 1);
  });

  it("pages 20 at a time, newest first, with Previous/Next only where a page exists", async () => {
    const first = await page("?q=orbit");
    expect(first.tenants).toHaveLength(20);
    expect(first.page).toEqual({
      page: 1,
      totalPages: 2,
      total: 25,
      hasPrevious: false,
      hasNext: true,
    });
    expect(first.tenants[0].companyName).toBe("ORBIT Labs 0");
    const second = await page("?q=orbit&page=2");
    expect(second.tenants).toHaveLength(5);
    expect(second.page).toMatchObject({ page: 2, hasPrevious: true, hasNext: false });
    const seen = new Set([...first.tenants, ...second.tenants].map((t) => t.id));
    expect(seen.size).toBe(25);
  });

  it("forgives hand-edited URLs on the page: bad values fall back, a late page shows the last", async () => {
    const data = await page("?status=bogus&page=-3");
    expect(data.filters.status).toBe("all");
    expect(data.page.page).toBe(1);
    expect((await page("?q=orbit&page=99")).page.page).toBe(2);
  });

  it("offers Suspend for trial and active tenants and Reactivate for the others", async () => {
    const data = await page("?q=orbit");
    for (const row of data.tenants) {
      expect(row.canSuspend).toBe(row.status === "trial" || row.status === "active");
    }
  });

  it("GET /api/admin/tenants takes the same filters and paging as query parameters", async () => {
    const response = await apiAdminTenants.loader(
      routeArgs(
        jsonRequest("/api/admin/tenants?q=ORBIT&status=active&page=1", undefined, {
          cookie: adminCookie,
        }),
      ),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      page: 1,
      pageSize: 20,
      total: 6,
      totalPages: 1,
      hasNext: false,
      status: "active",
    });
    expect(body.tenants).toHaveLength(6);
    expect(body.tenants[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        companyName: expect.any(String),
        status: "active",
        userCount: 0,
        appCount: 0,
      }),
    );
    const paged = await (
      await apiAdminTenants.loader(
        routeArgs(
          jsonRequest("/api/admin/tenants?q=orbit&page=2", undefined, { cookie: adminCookie }),
        ),
      )
    ).json();
    expect(paged.tenants).toHaveLength(5);
  });

  it("GET /api/admin/tenants answers bad parameters with 400 and field errors", async () => {
    const response = await apiAdminTenants.loader(
      routeArgs(
        jsonRequest("/api/admin/tenants?status=gold&page=0", undefined, { cookie: adminCookie }),
      ),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.status[0]).toMatch(/Status must be one of/);
    expect(body.errors.page[0]).toMatch(/Page must be a whole number/);
  });

  it("exports every row of the filtered table as CSV (not just one page)", async () => {
    const response = await settle(() =>
      tenantsCsv.loader(
        routeArgs(getRequest("/admin/tenants.csv?q=orbit&status=trial", adminCookie)),
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="tenants-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''tenants-[\d-]+\.csv$/,
    );
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("Company,Status,Owner email,Users,Apps,Renewal date,Created,Tenant id");
    expect(lines).toHaveLength(1 + 7);
    expect(lines.slice(1).every((line) => line.includes(",trial,"))).toBe(true);

    const all = await (
      await settle(() =>
        tenantsCsv.loader(routeArgs(getRequest("/admin/tenants.csv?q=orbit", adminCookie))),
      )
    ).text();
    expect(all.trim().split("\r\n")).toHaveLength(1 + 25);
  });

  it("guards the CSV against formula injection in company names", async () => {
    await makeTenant('=HYPERLINK("http://evil.example","Click")', "trial");
    const text = await (
      await settle(() =>
        tenantsCsv.loader(routeArgs(getRequest("/admin/tenants.csv?q=hyperlink", adminCookie))),
      )
    ).text();
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
  });

  it("View shows the users and apps counts, dates and status", async () => {
    const { tenant, user } = await createSignedInUser({ companyName: "Viewable Co" });
    await db.app.create({ data: { tenantId: tenant.id, name: "One", wizardAnswers: {} } });
    await db.app.create({ data: { tenantId: tenant.id, name: "Two", wizardAnswers: {} } });
    const data = (await tenantPage.loader(
      routeArgs(getRequest(`/admin/tenants/${tenant.id}`, adminCookie), { tenantId: tenant.id }),
    )) as Awaited<ReturnType<typeof tenantPage.loader>>;
    expect(data.tenant).toMatchObject({
      companyName: "Viewable Co",
      status: "trial",
      userCount: 1,
      appCount: 2,
      trialDaysLeft: 7,
      canSuspend: true,
    });
    expect(data.tenant.users.map((u) => u.email)).toEqual([user.email]);
    expect(data.tenant.createdLabel).toMatch(/\d{4}$/);
  });

  it("Edit saves the company name (and its search copy), status and renewal date", async () => {
    const tenant = await makeTenant("Before Edit");
    const path = `/admin/tenants/${tenant.id}?edit=true`;
    const response = await settle(() =>
      tenantPage.action(
        routeArgs(
          formRequest(
            path,
            {
              intent: "update-tenant",
              companyName: "  After EDIT  ",
              status: "active",
              renewalDate: "2031-05-06",
            },
            { cookie: adminCookie },
          ),
          { tenantId: tenant.id },
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/tenants/${tenant.id}`);
    expect(await toastOf(response)).toMatchObject({ message: "Tenant updated" });
    const saved = await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(saved).toMatchObject({
      companyName: "After EDIT",
      companyNameSearch: "after edit",
      subscriptionStatus: "active",
    });
    expect(saved.renewalDate?.toISOString()).toBe("2031-05-06T00:00:00.000Z");
    expect((await page("?q=after e")).tenants.map((t) => t.id)).toEqual([tenant.id]);

    // An empty renewal date clears it.
    await tenantPage.action(
      routeArgs(
        formRequest(
          path,
          { intent: "update-tenant", companyName: "After EDIT", status: "active", renewalDate: "" },
          { cookie: adminCookie },
        ),
        { tenantId: tenant.id },
      ),
    );
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).renewalDate,
    ).toBeNull();
  });

  it("Edit refuses bad input with 400, field errors and the typed values kept", async () => {
    const tenant = await makeTenant("Keep Me");
    const response = await settleOutcome(() =>
      tenantPage.action(
        routeArgs(
          formRequest(
            `/admin/tenants/${tenant.id}?edit=true`,
            {
              intent: "update-tenant",
              companyName: "   ",
              status: "gold",
              renewalDate: "2031-02-30",
            },
            { cookie: adminCookie },
          ),
          { tenantId: tenant.id },
        ),
      ),
    );
    expect(response.status).toBe(400);
    const body = response.body;
    expect(body.formId).toBe("edit-tenant");
    expect(body.result.error.companyName).toEqual(["Company name is required"]);
    expect(body.result.error.status[0]).toMatch(/Status must be one of/);
    expect(body.result.error.renewalDate[0]).toMatch(/valid date/);
    expect(body.result.initialValue).toMatchObject({ status: "gold", renewalDate: "2031-02-30" });
    expect((await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).companyName).toBe(
      "Keep Me",
    );
  });

  it("Suspend from the table cancels the tenant and comes back to the same filtered page", async () => {
    const tenant = await makeTenant("Suspend Me Inc", "active");
    const response = await settle(() =>
      adminPage.action(
        routeArgs(
          formRequest(
            "/admin?q=suspend&page=1",
            { intent: "suspend", tenantId: tenant.id, confirmed: "yes" },
            { cookie: adminCookie },
          ),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?q=suspend&page=1");
    expect(await toastOf(response)).toMatchObject({ message: "Tenant suspended" });
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("canceled");

    const back = await settle(() =>
      adminPage.action(
        routeArgs(
          formRequest(
            "/admin?q=suspend",
            { intent: "reactivate", tenantId: tenant.id },
            { cookie: adminCookie },
          ),
        ),
      ),
    );
    expect(await toastOf(back)).toMatchObject({ message: "Tenant reactivated" });
    const reactivated = await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    // Created just now: back on its free trial, not given a paid year.
    expect(reactivated.subscriptionStatus).toBe("trial");
  });

  it("an unconfirmed Suspend only opens the confirmation, which the page then shows", async () => {
    const tenant = await makeTenant("Confirm Me Inc", "active");
    const response = await settle(() =>
      adminPage.action(
        routeArgs(
          formRequest(
            "/admin?q=confirm",
            { intent: "suspend", tenantId: tenant.id },
            { cookie: adminCookie },
          ),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/admin?q=confirm&confirm=suspend&tenant=${tenant.id}`,
    );
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("active");

    const confirming = await page(`?q=confirm&confirm=suspend&tenant=${tenant.id}`);
    expect(confirming.confirmSuspend).toEqual({ id: tenant.id, companyName: "Confirm Me Inc" });
    const plain = await page("?q=confirm");
    expect(plain.confirmSuspend).toBeNull();
  });

  it("Suspend on a tenant's page asks first too, then suspends once confirmed", async () => {
    const tenant = await makeTenant("Page Confirm Inc", "active");
    const post = (fields: Record<string, string>) =>
      settle(() =>
        tenantPage.action(
          routeArgs(formRequest(`/admin/tenants/${tenant.id}`, fields, { cookie: adminCookie }), {
            tenantId: tenant.id,
          }),
        ),
      );
    const asked = await post({ intent: "suspend" });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe(
      `/admin/tenants/${tenant.id}?confirm=suspend&tenant=${tenant.id}`,
    );
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("active");
    const confirmed = await post({ intent: "suspend", confirmed: "yes" });
    expect(confirmed.status).toBe(302);
    expect(await toastOf(confirmed)).toMatchObject({ message: "Tenant suspended" });
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus,
    ).toBe("canceled");
  });

  it("an admin cannot suspend their own tenant: a 409 on that row's form, and a toast", async () => {
    const response = await settle(() =>
      adminPage.action(
        routeArgs(
          formRequest(
            "/admin",
            { intent: "suspend", tenantId: adminTenant.id, confirmed: "yes" },
            { cookie: adminCookie },
          ),
        ),
      ),
    );
    expect(response.status).toBe(409);
    const reply = await response.json();
    // A reply that stays on the page carries its toast in the data (app/utils/toast.server.ts).
    expect(reply[ACTION_TOAST_KEY]).toMatchObject({
      message: "Can't suspend your own tenant",
      type: "error",
    });
    expect(reply.formId).toBe(`suspend-${adminTenant.id}`);
    expect(reply.result.error[""][0]).toMatch(/^Can't suspend your own tenant: /);
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: adminTenant.id } })).subscriptionStatus,
    ).toBe("trial");
  });

  it("suspending or reactivating a missing tenant is a 404", async () => {
    for (const intent of ["suspend", "reactivate"]) {
      const response = await settle(() =>
        adminPage.action(
          routeArgs(
            formRequest(
              "/admin",
              { intent, tenantId: "missing", confirmed: "yes" },
              { cookie: adminCookie },
            ),
          ),
        ),
      );
      expect(response.status).toBe(404);
    }
  });
});

describe("reactivation rules", () => {
  const now = new Date("2027-06-01T12:00:00.000Z");

  it("a tenant with a paid renewal date ahead becomes active and keeps that date", async () => {
    const tenant = await makeTenant("Paid Ahead", "canceled", addDays(now, -100));
    await db.tenant.update({ where: { id: tenant.id }, data: { renewalDate: addDays(now, 30) } });
    expect(await reactivateTenant(tenant.id, now)).toMatchObject({ ok: true, status: "active" });
    const saved = await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(saved.renewalDate?.toISOString()).toBe(addDays(now, 30).toISOString());
  });

  it("a tenant within its 7 trial days goes back to trial", async () => {
    const tenant = await makeTenant("Young", "canceled", addDays(now, -3));
    expect(await reactivateTenant(tenant.id, now)).toMatchObject({ ok: true, status: "trial" });
  });

  it("an expired tenant is activated by hand for a year", async () => {
    const tenant = await makeTenant("Old", "expired", addDays(now, -30));
    expect(await reactivateTenant(tenant.id, now)).toMatchObject({ ok: true, status: "active" });
    const saved = await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(saved.renewalDate?.toISOString()).toBe(addYears(now, 1).toISOString());
  });

  it("suspend marks the tenant canceled and keeps everything else", async () => {
    const tenant = await makeTenant("Keep Data", "active", addDays(now, -30));
    await db.app.create({ data: { tenantId: tenant.id, name: "Still here", wizardAnswers: {} } });
    expect(await suspendTenant(tenant.id, "someone-else")).toMatchObject({
      ok: true,
      status: "canceled",
    });
    expect(await db.app.count({ where: { tenantId: tenant.id } })).toBe(1);
  });
});

describe("stats", () => {
  it("count tenants by status, users on trial, and $20 a month per active subscription", async () => {
    await db.user.deleteMany();
    await db.tenant.deleteMany();
    const { cookie: adminCookie } = await createSignedInUser({ role: "admin" }); // a trial tenant
    const { tenant: trialTenant } = await createSignedInUser();
    await db.user.create({
      data: { tenantId: trialTenant.id, email: "second@example.com", passwordHash: "x" },
    });
    await makeTenant("A1", "active");
    await makeTenant("A2", "active");
    await makeTenant("A3", "active");
    await makeTenant("E1", "expired");
    await makeTenant("C1", "canceled");
    // Past its 7 days but still stored as trial: counted as expired, and stored so.
    const overdue = await makeTenant("Overdue", "trial", new Date(Date.now() - 8 * DAY));

    const response = await apiAdminStats.loader(
      routeArgs(jsonRequest("/api/admin/stats", undefined, { cookie: adminCookie })),
    );
    expect(await response.json()).toEqual({
      totalTenants: 8,
      activeSubscriptions: 3,
      trialUsers: 3,
      monthlyRevenue: 60,
    });
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: overdue.id } })).subscriptionStatus,
    ).toBe("expired");
    expect(await getAdminStats()).toMatchObject({ totalTenants: 8 });
  });

  it("the operator's own active tenant and the demo template are not paying subscriptions", async () => {
    await db.user.deleteMany();
    await db.tenant.deleteMany();
    const { cookie, tenant: operator } = await createSignedInUser({ role: "admin" });
    await db.tenant.update({ where: { id: operator.id }, data: { subscriptionStatus: "active" } });
    const template = await makeTenant("Demo", "active");
    await db.tenant.update({ where: { id: template.id }, data: { demo: "template" } });
    const response = await apiAdminStats.loader(
      routeArgs(jsonRequest("/api/admin/stats", undefined, { cookie })),
    );
    expect(await response.json()).toMatchObject({ activeSubscriptions: 0, monthlyRevenue: 0 });
    await makeTenant("Customer", "active");
    expect(await getAdminStats()).toMatchObject({ activeSubscriptions: 1, monthlyRevenue: 20 });
  });

  it("an overdue trial shows under expired, not trial, in the table", async () => {
    const overdue = await makeTenant(
      "Lapsed Trial Co",
      "trial",
      new Date(Date.now() - 7 * DAY - 1000),
    );
    const fresh = await makeTenant("Fresh Trial Co", "trial", new Date(Date.now() - 6 * DAY));
    const trial = await listTenants({ q: "trial co", status: "trial", page: 1 });
    expect(trial.tenants.map((t) => t.id)).toEqual([fresh.id]);
    const expired = await listTenants({ q: "trial co", status: "expired", page: 1 });
    expect(expired.tenants.map((t) => t.id)).toEqual([overdue.id]);
    expect(await expireOverdueTrials()).toBe(0);
  });
});
