// The one form pattern (docs/forms.md), proven on the support form: after a failed post an error
// summary at the top of the form links to each field and takes the focus (JavaScript on), and
// everything typed is still there (JavaScript on and off).
import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

test("a failed post shows the error summary, keeps the typed values and focuses the summary", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/help");
  if (jsEnabled()) await waitForHydration(page);
  const form = page.locator("form").filter({ has: page.getByLabel("Subject", { exact: true }) });
  // The browser's own checks (required, minLength) would stop this post first: the server's
  // answer is what is under test, so they are switched off for this one submit.
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
  await page.getByLabel("Subject", { exact: true }).fill("Export question");
  await page.getByLabel("Message", { exact: true }).fill("Too short");
  await page.getByRole("button", { name: "Send message" }).click();

  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("Your message was not sent");
  const link = summary.getByRole("link", { name: /Message: Write at least/ });
  await expect(link).toHaveAttribute("href", /#support-message-message$/);
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("Export question");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Too short");
  await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("aria-invalid", "true");
  if (jsEnabled()) {
    await expect(summary).toBeFocused();
    await link.click();
    await expect(page.getByLabel("Message", { exact: true })).toBeFocused();
  }
});
