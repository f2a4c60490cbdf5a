// Every link of the signed-in layout (sidebar, header, user menu) leads to a working page:
// no 404, no error page, no console error, JavaScript on and off. The links are read from the
// rendered layout, so a link added later is walked too.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

/** Links the layout must have (docs/product/spec-facts.md §2); the walk covers whatever else is there. */
const REQUIRED = [
  "/dashboard",
  "/simple-wizard",
  "/wizard",
  "/analytics",
  "/reports",
  "/billing",
  "/profile",
  "/preferences",
  "/help",
];

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Same-site link targets in the layout's header and navigation (the user menu is in the header). */
async function layoutLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("header a[href], nav[aria-label='Main'] a[href], aside a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => h.startsWith("/") && !h.startsWith("//")))].sort();
}

async function walk(page: Page, errors: string[]) {
  await page.goto("/dashboard");
  await waitForHydration(page);
  const links = await layoutLinks(page);
  for (const href of REQUIRED) expect(links, `the layout links to ${href}`).toContain(href);

  for (const href of links) {
    const response = await page.goto(href);
    expect(response, `${href} answered`).not.toBeNull();
    expect(response?.status(), `${href} status`).toBeLessThan(400);
    await waitForHydration(page);
    await expect(page.getByText("404 Page Not Found"), `${href} is not the 404 page`).toHaveCount(
      0,
    );
    await expect(
      page.getByText("Something went wrong"),
      `${href} is not an error page`,
    ).toHaveCount(0);
    // Still signed in and inside the layout: the header names the page.
    await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).not.toBeEmpty();
  }
  expect(errors, "console errors while walking the layout").toEqual([]);
  return links;
}

test("every layout link of a user with an app works", async ({ page, login }) => {
  const errors = watchErrors(page);
  const { user } = await login();
  const { db } = await import("../../app/services/db.server");
  await db.app.create({
    data: { tenantId: user.tenantId, name: "Pocket Pets", category: "games", wizardAnswers: {} },
  });
  const links = await walk(page, errors);
  expect(links).not.toContain("/admin");
});

test("every layout link of an admin with no apps works, Admin included", async ({
  page,
  login,
}) => {
  const errors = watchErrors(page);
  await login({ role: "admin" });
  const links = await walk(page, errors);
  expect(links).toContain("/admin");
});

test("with JavaScript, clicking through the sidebar navigates without errors", async ({
  page,
  login,
}) => {
  test.skip(!jsEnabled(), "client-side navigation needs JavaScript");
  const errors = watchErrors(page);
  await login();
  await page.goto("/dashboard");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  const hrefs = await nav
    .getByRole("link")
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
  expect(hrefs.length).toBeGreaterThanOrEqual(REQUIRED.length);
  for (const href of hrefs) {
    await nav.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, "\\$&")}$`));
    await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).not.toBeEmpty();
    // "Add your first app" (a company with no app) opens the add-app dialog: Escape closes it.
    const dialog = page.getByRole("dialog");
    if (await dialog.isVisible()) {
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  }
  expect(errors).toEqual([]);
});

test("the Profile Settings menu reaches the overview and every room", async ({ page, login }) => {
  const errors = watchErrors(page);
  await login();
  await page.goto("/profile");
  await waitForHydration(page);
  const menu = page.getByRole("navigation", { name: "Profile Settings" });
  const hrefs = await menu
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs[0]).toBe("/profile");
  expect(hrefs.length).toBeGreaterThanOrEqual(6);
  for (const href of [...hrefs.slice(1), hrefs[0]]) {
    await waitForHydration(page);
    await menu.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(menu.locator(`a[href="${href}"]`)).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
