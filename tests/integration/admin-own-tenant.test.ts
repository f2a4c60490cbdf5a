// An admin editing their own tenant: no status that stops saving; renaming it still works.

import { describe, expect, it } from "vitest";

import * as tenantPage from "~/routes/_app.admin_.tenants.$tenantId/route";
import { db } from "~/services/db.server";

import { createSignedInUser, formRequest, routeArgs } from "./helpers";
import { settleOutcome } from "./workspace-helpers";

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
