// A phone first, at 390 px (and 360 for the module tabs), JavaScript on and off: a toast never
// covers a heading, a field or a primary button; every module tab is read whole; the category
// icons come from the app's own sprite, not from an emoji font.
import fs from "node:fs";

import type { Page } from "@playwright/test";

import { CATEGORY_SPRITE } from "../../app/lib/category-copy";
import { CATEGORIES, STEP_NAMES } from "../../app/lib/enums";
import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled, waitForHydration } from "./utils";

const PHONE = { width: 390, height: 844 };

/** Every heading, field, field label and primary button the toast overlaps, by its text. */
async function coveredByToast(page: Page): Promise<string[]> {
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  return toast.evaluate((el) => {
    const t = el.getBoundingClientRect();
    const selector =
      "h1, h2, h3, h4, h5, h6, input:not([type=hidden]), select, textarea, label, .btn-primary";
    const covered: string[] = [];
    for (const other of Array.from(document.querySelectorAll(selector))) {
      if (el.contains(other)) continue;
      const r = other.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const overlapX = Math.min(r.right, t.right) - Math.max(r.left, t.left);
      const overlapY = Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top);
      if (overlapX > 0 && overlapY > 0)
        covered.push(
          `${other.tagName.toLowerCase()} "${(other.textContent ?? "").trim().slice(0, 40)}"`,
        );
    }
    return covered;
  });
}

test.describe("toasts at 390 px", () => {
  test.use({ viewport: PHONE });

  test("'App created!' on the category page covers no card, heading or button", async ({
    page,
    login,
  }) => {
    await login();
    await page.goto("/dashboard?add=true");
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Add a new app" });
    await dialog.getByLabel("App name").fill("Focus Sprint");
    await dialog.getByRole("button", { name: "Create App" }).click();
    await expect(page).toHaveURL(/\/app-category\/[\w-]+$/);
    await expect(page.getByTestId("toast")).toContainText("App created!");
    expect(await coveredByToast(page)).toEqual([]);
  });

  test("'Amazing work!' on the dashboard covers no card, heading or button", async ({
    page,
    login,
  }) => {
    const { tenant } = await login();
    const { db } = await import("../../app/services/db.server");
    // Two apps, so the finished one's card and the other fill the phone's screen.
    await createPlannedApp(tenant.id, { name: "PocketPets" });
    const app = await db.app.create({
      data: { tenantId: tenant.id, name: "Study Streak", category: "education", wizardAnswers: {} },
    });
    await page.goto(`/simple-wizard/${app.id}?step=3`);
    await waitForHydration(page);
    await page.getByLabel("When do you want to launch?").fill("2027-03-02");
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("toast")).toContainText("Amazing work!");
    expect(await coveredByToast(page)).toEqual([]);
  });

  test("a refused sign-in's toast covers no field of the form", async ({ page }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill("nobody-here@example.com");
    await form.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("toast")).toContainText("Login failed");
    expect(await coveredByToast(page)).toEqual([]);
  });
});

test("every module tab is read whole at 360 and 390 px, the current one in view", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const step of ["foundation", "content", "launch", "retention"]) {
      await page.goto(`/wizard/${app.id}?step=${step}`);
      await waitForHydration(page);
      const strip = page.getByRole("navigation", { name: "Marketing modules" }).locator("ol");
      await expect(strip.locator("li")).toHaveCount(STEP_NAMES.length);
      // Let a scroll-snap settle before measuring.
      await page.waitForTimeout(100);
      const cut = await strip.evaluate((ol) => {
        const view = ol.getBoundingClientRect();
        const found: string[] = [];
        for (const li of Array.from(ol.children)) {
          const tab = li.getBoundingClientRect();
          const inside = tab.left >= view.left - 0.5 && tab.right <= view.right + 0.5;
          const outside = tab.right <= view.left + 0.5 || tab.left >= view.right - 0.5;
          const name = li.getAttribute("data-testid");
          if (!inside && !outside) found.push(`${name} is cut by the strip's edge`);
          if (li.querySelector("[aria-current]") && !inside)
            found.push(`${name} (current) not in view`);
          // Each word of the tab's label lies inside the tab (nothing cut or hidden).
          const range = document.createRange();
          range.selectNodeContents(li);
          for (const r of Array.from(range.getClientRects())) {
            if (r.width === 0) continue;
            if (r.left < tab.left - 0.5 || r.right > tab.right + 0.5)
              found.push(`${name}: its label runs past the tab`);
          }
        }
        return [...new Set(found)];
      });
      expect(cut, `${step} at ${width} px`).toEqual([]);
    }
  }
});

test("the category page draws its icons from the app's sprite: no emoji, every symbol there", async ({
  page,
  login,
}) => {
  test.skip(jsEnabled(), "the server's markup and a file: read once, JavaScript off");
  const { tenant } = await login();
  const { db } = await import("../../app/services/db.server");
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Icon App", wizardAnswers: {} },
  });
  const response = await page.goto(`/app-category/${app.id}`);
  const html = (await response?.text()) ?? "";
  expect(html.match(/\p{Extended_Pictographic}/gu) ?? []).toEqual([]);

  const sprite = fs.readFileSync(`public${CATEGORY_SPRITE}`, "utf8");
  const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
  const cards = page.getByRole("group", { name: "App category" }).locator("label");
  await expect(cards).toHaveCount(CATEGORIES.length);
  for (const [index, category] of CATEGORIES.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(category.name);
    const icon = card.locator("svg");
    // Decorative: the card's own words name the category.
    await expect(icon).toHaveAttribute("aria-hidden", "true");
    const href = (await icon.locator("use").getAttribute("href")) ?? "";
    const [file, id] = href.split("#");
    expect(file).toBe(CATEGORY_SPRITE);
    expect(symbols.has(id), `${category.id}: symbol #${id} in the sprite`).toBe(true);
  }
  const served = await page.request.get(CATEGORY_SPRITE);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("image/svg+xml");
  expect(served.headers()["cache-control"]).toMatch(/max-age=[1-9]/);
});
