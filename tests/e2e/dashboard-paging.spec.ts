import { expect, test } from "./fixtures";
import { waitForHydration } from "./utils";

test("the app grid pages by 12 with Previous and Next links", async ({ page, login }) => {
  const { tenant } = await login();
  const { db } = await import("../../app/services/db.server");
  for (let i = 1; i <= 13; i++) {
    await db.app.create({
      data: {
        tenantId: tenant.id,
        name: `Paged app ${String(i).padStart(2, "0")}`,
        category: "tools",
        wizardAnswers: {},
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      },
    });
  }
  await page.goto("/dashboard");
  await waitForHydration(page);
  const pager = page.getByRole("navigation", { name: "App pages" });
  await expect(pager).toContainText("Showing 1–12 of 13 apps");
  await expect(page.getByRole("heading", { name: "Paged app 12" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Paged app 13" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=2$/);
  await expect(page.getByRole("heading", { name: "Paged app 13" })).toBeVisible();
  await expect(pager).toContainText("Page 2 of 2");

  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Paged app 01" })).toBeVisible();
});
