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

test("a refused button-only form shows the same summary on its row, with the focus and a toast", async ({
  page,
  login,
}) => {
  const { db } = await import("../../app/services/db.server");
  // The trial ended yesterday: the KPI log still reads, but a delete is refused by the write gate.
  const { user } = await login({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
  const app = await db.app.create({
    data: { tenantId: user.tenantId, name: "Pocket Pets", wizardAnswers: {}, category: "games" },
  });
  await db.kpiEntry.create({
    data: { appId: app.id, metric: "visits", weekStart: new Date("2026-01-05"), value: 120 },
  });
  await page.goto(`/analytics?app=${app.id}`);
  if (jsEnabled()) await waitForHydration(page);
  const row = page.getByRole("row").filter({ has: page.getByRole("button", { name: /^Delete / }) });
  await row.getByRole("button", { name: /^Delete / }).click();

  const summary = row.getByTestId("error-summary");
  await expect(summary).toContainText("Not deleted");
  await expect(summary).toContainText("Your free trial has ended");
  await expect(summary.getByRole("link", { name: "Go to Billing" })).toHaveAttribute(
    "href",
    "/billing",
  );
  await expect(page.getByTestId("toast")).toContainText("Not saved");
  await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(1);
  if (jsEnabled()) await expect(summary).toBeFocused();
});
