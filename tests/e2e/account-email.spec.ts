// Account recovery and confirmed email changes, through the outbox, JavaScript on and off.
import crypto from "node:crypto";

import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { test } from "./fixtures";
import { linkInMail } from "./mail-files";
import { waitForHydration } from "./utils";

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast").filter({ hasText: title })).toBeVisible();
}

test("forgot password → email → reset → signed in", async ({ page, context, login }) => {
  const { user } = await login();
  await context.clearCookies();
  await page.goto("/auth");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page renders, and the sign-in form has an Email field too.
  const request = page.locator("form").filter({
    has: page.getByRole("button", { name: "Email me a link" }),
  });
  await request.getByLabel("Email").fill(user.email);
  await request.getByRole("button", { name: "Email me a link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account uses this address" }),
  ).toBeVisible();

  const link = await linkInMail(user.email, "/reset-password/");
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel("New password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByTestId("error-summary")).toContainText("most common");
  await page
    .getByLabel("New password", { exact: true })
    .fill(`Reset-${crypto.randomBytes(3).toString("hex")}-42`);
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expectToast(page, "Password changed");

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("already used");
});

test("with two-step sign-in on, a reset says the password changed and asks for the code", async ({
  page,
  context,
  login,
}) => {
  const { user } = await login();
  const { db } = await import("../../app/services/db.server");
  const secret = new Secret({ size: 20 }).base32;
  await db.twoFactor.create({ data: { userId: user.id, secret, enabledAt: new Date() } });
  await context.clearCookies();
  await page.goto("/forgot-password");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account uses this address" }),
  ).toBeVisible();

  await page.goto(await linkInMail(user.email, "/reset-password/"));
  await waitForHydration(page);
  await page
    .getByLabel("New password", { exact: true })
    .fill(`Reset-${crypto.randomBytes(3).toString("hex")}-42`);
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/two-step$/);
  await expectToast(page, "Password changed");
  await waitForHydration(page);
  await page
    .getByLabel("Code")
    .fill(new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate());
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test("email change → confirm from the new address", async ({ page, login }) => {
  // Signed in a moment ago: the password is recent, so no "Confirm it's you" step.
  const { user } = await login();
  const next = `e2e-next-${crypto.randomBytes(5).toString("hex")}@example.com`;
  await page.goto("/profile/email");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Change email" });
  await section.getByLabel("New email").fill(next);
  await section.getByRole("button", { name: "Send confirmation link" }).click();
  await expectToast(page, "Check your new inbox");
  await expect(
    page.getByRole("heading", { name: "Email change waiting for confirmation" }),
  ).toBeVisible();
  const waiting = page.getByRole("region", { name: "Email change waiting for confirmation" });
  await expect(waiting).toContainText(next);
  await expect(page.getByTestId("profile-email")).toHaveText(user.email);

  const link = await linkInMail(next, "/confirm-email/");
  await page.goto(link);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Confirm this address" }).click();
  await expect(page).toHaveURL(/\/profile\/email$/);
  await expectToast(page, "Email confirmed");
  await expect(page.getByTestId("profile-email")).toHaveText(next);
  await expect(page.getByRole("heading", { name: /waiting for confirmation/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
});

test("an email change on a session whose password is not recent: Confirm it's you, then the change with the address kept", async ({
  page,
  login,
}) => {
  const { user, password } = await login();
  // The password was entered 11 minutes ago on this session: past the 10 minutes.
  const { db } = await import("../../app/services/db.server");
  await db.session.updateMany({
    where: { userId: user.id },
    data: { passwordVerifiedAt: new Date(Date.now() - 11 * 60_000) },
  });
  const next = `e2e-sudo-${crypto.randomBytes(5).toString("hex")}@example.com`;
  await page.goto("/profile/email");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Change email" });
  await section.getByLabel("New email").fill(next);
  await section.getByRole("button", { name: "Send confirmation link" }).click();

  const step = page.getByRole("region", { name: "Confirm it’s you" });
  await expect(step).toBeVisible();
  // In the room's place, under the rooms' menu.
  await expect(
    page.getByRole("navigation", { name: "Profile Settings" }).getByRole("link", { name: "Email" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(step.getByRole("link", { name: "Cancel" })).toHaveAttribute(
    "href",
    "/profile/email",
  );
  await expect(step).toContainText(user.email);
  // A wrong password: refused on the step, the change still carried.
  await step.getByLabel("Password").fill("Not-My-Password-1");
  await step.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(page.getByTestId("error-summary")).toContainText("not correct");
  const again = page.getByRole("region", { name: "Confirm it’s you" });
  await expect(again.getByLabel("Password")).toHaveValue("");
  await again.getByLabel("Password").fill(password);
  await again.getByRole("button", { name: "Confirm and continue" }).click();

  // Back in the email room with the change made from what was typed.
  await expectToast(page, "Check your new inbox");
  await expect(page).toHaveURL(/\/profile\/email$/);
  const waiting = page.getByRole("region", { name: "Email change waiting for confirmation" });
  await expect(waiting).toContainText(next);
  expect(await linkInMail(next, "/confirm-email/")).toContain("/confirm-email/");
});
