// Workspace journeys, JavaScript on and off: the app choosers, the KPI log on /analytics, /reports,
// Profile Settings' password and delete rooms, /preferences, /help with the admins'
// /admin/messages, the ended trial, and 360 px.
import type { Page } from "@playwright/test";

import { PROFILE_ROOMS } from "../../app/lib/profile-rooms";
import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

const DAY = 24 * 60 * 60 * 1000;

function toast(page: Page) {
  return page.getByTestId("toast");
}

async function seedApp(
  tenantId: string,
  data: { name: string; category?: string | null; progress?: number },
) {
  const { db } = await import("../../app/services/db.server");
  return db.app.create({ data: { tenantId, wizardAnswers: {}, category: null, ...data } });
}

async function seedModule(appId: string, stepName: string, status: string, data: object) {
  const { db } = await import("../../app/services/db.server");
  return db.module.create({ data: { appId, stepName, status, data } });
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test("the wizard links without an app id: empty state, then choose an app", async ({
  page,
  login,
}) => {
  const { user } = await login();
  await open(page, "/simple-wizard");
  await expect(page.getByRole("heading", { name: "No apps yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First App", exact: true })).toHaveAttribute(
    "href",
    "/dashboard?add=true",
  );

  const ready = await seedApp(user.tenantId, { name: "Pocket Pets", category: "games" });
  const fresh = await seedApp(user.tenantId, { name: "Tab Tamer" });
  await open(page, "/wizard");
  await expect(page.getByRole("link", { name: "Start Wizard: Pocket Pets" })).toHaveAttribute(
    "href",
    `/wizard/${ready.id}`,
  );
  await expect(page.getByRole("link", { name: "Pick Category First: Tab Tamer" })).toHaveAttribute(
    "href",
    `/app-category/${fresh.id}`,
  );

  await open(page, "/simple-wizard");
  await page.getByRole("link", { name: "Start Questions: Pocket Pets" }).click();
  await expect(page).toHaveURL(new RegExp(`/simple-wizard/${ready.id}`));
});

test("analytics: add, correct and delete a weekly number; charts and tables render", async ({
  page,
  login,
}) => {
  const { user } = await login();
  await seedApp(user.tenantId, { name: "Pocket Pets", category: "games", progress: 25 });
  await open(page, "/analytics");
  await expect(page.getByRole("heading", { name: "Module completion: Pocket Pets" })).toBeVisible();
  await expect(page.getByText("0 of 8 modules completed")).toBeVisible();

  const form = page.getByRole("form", { name: "Add a weekly number" });
  await form.getByLabel("Metric").selectOption({ label: "Sign-ups" });
  await form.getByLabel("Number").fill("42");
  await form.getByLabel(/Target/).fill("50");
  await form.getByRole("button", { name: "Add number" }).click();
  await expect(toast(page)).toContainText("Number saved");

  const signups = page.getByRole("region", { name: "Sign-ups" });
  await expect(signups.getByTestId("bar-chart")).toBeVisible();
  const recorded = signups.getByRole("table", { name: "Sign-ups: recorded weeks" });
  await expect(recorded.getByRole("cell", { name: "42" })).toBeVisible();
  await expect(recorded.getByText("Below (84%, -8)")).toBeVisible();
  // The chart's numbers are in a table for screen readers.
  await expect(signups.locator("table.sr-only")).toContainText("42");

  // The same metric and week again: the server explains, the typed number stays.
  await form.getByLabel("Metric").selectOption({ label: "Sign-ups" });
  await form.getByLabel("Number").fill("7");
  await form.getByRole("button", { name: "Add number" }).click();
  // The error summary on top of the form links to the field, and takes the focus.
  const summary = form.getByTestId("error-summary");
  await expect(summary).toContainText("This entry was not saved");
  const link = summary.getByRole("link", {
    name: /Week of: .*already has a number for the week of/,
  });
  await expect(link).toHaveAttribute("href", "#kpi-add-weekOf");
  await expect(form.getByLabel("Week of")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Metric")).toHaveValue("signups");
  await expect(form.getByLabel("Number")).toHaveValue("7");
  if (jsEnabled()) {
    await expect(summary).toBeFocused();
    await link.click();
    await expect(form.getByLabel("Week of")).toBeFocused();
  }

  await signups.getByRole("link", { name: /^Edit/ }).click();
  const edit = page.getByRole("form", { name: /^Edit the week of/ });
  await edit.getByLabel("Number").fill("55");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page)).toContainText("Number updated");
  await expect(recorded.getByText("Met (110%)")).toBeVisible();
  await expect(signups.getByTestId("summary-signups")).toContainText("target met (110%)");

  // Without JavaScript the toast never leaves and covers the corner the button is in: reload.
  if (!jsEnabled()) await page.goto(page.url());
  await signups.getByRole("button", { name: /^Delete/ }).click();
  await expect(toast(page)).toContainText("Number deleted");
  await expect(page.getByRole("region", { name: "Sign-ups" })).toHaveCount(0);
  await expect(page.getByText("No numbers yet.")).toBeVisible();
});

test("after the trial the KPI log reads but refuses to save, with a way to Billing", async ({
  page,
  login,
}) => {
  const { user } = await login({ createdAt: new Date(Date.now() - 8 * DAY) });
  await seedApp(user.tenantId, { name: "Pocket Pets", category: "games" });
  await open(page, "/analytics");
  const form = page.getByRole("form", { name: "Add a weekly number" });
  await form.getByLabel("Number").fill("12");
  await form.getByRole("button", { name: "Add number" }).click();
  const alert = form.getByRole("alert");
  await expect(alert).toContainText("Your free trial has ended");
  await expect(alert.getByRole("link", { name: "Go to Billing" })).toHaveAttribute(
    "href",
    "/billing",
  );
  await expect(
    page.getByRole("form", { name: "Add a weekly number" }).getByLabel("Number"),
  ).toHaveValue("12");
});

test("reports: plan summary, competitors side by side, launch-copy warning, exports", async ({
  page,
  login,
}) => {
  const { user } = await login();
  await seedApp(user.tenantId, { name: "Other App", category: "tools" });
  const app = await seedApp(user.tenantId, {
    name: "Pocket Pets",
    category: "games",
    progress: 13,
  });
  await seedModule(app.id, "foundation", "completed", {
    usp: "A pet that lives on your lock screen",
    competitor0: "Tamagotchi",
    competitorWeakness0: "Needs a separate device",
  });
  await seedModule(app.id, "seo", "completed", {});
  await seedModule(app.id, "content", "completed", {});
  await seedModule(app.id, "community", "completed", {});
  await seedModule(app.id, "creative", "in_progress", {
    upvoteStrategy: "The first 100 upvoters get a free month",
  });

  await open(page, "/reports");
  await page.getByLabel("App", { exact: true }).selectOption({ label: "Pocket Pets" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`app=${app.id}`));
  await expect(page.getByRole("heading", { name: "Plan summary: Pocket Pets" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Finish the Creative module" })).toHaveAttribute(
    "href",
    `/wizard/${app.id}?step=creative`,
  );

  const competitors = page.getByRole("list", { name: "Your app and its competitors" });
  await expect(competitors.getByRole("heading", { name: "Tamagotchi" })).toBeVisible();
  await expect(competitors.getByText("Needs a separate device")).toBeVisible();
  await expect(competitors.getByText("A pet that lives on your lock screen")).toBeVisible();

  const warnings = page.getByTestId("launch-copy-warnings");
  await expect(warnings).toContainText("Rewards tied to votes");
  await expect(warnings).toContainText("first 100 upvoters");
  await expect(warnings.getByRole("link", { name: /community guidelines/ })).toHaveAttribute(
    "href",
    /help\.producthunt\.com/,
  );

  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    `/apps/${app.id}/export.pdf`,
  );
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    `/apps/${app.id}/export.csv`,
  );
});

test("profile: a wrong current password is refused, then the password changes", async ({
  page,
  login,
}) => {
  const { password } = await login();
  await open(page, "/profile/password");
  const section = page.getByRole("region", { name: "Change password" });
  await section.getByLabel("Current password").fill("Not-My-Password-1");
  await section.getByLabel("New password", { exact: true }).fill("Fresh-Password-22");
  await section.getByLabel("Repeat the new password").fill("Fresh-Password-22");
  await section.getByRole("button", { name: "Change password" }).click();
  // The summary on top of the form links to the field, which shows the error too.
  const summary = section.getByTestId("error-summary");
  await expect(
    summary.getByRole("link", {
      name: /^Current password: Your current password is not correct\./,
    }),
  ).toBeVisible();
  await expect(section.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByLabel("Current password")).toHaveValue("");
  if (jsEnabled()) await expect(summary).toBeFocused();

  const again = page.getByRole("region", { name: "Change password" });
  await again.getByLabel("Current password").fill(password);
  await again.getByLabel("New password", { exact: true }).fill("Fresh-Password-22");
  await again.getByLabel("Repeat the new password").fill("Fresh-Password-22");
  await again.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page)).toContainText("Password changed");
  await expect(page).toHaveURL(/\/profile\/password$/);
});

// A confirmed email change has its own journey (account-email.spec.ts).
test("profile: delete the account and the company's data", async ({ page, login }) => {
  const { password } = await login();
  await open(page, "/profile/delete");

  const danger = page.getByRole("region", { name: "Delete my account" });
  await danger.getByLabel("Current password").fill(password);
  await danger.getByLabel("I want to delete my account.").check();
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expect(danger.getByTestId("error-summary")).toContainText(
    /You are the last user of your company/,
  );

  const confirm = page.getByRole("region", { name: "Delete my account" });
  await confirm.getByLabel("Current password").fill(password);
  await confirm.getByLabel("I want to delete my account.").check();
  await confirm.getByLabel(/apps and plans are deleted too/).check();
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(page)).toContainText("Account deleted");
  await expect(page).toHaveURL(/\/$/);
});

test("preferences: time zone, week start and default page are saved", async ({ page, login }) => {
  await login();
  await open(page, "/preferences");
  await page.getByLabel("Time zone").selectOption("Europe/Berlin");
  await page.getByLabel("Sunday").check();
  await page.getByLabel("Page after sign-in").selectOption({ label: "Reports" });
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(toast(page)).toContainText("Preferences saved");

  await open(page, "/preferences");
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
  await expect(page.getByLabel("Sunday")).toBeChecked();
  await expect(page.getByLabel("Page after sign-in")).toHaveValue("/reports");
});

test("help: a support message reaches the admins, who mark it read", async ({ page, login }) => {
  const { user } = await login();
  await open(page, "/help");
  await expect(page.getByRole("heading", { name: "Keyboard shortcuts" })).toBeVisible();
  await expect(page.getByText("F8", { exact: true })).toBeVisible();
  const subject = `Export question ${user.id.slice(0, 6)}`;
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Short");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("#support-message-message-error")).toContainText(
    "Write at least 10 characters so we can help",
  );
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(subject);

  await page.getByLabel("Message", { exact: true }).fill("How do I export my plan as a PDF?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(toast(page)).toContainText("Message sent");

  await page.context().clearCookies();
  await login({ role: "admin" });
  await open(page, "/admin/messages?show=unread");
  const message = page.getByRole("article", { name: subject });
  await expect(message).toContainText(user.email);
  await message.getByRole("button", { name: /^Mark as read/ }).click();
  await expect(toast(page)).toContainText("Marked as read");
  await expect(page.getByRole("article", { name: subject })).toHaveCount(0);
});

test("the workspace pages fit a 360 px screen", async ({ page, login }) => {
  const { user } = await login();
  await seedApp(user.tenantId, {
    name: "A rather long app name for a small phone",
    category: "games",
  });
  await page.setViewportSize({ width: 360, height: 740 });
  const profile = ["/profile", ...PROFILE_ROOMS.map((room) => room.path)];
  for (const path of ["/analytics", "/reports", ...profile, "/preferences", "/help", "/wizard"]) {
    await open(page, path);
    const overflow = await page
      .locator("main")
      .evaluate((main) => main.scrollWidth - main.clientWidth);
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
