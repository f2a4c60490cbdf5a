// Admin-only enforcement on every admin page, action, download and endpoint: a visitor is sent
// to sign in (pages) or gets 401 (API); a signed-in non-admin is sent to /dashboard (pages) or
// gets 403 (API), and nothing changes.
import { describe, expect, it } from "vitest";

import * as adminPage from "~/routes/_app.admin/route";
import * as tenantPage from "~/routes/_app.admin_.tenants.$tenantId/route";
import * as tenantsCsv from "~/routes/admin.tenants[.]csv";
import * as apiAdminAnnouncements from "~/routes/api.admin.announcements";
import * as apiAdminStats from "~/routes/api.admin.stats";
import * as apiAdminTenants from "~/routes/api.admin.tenants";
import * as apiAnnouncements from "~/routes/api.announcements";
import { db } from "~/services/db.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";

type Loader = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;

describe("admin pages", async () => {
  const { cookie: userCookie, tenant: userTenant } = await createSignedInUser();
  const { cookie: adminCookie } = await createSignedInUser({ role: "admin" });

  const pages: Array<[string, Loader, Record<string, string>]> = [
    ["/admin", adminPage.loader as Loader, {}],
    [`/admin/tenants/${userTenant.id}`, tenantPage.loader as Loader, { tenantId: userTenant.id }],
    ["/admin/tenants.csv", tenantsCsv.loader as Loader, {}],
  ];

  it.each(pages)("GET %s sends a visitor to sign in", async (path, loader, params) => {
    const response = await settle(() => loader(routeArgs(getRequest(path), params)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  });

  it.each(pages)(
    "GET %s sends a signed-in non-admin to /dashboard",
    async (path, loader, params) => {
      const response = await settle(() => loader(routeArgs(getRequest(path, userCookie), params)));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/dashboard");
    },
  );

  it.each(pages)("GET %s works for an admin", async (path, loader, params) => {
    const response = await settle(() => loader(routeArgs(getRequest(path, adminCookie), params)));
    expect(response.status).toBe(200);
  });

  it.each([
    ["suspend", { intent: "suspend", tenantId: "" }],
    ["reactivate", { intent: "reactivate", tenantId: "" }],
    [
      "create-announcement",
      { intent: "create-announcement", title: "Hi", message: "All", isActive: "on" },
    ],
  ])("a non-admin's %s post on /admin changes nothing", async (_name, fields) => {
    const before = await db.tenant.findUniqueOrThrow({ where: { id: userTenant.id } });
    const response = await settle(() =>
      adminPage.action(
        routeArgs(
          formRequest("/admin", { ...fields, tenantId: userTenant.id }, { cookie: userCookie }),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const after = await db.tenant.findUniqueOrThrow({ where: { id: userTenant.id } });
    expect(after.subscriptionStatus).toBe(before.subscriptionStatus);
    expect(await db.announcement.count()).toBe(0);
  });

  it("a non-admin cannot edit a tenant, not even their own", async () => {
    const response = await settle(() =>
      tenantPage.action(
        routeArgs(
          formRequest(
            `/admin/tenants/${userTenant.id}`,
            {
              intent: "update-tenant",
              companyName: "Hijacked",
              status: "active",
              renewalDate: "2099-01-01",
            },
            { cookie: userCookie },
          ),
          { tenantId: userTenant.id },
        ),
      ),
    );
    expect(response.headers.get("Location")).toBe("/dashboard");
    const after = await db.tenant.findUniqueOrThrow({ where: { id: userTenant.id } });
    expect(after.companyName).not.toBe("Hijacked");
    expect(after.subscriptionStatus).toBe("trial");
  });

  it("a visitor's post is sent to sign in", async () => {
    const response = await settle(() =>
      adminPage.action(
        routeArgs(formRequest("/admin", { intent: "suspend", tenantId: userTenant.id })),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("an unknown tenant id is a 404 for an admin", async () => {
    const response = await settle(() =>
      tenantPage.loader(
        routeArgs(getRequest("/admin/tenants/nope", adminCookie), { tenantId: "nope" }),
      ),
    );
    expect(response.status).toBe(404);
  });
});

describe("admin API", async () => {
  const { cookie: userCookie } = await createSignedInUser();
  const { cookie: adminCookie } = await createSignedInUser({ role: "admin" });

  const getEndpoints: Array<[string, Loader]> = [
    ["/api/admin/stats", apiAdminStats.loader as Loader],
    ["/api/admin/tenants", apiAdminTenants.loader as Loader],
    ["/api/admin/announcements", apiAdminAnnouncements.loader as Loader],
  ];

  it.each(getEndpoints)("GET %s: 401 anonymous, 403 non-admin, 200 admin", async (path, loader) => {
    const anonymous = await settle(() => loader(routeArgs(jsonRequest(path))));
    expect(anonymous.status).toBe(401);
    const user = await settle(() =>
      loader(routeArgs(jsonRequest(path, undefined, { cookie: userCookie }))),
    );
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ message: "Only administrators can do this." });
    const admin = await settle(() =>
      loader(routeArgs(jsonRequest(path, undefined, { cookie: adminCookie }))),
    );
    expect(admin.status).toBe(200);
  });

  it("POST /api/admin/announcements: 401 anonymous, 403 non-admin, and nothing is stored", async () => {
    const body = { title: "Hello", message: "World" };
    const anonymous = await settle(() =>
      apiAdminAnnouncements.action(routeArgs(jsonRequest("/api/admin/announcements", body))),
    );
    expect(anonymous.status).toBe(401);
    const user = await settle(() =>
      apiAdminAnnouncements.action(
        routeArgs(jsonRequest("/api/admin/announcements", body, { cookie: userCookie })),
      ),
    );
    expect(user.status).toBe(403);
    expect(await db.announcement.count()).toBe(0);
  });

  it("GET /api/announcements needs a session but no admin role", async () => {
    const anonymous = await settle(() =>
      apiAnnouncements.loader(routeArgs(jsonRequest("/api/announcements"))),
    );
    expect(anonymous.status).toBe(401);
    const user = await settle(() =>
      apiAnnouncements.loader(
        routeArgs(jsonRequest("/api/announcements", undefined, { cookie: userCookie })),
      ),
    );
    expect(user.status).toBe(200);
  });

  it("the read-only endpoints answer other methods with 405", async () => {
    for (const route of [apiAdminStats, apiAdminTenants, apiAnnouncements]) {
      const post = jsonRequest("/api/admin/stats", {}, { method: "POST", cookie: adminCookie });
      const response = await settle(() => route.action(routeArgs(post)));
      expect(response.status).toBe(405);
    }
    const put = await settle(() =>
      apiAdminAnnouncements.action(
        routeArgs(
          jsonRequest("/api/admin/announcements", {}, { method: "PUT", cookie: adminCookie }),
        ),
      ),
    );
    expect(put.status).toBe(405);
  });
});
