// The simple wizard's own figure beside the plan's, JavaScript on and off.
import { expect } from "@playwright/test";

import { test } from "./fixtures";
import { waitForHydration } from "./utils";

test("finishing the simple wizard goes to the dashboard, whose card leads with the checklist; the card shows 4 of 4 steps and the plan at 0%", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const { db } = await import("../../app/services/db.server");
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
  await expect(card.getByText(/^Simple questions: /)).toHaveText("Simple questions: 4 of 4 steps");
  await expect(card.getByText(/^Plan: /)).toHaveText("Plan: 0% of 8 modules");
  // The card leads with the next real step: the dated checklist, then the plan's first module.
  const actions = card.locator("a.btn-primary, a.btn-secondary");
  await expect(actions.first()).toHaveText(/^Open your checklist \(\d+ dated tasks\)$/);
  await expect(actions.nth(1)).toHaveText("Continue the plan: Foundation");
  await expect(page.getByTestId("stat-readyToLaunch")).toContainText("0");
});
