// Accounts journeys, run with JavaScript on and off.
import crypto from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { jsEnabled, waitForHydration } from "./utils";

const PASSWORD = "Launch-Pad-2025";

function newEmail() {
  return `e2e-auth-${crypto.randomBytes(5).toString("hex")}@example.com`;
}

async function expectToast(page: Page, title: string, variant = "default") {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-variant", variant);
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

async function registerCompany(page: Page, email: string, company: string) {
  await page.goto("/auth?tab=register");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Start free trial" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Company name").fill(company);
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole("button", { name: "Start Free Trial" }).click();
}

test.describe("accounts", () => {
  test("register a company, land on the dashboard with the trial toast and badge, sign out and sign in again", async ({
    page,
  }) => {
    const email = newEmail();
    await registerCompany(page, email, "E2E Rocket Apps");
    await expect(page).toHaveURL(/\/dashboard\?add=true$/);
    await expectToast(page, "Your free trial has started!");
    await expect(page.getByTestId("trial-badge")).toContainText("7 days left in trial");
    await expect(page.getByTestId("avatar")).toHaveText("E");
    // Registration opens Add App; the maker closes it before reaching for the menu.
    await page.goto("/dashboard");

    await waitForHydration(page);
    await page.getByLabel("User menu").click();
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expectToast(page, "Logged out");

    await waitForHydration(page);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, "Welcome back!");
  });

  test("a protected page sends a visitor to sign in and back again", async ({ page }) => {
    const email = newEmail();
    await registerCompany(page, email, "E2E Return Trip");
    await expect(page).toHaveURL(/\/dashboard\?add=true$/);
    await page.context().clearCookies();

    await page.goto("/dashboard?add=true");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%3Fadd%3Dtrue$/);
    await waitForHydration(page);
    // A typo first: the page after it still knows where to come back to.
    await signIn(page, email, "Wrong-password-1");
    await expect(page.getByTestId("error-summary")).toContainText("Login failed");
    await expect(page).toHaveURL(/\/auth\?intent=login&redirectTo=%2Fdashboard%3Fadd%3Dtrue$/);
    const tabs = page.getByRole("navigation", { name: "Sign in or start a free trial" });
    await expect(tabs.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
      "href",
      /redirectTo=%2Fdashboard%3Fadd%3Dtrue/,
    );
    await waitForHydration(page);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\?add=true$/);
  });

  test("a wrong password fails with the Login failed summary (focused) and the specification's toast, and keeps the email", async ({
    page,
  }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    if (jsEnabled()) {
      // Hold the post back so that the pending text can be seen.
      await page.route(/\/auth(\.data)?(\?.*)?$/, async (route) => {
        if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 600));
        await route.continue();
      });
    }
    const email = newEmail();
    await signIn(page, email, "Wrong-password-1");
    if (jsEnabled()) {
      await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    }
    const form = page.getByRole("form", { name: "Sign in" });
    const summary = form.getByTestId("error-summary");
    await expect(summary).toContainText("Login failed");
    await expect(summary).toContainText("The email or password is incorrect");
    if (jsEnabled()) await expect(summary).toBeFocused();
    // The specification's destructive toast, in the toast region, says it too (the summary stays).
    await expectToast(page, "Login failed", "destructive");
    await expect(page.getByTestId("toast")).toContainText("The email or password is incorrect");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Password")).toHaveValue("");
    // The sign-in form posts where the form strategy reads it.
    await expect(page).toHaveURL(/\/auth\?intent=login$/);
  });

  test("registration errors keep the typed values and show the password strength", async ({
    page,
  }) => {
    await page.goto("/auth?tab=register");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Start free trial" });
    const meter = form.getByTestId("password-strength");
    if (jsEnabled()) {
      await form.getByLabel("Password", { exact: true }).fill("abc");
      await expect(meter).toContainText("Weak password");
      await form.getByLabel("Password", { exact: true }).fill("abcDEF12");
      await expect(meter).toContainText("Strong password");
    }
    const email = newEmail();
    await form.getByLabel("Email").fill(email);
    // Eight characters pass the browser's length check; the server refuses a common password.
    await form.getByLabel("Password", { exact: true }).fill("password");
    await form.getByLabel("Company name").fill("Launchpad Labs");
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole("button", { name: "Start Free Trial" }).click();

    const summary = form.getByTestId("error-summary");
    await expect(summary).toContainText("Registration failed");
    const link = summary.getByRole("link", {
      name: /^Password: This password is one of the most common/,
    });
    await expect(link).toHaveAttribute("href", "#register-password");
    const password = form.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("aria-invalid", "true");
    if (jsEnabled()) {
      await expect(summary).toBeFocused();
      await link.click();
      await expect(password).toBeFocused();
    }
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Company name")).toHaveValue("Launchpad Labs");
    await expect(password).toHaveValue("");
    if (jsEnabled()) {
      // The emptied password field starts the meter again from nothing.
      await expect(meter).not.toContainText("Good password");
      await expect(form.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
        "aria-valuenow",
        "0",
      );
    } else {
      // With no script to measure, the server says how strong the sent password was.
      await expect(meter).toContainText("The password you sent");
    }
  });

  test("the demo button signs into the demo account", async ({ page }) => {
    await page.goto("/auth?demo=true");
    await waitForHydration(page);
    const demo = page.getByRole("form", { name: "Try the live demo" });
    await expect(demo).toHaveAttribute("data-highlighted", "true");
    await demo.getByRole("button", { name: "Try the Live Demo" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A first visit with its own greeting, and every page says it is the demo (not a trial).
    await expectToast(page, "Welcome to the demo");
    await expect(page.getByText("Welcome back!")).toHaveCount(0);
    await expect(page.getByTestId("avatar")).toHaveText("D");
    const banner = page.getByTestId("demo-banner");
    await expect(banner).toContainText("Live demo");
    await expect(page.getByTestId("trial-badge")).toHaveCount(0);
    await page.goto("/team");
    await expect(banner).toBeVisible();
    await banner.getByRole("link", { name: "Start your own free trial" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole("form", { name: "Start free trial" })).toBeVisible();
  });

  test("the tabs are links that work without JavaScript, and a signed-in user skips /auth", async ({
    page,
  }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("link", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole("form", { name: "Start free trial" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Foundation" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();
    await expect(page.getByTestId("auth-feature-list").getByRole("listitem")).toHaveCount(14);

    await registerCompany(page, newEmail(), "E2E Skipper");
    await expect(page).toHaveURL(/\/dashboard\?add=true$/);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a non-admin opening /admin ends on the dashboard", async ({ page }) => {
    await registerCompany(page, newEmail(), "E2E Not Admin");
    await expect(page).toHaveURL(/\/dashboard\?add=true$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
