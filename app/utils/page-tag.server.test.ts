// The page tag's inputs: which URLs are tagged (the routes' handle.edge.tag), the local day, and that every input is part of
// the tag (a change of any one gives another tag).
import { beforeAll, describe, expect, it } from "vitest";

import { edgeRulesOf } from "~/lib/edge-rules";
import type { RouteTable } from "~/services/request-context.server";

import { appRouteTable } from "../../tests/route-table";
import { localDate, type PageTagInputs, pageTagOf, taggedPage } from "./page-tag.server";

const url = (path: string) => new URL(`http://localhost${path}`);

describe("taggedPage", () => {
  let routes: RouteTable;
  beforeAll(async () => {
    routes = await appRouteTable();
  });

  it("tags the dashboard and an app's checklist and calendar, document and .data", () => {
    const company = { appId: null, reads: ["App", "ChecklistTask", "Module"] };
    expect(taggedPage(url("/dashboard"), routes)).toEqual(company);
    expect(taggedPage(url("/dashboard.data?_routes=routes%2F_app.dashboard"), routes)).toEqual(
      company,
    );
    // The checklist also shows the members a task can go to; the calendar does not.
    const checklist = { appId: "a1", reads: ["App", "ChecklistTask", "Module", "User"] };
    expect(taggedPage(url("/apps/a1/checklist"), routes)).toEqual(checklist);
    expect(taggedPage(url("/apps/a1/checklist.data"), routes)).toEqual(checklist);
    expect(taggedPage(url("/apps/a1/calendar?month=2030-01"), routes)).toEqual({
      appId: "a1",
      reads: ["App", "ChecklistTask", "Module"],
    });
  });

  it("leaves every other page to the body hash", () => {
    for (const path of [
      "/",
      "/dashboard/",
      "/dashboards",
      "/calendar",
      "/reports",
      "/wizard/a1",
      "/apps/a1",
      "/apps/a1/drafts",
      "/apps/a1/checklist/x",
      "/apps/a1/kpis",
      "/api/apps",
      "/apps/%ZZ/checklist",
    ]) {
      expect(taggedPage(url(path), routes), path).toBeUndefined();
    }
  });

  it("reads the routes' own declarations: three pages say they have a tag", () => {
    const declared = Object.values(routes)
      .map((route) => [route?.id, edgeRulesOf(route?.module?.handle).tag?.of])
      .filter(([, of]) => of);
    expect(Object.fromEntries(declared)).toEqual({
      "routes/_app.dashboard": "company",
      "routes/_app.apps.$appId.checklist": "app",
      "routes/_app.apps.$appId.calendar": "app",
    });
  });

  it("tags nothing when a route names a table the tag cannot read, or none", () => {
    const table = (reads: unknown): RouteTable => ({
      "routes/x": {
        id: "routes/x",
        path: "x",
        module: { handle: { edge: { tag: { of: "company", reads } } } },
      } as RouteTable[string],
    });
    expect(taggedPage(url("/x"), table(["App"]))).toEqual({ appId: null, reads: ["App"] });
    expect(taggedPage(url("/x"), table(["App", "Invitation"]))).toBeUndefined();
    expect(taggedPage(url("/x"), table(["toString"]))).toBeUndefined();
    expect(taggedPage(url("/x"), table([]))).toBeUndefined();
  });

  it("tags nothing without a route table", () => {
    expect(taggedPage(url("/dashboard"), {})).toBeUndefined();
  });
});

describe("localDate", () => {
  it("is the calendar day in the zone", () => {
    const instant = new Date("2030-01-01T23:30:00Z");
    expect(localDate(instant, "UTC")).toBe("2030-01-01");
    expect(localDate(instant, "Asia/Tokyo")).toBe("2030-01-02");
    expect(localDate(instant, "America/Los_Angeles")).toBe("2030-01-01");
  });
});

describe("pageTagOf", () => {
  const inputs: PageTagInputs = {
    version: "v1",
    url: "/dashboard",
    user: { id: "u1", timeZone: "UTC", weekStart: "1", liteMode: false, updatedAt: 1 },
    lite: false,
    subscription: { status: "trial", trialDaysLeft: 5 },
    localDate: "2030-01-01",
    unread: 0,
    rows: {
      App: { count: "1", at: 1, atCount: "1" },
      ChecklistTask: { count: "0", at: null, atCount: null, overdue: "0" },
    },
  };

  it("is a weak tag, the same for the same inputs", () => {
    expect(pageTagOf(inputs)).toMatch(/^W\/"p[\w-]{27}"$/);
    expect(pageTagOf({ ...inputs })).toBe(pageTagOf(inputs));
  });

  it("changes with each input", () => {
    const base = pageTagOf(inputs);
    const variants: PageTagInputs[] = [
      { ...inputs, version: "v2" },
      { ...inputs, url: "/dashboard.data" },
      { ...inputs, url: "/dashboard?page=2" },
      { ...inputs, user: { ...inputs.user, id: "u2" } },
      { ...inputs, user: { ...inputs.user, timeZone: "Asia/Tokyo" } },
      { ...inputs, user: { ...inputs.user, weekStart: "0" } },
      { ...inputs, user: { ...inputs.user, updatedAt: 2 } },
      { ...inputs, lite: true },
      { ...inputs, subscription: { status: "active", trialDaysLeft: 0 } },
      { ...inputs, subscription: { status: "trial", trialDaysLeft: 4 } },
      { ...inputs, localDate: "2030-01-02" },
      { ...inputs, unread: 1 },
      { ...inputs, rows: { ...inputs.rows, App: { count: "2", at: 1, atCount: "1" } } },
      { ...inputs, rows: { ...inputs.rows, App: { count: "1", at: 2, atCount: "1" } } },
      { ...inputs, rows: { ...inputs.rows, App: { count: "1", at: 1, atCount: "2" } } },
      {
        ...inputs,
        rows: {
          ...inputs.rows,
          ChecklistTask: { count: "0", at: null, atCount: null, overdue: "1" },
        },
      },
      { ...inputs, rows: { App: inputs.rows.App } },
    ];
    const tags = variants.map(pageTagOf);
    for (const tag of tags) expect(tag).not.toBe(base);
    expect(new Set(tags).size).toBe(tags.length);
  });
});
