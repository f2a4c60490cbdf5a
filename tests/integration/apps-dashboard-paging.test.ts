// The app grid shows 12 cards a page; stats, the next mission and the dialogs cover every app.
import { describe, expect, test } from "vitest";

import { fromCardRow } from "~/routes/_app.dashboard/app-card";
import * as dashboardRoute from "~/routes/_app.dashboard/route";
import { db } from "~/services/db.server";

import { createSignedInUser, getRequest, routeArgs } from "./helpers";

async function seedApps(tenantId: string, count: number) {
  for (let i = 0; i < count; i++) {
    await db.app.create({
      data: {
        tenantId,
        name: `App ${String(i + 1).padStart(2, "0")}`,
        progress: i === 0 ? 100 : 50,
        category: "tools",
        wizardAnswers: {},
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      },
    });
  }
}

type DashboardData = {
  apps: { id: string; name: string }[];
  dialogApps: { id: string; name: string }[];
  paging: { page: number; pageCount: number; total: number };
  stats: { totalApps: number };
};

async function load(path: string, cookie: string): Promise<DashboardData> {
  const data = await dashboardRoute.loader(routeArgs(getRequest(path, cookie)));
  // The loader sends cards as rows (CardRow); the page reads them back with fromCardRow.
  return {
    ...data,
    apps: data.apps.map(fromCardRow),
    dialogApps: data.dialogApps.map(fromCardRow),
  };
}

describe("dashboard paging", () => {
  test("30 apps: 12 per page, the last page partial, stats over all 30", async () => {
    const me = await createSignedInUser();
    await seedApps(me.user.tenantId, 30);

    const first = await load("/dashboard", me.cookie);
    expect(first.apps).toHaveLength(12);
    expect(first.apps[0].name).toBe("App 01");
    expect(first.paging).toMatchObject({ page: 1, pageCount: 3, total: 30 });
    expect(first.stats.totalApps).toBe(30);

    const last = await load("/dashboard?page=3", me.cookie);
    expect(last.apps.map((a) => a.name)).toEqual([
      "App 25",
      "App 26",
      "App 27",
      "App 28",
      "App 29",
      "App 30",
    ]);

    expect((await load("/dashboard?page=999", me.cookie)).paging.page).toBe(3);
  });

  test("an app on another page can still be edited from page 1", async () => {
    const me = await createSignedInUser();
    await seedApps(me.user.tenantId, 20);
    const target = await db.app.findFirstOrThrow({
      where: { tenantId: me.user.tenantId, name: "App 20" },
    });
    const data = await load(`/dashboard?edit=${target.id}`, me.cookie);
    expect(data.apps.some((a) => a.id === target.id)).toBe(false);
    expect(data.dialogApps).toEqual([expect.objectContaining({ id: target.id, name: "App 20" })]);
  });
});
