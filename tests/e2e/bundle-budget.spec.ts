// The first-load JavaScript budget as a browser sees it. scripts/bundle-budget.mjs works the
// figure out from the build for every route before the journeys run; this loads the heaviest
// pages in Chromium, sums what they really load (every script file, gzip -9, plus the inline
// scripts other than the loader data) and checks that the build's figure is never below it,
// so the static check cannot pass a page the browser would find over 115 KB.
import path from "node:path";
import zlib from "node:zlib";

import { expect, type Response } from "@playwright/test";

import { BUDGET_KB, measure } from "../../scripts/bundle-budget.mjs";
import { test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled } from "./utils";

const gzipKb = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length / 1024;

test("the build's first-load figures cover what the browser loads", async ({ page, login }) => {
  test.skip(!jsEnabled(), "With JavaScript off no script is run.");
  const buildDir = process.env.REMIX_BUILD_DIR ?? "build";
  const figures = new Map(
    measure(path.join(buildDir, "public/build")).map((r) => [r.route, r.kb] as const),
  );

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
    const onResponse = async (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.set(response.url(), await response.body());
    };
    page.on("response", onResponse);
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);

    const files = [...scripts.values()].reduce((sum, body) => sum + gzipKb(body), 0);
    // The inline scripts: the partial route manifest and the module imports. The loader data
    // (window.__remixContext) is the page's data, like its HTML, and is not counted.
    const inline = await page.$$eval("script:not([src])", (nodes) =>
      nodes.map((n) => n.textContent ?? "").filter((t) => !t.includes("window.__remixContext")),
    );
    const inlineKb = inline.reduce((sum, text) => sum + gzipKb(text), 0);
    const loaded = files + inlineKb;

    expect(
      [...scripts.keys()].some((u) => /\/build\/manifest-/.test(u)),
      url,
    ).toBe(false);
    expect(scripts.size, url).toBeGreaterThan(3);
    expect(figures.get(route), route).toBeGreaterThanOrEqual(Math.round(loaded * 10) / 10);
    expect(loaded, url).toBeLessThanOrEqual(BUDGET_KB);
  }
});
