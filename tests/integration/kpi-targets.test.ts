// Per-metric KPI targets.
import { describe, expect, it } from "vitest";

import { addKpiEntry } from "~/models/kpi.server";
import { db } from "~/services/db.server";

import { signedInWithApp } from "./modules-fixtures";

describe("per-metric KPI targets", () => {
  it("a number without a target takes its own metric's target, never another's", async () => {
    const { tenant, app } = await signedInWithApp();
    const week = new Date("2026-11-16T00:00:00Z");
    await addKpiEntry(tenant.id, {
      appId: app.id,
      metric: "visits",
      weekOf: week,
      value: 410,
      target: 350,
    });
    await addKpiEntry(tenant.id, { appId: app.id, metric: "signups", weekOf: week, value: 37 });
    await addKpiEntry(tenant.id, {
      appId: app.id,
      metric: "visits",
      weekOf: new Date("2026-11-09T00:00:00Z"),
      value: 300,
    });
    const rows = await db.kpiEntry.findMany({ where: { appId: app.id } });
    expect(rows.find((r) => r.metric === "signups")?.target).toBeNull();
    expect(rows.filter((r) => r.metric === "visits").map((r) => r.target)).toEqual([350, 350]);
  });
});
