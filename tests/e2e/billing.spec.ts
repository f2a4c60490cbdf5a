// Billing, with JavaScript on and off, on a server without Stripe keys (the default): the trial
// state, the plan on offer, no fake card, an empty history, and the trial's end.
import { expect, test } from "./fixtures";
import { waitForHydration } from "./utils";

const DAY = 24 * 60 * 60 * 1000;

test.describe("billing", () => {
  test("a user on the free trial sees the trial state and how to upgrade", async ({
    page,
    login,
  }) => {
    await login({ role: "user" });
    await page.goto("/billing");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();

    const plan = page.getByTestId("current-plan");
    await expect(plan.getByRole("heading", { name: "Free Trial" })).toBeVisible();
    await expect(plan).toContainText("7 days left");
    await expect(plan).toContainText("Auto-Renewal Disabled");

    const upgrade = page.getByTestId("upgrade-card");
    await expect(upgrade).toContainText("$20");
    await expect(upgrade).toContainText("/month");
    await expect(upgrade).toContainText("Billed annually: $240/year");
    await expect(
      upgrade.getByRole("list", { name: "The plan includes" }).getByRole("listitem"),
    ).toHaveCount(5);
    // No payment keys on this server: the button explains instead of pretending.
    await expect(upgrade.getByRole("button", { name: /Upgrade now/ })).toBeDisabled();
    await expect(upgrade).toContainText("Paying online isn't available yet.");
    await expect(upgrade).not.toContainText("Admin > Tenants");
    await expect(upgrade.getByRole("link", { name: "Send us a message" })).toHaveAttribute(
      "href",
      "/help",
    );

    await expect(page.getByText("No payment method on file.")).toBeVisible();
    await expect(page.getByText(/No payments yet/)).toBeVisible();
    await expect(page.getByText(/\d{4} \d{4} \d{4}|•••• \d{4}/)).toHaveCount(0);

    // Where nobody can pay, the trial badge offers no Upgrade: it says what the end brings.
    await page.goto("/dashboard");
    await expect(page.getByTestId("trial-badge")).toContainText("then read-only");
    await expect(page.getByTestId("trial-badge").getByRole("link")).toHaveCount(0);
  });

  test("after 7 days the trial reads as ended, and the user can still sign in and read", async ({
    page,
    login,
  }) => {
    await login({ role: "user", createdAt: new Date(Date.now() - 8 * DAY) });
    await page.goto("/billing");
    const plan = page.getByTestId("current-plan");
    await expect(plan.getByRole("heading", { name: "Free Trial (ended)" })).toBeVisible();
    await expect(plan).toContainText("Expired");
    await expect(plan.getByRole("alert")).toContainText("Your free trial has ended");
    await expect(page.getByTestId("trial-badge")).toHaveCount(0);

    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the billing page fits a 360 px screen", async ({ page, login }) => {
    await login({ role: "user" });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/billing");
    await expect(page.getByTestId("current-plan")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
