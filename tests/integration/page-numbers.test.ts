// Page numbers: the admin lists clamp any page, odd ones included, to the pages that exist.

import { describe, expect, it } from "vitest";

import { SUPPORT_PAGE_SIZE } from "~/lib/limits";
import * as adminPage from "~/routes/_app.admin/route";
import * as messagesPage from "~/routes/_app.admin_.messages/route";
import * as apiAdminTenants from "~/routes/api.admin.tenants";
import { db } from "~/services/db.server";

import { createSignedInUser, getRequest, jsonRequest, routeArgs, settle } from "./helpers";

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
