// The session ends while a maker types in a wizard: Save Draft goes to sign-in with a message,
// and signing in again as the same user (after the code, with two-step on) saves what was typed.
// The session also ends from another device (Profile Settings › Sessions, Sign out): the same.
// JavaScript on and off.
import { Secret, TOTP } from "otpauth";

import { expect, test } from "./fixtures";
import { waitForHydration } from "./utils";

test("Save Draft after the session ended keeps the typing through sign-in", async ({
  page,
  login,
}) => {
  const { user, tenant, password } = await login();
  const { db } = await import("../../app/services/db.server");
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Calm Tiles", category: "games", wizardAnswers: {} },
  });
  await page.goto(`/wizard/${app.id}?step=foundation`);
  await waitForHydration(page);
  const pitch = "A calm tile puzzle typed while the session ran out.";
  await page.getByLabel("Elevator pitch", { exact: true }).fill(pitch);
  // The session ends by expiring: its row stays until pruned (a sign-out deletes the row, and a
  // cookie kept after it keeps nothing).
  await db.session.updateMany({
    where: { userId: user.id },
    data: { expiresAt: new Date(Date.now() - 60_000) },
  });
  await page.getByRole("button", { name: "Save Draft" }).click();

  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  expect(page.url()).not.toContain("calm");
  await expect(page.getByRole("status").filter({ hasText: "Your session ended" })).toHaveText(
    "Your session ended; sign in and we will save what you typed.",
  );
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(new RegExp(`/wizard/${app.id}\\?step=foundation$`));
  await expect(page.getByLabel("Elevator pitch", { exact: true })).toHaveValue(pitch);
  const saved = await db.module.findFirstOrThrow({ where: { appId: app.id } });
  expect(saved.data).toMatchObject({ elevatorPitch: pitch });
});

test("with two-step sign-in on, the typing waits for the code and is saved after it", async ({
  page,
  login,
}) => {
  const { user, tenant, password } = await login();
  const { db } = await import("../../app/services/db.server");
  const secret = new Secret({ size: 20 }).base32;
  await db.twoFactor.create({ data: { userId: user.id, secret, enabledAt: new Date() } });
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Calm Tiles", category: "games", wizardAnswers: {} },
  });
  await page.goto(`/wizard/${app.id}?step=foundation`);
  await waitForHydration(page);
  const pitch = "Typed while the session ran out, by someone with two-step sign-in on.";
  await page.getByLabel("Elevator pitch", { exact: true }).fill(pitch);
  await db.session.updateMany({
    where: { userId: user.id },
    data: { expiresAt: new Date(Date.now() - 60_000) },
  });
  await page.getByRole("button", { name: "Save Draft" }).click();

  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();

  // The password alone starts no session and saves nothing.
  await expect(page).toHaveURL(/\/auth\/two-step$/);
  expect(
    await db.session.count({ where: { userId: user.id, expiresAt: { gt: new Date() } } }),
  ).toBe(0);
  expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  await waitForHydration(page);
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();

  await expect(page).toHaveURL(new RegExp(`/wizard/${app.id}\\?step=foundation$`));
  await expect(page.getByLabel("Elevator pitch", { exact: true })).toHaveValue(pitch);
  const saved = await db.module.findFirstOrThrow({ where: { appId: app.id } });
  expect(saved.data).toMatchObject({ elevatorPitch: pitch });
});

test("a session signed out from another device keeps the typing through sign-in", async ({
  page,
  login,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  const { user, tenant, password } = await login();
  const { db } = await import("../../app/services/db.server");
  const { commitSessionFor } = await import("../../app/utils/session.server");
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Calm Tiles", category: "games", wizardAnswers: {} },
  });
  // The phone (this page) types in the wizard.
  await page.goto(`/wizard/${app.id}?step=foundation`);
  await waitForHydration(page);
  const pitch = "A calm tile puzzle typed on the phone, signed out from the laptop.";
  await page.getByLabel("Elevator pitch", { exact: true }).fill(pitch);

  // The laptop, signed in as the same person, signs the phone out in Profile Settings › Sessions.
  const laptop = await browser.newContext({ baseURL, javaScriptEnabled });
  try {
    const [pair] = (
      await commitSessionFor(new Request(baseURL ?? "http://localhost"), user.id)
    ).split(";");
    const eq = pair.indexOf("=");
    await laptop.addCookies([
      {
        name: pair.slice(0, eq),
        value: pair.slice(eq + 1),
        url: baseURL ?? "http://localhost",
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    const laptopPage = await laptop.newPage();
    await laptopPage.goto("/profile/sessions");
    await waitForHydration(laptopPage);
    await laptopPage.getByRole("button", { name: /^Sign out .*, signed in / }).click();
    await expect(laptopPage.getByText("You are signed in on this device only.")).toBeVisible();
  } finally {
    await laptop.close();
  }
  expect(await db.session.count({ where: { userId: user.id } })).toBe(1);

  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  expect(page.url()).not.toContain("calm");
  await expect(page.getByRole("status").filter({ hasText: "Your session ended" })).toHaveText(
    "Your session ended; sign in and we will save what you typed.",
  );
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(new RegExp(`/wizard/${app.id}\\?step=foundation$`));
  await expect(page.getByLabel("Elevator pitch", { exact: true })).toHaveValue(pitch);
  const saved = await db.module.findFirstOrThrow({ where: { appId: app.id } });
  expect(saved.data).toMatchObject({ elevatorPitch: pitch });
});
