// The dashboard in a fixed, small number of SQL statements whatever the number of apps: a whole
// view (the signed-in layout's loader and the dashboard's, behind the real server entry, each
// loader given its own copy of the request and the one request context, as Remix does) is at most
// 3 statements.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

vi.hoisted(() => {
  // Counting is switched on by this variable before the database client is made.
  process.env.PRISMA_QUERY_COUNT_FILE = "tests/.tmp/query-count";
});

const { db, executedStatements } = await import("~/services/db.server");
const { loadDashboard } = await import("~/models/app.server");
const { loader: layoutLoader } = await import("~/routes/_app/route");
const { loader: dashboardLoader } = await import("~/routes/_app.dashboard/route");
const { screenRequest } = await import("~/utils/edge.server");
const { createApp } = await import("../../scripts/server-app.mjs");
const { timeRequest } = await import("~/services/timing.server");
const { createSignedInUser, settle } = await import("./helpers");

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

async function statementsFor<T>(run: () => Promise<T>) {
  const before = executedStatements();
  const result = await run();
  return { result, statements: executedStatements() - before };
}

// What Remix does with a page request: both loaders at once, each with a new Request object
// carrying the same URL and headers, and the one request context the server entry made.
async function dashboardView(request: Request, context: AppLoadContext) {
  const copy = () => new Request(request.url, { headers: request.headers, signal: request.signal });
  const [layout, page] = await Promise.all([
    settle(() => layoutLoader({ request: copy(), params: {}, context })),
    settle(() => dashboardLoader({ request: copy(), params: {}, context })),
  ]);
  const body = async (r: Response) => (r.status === 200 ? r.json() : { status: r.status });
  return Response.json({ layout: await body(layout), page: await body(page) });
}

let server: Server;
let base: string;

beforeAll(async () => {
  const app = createApp({ handleRequest: dashboardView, screenRequest, timeRequest, log: false });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type View = {
  layout: { user: { email: string }; notificationCount: number };
  page: { apps: unknown[]; paging: { total: number }; stats: { totalApps: number } };
};

async function viewDashboard(cookie: string) {
  const { result, statements } = await statementsFor(async () => {
    const response = await fetch(`${base}/dashboard`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as View;
  });
  return { view: result, statements };
}

describe("a dashboard view", () => {
  test("runs at most 3 SQL statements in all, the same at 1 and at 200 apps", async () => {
    const { tenant, cookie, user } = await createSignedInUser();
    await db.announcement.create({ data: { title: "News", message: "Hello", createdBy: "x" } });

    await addApps(tenant.id, 1);
    const one = await viewDashboard(cookie);
    expect(one.view.layout.user.email).toBe(user.email);
    expect(one.view.layout.notificationCount).toBeGreaterThanOrEqual(1);
    expect(one.view.page.paging.total).toBe(1);

    await addApps(tenant.id, 199, 1);
    const many = await viewDashboard(cookie);
    expect(many.view.page.paging.total).toBe(200);
    expect(many.view.page.stats.totalApps).toBe(200);
    expect(many.view.page.apps).toHaveLength(12);

    expect(one.statements).toBeGreaterThan(0);
    expect(one.statements).toBeLessThanOrEqual(3);
    expect(many.statements).toBe(one.statements);
  });

  test("two requests with the same cookie each look the user up (nothing kept between them)", async () => {
    const { cookie, user } = await createSignedInUser();
    expect((await viewDashboard(cookie)).view.layout.user.email).toBe(user.email);
    await db.user.update({ where: { id: user.id }, data: { email: `changed-${user.email}` } });
    expect((await viewDashboard(cookie)).view.layout.user.email).toBe(`changed-${user.email}`);
    await db.session.deleteMany({ where: { userId: user.id } });
    const response = await fetch(`${base}/dashboard`, { headers: { Cookie: cookie } });
    expect((await response.json()).layout.status).toBe(302);
  });
});

describe("loadDashboard", () => {
  test("is one statement at 1 app and at 200 apps", async () => {
    const { tenant } = await createSignedInUser();
    await addApps(tenant.id, 1);
    const one = await statementsFor(() => loadDashboard(tenant.id));
    expect(one.result.apps).toHaveLength(1);

    await addApps(tenant.id, 199, 1);
    const many = await statementsFor(() => loadDashboard(tenant.id));
    expect(many.result.apps).toHaveLength(200);
    expect(many.result.stats.totalApps).toBe(200);
    expect(many.result.missions.length).toBeLessThanOrEqual(2);

    expect(one.statements).toBe(1);
    expect(many.statements).toBe(1);
  });

  test("counts each app's open tasks past due, and only those", async () => {
    const { tenant } = await createSignedInUser();
    const app = await db.app.create({
      data: { tenantId: tenant.id, name: "Tasks", wizardAnswers: {}, category: "games" },
    });
    const other = await db.app.create({
      data: { tenantId: tenant.id, name: "None", wizardAnswers: {} },
    });
    const day = 24 * 60 * 60 * 1000;
    await db.checklistTask.createMany({
      data: [
        { appId: app.id, title: "Late", dueAt: new Date(Date.now() - day) },
        { appId: app.id, title: "Late too", dueAt: new Date(Date.now() - 2 * day) },
        { appId: app.id, title: "Done", dueAt: new Date(Date.now() - day), done: true },
        { appId: app.id, title: "Later", dueAt: new Date(Date.now() + day) },
      ],
    });
    await db.module.createMany({
      data: [
        { appId: app.id, stepName: "seo", status: "completed", data: {} },
        { appId: app.id, stepName: "launch", status: "completed", data: {} },
        { appId: app.id, stepName: "content", status: "in_progress", data: {} },
        { appId: app.id, stepName: "retention", status: "completed", data: {} },
      ],
    });
    const { apps } = await loadDashboard(tenant.id);
    const byName = Object.fromEntries(apps.map((a) => [a.name, a]));
    // The completed modules, read in the same statement (the next step is decided from them).
    expect(byName.Tasks.completedModules).toEqual(["seo", "launch", "retention"]);
    expect(byName.None.completedModules).toEqual([]);
    expect(byName.Tasks).toMatchObject({
      id: app.id,
      overdueTasks: 2,
      category: "games",
      progress: 0,
      questionsProgress: 0,
      launchDate: null,
    });
    expect(byName.None).toMatchObject({ id: other.id, overdueTasks: 0, category: null });
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
