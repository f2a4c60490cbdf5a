// The session ends while a maker types in a wizard: Save Draft goes to sign-in with a message,
// and signing in again as the same user saves what was typed. JavaScript on and off.
import { expect, test } from "./fixtures";
import { waitForHydration } from "./utils";

test("Save Draft after the session ended keeps the typing through sign-in", async ({
  page,
  login,
}) => {
  const { user, tenant, password } = await login();
  const { db } = await import("../../app/db.server");
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Calm Tiles", category: "games", wizardAnswers: {} },
  });
  await page.goto(`/wizard/${app.id}?step=foundation`);
  await waitForHydration(page);
  const pitch = "A calm tile puzzle typed while the session ran out.";
  await page.getByLabel("Elevator pitch", { exact: true }).fill(pitch);
  // The session ends: its row goes, as an expiry or a sign-out elsewhere would make it.
  await db.session.deleteMany({ where: { userId: user.id } });
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
