// Dashboard journeys, run with JavaScript on and off: add an app (from the empty state and from
// ?add=true), pick its category, watch the card and stats change, edit it, delete it.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

function stat(page: Page, key: string) {
  return page.getByTestId(`stat-${key}`).locator("dd");
}

function toast(page: Page) {
  return page.getByTestId("toast");
}

async function openMenuItem(page: Page, appName: string, item: "Edit App" | "Delete App") {
  const card = page.getByRole("article", { name: appName });
  await card.locator("summary").click();
  await card.getByRole("link", { name: item }).click();
}

test("add from the empty state, pick a category, see the card and stats change", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/dashboard");
  await waitForHydration(page);

  await expect(page.getByRole("heading", { name: "No apps yet" })).toBeVisible();
  await expect(stat(page, "totalApps")).toHaveText("0");
  await expect(stat(page, "avgProgress")).toHaveText("0%");

  await page.getByRole("link", { name: "Add Your First App", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add a new app" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("App name").fill("Pocket Pets");
  await dialog.getByLabel(/Website or store link/).fill("https://pets.example");
  await dialog.getByLabel(/Description/).fill("Raise a pixel pet in five minutes a day.");
  await dialog.getByRole("button", { name: "Create App" }).click();

  await expect(page).toHaveURL(/\/app-category\/[\w-]+$/);
  await expect(toast(page)).toContainText("App created!");
  await expect(toast(page)).toContainText("Let's pick a category for your app first!");
  const appId = page.url().split("/").pop() ?? "";

  await waitForHydration(page);
  const group = page.getByRole("group", { name: "App category" });
  await expect(group.getByRole("radio")).toHaveCount(8);
  const start = page.getByRole("button", { name: "Let's Start!" });
  if (jsEnabled()) await expect(start).toHaveCount(0);
  else await expect(start).toBeVisible();

  await group.getByText("Games & Fun").click();
  await expect(group.getByRole("radio", { name: /Games & Fun/ })).toBeChecked();
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/simple-wizard/${appId}$`));
  await expect(toast(page)).toContainText("Great choice!");

  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: "Pocket Pets" });
  await expect(card.getByRole("link", { name: "https://pets.example" })).toHaveAttribute(
    "href",
    "https://pets.example",
  );
  await expect(card.getByText("Raise a pixel pet in five minutes a day.")).toBeVisible();
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(card.getByRole("link", { name: "Start Questions" })).toHaveAttribute(
    "href",
    `/simple-wizard/${appId}`,
  );
  await expect(stat(page, "totalApps")).toHaveText("1");
  const mission = page.getByRole("region", { name: "Your Next Mission" });
  await expect(mission.getByRole("link", { name: /Continue!/ })).toBeVisible();

  // The wizards move progress; here the stored value stands in for them.
  const { db } = await import("../../app/services/db.server");
  await db.app.update({ where: { id: appId }, data: { progress: 50, questionsProgress: 50 } });
  // Four modules completed, Launch not among them: 50 % of the plan reaches the Launch badge.
  await db.module.createMany({
    data: ["foundation", "seo", "content", "analytics"].map((stepName) => ({
      appId,
      stepName,
      status: "completed",
      data: {},
    })),
  });
  await page.reload();
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  await expect(card.getByText("50%", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Simple questions: /)).toHaveText("Simple questions: 2 of 4 steps");
  const badges = card.getByRole("list", { name: "Milestones" }).getByRole("listitem");
  await expect(badges).toHaveText([
    "Foundation milestone: reached at 12.5 % of the plan",
    "SEO milestone: reached at 25 % of the plan",
    "Content milestone: reached at 37.5 % of the plan",
    "Launch milestone: reached at 50 % of the plan",
  ]);
  await expect(
    card.getByRole("link", { name: "https://pets.example" }),
  ).toHaveAccessibleDescription("opens in a new tab");
  await expect(card.getByRole("link", { name: "Continue Questions" })).toBeVisible();
  await expect(stat(page, "completed")).toHaveText("4");
  await expect(stat(page, "avgProgress")).toHaveText("50%");
  await expect(stat(page, "readyToLaunch")).toHaveText("0");
});

test("?add=true opens the dialog; a bad url keeps the typed values; then edit and delete", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/dashboard?add=true");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Add a new app" });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("App name").fill("Fit Streak");
  // Refused by the server: a link with a scheme must be http or https.
  await dialog.getByLabel(/Website or store link/).fill("ftp://fit.example");
  await dialog.getByLabel(/Description/).fill("Workouts you keep");
  await dialog.getByRole("button", { name: "Create App" }).click();

  // The error summary beside the fields, and the specification's destructive toast (docs/forms.md).
  await expect(dialog).toBeVisible();
  const summary = dialog.getByTestId("error-summary");
  await expect(summary).toContainText("Error creating app");
  const link = summary.getByRole("link", {
    name: /Website or store link: .*http:\/\/ or https:\/\//,
  });
  await expect(link).toHaveAttribute("href", "#create-app-url");
  await expect(toast(page)).toContainText("Error creating app");
  await expect(toast(page)).toContainText("http:// or https://");
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await expect(dialog.locator(".field-error")).toContainText("http:// or https://");
  await expect(dialog.getByLabel(/Website or store link/)).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("App name")).toHaveValue("Fit Streak");
  await expect(dialog.getByLabel(/Website or store link/)).toHaveValue("ftp://fit.example");
  await expect(dialog.getByLabel(/Description/)).toHaveValue("Workouts you keep");
  if (jsEnabled()) {
    await expect(summary).toBeFocused();
    await link.click();
    await expect(dialog.getByLabel(/Website or store link/)).toBeFocused();
  }

  await dialog.getByLabel(/Website or store link/).fill("https://fit.example");
  await dialog.getByRole("button", { name: "Create App" }).click();
  await expect(page).toHaveURL(/\/app-category\//);
  await expect(toast(page)).toContainText("App created!");

  await page.goto("/dashboard");
  await waitForHydration(page);
  const card = page.getByRole("article", { name: "Fit Streak" });
  await expect(card.getByRole("link", { name: "Pick Category First" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Your Next Mission" }).getByRole("link", {
      name: /Pick Category!/,
    }),
  ).toBeVisible();

  await openMenuItem(page, "Fit Streak", "Edit App");
  const edit = page.getByRole("dialog", { name: "Edit Fit Streak" });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel("App name")).toHaveValue("Fit Streak");
  await expect(edit.getByLabel(/Website or store link/)).toHaveValue("https://fit.example");
  await edit.getByLabel("App name").fill("Fit Streak Pro");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("App updated");
  await expect(page.getByRole("article", { name: "Fit Streak Pro" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await waitForHydration(page);
  await openMenuItem(page, "Fit Streak Pro", "Delete App");
  const confirm = page.getByRole("dialog", { name: "Delete Fit Streak Pro?" });
  await expect(confirm).toBeVisible();
  // Cancelling keeps the app.
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Fit Streak Pro" })).toBeVisible();

  await openMenuItem(page, "Fit Streak Pro", "Delete App");
  await confirm.getByRole("button", { name: "Delete App" }).click();
  await expect(toast(page)).toContainText("App deleted");
  await expect(page.getByRole("heading", { name: "No apps yet" })).toBeVisible();
  await expect(stat(page, "totalApps")).toHaveText("0");
});

test("a category the server refuses: the specification's toast, the summary, and the page stays", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const { db } = await import("../../app/services/db.server");
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Odd One", wizardAnswers: {} },
  });
  await page.goto(`/app-category/${app.id}`);
  await waitForHydration(page);
  const group = page.getByRole("group", { name: "App category" });
  // A value no card offers (a stale page, a tampered form): the server is the judge.
  await group.getByText("Games & Fun").click();
  await group
    .getByRole("radio", { name: /Games & Fun/ })
    .evaluate((radio) => ((radio as HTMLInputElement).value = "gardening"));
  await page.getByRole("button", { name: "Let's Start!" }).click();

  await expect(toast(page)).toContainText("Something went wrong");
  await expect(toast(page)).toContainText("Please try selecting a category again.");
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await expect(page).toHaveURL(new RegExp(`/app-category/${app.id}$`));
  await expect(page.getByTestId("error-summary")).toContainText("Something went wrong");
  expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).category).toBeNull();
});

test("another tenant's app is a 404 on the category page and in the edit dialog", async ({
  page,
  login,
}) => {
  const { tenant: other } = await login();
  const { db } = await import("../../app/services/db.server");
  const theirs = await db.app.create({
    data: { tenantId: other.id, name: "Not yours", wizardAnswers: {} },
  });
  await page.context().clearCookies();
  await login();
  const category = await page.goto(`/app-category/${theirs.id}`);
  expect(category?.status()).toBe(404);
  const edit = await page.goto(`/dashboard?edit=${theirs.id}`);
  expect(edit?.status()).toBe(404);
});

test("after the trial, adding an app shows the summary with the Billing link and keeps the values", async ({
  page,
  login,
}) => {
  await login({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
  await page.goto("/dashboard?add=true");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Add a new app" });
  await dialog.getByLabel("App name").fill("Late App");
  await dialog.getByLabel(/Description/).fill("Typed after the trial");
  await dialog.getByRole("button", { name: "Create App" }).click();

  const summary = dialog.getByTestId("error-summary");
  await expect(summary).toContainText("Error creating app");
  await expect(summary).toContainText(/trial/i);
  await expect(summary.getByRole("link", { name: "Go to Billing" })).toHaveAttribute(
    "href",
    "/billing",
  );
  await expect(dialog.getByLabel("App name")).toHaveValue("Late App");
  await expect(dialog.getByLabel(/Description/)).toHaveValue("Typed after the trial");
  if (jsEnabled()) await expect(summary).toBeFocused();
  await expect(page.getByRole("heading", { name: "No apps yet" })).toBeVisible();
});
