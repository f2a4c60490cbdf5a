import { expect, test } from "@playwright/test";

import { MODULE_TITLES } from "../../app/lib/wizard/module-titles";
import { waitForHydration } from "./utils";

test.describe("landing page", () => {
  test("renders every section with the links of the product facts", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "App Marketing Machine" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("href", "#features");
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "#pricing");
    await expect(nav.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(nav.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
      "href",
      /^\/auth/,
    );

    await expect(page.getByRole("link", { name: "START MY FREE TRIAL NOW" })).toHaveAttribute(
      "href",
      /^\/auth/,
    );
    await expect(page.getByRole("button", { name: "TRY LIVE DEMO" })).toBeVisible();

    const features = page.locator("#features");
    // The wizard's names, one list for every page.
    for (const title of Object.values(MODULE_TITLES)) {
      await expect(features.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    expect(Object.values(MODULE_TITLES).slice(-2)).toEqual(["Analytics", "Retention"]);
    await expect(features.getByRole("heading", { name: /^(Metrics|Growth)$/ })).toHaveCount(0);

    const pricing = page.locator("#pricing");
    await expect(pricing.getByText("$20")).toBeVisible();
    await expect(pricing.getByText(/\$240 per year/)).toBeVisible();
    await expect(pricing.getByTestId("feature-list").getByRole("listitem")).toHaveCount(14);
    await expect(pricing.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
      "href",
      /^\/auth/,
    );

    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    // The year from the server's clock, not a year typed into the page.
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} App Marketing Machine`);
  });

  test("one press of TRY LIVE DEMO opens the visitor's own demo dashboard", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "TRY LIVE DEMO" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText(
      "Dashboard",
    );
    // Signed in as the demo account's private copy ("D" for the demo user).
    await expect(page.getByTestId("avatar")).toHaveText("D");
  });

  test("on a phone the menu button shows its icon and opens to Sign In", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: "Main" }).locator("summary");
    await expect(menu).toBeVisible();
    // The icon's <use> points at a symbol on this page, so it draws three bars, not blank space.
    const drawn = await menu.locator("use").evaluate((use) => {
      const id = (use.getAttribute("href") ?? "").slice(1);
      return {
        found: document.getElementById(id) !== null,
        width: (use as SVGUseElement).getBBox().width,
      };
    });
    expect(drawn.found).toBe(true);
    expect(drawn.width).toBeGreaterThan(0);
    await menu.click();
    const signIn = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Sign In" })
      .last();
    await expect(signIn).toBeVisible();
    await signIn.click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the Sign In link reaches /auth", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the terms and privacy pages exist", async ({ page }) => {
    for (const [path, heading] of [
      ["/terms", "Terms of Service"],
      ["/privacy", "Privacy Policy"],
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("the feature list scrolls by 100 px with the buttons, or natively without JavaScript", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/#pricing");
    await waitForHydration(page);
    const list = page.getByTestId("feature-list");
    const down = page.getByRole("button", { name: "Scroll features down" });
    if (!javaScriptEnabled) {
      await expect(down).toHaveCount(0);
      expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");
      return;
    }
    await down.click();
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBe(100);
    await page.getByRole("button", { name: "Scroll features up" }).click();
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBe(0);
  });

  test("is usable at 360 px without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("not-found and headers", () => {
  test("an unknown URL shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("There is no page at this address.")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  });

  test("every HTML response carries an enforced CSP with a nonce", async ({ page }) => {
    for (const path of ["/", "/terms", "/privacy", "/auth", "/nope"]) {
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(response?.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(response?.headers()["referrer-policy"], path).toBeTruthy();
    }
  });

  test("the health check touches the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
