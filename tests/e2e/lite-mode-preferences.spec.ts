// Lite mode switched on in the footer before signing in: /preferences shows it ticked, and saving
// it unticked brings the scripts back in this browser.
import { expect, test } from "./fixtures";

test("Lite mode from the footer shows in the preferences and turns off there", async ({
  page,
  login,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: /Switch to Lite mode/ }).click();
  await expect(page).toHaveURL(/\/$/);

  await login();
  await page.goto("/preferences");
  await expect(page.getByText("Lite mode is on")).toBeVisible();
  const box = page.getByLabel("Lite mode (no JavaScript, least data)");
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByTestId("toast")).toContainText("Preferences saved");
  await expect(page.getByText("Lite mode is on")).toHaveCount(0);
  await expect(page.getByLabel("Lite mode (no JavaScript, least data)")).not.toBeChecked();
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain('rel="modulepreload"');
});
