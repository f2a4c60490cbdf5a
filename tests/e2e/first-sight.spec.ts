// What a person sees first, JavaScript on and off, on a phone: a refused wizard save shows its
// error summary in the viewport, clear of the sticky header; a toast never covers the header's
// menu, bell and avatar; on every module the first field is within the first two screens.
import type { Locator, Page } from "@playwright/test";

import { STEP_NAMES } from "../../app/lib/enums";
import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled, waitForHydration } from "./utils";

const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

async function headerBottom(page: Page) {
  return (await box(page.getByRole("banner"))).y + (await box(page.getByRole("banner"))).height;
}

test("a refused wizard save shows its error summary first, below the sticky header", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const { db } = await import("../../app/services/db.server");
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Tile Tales", category: "games", wizardAnswers: {} },
  });
  await page.setViewportSize(PHONE);
  await page.goto(`/wizard/${app.id}?step=foundation`);
  await waitForHydration(page);
  await page.getByLabel("Elevator pitch", { exact: true }).fill("x".repeat(141));
  await page.getByRole("button", { name: "Save & Continue" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeVisible();
  await expect(summary).toBeInViewport();
  if (jsEnabled()) await expect(summary).toBeFocused();
  // Its heading is not hidden under the header.
  const heading = summary.locator("p").first();
  await expect(heading).toBeInViewport();
  expect((await box(heading)).y).toBeGreaterThanOrEqual(await headerBottom(page));
  await expect(page.getByLabel("Elevator pitch", { exact: true })).toHaveValue("x".repeat(141));
});

test("a toast never covers the header's menu, bell and avatar; the menu opens while it shows", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id);
  await page.setViewportSize(PHONE);
  await page.goto(`/apps/${app.id}/share`);
  await waitForHydration(page);
  await page.getByLabel("Label (who it is for)").fill("Mentor");
  await page.getByRole("button", { name: "Create share link" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Share link created");
  const header = page.getByRole("banner");
  const toastBox = await box(toast);
  for (const control of [
    header.getByLabel("User menu"),
    header.getByRole("link", { name: /^Notifications/ }),
  ]) {
    const b = await box(control);
    const overlaps =
      b.x < toastBox.x + toastBox.width &&
      toastBox.x < b.x + b.width &&
      b.y < toastBox.y + toastBox.height &&
      toastBox.y < b.y + b.height;
    expect(overlaps).toBe(false);
  }
  // Clicked while the toast is still up: nothing intercepts the pointer.
  await header.getByLabel("User menu").click({ timeout: 2000 });
  await expect(toast).toBeVisible();
  await expect(header.getByRole("link", { name: "Profile Settings" })).toBeVisible();
});

/** Two screens of a 390 × 844 phone, less the browser's own bars. */
const TWO_SCREENS = 1700;

test("on every module the first field is within two phone screens; children's rules stay out", async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  const { tenant } = await login();
  const { db } = await import("../../app/services/db.server");
  const app = await db.app.create({
    data: {
      tenantId: tenant.id,
      name: "PocketPlant",
      category: "tools",
      platforms: "ios,android",
      wizardAnswers: {
        "app-description": "It diagnoses yellow leaves from one photo and adjusts your watering.",
        "age-group": "25-50, adults with houseplants",
      },
    },
  });
  // Every step open: the seven before the last completed, the last in progress.
  await db.module.createMany({
    data: STEP_NAMES.map((stepName, i) => ({
      appId: app.id,
      stepName,
      status: i < STEP_NAMES.length - 1 ? "completed" : "in_progress",
      data: {},
    })),
  });
  await page.setViewportSize(PHONE);
  const tops: Record<string, number> = {};
  for (const step of STEP_NAMES) {
    await page.goto(`/wizard/${app.id}?step=${step}`);
    const field = page
      .locator("#questions")
      .locator("input:not([type=hidden]), textarea, select")
      .first();
    await expect(field).toBeAttached();
    const scrolled = await page.evaluate(() => window.scrollY);
    tops[step] = (await box(field)).y + scrolled;
    if (step === "foundation") {
      // An app for adults: no COPPA, and the guidance folds to its one-line summary.
      await expect(page.getByTestId("guidance")).not.toContainText("COPPA");
      await expect(page.getByTestId("guidance")).not.toHaveAttribute("open");
      await expect(page.getByTestId("guidance").locator("summary")).toHaveText(
        /^Guidance: \d+ rules/,
      );
    }
  }
  for (const step of STEP_NAMES) expect(tops[step], step).toBeLessThanOrEqual(TWO_SCREENS);
});
