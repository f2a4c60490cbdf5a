// Journeys of the account's security, JavaScript on and off: turn on two-step sign-in in its room
// of Profile Settings, sign out, sign in with a code and with a recovery code; see another session
// in the sessions room and sign it out.
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { expect, test } from "./fixtures";
import { signInOnAnotherDevice, waitForHydration } from "./utils";

function codeAt(secret: string, timestamp: number) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp,
  });
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast").filter({ hasText: title })).toBeVisible();
}

async function signOut(page: Page) {
  await waitForHydration(page);
  await page.getByLabel("User menu").click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\/two-step$/);
  await expect(page.getByText(/Enter the 6-digit code from your authenticator app/)).toBeVisible();
}

async function secondStep(page: Page, code: string) {
  await waitForHydration(page);
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

test("turn on two-step sign-in, then sign in with a code and with a recovery code", async ({
  page,
  login,
}) => {
  test.slow(); // three sign-ins in one journey
  const { user, password } = await login();
  await page.goto("/profile/two-step");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page).toHaveURL(/\/profile\/two-step$/);
  const section = page.getByRole("region", { name: "Two-step sign-in" });
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId("two-factor-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await waitForHydration(page);
  await section.getByLabel("6-digit code").fill("000000");
  await section.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(section.getByText(/not right/).first()).toBeVisible();
  await section.getByLabel("6-digit code").fill(codeAt(secret, Date.now()));
  await section.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())?.trim() ?? "";
  await expect(
    section.getByText("Two-step sign-in is on.", { exact: false }).first(),
  ).toBeVisible();

  // A code of the next 30-second step (the window allows it): the one used to enable is spent.
  await signOut(page);
  await signInWithPassword(page, user.email, password);
  await secondStep(page, "111111");
  await expect(page.getByText(/not right, or it was already used/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/two-step$/);
  await secondStep(page, codeAt(secret, Date.now() + 30_000));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Welcome back!");

  await signOut(page);
  await signInWithPassword(page, user.email, password);
  await secondStep(page, recovery);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The recovery code was single use.
  await signOut(page);
  await signInWithPassword(page, user.email, password);
  await secondStep(page, recovery);
  await expect(page).toHaveURL(/\/auth\/two-step$/);
  await expect(page.getByText(/already used/).first()).toBeVisible();
});

test("see another session on /profile/sessions and sign it out", async ({
  page,
  login,
  baseURL,
}) => {
  const { user } = await login();
  const { db } = await import("../../app/services/db.server");
  await signInOnAnotherDevice(user.id, baseURL);
  expect(await db.session.count({ where: { userId: user.id } })).toBe(2);

  await page.goto("/profile/sessions");
  const section = page.getByRole("region", { name: "Where you are signed in" });
  await expect(section.getByText("This device")).toBeVisible();
  await expect(section.getByText("Firefox 120 on Windows 10")).toBeVisible();
  await expect(section.getByText(/Address 203\.0\.113\.9/)).toBeVisible();

  await waitForHydration(page);
  await section.getByRole("button", { name: /^Sign out Firefox 120 on Windows 10/ }).click();
  await expectToast(page, "Signed out");
  await expect(page).toHaveURL(/\/profile\/sessions$/);
  await expect(section.getByText("Firefox 120 on Windows 10")).toHaveCount(0);
  await expect(section.getByText("You are signed in on this device only.")).toBeVisible();
  expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
});
