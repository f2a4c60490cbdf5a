// Lite mode: with Save-Data: on (or the switch, or the preference) every page comes without the
// framework's scripts, and the main journeys work with the plain forms. Both projects run it: with
// JavaScript on the browser could run scripts, and must find none to run.
import crypto from "node:crypto";

import type { Page } from "@playwright/test";

import { E2E_PASSWORD, expect, test } from "./fixtures";

/** Every script the page requests, and every document that carries a module script or preload. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  const documentsWithScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "document" || response.status() !== 200) return;
    const html = await response.text().catch(() => "");
    if (/<script[^>]*type="module"|rel="modulepreload"|<script\b/.test(html))
      documentsWithScripts.push(response.url());
  });
  return {
    async expectNone() {
      expect(scripts).toEqual([]);
      expect(documentsWithScripts).toEqual([]);
    },
    count: () => scripts.length + documentsWithScripts.length,
  };
}

function toast(page: Page) {
  return page.getByTestId("toast");
}

async function createApp(tenantId: string, name: string, category: string | null = "games") {
  const { db } = await import("../../app/services/db.server");
  return db.app.create({ data: { tenantId, name, category, wizardAnswers: {}, progress: 0 } });
}

test.describe("with Save-Data: on", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });
  // Chromium manages Save-Data itself and drops an extra header of that name, so every request
  // of the page is also sent on with it.
  test.beforeEach(async ({ page }) => {
    await page.route("**/*", (route) =>
      route.continue({ headers: { ...route.request().headers(), "save-data": "on" } }),
    );
  });

  test("sign in, add an app, pick its category, save a simple step and a module, sign out: no script", async ({
    page,
    context,
    login,
  }) => {
    const watch = watchScripts(page);
    const { user } = await login();
    await context.clearCookies();

    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill(E2E_PASSWORD);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page)).toContainText("Welcome back!");
    // Said once, with a way out.
    await expect(page.getByText("Lite mode is on")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Turn Lite mode off" })).toBeVisible();

    await page.goto("/dashboard?add=true");
    const dialog = page.getByRole("dialog", { name: "Add a new app" });
    await dialog.getByLabel("App name").fill("Lite Lemur");
    await dialog.getByRole("button", { name: "Create App" }).click();
    await expect(page).toHaveURL(/\/app-category\/[\w-]+$/);
    await expect(toast(page)).toContainText("App created!");
    const appId = page.url().split("/").pop() ?? "";

    const group = page.getByRole("group", { name: "App category" });
    await group.getByText("Games & Fun").click();
    await page.getByRole("button", { name: "Let's Start!" }).click();
    await expect(page).toHaveURL(new RegExp(`/simple-wizard/${appId}$`));
    await expect(toast(page)).toContainText("Great choice!");

    await page.getByLabel("What problem does it solve?", { exact: true }).fill("Dull commutes");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(/\?step=1$/);
    await page.goto(`/simple-wizard/${appId}?step=0`);
    await expect(page.getByLabel("What problem does it solve?", { exact: true })).toHaveValue(
      "Dull commutes",
    );

    await page.goto(`/wizard/${appId}?step=foundation`);
    await page.getByLabel("Elevator pitch", { exact: true }).fill("Lite Lemur: a tiny pet.");
    await page.getByRole("button", { name: "Save Draft", exact: true }).click();
    await expect(toast(page)).toContainText("Draft saved");
    await expect(page.getByLabel("Elevator pitch", { exact: true })).toHaveValue(
      "Lite Lemur: a tiny pet.",
    );

    await page.goto("/dashboard");
    await expect(page.getByRole("article", { name: "Lite Lemur" })).toBeVisible();
    await page.getByLabel("User menu").click();
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page)).toContainText("Logged out");
    await watch.expectNone();
  });

  test("the dashboard with twelve cards works, and Lite mode can be turned off", async ({
    page,
    login,
  }) => {
    const watch = watchScripts(page);
    const { tenant } = await login();
    for (let i = 1; i <= 12; i++)
      await createApp(tenant.id, `Lite card ${i}`, i % 2 ? "games" : null);
    await page.goto("/dashboard");
    await expect(page.getByTestId("app-card")).toHaveCount(12);
    const card = page.getByRole("article", { name: "Lite card 1", exact: true });
    await card.locator("summary").click();
    await card.getByRole("link", { name: "Edit App" }).click();
    await expect(page.getByRole("dialog", { name: /Edit/ })).toBeVisible();
    await watch.expectNone();

    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Turn Lite mode off" }).click();
    await expect(page.getByText("Lite mode is on")).toHaveCount(0);
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toContain('type="module"');
  });

  test("on a shared plan (a page that sends no referrer) Lite mode can be turned off", async ({
    page,
    login,
  }) => {
    const { tenant, user } = await login();
    const { db } = await import("../../app/services/db.server");
    const app = await createApp(tenant.id, "Lite Shared");
    const token = crypto.randomBytes(32).toString("base64url");
    await db.shareLink.create({
      data: { appId: app.id, label: "Mentor", token, createdById: user.id },
    });
    try {
      await page.context().clearCookies();
      await page.goto(`/share/${token}`);
      await expect(page.getByText("Lite mode is on")).toBeVisible();
      await page.getByRole("button", { name: "Turn Lite mode off" }).click();
      await expect(page).toHaveURL(new RegExp(`/share/${token}$`));
      await expect(page.getByRole("heading", { level: 1, name: /Lite Shared/ })).toBeVisible();
      await expect(page.getByText("Lite mode is on")).toHaveCount(0);
    } finally {
      await db.shareLink.deleteMany({ where: { appId: app.id } });
    }
  });
});

test("a visitor turns Lite mode on in the footer, and a user in the preferences", async ({
  page,
  login,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: /Switch to Lite mode/ }).click();
  await expect(page).toHaveURL(/\/$/);
  const watch = watchScripts(page);
  await page.goto("/terms");
  await expect(page.getByText("Lite mode is on")).toBeVisible();
  await watch.expectNone();
  await page.getByRole("button", { name: "Turn Lite mode off" }).click();
  await expect(page.getByText("Lite mode is on")).toHaveCount(0);

  await login();
  await page.goto("/preferences");
  await page.getByLabel("Lite mode (no JavaScript, least data)").check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(toast(page)).toContainText("Lite mode is on.");
  const after = watchScripts(page);
  await page.goto("/dashboard");
  await expect(page.getByText("Lite mode is on")).toBeVisible();
  await after.expectNone();
});

// Switched on in the footer before signing in: /preferences shows it ticked, and saving it
// unticked brings the scripts back in this browser.
test("Lite mode from the footer shows in the preferences and turns off there", async ({
  page,
  login,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: /Switch to Lite mode/ }).click();
  await expect(page).toHaveURL(/\/$/);

  await login();
  await page.goto("/preferences");
  await expect(page.getByText("Lite mode is on")).toBeVisible();
  const box = page.getByLabel("Lite mode (no JavaScript, least data)");
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByTestId("toast")).toContainText("Preferences saved");
  await expect(page.getByText("Lite mode is on")).toHaveCount(0);
  await expect(page.getByLabel("Lite mode (no JavaScript, least data)")).not.toBeChecked();
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain('type="module"');
});
