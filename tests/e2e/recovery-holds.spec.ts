// Recovery that holds, in a real browser. "Confirm it's you" with a passkey (Chromium's virtual
// authenticator, JavaScript on) before removing a passkey; with JavaScript off the step offers no
// passkey button and the password still confirms. The password room lists the passkeys with
// "Also remove my passkeys", ticked by default: unticked keeps them (JavaScript on), ticked
// removes them (JavaScript off, a native checkbox).
import type { Page } from "@playwright/test";

import { E2E_PASSWORD, expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast").filter({ hasText: title })).toBeVisible();
}

async function addPasskey(page: Page, name: string) {
  await page.goto("/profile/passkeys");
  await waitForHydration(page);
  await page.getByLabel("Passkey name").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expectToast(page, "Passkey added");
}

/** A passkey made elsewhere (JavaScript off cannot make one). */
async function storedPasskey(userId: string, name: string) {
  const { db } = await import("../../app/services/db.server");
  await db.passkey.create({
    data: {
      id: `e2e-${userId}-${name}`,
      userId,
      name,
      publicKey: Buffer.from([1, 2, 3]),
      deviceType: "singleDevice",
      backedUp: false,
    },
  });
}

/** The password was entered on this session long ago (or never: a passkey sign-in). */
async function staleSession(userId: string) {
  const { db } = await import("../../app/services/db.server");
  await db.session.updateMany({ where: { userId }, data: { passwordVerifiedAt: null } });
}

async function passkeyCount(userId: string) {
  const { db } = await import("../../app/services/db.server");
  return db.passkey.count({ where: { userId } });
}

async function changePassword(page: Page, removePasskeys: boolean) {
  await page.goto("/profile/password");
  const box = page.getByLabel(/Also remove my passkeys \(1\)/);
  await expect(box).toBeChecked();
  await expect(page.getByRole("list", { name: "Passkeys on this account" })).toBeVisible();
  if (!removePasskeys) await box.uncheck();
  await page.getByLabel("Current password").fill(E2E_PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("Fresh-Password-22-xyz");
  await page.getByLabel("Repeat the new password").fill("Fresh-Password-22-xyz");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed");
}

test.describe("JavaScript on", () => {
  test.skip(() => !jsEnabled(), "WebAuthn needs JavaScript");

  test("confirm it's you with a passkey, then the passkey is removed", async ({ page, login }) => {
    await addVirtualAuthenticator(page);
    const { user } = await login();
    await addPasskey(page, "Phone");
    await staleSession(user.id);
    await page.goto("/profile/passkeys");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Delete the passkey Phone" }).click();
    await expect(page.getByRole("heading", { name: "Confirm it’s you" })).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await expectToast(page, "Passkey deleted");
    expect(await passkeyCount(user.id)).toBe(0);
  });

  test("the password room: unticking keeps the passkeys", async ({ page, login }) => {
    await addVirtualAuthenticator(page);
    const { user } = await login();
    await addPasskey(page, "Laptop");
    await waitForHydration(page);
    await changePassword(page, false);
    await expect(page.getByText("Your passkey still signs in.")).toBeVisible();
    expect(await passkeyCount(user.id)).toBe(1);
  });
});

test.describe("JavaScript off", () => {
  test.skip(() => jsEnabled(), "the JavaScript-off journey");

  test("confirm it's you offers no passkey button; the password confirms", async ({
    page,
    login,
  }) => {
    const { user } = await login();
    await storedPasskey(user.id, "Phone");
    await staleSession(user.id);
    await page.goto("/profile/passkeys");
    await page.getByRole("button", { name: "Delete the passkey Phone" }).click();
    await expect(page.getByRole("heading", { name: "Confirm it’s you" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Use a passkey" })).toHaveCount(0);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expectToast(page, "Passkey deleted");
    expect(await passkeyCount(user.id)).toBe(0);
  });

  test("the password room: the box is ticked and removes the passkeys", async ({ page, login }) => {
    const { user } = await login();
    await storedPasskey(user.id, "Tablet");
    await changePassword(page, true);
    await expect(page.getByText("Your passkey was removed.")).toBeVisible();
    expect(await passkeyCount(user.id)).toBe(0);
  });
});
