// Honest plans, JavaScript on and off: the simple wizard's own figure beside the plan's, the
// Product Hunt copy check on the listing copy, and overdue tasks marked in words.
import { expect } from "@playwright/test";

import { test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { waitForHydration } from "./utils";

test("finishing the simple wizard shows Questions 4 of 4 and the plan at 0%", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const { db } = await import("../../app/db.server");
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Tile Tales", category: "games", wizardAnswers: {} },
  });
  await page.goto(`/simple-wizard/${app.id}?step=0`);
  await waitForHydration(page);
  // The name typed in Add App is already there.
  await expect(page.getByLabel("What is your app called?")).toHaveValue("Tile Tales");
  for (let step = 0; step < 3; step += 1) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("simple-step")).toContainText(`Step ${step + 2} of 4`);
  }
  await page.getByLabel("When do you want to launch?").fill("2027-03-02");
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId("app-card").filter({ hasText: "Tile Tales" });
  await expect(card.getByText(/^Questions /)).toHaveText("Questions 4 of 4");
  await expect(card.getByText(/^Plan: /)).toHaveText("Plan: 0% of the 8 modules");
  await expect(page.getByTestId("stat-readyToLaunch")).toContainText("0");
});

test("the Product Hunt check flags a long tagline with emoji and hype", async ({ page, login }) => {
  const { tenant } = await login();
  const { db } = await import("../../app/db.server");
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Tile Tales", category: "games", wizardAnswers: {} },
  });
  for (const stepName of ["foundation", "seo", "content", "community"]) {
    await db.module.create({ data: { appId: app.id, stepName, status: "completed", data: {} } });
  }
  await db.module.create({
    data: {
      appId: app.id,
      stepName: "creative",
      status: "in_progress",
      data: {
        submissionProcess:
          "Tagline: #1 BEST most revolutionary word puzzle game for your daily commute 🚀🚀 !!!\nTopics: Games, iOS, Android, Puzzle, Casual, Family",
      },
    },
  });
  await page.goto(`/wizard/${app.id}?step=creative`);
  await expect(page.getByText("Tagline over 60 characters").first()).toBeVisible();
  await expect(page.getByText("Emoji in the tagline").first()).toBeVisible();
  await expect(page.getByText("More than 3 topics").first()).toBeVisible();
});

test("an overdue task is marked on the checklist and the dashboard card", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const soon = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await createPlannedApp(tenant.id, { name: "Overdue Pets", launchDate: soon });
  await page.goto("/dashboard");
  const card = page.getByTestId("app-card").filter({ hasText: "Overdue Pets" });
  await expect(card.getByTestId("overdue-count")).toContainText(/\d+ tasks? overdue/);
  await card.getByRole("link", { name: /Launch checklist/ }).click();
  await expect(page.getByTestId("overdue-summary")).toBeVisible();
  await expect(page.getByText("Overdue", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Set your time zone in Preferences" })).toBeVisible();
});
