// The dashboard loads in a fixed number of queries whatever the number of apps.
import { describe, expect, test } from "vitest";

import { db } from "~/db.server";
import { loadDashboard } from "~/models/app.server";

import { createSignedInUser } from "./helpers";

function countingClient() {
  const counter = { queries: 0 };
  const client = db.$extends({
    query: {
      $allOperations({ args, query }) {
        counter.queries += 1;
        return query(args);
      },
    },
  });
  return { client, counter };
}

async function addApps(tenantId: string, count: number, offset = 0) {
  await db.app.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      tenantId,
      name: `App ${offset + i}`,
      progress: (offset + i) % 101,
      category: i % 3 === 0 ? null : "tools",
      wizardAnswers: {},
    })),
  });
}

describe("loadDashboard", () => {
  test("counts the same queries at 1 app and at 200 apps", async () => {
    const { tenant } = await createSignedInUser();

    await addApps(tenant.id, 1);
    const one = countingClient();
    const small = await loadDashboard(tenant.id, one.client);
    expect(small.apps).toHaveLength(1);

    await addApps(tenant.id, 199, 1);
    const many = countingClient();
    const large = await loadDashboard(tenant.id, many.client);
    expect(large.apps).toHaveLength(200);
    expect(large.stats.totalApps).toBe(200);
    expect(large.missions.length).toBeLessThanOrEqual(2);

    expect(one.counter.queries).toBeGreaterThan(0);
    expect(many.counter.queries).toBe(one.counter.queries);
  });

  test("stats and missions come from the tenant's own apps only", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    await db.app.createMany({
      data: [
        { tenantId: me.tenant.id, name: "A", progress: 100, category: "games", wizardAnswers: {} },
        { tenantId: me.tenant.id, name: "B", progress: 25, category: "games", wizardAnswers: {} },
        { tenantId: other.tenant.id, name: "C", progress: 90, wizardAnswers: {} },
      ],
    });
    const data = await loadDashboard(me.tenant.id);
    expect(data.apps.map((a) => a.name).sort()).toEqual(["A", "B"]);
    expect(data.stats).toEqual({ totalApps: 2, completed: 10, readyToLaunch: 1, avgProgress: 63 });
    expect(data.missions.map((m) => m.appName)).toEqual(["B"]);
  });
});
