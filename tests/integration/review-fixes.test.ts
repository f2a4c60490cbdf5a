// Defects found in code review, each pinned by a test: moving between simple-wizard steps after
// the trial, *.server values in browser code, page numbers, the healthz layering, what users see
// of announcements, and an admin locking their own tenant through Edit.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { SUPPORT_PAGE_SIZE } from "~/lib/limits";
import * as adminPage from "~/routes/_app.admin";
import * as messagesPage from "~/routes/_app.admin_.messages";
import * as tenantPage from "~/routes/_app.admin_.tenants.$tenantId";
import * as notificationsPage from "~/routes/_app.notifications";
import { action as simpleAction } from "~/routes/_app.simple-wizard.$appId";
import * as apiAdminTenants from "~/routes/api.admin.tenants";
import * as apiAnnouncements from "~/routes/api.announcements";
import * as healthz from "~/routes/healthz";

import { APP_DIR, serverValuesInBrowserCode, sourceFiles } from "./browser-code";
import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";
import { signedInWithApp } from "./modules-fixtures";
import { settleOutcome } from "./workspace-helpers";

describe("simple wizard after the trial", () => {
  async function expiredWithApp() {
    const signedIn = await signedInWithApp("health");
    await db.tenant.update({
      where: { id: signedIn.tenant.id },
      data: { subscriptionStatus: "expired" },
    });
    return signedIn;
  }

  function post(appId: string, cookie: string, fields: Record<string, string>) {
    return settle(() =>
      simpleAction(
        routeArgs(formRequest(`/simple-wizard/${appId}?step=${fields.step}`, fields, { cookie }), {
          appId,
        }),
      ),
    );
  }

  it("moves with Previous and Next without saving", async () => {
    const { app, cookie } = await expiredWithApp();
    const next = await post(app.id, cookie, { step: "1", intent: "next", "who-uses": "Nurses" });
    expect(next.status).toBe(302);
    expect(next.headers.get("Location")).toBe(`/simple-wizard/${app.id}?step=2`);
    const previous = await post(app.id, cookie, { step: "1", intent: "previous" });
    expect(previous.status).toBe(302);
    expect(previous.headers.get("Location")).toBe(`/simple-wizard/${app.id}?step=0`);
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored.wizardAnswers).toEqual({});
    expect(stored.progress).toBe(0);
  });

  it("still refuses Save, Finish and Next on the last step, keeping the typed answer", async () => {
    const { app, cookie } = await expiredWithApp();
    const attempts: Record<string, string>[] = [
      { step: "1", intent: "save", "who-uses": "Nurses" },
      { step: "3", intent: "finish", "success-looks-like": "1000 users" },
      { step: "3", intent: "next", "success-looks-like": "1000 users" },
    ];
    for (const fields of attempts) {
      const response = await post(app.id, cookie, fields);
      expect(response.status).toBe(403);
      const body = (await response.json()) as {
        formId: string;
        billing?: true;
        result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
      };
      expect(body).toMatchObject({ formId: "simple-wizard", billing: true });
      expect(body.result.error?.[""]?.[0]).toMatch(/\/billing/);
      const typed = Object.entries(fields).find(([key]) => key !== "step" && key !== "intent");
      expect(body.result.initialValue?.[typed![0]]).toBe(typed![1]);
    }
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).wizardAnswers).toEqual({});
  });
});

describe("browser code and *.server modules", () => {
  it("uses no value from a *.server module outside loader and action", () => {
    const files = [
      ...sourceFiles(path.join(APP_DIR, "routes")),
      ...sourceFiles(path.join(APP_DIR, "components")),
      path.join(APP_DIR, "root.tsx"),
    ];
    expect(files.length).toBeGreaterThan(20);
    expect(serverValuesInBrowserCode(files)).toEqual([]);
    // It type-checks every route and component: seconds alone, far more on a busy CI machine.
  }, 120_000);

  it("has no route that talks to the database itself", () => {
    const offenders = sourceFiles(path.join(APP_DIR, "routes")).filter((file) =>
      /from ["']~\/db\.server["']/.test(fs.readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => path.basename(file))).toEqual([]);
  });

  it("/healthz answers ok after a database round trip", async () => {
    const response = await healthz.loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("page numbers", async () => {
  const { cookie: adminCookie } = await createSignedInUser({ role: "admin" });

  it("/admin/messages clamps any page to the ones that exist", async () => {
    const writer = await createSignedInUser();
    await db.supportMessage.createMany({
      data: Array.from({ length: SUPPORT_PAGE_SIZE + 1 }, (_, i) => ({
        userId: writer.user.id,
        tenantId: writer.tenant.id,
        email: writer.user.email,
        subject: `Question ${i}`,
        message: "How do I export my plan?",
      })),
    });
    const load = async (search: string) => {
      const response = await settle(() =>
        messagesPage.loader(routeArgs(getRequest(`/admin/messages${search}`, adminCookie))),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as { page: number; pageCount: number; messages: unknown[] };
    };
    for (const [search, page, count] of [
      ["?page=1e300", 2, 1],
      ["?page=99", 2, 1],
      ["?page=abc", 1, SUPPORT_PAGE_SIZE],
      ["?page=-4", 1, SUPPORT_PAGE_SIZE],
      ["?page=Infinity", 1, SUPPORT_PAGE_SIZE],
    ] as const) {
      const data = await load(search);
      expect({ search, page: data.page, count: data.messages.length }).toEqual({
        search,
        page,
        count,
      });
      expect(data.pageCount).toBe(2);
    }
  });

  it("/admin and GET /api/admin/tenants never fail on an odd page", async () => {
    for (const value of ["1e300", "abc", "-2", "Infinity", "2.5"]) {
      const page = await adminPage.loader(
        routeArgs(getRequest(`/admin?page=${value}`, adminCookie)),
      );
      expect(page.page.page).toBe(1);
      const api = await settle(() =>
        apiAdminTenants.loader(
          routeArgs(
            jsonRequest(`/api/admin/tenants?page=${value}`, undefined, { cookie: adminCookie }),
          ),
        ),
      );
      expect(api.status).toBe(400);
      expect((await api.json()).errors.page[0]).toBe("Page must be a whole number from 1");
    }
  });
});

describe("announcements for users", () => {
  it("leave out who created them; the admin list keeps it", async () => {
    const { user: admin, cookie: adminCookie } = await createSignedInUser({ role: "admin" });
    const { cookie } = await createSignedInUser();
    await db.announcement.create({
      data: { title: "New wizard", message: "Try it", createdBy: admin.id },
    });
    const api = await apiAnnouncements.loader(
      routeArgs(jsonRequest("/api/announcements", undefined, { cookie })),
    );
    const list = (await api.json()) as Record<string, unknown>[];
    expect(list[0]).toMatchObject({ title: "New wizard" });
    expect(list[0]).not.toHaveProperty("createdBy");
    expect(JSON.stringify(list)).not.toContain(admin.id);
    const page = await notificationsPage.loader(routeArgs(getRequest("/notifications", cookie)));
    expect(JSON.stringify(page)).not.toContain(admin.id);

    const adminData = await adminPage.loader(routeArgs(getRequest("/admin", adminCookie)));
    expect(adminData.announcements.map((a) => a.title)).toContain("New wizard");
  });
});

describe("an admin editing their own tenant", () => {
  function edit(tenantId: string, cookie: string, fields: Record<string, string>) {
    return settleOutcome(() =>
      tenantPage.action(
        routeArgs(
          formRequest(
            `/admin/tenants/${tenantId}?edit=true`,
            { intent: "update-tenant", renewalDate: "", ...fields },
            { cookie },
          ),
          { tenantId },
        ),
      ),
    );
  }

  it("can't set it to a status that stops saving, with a clear message and the input kept", async () => {
    const { tenant, cookie } = await createSignedInUser({ role: "admin", companyName: "HQ" });
    for (const status of ["canceled", "expired"]) {
      const response = await edit(tenant.id, cookie, { companyName: "HQ Renamed", status });
      expect(response.status).toBe(400);
      const body = response.body as {
        result: { error: Record<string, string[]>; initialValue: Record<string, string> };
      };
      expect(body.result.error.status[0]).toMatch(
        /own tenant can't be set to .*stop you from saving/,
      );
      // A refused form with fields: the summary says it, no toast.
      expect(body).not.toHaveProperty("__toast");
      expect(body.result.initialValue).toMatchObject({ companyName: "HQ Renamed", status });
    }
    const stored = await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(stored).toMatchObject({ companyName: "HQ", subscriptionStatus: "trial" });
  });

  it("can still rename it, and lock other tenants", async () => {
    const { tenant, cookie } = await createSignedInUser({ role: "admin", companyName: "HQ" });
    const renamed = await edit(tenant.id, cookie, { companyName: "HQ Two", status: "active" });
    expect(renamed.status).toBe(302);
    const other = await createSignedInUser({ companyName: "Client" });
    const locked = await edit(other.tenant.id, cookie, {
      companyName: "Client",
      status: "canceled",
    });
    expect(locked.status).toBe(302);
    expect(
      (await db.tenant.findUniqueOrThrow({ where: { id: other.tenant.id } })).subscriptionStatus,
    ).toBe("canceled");
    expect((await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).companyName).toBe(
      "HQ Two",
    );
  });
});
