// First paint first (the figures come from `npm run bench:lcp`; this checks the structure that
// makes them hold, not a time): the one stylesheet is in the head and no script is fetched beside
// it before the first frame (no modulepreload links; the module script waits for a frame), and
// the passkey button's place on /auth is kept at the same height with JavaScript off and on.
import { expect } from "@playwright/test";

import { test } from "./fixtures";
import { jsEnabled } from "./utils";

test.use({ viewport: { width: 390, height: 844 } });

test("the stylesheet is the page's only request before its first frame", async ({
  page,
  login,
}) => {
  test.skip(!jsEnabled(), "The served HTML is the same with JavaScript off.");
  await login();
  for (const url of ["/", "/auth", "/dashboard"]) {
    // `/` and `/auth` as a first visit (no cookie), the dashboard signed in.
    const html =
      url === "/dashboard"
        ? await (await page.request.get(url)).text()
        : await (await fetch(new URL(url, test.info().project.use.baseURL))).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<link rel="stylesheet"[^>]*>/g), url).toHaveLength(1);
    expect(html, url).not.toContain('rel="modulepreload"');
    expect(head, url).not.toMatch(/<script/);
    const modules = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(modules, url).toHaveLength(1);
    const script = modules[0][1];
    // No static import: nothing is fetched until the first frame has been drawn.
    expect(script, url).not.toMatch(/^\s*import\s/m);
    expect(script.indexOf("requestAnimationFrame"), url).toBeLessThan(script.indexOf("import("));
  }
  // And the page still hydrates and runs.
  await page.goto("/dashboard");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
});

test("the passkey button's place on /auth is kept", async ({ page }) => {
  await page.goto("/auth");
  const slot = page.getByTestId("passkey-slot");
  const demo = page.getByRole("form", { name: /demo/i });
  if (jsEnabled()) {
    await expect(slot.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    // The button and its hint fit inside the kept place.
    const inner = await slot.locator("> div").boundingBox();
    const box = await slot.boundingBox();
    expect(inner!.height).toBeLessThanOrEqual(box!.height);
  } else {
    await expect(slot).toBeEmpty();
  }
  expect((await slot.boundingBox())!.height).toBe(116);
  // Nothing below the slot moved when the button arrived: the demo form starts where it does
  // without JavaScript (a fixed offset from the slot's top, the same in both projects).
  const slotTop = (await slot.boundingBox())!.y;
  expect((await demo.boundingBox())!.y - slotTop).toBe(116 + 24);
});
