// The weekly KPI log filled from imported days (docs/store-reports.md), on both databases: weeks
// in the person's week start, each labelled with where its days came from; a typed week is never
// overwritten, not even by an import running at the same moment; undo sums the weeks again.
import { describe, expect, it } from "vitest";

import { kpiSourceLabel } from "~/lib/kpi";
import { addKpiEntry, updateKpiEntry } from "~/models/kpi.server";
import { importResults, undoImport } from "~/models/results.server";
import * as analyticsPage from "~/routes/_app.analytics/route";
import { db } from "~/services/db.server";

import { plausibleZip, playInstallsOverview } from "../fixtures/store-reports";
import { getRequest, routeArgs, settle } from "./helpers";
import { signedInWithApp } from "./modules-fixtures";

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });
const week = (day: string) => new Date(`${day}T00:00:00.000Z`);

async function weeks(appId: string, metric: string) {
  const rows = await db.kpiEntry.findMany({
    where: { appId, metric },
    orderBy: { weekStart: "asc" },
    select: { weekStart: true, value: true, source: true },
  });
  return rows.map((r) => [r.weekStart.toISOString().slice(0, 10), r.value, r.source]);
}

describe("the KPI log from imported days", () => {
  // March 2026 (it starts on a Sunday), 10 + i downloads on day i.
  it("fills sign-ups per week from Play downloads, weeks starting Monday; visits from the web", async () => {
    const { tenant, app, cookie } = await signedInWithApp();
    const result = await importResults(
      tenant.id,
      app.id,
      [file("i.csv", playInstallsOverview()), file("p.zip", plausibleZip())],
      { weekStartsOn: 1 },
    );
    expect(result.ok).toBe(true);
    expect(await weeks(app.id, "signups")).toEqual([
      ["2026-02-23", 10, "google-play"],
      ["2026-03-02", 98, "google-play"],
      ["2026-03-09", 147, "google-play"],
      ["2026-03-16", 196, "google-play"],
      ["2026-03-23", 245, "google-play"],
      ["2026-03-30", 79, "google-play"],
    ]);
    const visits = await weeks(app.id, "visits");
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every(([, , source]) => source === "web")).toBe(true);
    expect(kpiSourceLabel("google-play")).toBe("from Play Console");
    expect(kpiSourceLabel("app-store")).toBe("from App Store Connect");
    expect(kpiSourceLabel("web")).toBe("from web analytics");
    expect(kpiSourceLabel("app-store,google-play")).toBe("from App Store Connect and Play Console");
    expect(kpiSourceLabel("typed")).toBe("typed");

    // The Analytics page's KPI log shows each week's source.
    const response = await settle(() =>
      analyticsPage.loader(routeArgs(getRequest(`/analytics?app=${app.id}`, cookie))),
    );
    const body = (await response.json()) as {
      view: { metrics: { id: string; rows: { week: string; source: string }[] }[] };
    };
    const signups = body.view.metrics.find((m) => m.id === "signups")!;
    expect(signups.rows.find((r) => r.week === "2026-03-02")?.source).toBe("from Play Console");
    const visitsRows = body.view.metrics.find((m) => m.id === "visits")!.rows;
    expect(visitsRows.every((r) => r.source === "from web analytics")).toBe(true);
  });

  it("weeks starting Sunday for a person whose week starts on Sunday", async () => {
    const { tenant, app } = await signedInWithApp();
    await importResults(tenant.id, app.id, [file("i.csv", playInstallsOverview())], {
      weekStartsOn: 0,
    });
    expect((await weeks(app.id, "signups")).map(([day, value]) => [day, value])).toEqual([
      ["2026-03-01", 91],
      ["2026-03-08", 140],
      ["2026-03-15", 189],
      ["2026-03-22", 238],
      ["2026-03-29", 117],
    ]);
  });

  it("a typed week stays typed through imports, a changed file and undo; an edited week becomes typed", async () => {
    const { tenant, app } = await signedInWithApp();
    const typed = await addKpiEntry(tenant.id, {
      appId: app.id,
      metric: "signups",
      weekOf: week("2026-03-09"),
      value: 5,
    });
    expect(typed).toEqual({ ok: true });
    const first = await importResults(tenant.id, app.id, [file("i.csv", playInstallsOverview())]);
    if (!first.ok) throw new Error(first.message);
    const changed = playInstallsOverview("2026-03", (i) => 20 + i);
    await importResults(tenant.id, app.id, [file("i2.csv", changed)]);
    const after = await weeks(app.id, "signups");
    expect(after.find(([day]) => day === "2026-03-09")).toEqual(["2026-03-09", 5, "typed"]);
    expect(after.find(([day]) => day === "2026-03-02")).toEqual(["2026-03-02", 168, "google-play"]);

    // Editing an imported week by hand makes it typed: the next import leaves it.
    const imported = await db.kpiEntry.findFirstOrThrow({
      where: { appId: app.id, metric: "signups", weekStart: week("2026-03-16") },
    });
    await updateKpiEntry(tenant.id, { entryId: imported.id, value: 7 });
    await importResults(tenant.id, app.id, [file("i.csv", playInstallsOverview())]);
    expect((await weeks(app.id, "signups")).find(([day]) => day === "2026-03-16")).toEqual([
      "2026-03-16",
      7,
      "typed",
    ]);

    // Undo every import: the imported weeks go, the typed ones stay.
    for (const item of (await db.resultImport.findMany({ where: { appId: app.id } })).reverse()) {
      await undoImport(tenant.id, app.id, item.id);
    }
    expect(await weeks(app.id, "signups")).toEqual([
      ["2026-03-09", 5, "typed"],
      ["2026-03-16", 7, "typed"],
    ]);
  });

  it("a week typed while an import runs is never overwritten (the rule is in the write)", async () => {
    const { tenant, app } = await signedInWithApp();
    const [typed, imported] = await Promise.all([
      addKpiEntry(tenant.id, {
        appId: app.id,
        metric: "signups",
        weekOf: week("2026-03-09"),
        value: 5,
      }),
      importResults(tenant.id, app.id, [file("i.csv", playInstallsOverview())]),
    ]);
    expect(imported.ok).toBe(true);
    const row = (await weeks(app.id, "signups")).find(([day]) => day === "2026-03-09");
    // Either the typed number came first and stays, or the import came first and the typed add
    // was refused as a second number for that week: never a typed number replaced.
    if (typed?.ok) expect(row).toEqual(["2026-03-09", 5, "typed"]);
    else expect(row).toEqual(["2026-03-09", 147, "google-play"]);
  });
});
