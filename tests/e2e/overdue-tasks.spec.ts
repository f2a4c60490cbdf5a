// Overdue tasks marked in words on the checklist and the dashboard, JavaScript on and off.
import { expect } from "@playwright/test";

import { test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";

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
