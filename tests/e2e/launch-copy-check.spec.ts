// The Product Hunt copy check on the listing copy, JavaScript on and off.
import { expect } from "@playwright/test";

import { test } from "./fixtures";

test("the Product Hunt check flags a long tagline with emoji and hype", async ({ page, login }) => {
  const { tenant } = await login();
  const { db } = await import("../../app/services/db.server");
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
