// /reports and the app choosers at /simple-wizard and /wizard: tenant-scoped reads.
import { describe, expect, test } from "vitest";

import * as reports from "~/routes/_app.reports/route";
import * as simpleIndex from "~/routes/_app.simple-wizard._index/route";
import * as wizardIndex from "~/routes/_app.wizard._index/route";
import { db } from "~/services/db.server";

import { createSignedInUser, getRequest, routeArgs } from "./helpers";
import { newApp, settleOutcome } from "./workspace-helpers";

function loadReports(cookie: string | undefined, search = "") {
  return settleOutcome(() => reports.loader(routeArgs(getRequest(`/reports${search}`, cookie))));
}

describe("/reports", () => {
  test("a visitor is sent to sign in; no apps shows the empty state", async () => {
    const visitor = await loadReports(undefined);
    expect(visitor.status).toBe(302);
    const me = await createSignedInUser();
    expect((await loadReports(me.cookie)).body).toEqual({ apps: [], report: null });
  });

  test("plan summary, competitors and the launch-copy check of the chosen app", async () => {
    const me = await createSignedInUser();
    await newApp(me.tenant.id, { name: "First" });
    const app = await newApp(me.tenant.id, { name: "Launchly", category: "tools", progress: 25 });
    await db.app.update({
      where: { id: app.id },
      data: { wizardAnswers: { "app-name": "Launchly", "who-uses": "Makers" } },
    });
    await db.module.createMany({
      data: [
        {
          appId: app.id,
          stepName: "foundation",
          status: "completed",
          data: {
            usp: "Plans your launch in 8 steps",
            competitor0: "Spreadsheets",
            competitorWeakness0: "No guidance",
          },
        },
        {
          appId: app.id,
          stepName: "creative",
          status: "in_progress",
          data: { upvoteStrategy: "DM everyone and ask them to upvote us" },
        },
      ],
    });

    const { status, body } = await loadReports(me.cookie, `?app=${app.id}`);
    expect(status).toBe(200);
    expect(body.report.app).toEqual({
      id: app.id,
      name: "Launchly",
      category: "Tools & Utilities",
    });
    expect(body.report.summary.done).toEqual([{ stepName: "foundation", title: "Foundation" }]);
    // Counted in steps, as the dashboard card counts them (no step saved yet).
    expect(body.report.summary.simpleSteps).toEqual({ done: 0, total: 4 });
    expect(body.report.summary.nextSteps.map((s: { href: string }) => s.href)).toEqual([
      `/simple-wizard/${app.id}`,
      `/wizard/${app.id}?step=seo`,
      "#launch-copy",
    ]);
    expect(body.report.competitors).toEqual({
      app: { name: "Launchly", usp: "Plans your launch in 8 steps" },
      competitors: [{ slot: 0, name: "Spreadsheets", weakness: "No guidance" }],
    });
    expect(body.report.launchCopy).toContainEqual(
      expect.objectContaining({
        field: "upvoteStrategy",
        text: "DM everyone and ask them to upvote us",
      }),
    );
    expect(body.apps.map((a: { name: string }) => a.name)).toEqual(["First", "Launchly"]);
  });

  test("another tenant's app is 404", async () => {
    const me = await createSignedInUser();
    await newApp(me.tenant.id);
    const other = await createSignedInUser();
    const theirs = await newApp(other.tenant.id, { name: "Secret" });
    expect((await loadReports(me.cookie, `?app=${theirs.id}`)).status).toBe(404);
    expect((await loadReports(me.cookie, "?app=missing")).status).toBe(404);
  });
});

describe("/simple-wizard and /wizard without an app id", () => {
  test.each([
    ["simple", simpleIndex, "/simple-wizard"],
    ["marketing", wizardIndex, "/wizard"],
  ] as const)("%s: only the tenant's apps, with their category", async (_name, route, path) => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    await newApp(other.tenant.id, { name: "Not mine" });
    await newApp(me.tenant.id, { name: "Mine", category: "games", progress: 50 });
    await newApp(me.tenant.id, { name: "No category yet" });
    const res = await settleOutcome(() => route.loader(routeArgs(getRequest(path, me.cookie))));
    expect(
      res.body.apps.map((a: { name: string; categoryName: string | null }) => [
        a.name,
        a.categoryName,
      ]),
    ).toEqual([
      ["Mine", "Games & Fun"],
      ["No category yet", null],
    ]);
    const visitor = await settleOutcome(() => route.loader(routeArgs(getRequest(path))));
    expect(visitor.status).toBe(302);
  });
});
