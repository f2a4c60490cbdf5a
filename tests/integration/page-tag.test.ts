// The page tag (app/utils/page-tag.server.ts, for the pages whose route declares one): every write
// the dashboard, an app's checklist or its calendar shows gives that page a new tag, so a revisit
// never gets a 304 for a page that changed. The write walk proves each route's declaration
// (`handle.edge.tag.reads`) complete: after every write, a page whose tag stayed has the same
// loader data. A write the page does not show keeps its tag (a teammate's email: only the
// checklist shows members). An unchanged revisit keeps its tag; another user, another page,
// another build, Lite mode or a toast to show never shares one.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createAnnouncement, markAnnouncementsSeen } from "~/models/announcement.server";
import { createApp, deleteApp, updateApp, updateCategory } from "~/models/app.server";
import { applyStripeEvent } from "~/models/billing.server";
import {
  addTask,
  removeTask,
  setLaunchDate,
  setTaskDone,
  updateTask,
} from "~/models/checklist.server";
import { saveModule } from "~/models/module.server";
import { setLiteMode, updatePreferences } from "~/models/preferences.server";
import { assignTask } from "~/models/task-owner.server";
import * as calendar from "~/routes/_app.apps.$appId.calendar/route";
import * as checklist from "~/routes/_app.apps.$appId.checklist/route";
import * as dashboard from "~/routes/_app.dashboard/route";
import { db } from "~/services/db.server";
import type { RouteTable } from "~/services/request-context.server";
import { timeRequest } from "~/services/timing.server";
import { pageTag, pageTagInputs, type PageTagOptions } from "~/utils/page-tag.server";

import { createApp as createServer } from "../../scripts/server-app.mjs";
import { appRouteTable } from "../route-table";
import { addUserToTenant, BASE, createSignedInUser, routeArgs, settle } from "./helpers";
import { VALID_FOUNDATION } from "./modules-fixtures";

const VERSION = "build-1";

/** The app's routes, whose handle.edge.tag says which pages have a tag. */
let routes: RouteTable;
beforeAll(async () => {
  routes = await appRouteTable();
});

function get(path: string, cookie: string, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, { headers: { Cookie: cookie, ...headers } });
}

/** A launch date a month from now, as the checklist's form sends it. */
function launchDay(daysAhead: number) {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

async function company() {
  const signedIn = await createSignedInUser();
  const app = await createApp(signedIn.user.tenantId, {
    name: "Tile Tales",
    url: "",
    description: "",
  });
  // Set up a minute ago: the recent-change count (two writes in one millisecond) is 0 from here.
  await db.app.updateMany({
    where: { tenantId: signedIn.user.tenantId },
    data: { updatedAt: new Date(Date.now() - 60_000) },
  });
  const pages = [
    "/dashboard",
    "/dashboard.data",
    `/apps/${app.id}/checklist`,
    `/apps/${app.id}/checklist.data`,
    `/apps/${app.id}/calendar`,
    `/apps/${app.id}/calendar.data?month=2030-01`,
  ];
  /** The tags of every tagged page for this user, now. */
  const tags = async (cookie = signedIn.cookie) =>
    Promise.all(pages.map((path) => pageTag(get(path, cookie), { version: VERSION, routes })));
  /** What the three pages' loaders give this user now (the .data reads run the same loaders). */
  const shown = async () => {
    const request = (path: string) => get(path, signedIn.cookie);
    const params = { appId: app.id };
    const data = await Promise.all([
      dashboard.loader(routeArgs(request("/dashboard"))),
      checklist.loader(routeArgs(request(`/apps/${app.id}/checklist`), params)),
      calendar.loader(routeArgs(request(`/apps/${app.id}/calendar?month=2030-01`), params)),
    ]);
    return data.map((value) => JSON.stringify(value));
  };
  return { ...signedIn, app, pages, tags, shown };
}

describe("page tag", () => {
  it("is the same for an unchanged revisit, and differs per page, query, kind and build", async () => {
    const { cookie, app, tags } = await company();
    const first = await tags();
    expect(first.every((tag) => tag && /^W\/"p/.test(tag))).toBe(true);
    expect(await tags()).toEqual(first);
    // Six pages, six tags: the path, the query and document vs .data are all inputs.
    expect(new Set(first).size).toBe(first.length);
    const other = await pageTag(get("/dashboard", cookie), { version: "build-2", routes });
    expect(other).not.toBe(first[0]);
    const edit = await pageTag(get(`/dashboard?edit=${app.id}`, cookie), {
      version: VERSION,
      routes,
    });
    expect(edit).not.toBe(first[0]);
  });

  it("differs for another user of the same company and of another company", async () => {
    const { user, tags } = await company();
    const teammate = await addUserToTenant(user.tenantId);
    const stranger = await createSignedInUser();
    const mine = await tags();
    const theirs = await pageTag(get("/dashboard", teammate.cookie), { version: VERSION, routes });
    expect(theirs).toBeTruthy();
    expect(theirs).not.toBe(mine[0]);
    const strangers = await pageTag(get("/dashboard", stranger.cookie), {
      version: VERSION,
      routes,
    });
    expect(strangers).not.toBe(mine[0]);
  });

  it("is null when the page must run: signed out, a toast, another page, another tenant's app, a post", async () => {
    const { cookie, app } = await company();
    const stranger = await createSignedInUser();
    const tag = (request: Request) => pageTag(request, { version: VERSION, routes });
    expect(await tag(new Request(`${BASE}/dashboard`))).toBeNull();
    expect(await tag(get("/dashboard", `${cookie}; amm_toast=abc`))).toBeNull();
    expect(await tag(get("/profile", cookie))).toBeNull();
    expect(await tag(get(`/apps/${app.id}/checklist`, stranger.cookie))).toBeNull();
    expect(await tag(get("/apps/no-such-app/calendar", cookie))).toBeNull();
    expect(
      await tag(new Request(`${BASE}/dashboard`, { method: "POST", headers: { Cookie: cookie } })),
    ).toBeNull();
    await db.session.deleteMany({ where: { user: { tenantId: app.tenantId } } });
    expect(await tag(get("/dashboard", cookie))).toBeNull();
  });

  it("follows Lite mode: the cookie, Save-Data and the preference", async () => {
    const { cookie, user } = await company();
    const tag = (request: Request) => pageTag(request, { version: VERSION, routes });
    const plain = await tag(get("/dashboard", cookie));
    const saveData = await tag(get("/dashboard", cookie, { "Save-Data": "on" }));
    const liteCookie = await tag(get("/dashboard", `${cookie}; amm_lite=on`));
    expect(saveData).not.toBe(plain);
    expect(liteCookie).not.toBe(plain);
    await setLiteMode(user.id, true);
    expect(await tag(get("/dashboard", cookie))).not.toBe(plain);
  });

  it("moves on every write a page shows, and only there: the routes' reads are complete", async () => {
    const { user, app, tags, shown } = await company();
    const tenantId = user.tenantId;
    const teammate = await addUserToTenant(tenantId);
    const names = ["dashboard", "checklist", "calendar"] as const;
    let before = await tags();
    let beforeShown = await shown();
    let pagesChanged = 0;
    /**
     * Runs a write; the pages whose tags moved (document and .data alike) are `expected`, and a
     * page whose tag stayed shows exactly what it showed before.
     */
    const moves = async (
      label: string,
      write: () => Promise<unknown>,
      expected: readonly (typeof names)[number][] = names,
    ) => {
      await write();
      const after = await tags();
      const afterShown = await shown();
      const moved = names.filter((_, i) => after[2 * i] !== before[2 * i]);
      names.forEach((name, i) => {
        // The .data read moves with its document.
        expect(after[2 * i + 1] !== before[2 * i + 1], `${label}: ${name}.data`).toBe(
          moved.includes(name),
        );
        if (!moved.includes(name)) {
          expect(afterShown[i], `${label}: ${name} kept its tag, so it must show the same`).toBe(
            beforeShown[i],
          );
        } else if (afterShown[i] !== beforeShown[i]) pagesChanged += 1;
      });
      expect(moved, label).toEqual(expected);
      before = after;
      beforeShown = afterShown;
    };
    const zone = "Europe/Paris";
    const task = { title: "Post on Reddit", notes: "", dueDate: launchDay(20), dueTime: "09:00" };

    await moves("create an app", () =>
      createApp(tenantId, { name: "Second app", url: "", description: "" }),
    );
    await moves("rename the app", () => updateApp(tenantId, app.id, { name: "Tile Tales 2" }));
    await moves("pick a category", () => updateCategory(tenantId, app.id, "games"));
    await moves("save a module", () =>
      saveModule(tenantId, app.id, "foundation", { status: "in_progress", data: VALID_FOUNDATION }),
    );
    await moves("complete a module", () =>
      saveModule(tenantId, app.id, "foundation", { status: "completed", data: VALID_FOUNDATION }),
    );
    // The content module's schedule is what the calendar shows of the modules.
    await moves("schedule a content post", () =>
      db.module.create({
        data: {
          appId: app.id,
          stepName: "content",
          status: "in_progress",
          data: {
            selectedContentIdeas: ["case-study-coverage"],
            contentSchedule: [
              { week: 1, ideaId: "case-study-coverage", channel: "Blog", dueDate: "2030-01-10" },
            ],
          },
        },
      }),
    );
    await moves("set the launch date", () => setLaunchDate(tenantId, app.id, launchDay(30)));
    await moves("move the launch date", () => setLaunchDate(tenantId, app.id, launchDay(40)));
    let added: { id: string } | null = null;
    await moves("add a task", async () => {
      added = await addTask(tenantId, app.id, task, zone);
    });
    const taskId = added!.id;
    await moves("edit a task", () =>
      updateTask(tenantId, app.id, taskId, { ...task, title: "Post on Hacker News" }, zone),
    );
    await moves("check a task off", () => setTaskDone(tenantId, app.id, taskId, true));
    await moves("reopen a task", () => setTaskDone(tenantId, app.id, taskId, false));
    await moves("assign a task", () => assignTask(tenantId, app.id, taskId, teammate.user.id));
    await moves("unassign a task", () => assignTask(tenantId, app.id, taskId, null));
    await moves("delete a task", () => removeTask(tenantId, app.id, taskId));
    await moves("a task becomes overdue", () =>
      db.checklistTask.updateMany({
        where: { appId: app.id },
        data: { dueAt: new Date(Date.now() - 60_000), done: false },
      }),
    );
    await moves("preferences: time zone and week start", () =>
      updatePreferences(user.id, {
        timeZone: "Asia/Tokyo",
        weekStart: 0,
        defaultPage: "/dashboard",
        liteMode: false,
      }),
    );
    await moves("Lite mode on", () => setLiteMode(user.id, true));
    await moves("Lite mode off", () => setLiteMode(user.id, false));
    await moves("an announcement", () =>
      createAnnouncement("admin", { title: "New", message: "Hello", isActive: true }),
    );
    await moves("the bell read", () => markAnnouncementsSeen(user.id, new Date()));
    await moves("trial to active", () =>
      applyStripeEvent({
        type: "checkout.session.completed",
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            client_reference_id: tenantId,
            metadata: {},
            customer: null,
            subscription: null,
            invoice: null,
            payment_status: "paid",
            amount_total: 100,
            currency: "usd",
          },
        },
      } as unknown as Stripe.Event),
    );
    // A teammate's changes in the same company.
    await moves("a teammate renames the app", () =>
      updateApp(teammate.user.tenantId, app.id, { name: "Tile Tales 3" }),
    );
    // Only the checklist shows the members (whom a task can go to).
    await moves(
      "a teammate's email",
      () =>
        db.user.update({
          where: { id: teammate.user.id },
          data: { email: `t-${taskId}@example.com` },
        }),
      ["checklist"],
    );
    await moves("a teammate leaves", () => db.user.delete({ where: { id: teammate.user.id } }), [
      "checklist",
    ]);
    const second = await db.app.findFirstOrThrow({ where: { tenantId, name: "Second app" } });
    // Two apps changed within one millisecond: the latest updatedAt stays, the recent count moves.
    const at = new Date();
    await db.app.update({ where: { id: app.id }, data: { name: "Same ms 1", updatedAt: at } });
    before = await tags();
    await moves("another app changed in the same millisecond", () =>
      db.app.update({ where: { id: second.id }, data: { name: "Same ms 2", updatedAt: at } }),
    );
    await moves("delete an app", () => deleteApp(tenantId, second.id));
    // Nothing written: the same tags.
    expect(await tags()).toEqual(before);
    // The walk is not idle: its writes changed what the pages show many times over.
    expect(pagesChanged).toBeGreaterThan(20);
  });

  it("changes with the day in the user's zone, the trial's days left and a task falling due", async () => {
    const { cookie, user, app } = await company();
    const request = get("/dashboard", cookie);
    const now = await pageTagInputs(request, { version: VERSION, routes });
    const later = await pageTagInputs(
      request,
      { version: VERSION, routes },
      new Date(Date.now() + 86_400_000),
    );
    expect(now!.localDate).not.toBe(later!.localDate);
    expect(now!.subscription.trialDaysLeft).toBe(later!.subscription.trialDaysLeft + 1);

    // No write at all: the task's due time passing makes it overdue on the pages.
    const dueAt = new Date(Date.now() + 60 * 60_000);
    await db.checklistTask.create({ data: { appId: app.id, title: "Soon", dueAt } });
    const before = await pageTagInputs(
      request,
      { version: VERSION, routes },
      new Date(dueAt.getTime() - 1),
    );
    const after = await pageTagInputs(
      request,
      { version: VERSION, routes },
      new Date(dueAt.getTime() + 1),
    );
    expect(before!.rows.ChecklistTask?.overdue).toBe("0");
    expect(after!.rows.ChecklistTask?.overdue).toBe("1");
    expect(user.tenantId).toBe(app.tenantId);
  });
});

describe("the server entry with page tags", () => {
  // The page "renders" by running the dashboard's real loader; each run is counted, so a 304
  // answered from the page tag shows as no run at all.
  let runs = 0;
  async function handleRequest(request: Request) {
    runs += 1;
    const url = new URL(request.url);
    if (url.pathname === "/dashboard" || url.pathname === "/dashboard.data") {
      const data = await dashboard.loader(routeArgs(request));
      const names = JSON.stringify(data.apps);
      const type = url.pathname.endsWith(".data") ? "text/x-script" : "text/html";
      return new Response(`<main>${names}</main>`, { headers: { "Content-Type": type } });
    }
    return settle(
      async () =>
        new Response("<p>another page</p>", {
          headers: { "Content-Type": "text/html" },
        }),
    );
  }
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer({
      handleRequest,
      screenRequest: async () => null,
      // Without a build, the server is given the app's route table here (it passes build.routes).
      pageTag: (request: Request, options: PageTagOptions) =>
        pageTag(request, { ...options, routes }),
      timeRequest,
      log: false,
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers an unchanged revisit 304 without running the page, and 200 after a write", async () => {
    const { cookie, user, app } = await company();
    for (const path of ["/dashboard", "/dashboard.data"]) {
      const read = (etag?: string) =>
        fetch(`${base}${path}`, {
          headers: { Cookie: cookie, ...(etag ? { "If-None-Match": etag } : {}) },
        });
      const first = await read();
      expect(first.status).toBe(200);
      const etag = first.headers.get("ETag")!;
      // The page's ETag is its page tag, the same one the hook computes before it runs.
      expect(etag).toBe(await pageTag(get(path, cookie), { version: "", routes }));
      expect(await first.text()).toContain(app.id);

      const before = runs;
      const again = await read(etag);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(runs).toBe(before);
      expect(again.headers.get("ETag")).toBe(etag);
      expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(again.headers.get("Vary")).toMatch(/Save-Data/);
      // The app's timings: the one statement of the tag, no render.
      const timing = again.headers.get("Server-Timing") ?? "";
      expect(timing).toMatch(/total;dur=/);
      expect(timing).not.toMatch(/render/);

      await updateApp(user.tenantId, app.id, { name: `Renamed on ${path}` });
      const changed = await read(etag);
      expect(changed.status).toBe(200);
      expect(runs).toBe(before + 1);
      expect(changed.headers.get("ETag")).not.toBe(etag);
      expect(await changed.text()).toContain(`Renamed on ${path}`);
    }
  });

  it("runs the page for a toast to show, and keeps the body hash on other pages", async () => {
    const { cookie } = await company();
    const first = await fetch(`${base}/dashboard`, { headers: { Cookie: cookie } });
    const etag = first.headers.get("ETag")!;
    const before = runs;
    const withToast = await fetch(`${base}/dashboard`, {
      headers: { Cookie: `${cookie}; amm_toast=x`, "If-None-Match": etag },
    });
    expect(withToast.status).toBe(200);
    expect(runs).toBe(before + 1);

    const other = await fetch(`${base}/profile`, { headers: { Cookie: cookie } });
    expect(other.headers.get("ETag")).toMatch(/^W\/"[^p]/);
    const otherAgain = await fetch(`${base}/profile`, {
      headers: { Cookie: cookie, "If-None-Match": other.headers.get("ETag")! },
    });
    expect(otherAgain.status).toBe(304);
  });
});
