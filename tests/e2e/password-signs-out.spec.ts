// A password change signs out every other browser: a second browser signed in before the change
// is sent to the sign-in page on its next visit, while the browser that changed it stays in.
import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

test("a second browser signed in before the password change is signed out after it", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  const { user, password } = await login();
  const base = baseURL ?? "http://localhost";
  const { commitSessionFor } = await import("../../app/utils/session.server");
  const [pair] = (await commitSessionFor(new Request(base), user.id)).split(";");
  const eq = pair.indexOf("=");
  const other = await browser.newContext({ javaScriptEnabled: jsEnabled() });
  try {
    await other.addCookies([
      { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base, httpOnly: true },
    ]);
    const second = await other.newPage();
    await second.goto("/dashboard");
    await expect(second).toHaveURL(/\/dashboard/);

    await page.goto("/profile/password");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Change password" });
    await section.getByLabel("Current password").fill(password);
    await section.getByLabel("New password", { exact: true }).fill("Fresh-Password-22");
    await section.getByLabel("Repeat the new password").fill("Fresh-Password-22");
    await expect(section.getByLabel("Keep my share links")).not.toBeChecked();
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed").first()).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/password$/);

    await second.goto("/dashboard");
    await expect(second).toHaveURL(/\/auth/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard/);
  } finally {
    await other.close();
  }
});
