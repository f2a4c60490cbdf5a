// Settings that keep what was chosen, JavaScript on and off: /preferences saves the time zone and
// the email settings with its one Save button; the zone comes from the browser at registration
// (JavaScript on) or stays UTC with an invitation to change it (off), and /preferences offers the
// browser's zone in one press when it differs from the saved one.
import crypto from "node:crypto";

import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

async function storedOf(userId: string) {
  const { db } = await import("../../app/services/db.server");
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { timeZone: true, reminderHour: true },
  });
}

async function open(page: Page) {
  await page.goto("/preferences");
  await waitForHydration(page);
}

test("one Save keeps the chosen zone and the email hour", async ({ page, login }) => {
  const { user } = await login();
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  const zone = page.getByLabel("Time zone");
  // Current IANA names, grouped by region, each with its offset.
  await expect(zone.locator('optgroup[label="Asia"] option[value="Asia/Kolkata"]')).toHaveText(
    "(UTC+05:30) Kolkata",
  );
  await expect(zone.locator('option[value="Asia/Calcutta"]')).toHaveCount(0);
  await expect(zone.locator('optgroup[label="Europe"] option[value="Europe/Kyiv"]')).toHaveCount(1);

  await zone.selectOption("Asia/Kolkata");
  if (jsEnabled()) {
    // The hour's label follows the zone chosen, before it is saved.
    await expect(page.getByLabel("Send reminders at (Asia/Kolkata time)")).toBeVisible();
  }
  await page.getByLabel(/^Send reminders at/).selectOption({ label: "07:00" });
  await expect(page.getByRole("button", { name: /Save/ })).toHaveCount(1);
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByTestId("toast")).toContainText("Preferences saved");

  await page.reload();
  await waitForHydration(page);
  await expect(zone).toHaveValue("Asia/Kolkata");
  const hour = page.getByLabel("Send reminders at (Asia/Kolkata time)");
  await expect(hour).toHaveValue("7");
  expect(await storedOf(user.id)).toEqual({ timeZone: "Asia/Kolkata", reminderHour: 7 });
});

test.describe("a browser in Asia/Kolkata", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("registers with its zone (JavaScript on) or UTC and an offer to change it (off)", async ({
    page,
  }) => {
    const email = `e2e-zone-${crypto.randomBytes(5).toString("hex")}@example.com`;
    await page.goto("/auth?tab=register");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Start free trial" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("Launch-Pad-2025");
    await form.getByLabel("Company name").fill("E2E Kolkata Plants");
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(/\/dashboard\?add=true$/);

    const { db } = await import("../../app/services/db.server");
    const user = await db.user.findUniqueOrThrow({
      where: { email },
      select: { timeZone: true, tenantId: true },
    });
    await open(page);
    if (jsEnabled()) {
      expect(user.timeZone).toBe("Asia/Kolkata");
      await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Kolkata");
      await expect(page.getByText("Your browser says")).toHaveCount(0);
    } else {
      expect(user.timeZone).toBe("UTC");
      await expect(page.getByText("Your account is on UTC.")).toBeVisible();
    }
    await db.tenant.delete({ where: { id: user.tenantId } });
  });

  test("JavaScript on, before the page's scripts have loaded: the inline script sends the zone", async ({
    page,
  }) => {
    test.skip(!jsEnabled(), "Without JavaScript no script runs: covered above.");
    // A link so slow that the bundles never arrive: only the page's inline script can run.
    await page.route("**/build/**", (route) => route.abort());
    const email = `e2e-zone-${crypto.randomBytes(5).toString("hex")}@example.com`;
    await page.goto("/auth?tab=register");
    const form = page.getByRole("form", { name: "Start free trial" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("Launch-Pad-2025");
    await form.getByLabel("Company name").fill("E2E Slow Link Plants");
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(/\/dashboard\?add=true$/);
    const { db } = await import("../../app/services/db.server");
    const user = await db.user.findUniqueOrThrow({
      where: { email },
      select: { timeZone: true, tenantId: true },
    });
    expect(user.timeZone).toBe("Asia/Kolkata");
    await db.tenant.delete({ where: { id: user.tenantId } });
  });

  test("JavaScript on: /preferences offers the browser's zone, saved in one press", async ({
    page,
    login,
  }) => {
    test.skip(!jsEnabled(), "Without JavaScript the page cannot know the browser's zone.");
    const { user } = await login();
    await open(page);
    const offer = page.getByRole("form", { name: "Your browser's zone" });
    await expect(offer).toContainText("Your browser says Asia/Kolkata — use it?");
    await offer.getByRole("button", { name: "Use Asia/Kolkata" }).click();
    await expect(page.getByTestId("toast")).toContainText("Time zone saved");
    await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Kolkata");
    await expect(offer).toHaveCount(0);
    expect((await storedOf(user.id)).timeZone).toBe("Asia/Kolkata");
  });
});
