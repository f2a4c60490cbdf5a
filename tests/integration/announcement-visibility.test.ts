// What users see of announcements: not who created them; the admin list keeps it.

import { describe, expect, it } from "vitest";

import * as adminPage from "~/routes/_app.admin/route";
import * as notificationsPage from "~/routes/_app.notifications/route";
import * as apiAnnouncements from "~/routes/api.announcements";
import { db } from "~/services/db.server";

import { createSignedInUser, getRequest, jsonRequest, routeArgs } from "./helpers";

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
