// Tenant ids from the address in any Unicode: 404 when no tenant has that id, never a 500 from a
// redirect, and a Location that is always ASCII (the id percent-encoded).
import { describe, expect, it } from "vitest";

import * as adminPage from "~/routes/_app.admin/route";
import * as tenantPage from "~/routes/_app.admin_.tenants.$tenantId/route";
import { db } from "~/services/db.server";

import { createSignedInUser, formRequest, routeArgs, settle } from "./helpers";

const ODD_IDS = ["😀", "你好", "café", "constructor", "a b/c?d#e"];

describe("tenant ids in any Unicode", async () => {
  const { cookie } = await createSignedInUser({ role: "admin", companyName: "HQ Admins" });

  const onPage = (tenantId: string, fields: Record<string, string>) =>
    settle(() =>
      tenantPage.action(
        routeArgs(
          formRequest(`/admin/tenants/${encodeURIComponent(tenantId)}`, fields, { cookie }),
          { tenantId },
        ),
      ),
    );

  it("are 404 on the tenant page for every intent when no tenant matches", async () => {
    for (const id of ODD_IDS) {
      const posts: Record<string, string>[] = [
        { intent: "suspend" },
        { intent: "suspend", confirmed: "yes" },
        { intent: "reactivate" },
      ];
      for (const fields of posts) {
        const response = await onPage(id, fields);
        expect(response.status, `${id} ${JSON.stringify(fields)}`).toBe(404);
      }
    }
  });

  it("are 404 from the tenant table's Suspend, before any confirmation", async () => {
    for (const id of ODD_IDS) {
      const response = await settle(() =>
        adminPage.action(
          routeArgs(formRequest("/admin", { intent: "suspend", tenantId: id }, { cookie }), {}),
        ),
      );
      expect(response.status, id).toBe(404);
    }
  });

  it("reach the confirmation's Location percent-encoded when the tenant exists", async () => {
    const id = "tenant-café-😀";
    await db.tenant.create({
      data: { id, companyName: "Odd Id Ltd", companyNameSearch: "odd id ltd" },
    });
    const response = await onPage(id, { intent: "suspend" });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^[\x21-\x7e]+$/);
    const url = new URL(location, "http://localhost");
    expect(decodeURIComponent(url.pathname)).toBe(`/admin/tenants/${id}`);
    expect(url.searchParams.get("tenant")).toBe(id);
  });
});
