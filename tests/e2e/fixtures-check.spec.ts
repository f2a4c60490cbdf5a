import { expect, test } from "./fixtures";

test("the login fixture signs the browser in: the landing page sends a signed-in user to /dashboard", async ({
  page,
  login,
}) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  const { user } = await login();
  expect(user.email).toMatch(/^e2e-/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
});
