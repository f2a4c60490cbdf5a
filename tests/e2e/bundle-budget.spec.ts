// The first-load JavaScript budget as a browser sees it. scripts/bundle-budget.mjs works the
// figure out from the build for every route before the journeys run; this loads the heaviest
// pages in Chromium with the cache off and sums what they really load: every script file and
// every script written into the raw page (gzip -9), except the loader data, which is the page's
// data like its HTML. It checks that the build writes the page's module script exactly as the
// server does, that the other inline scripts fit the script's allowance, and that the build's
// figure is never below the browser's, so the static check cannot pass a page that a browser
// would find over 115 KB.
import path from "node:path";
import zlib from "node:zlib";

import { expect, type Response } from "@playwright/test";

import {
  BUDGET_KB,
  FIRST_LOAD_CAPS_KB,
  FRAMEWORK_INLINE_KB,
  HTML_BUDGETS_KB,
  measure,
  moduleScriptFor,
} from "../../scripts/bundle-budget.mjs";
import { test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled } from "./utils";

const gzipKb = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length / 1024;

test("the build's first-load figures cover what the browser loads", async ({ page, login }) => {
  test.skip(!jsEnabled(), "With JavaScript off no script is run.");
  const assetsDir = path.join(process.env.REMIX_BUILD_DIR ?? "build", "public/build");
  const figures = new Map(measure(assetsDir).map((r) => [r.route, r.kb] as const));

  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id);
  const pages = [
    { url: `/wizard/${app.id}?step=foundation`, route: "routes/_app.wizard.$appId" },
    { url: `/apps/${app.id}/listing`, route: "routes/_app.apps.$appId.listing" },
    { url: "/analytics", route: "routes/_app.analytics" },
    { url: "/dashboard", route: "routes/_app.dashboard" },
  ];
  // Every page is a first visit: nothing comes from the browser's cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  for (const { url, route } of pages) {
    const scripts = new Map<string, Buffer>();
    const bodies: Promise<void>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      // Offline reading's chunk (app/utils/offline.client.ts) is imported once the page has
      // loaded: it is not first-load JavaScript.
      if (/\/offline(?:-queue)?\.client-[^/]*\.js$/.test(response.url())) return;
      bodies.push(response.body().then((body) => void scripts.set(response.url(), body)));
    };
    page.on("response", onResponse);
    const navigation = await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);
    await Promise.all(bodies);

    // The scripts written into the page as it arrived (React may drop them once hydrated).
    const html = await navigation!.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .map(([, attributes, text]) => ({ module: /type="module"/.test(attributes), text }))
      .filter(({ text }) => !text.includes("streamController.enqueue("));
    const modules = inline.filter((s) => s.module);
    expect(
      modules.map((s) => s.text),
      url,
    ).toEqual([moduleScriptFor(assetsDir, route)]);
    const framework = inline.filter((s) => !s.module).reduce((sum, s) => sum + gzipKb(s.text), 0);
    expect(framework, url).toBeLessThanOrEqual(FRAMEWORK_INLINE_KB);

    const files = [...scripts.values()].reduce((sum, body) => sum + gzipKb(body), 0);
    const loaded = files + gzipKb(modules[0].text) + framework;
    expect(
      [...scripts.keys()].some((u) => /\/build\/manifest-/.test(u)),
      url,
    ).toBe(false);
    expect(scripts.size, url).toBeGreaterThan(3);
    expect(figures.get(route), route).toBeGreaterThanOrEqual(Math.round(loaded * 10) / 10);
    expect(loaded, url).toBeLessThanOrEqual(BUDGET_KB);
  }
});

test("the first load of /auth and /dashboard does not grow", async () => {
  const assetsDir = path.join(process.env.REMIX_BUILD_DIR ?? "build", "public/build");
  const figures = new Map(measure(assetsDir).map((r) => [r.route, r.kb] as const));
  for (const [route, cap] of Object.entries(FIRST_LOAD_CAPS_KB)) {
    expect.soft(figures.get(route), route).toBeLessThanOrEqual(cap);
  }
});

async function addCards(tenantId: string, count: number) {
  const { db } = await import("../../app/services/db.server");
  for (let i = 1; i <= count; i++) {
    await db.app.create({
      data: {
        tenantId,
        name: `Budget app ${i}`,
        url: `https://budget-${i}.example.com`,
        description: "An app that measures the dashboard's markup.",
        category: i % 5 === 0 ? null : "tools",
        progress: (i * 13) % 100,
        wizardAnswers: {},
      },
    });
  }
}

test("HTML per view stays within its budget", async ({ page, login }) => {
  test.setTimeout(120_000);
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id);
  await addCards(tenant.id, 11);
  const views = [
    { name: "dashboard", url: "/dashboard", kb: HTML_BUDGETS_KB.dashboard },
    { name: "simpleWizard", url: `/simple-wizard/${app.id}`, kb: HTML_BUDGETS_KB.simpleWizard },
    { name: "checklist", url: `/apps/${app.id}/checklist`, kb: HTML_BUDGETS_KB.checklist },
    { name: "wizard", url: `/wizard/${app.id}`, kb: HTML_BUDGETS_KB.wizard },
  ];
  const dashboard = await (await page.request.get("/dashboard")).text();
  expect(dashboard.match(/data-testid="app-card"/g)).toHaveLength(12);
  for (const view of views) {
    const html = await (await page.request.get(view.url)).body();
    // Soft: one run reports every view over its budget, not only the first.
    expect.soft(html.length / 1024, view.name).toBeLessThanOrEqual(view.kb);
  }
});

test("Lite mode pages request no script", async ({ page, login }) => {
  test.setTimeout(120_000);
  // Chromium drops an extra Save-Data header of its own, so each request is sent on with it.
  await page.route("**/*", (route) =>
    route.continue({ headers: { ...route.request().headers(), "save-data": "on" } }),
  );
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const check = async (urls: string[]) => {
    for (const url of urls) {
      const response = await page.goto(url);
      expect(new URL(page.url()).pathname + new URL(page.url()).search, url).toBe(url);
      const html = await response!.text();
      expect(html, url).not.toMatch(/<script|rel="modulepreload"/);
      expect(response!.headers()["vary"], url).toMatch(/Save-Data/);
    }
  };
  // Signed out first: a signed-in visitor to /auth is sent to the dashboard.
  await check(["/", "/auth", "/auth?tab=register"]);
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id);
  await check([
    "/dashboard",
    `/simple-wizard/${app.id}`,
    `/wizard/${app.id}`,
    `/apps/${app.id}/checklist`,
  ]);
  expect(scripts).toEqual([]);
});
