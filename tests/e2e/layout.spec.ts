// The signed-in layout: sidebar, header, trial badge, bell and user menu, JavaScript on and off.
import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { waitForHydration } from "./utils";

const DAY = 24 * 60 * 60 * 1000;

const SIDEBAR_LINKS: Array<[string, string]> = [
  ["Dashboard", "/dashboard"],
  ["Simple Wizard", "/simple-wizard"],
  ["Marketing Wizard", "/wizard"],
  ["Analytics", "/analytics"],
  ["Reports", "/reports"],
  ["Team", "/team"],
  ["Billing", "/billing"],
  ["Profile", "/profile"],
  ["Preferences", "/preferences"],
  ["Help & Support", "/help"],
];

test.describe("protected layout", () => {
  test("header: page title, trial badge, bell and user menu", async ({ page, login }) => {
    const { user } = await login();
    await page.goto("/dashboard");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(page.getByTestId("trial-badge")).toContainText("7 days left in trial");
    // No payment keys on this server: the badge says what the end brings, with no Upgrade.
    await expect(page.getByTestId("trial-badge")).toContainText("then read-only");
    await expect(header.getByRole("link", { name: "Upgrade" })).toHaveCount(0);
    const bell = header.getByRole("link", {
      name: /^Notifications: (\d+ unread announcements?|no unread announcements)$/,
    });
    await expect(bell).toHaveAttribute("href", "/notifications");

    await expect(page.getByTestId("avatar")).toHaveText(user.email[0].toUpperCase());
    await expect(header.getByRole("link", { name: "Profile Settings" })).toBeHidden();
    await header.getByLabel("User menu").click();
    await expect(header.getByText(user.email)).toBeVisible();
    await expect(header.getByRole("link", { name: "Profile Settings" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(header.getByRole("link", { name: "Billing & Subscription" })).toHaveAttribute(
      "href",
      "/billing",
    );
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("the badge counts whole days up and disappears when the trial is over", async ({
    page,
    login,
  }) => {
    await login({ createdAt: new Date(Date.now() - 6.5 * DAY) });
    await page.goto("/dashboard");
    await expect(page.getByTestId("trial-badge")).toContainText("1 day left in trial");

    await page.context().clearCookies();
    await login({ createdAt: new Date(Date.now() - 8 * DAY) });
    await page.goto("/dashboard");
    await expect(page.getByTestId("trial-badge")).toHaveCount(0);
    await expect(page.getByText(/Your free trial has ended/).first()).toBeVisible();
  });

  test("sidebar: every group, collapsible without JavaScript, and Logout", async ({
    page,
    login,
  }) => {
    await login();
    await page.goto("/dashboard");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of SIDEBAR_LINKS) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // One name per page: the dashboard is "Dashboard" only; without apps "My Apps" offers the first.
    await expect(nav.locator('a[href="/dashboard"]')).toHaveCount(1);
    await expect(nav.getByRole("link", { name: "Add your first app" })).toHaveAttribute(
      "href",
      "/dashboard?add=true",
    );
    for (const group of ["My Apps", "Marketing Tools", "Settings"]) {
      await expect(nav.getByText(group)).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);

    await page.getByText("Collapse menu").click();
    await expect(nav).toBeHidden();
    await page.getByTestId("desktop-sidebar").getByTitle("Expand menu").click();
    await expect(nav).toBeVisible();

    await nav.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Logged out" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
  });

  test("admins also see the Admin link", async ({ page, login }) => {
    await login({ role: "admin" });
    await page.goto("/dashboard");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }),
    ).toHaveAttribute("href", "/admin");
  });

  test("is usable at 360 px: a Menu toggle, no sideways scrolling", async ({ page, login }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await login();
    await page.goto("/dashboard");
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByTestId("trial-badge")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Notifications/ })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByLabel("Menu", { exact: true }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Billing", exact: true }).click();
    await expect(page).toHaveURL(/\/billing$/);
  });

  test("at 360 px the menu reaches the chosen app's pages, each named as its page is", async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { tenant } = await login();
    const first = await createPlannedApp(tenant.id, { name: "PocketPets", schedule: false });
    const second = await createPlannedApp(tenant.id, { name: "Focus Den", schedule: false });
    const openMenu = async () => {
      await waitForHydration(page);
      await page.getByLabel("Menu", { exact: true }).click();
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      return nav;
    };

    // The app in the address: the first app's checklist.
    await page.goto(`/apps/${first.id}/checklist`);
    let nav = await openMenu();
    await expect(nav.getByText("PocketPets", { exact: true })).toBeVisible();
    const apps = nav.getByRole("list", { name: "My Apps" });
    const pages: Array<[string, string]> = [
      ["Launch drafts", "drafts"],
      ["Store listing", "listing"],
      ["Launch checklist", "checklist"],
      ["App calendar", "calendar"],
    ];
    for (const [name, path] of pages) {
      await expect(apps.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/apps/${first.id}/${path}`,
      );
    }
    await expect(apps.getByRole("link", { name: "Launch checklist" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const [name, path] of pages) {
      await apps.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/apps/${first.id}/${path}$`));
      await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText(name);
      nav = await openMenu();
    }

    // Off the app's pages, the app last opened stays the menu's (the other was added later).
    await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    nav = await openMenu();
    await expect(nav.getByText("PocketPets", { exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Launch drafts" })).toHaveAttribute(
      "href",
      `/apps/${first.id}/drafts`,
    );

    // Opening the other app's page makes it the menu's app.
    await page.goto(`/apps/${second.id}/drafts`);
    nav = await openMenu();
    await nav.getByRole("link", { name: "Store listing", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/${second.id}/listing$`));
  });
});
