// The marketing calendar in month and agenda view, the .ics download and the private
// subscription link (create, fetch, revoke). JavaScript on and off.
import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled, waitForHydration } from "./utils";

test("month and agenda views show the content schedule, linking to where it is edited", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id, { launchDate: "2026-12-15" });
  await page.goto("/calendar?month=2026-12");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "December 2026" })).toBeVisible();
  const grid = page.getByRole("table", { name: "December 2026" });
  await expect(grid.getByRole("link", { name: "PocketPets: Blog: Case study" })).toHaveAttribute(
    "href",
    `/wizard/${app.id}?step=content`,
  );
  await expect(grid.getByRole("link", { name: "PocketPets: LinkedIn: Q&A pitch" })).toBeVisible();
  await expect(grid.getByRole("link", { name: "PocketPets: Launch day" })).toBeVisible();

  await page.getByRole("link", { name: "Agenda" }).click();
  await expect(page).toHaveURL(/view=agenda/);
  const day = page.locator("#day-2026-12-03");
  await expect(day.getByRole("heading", { name: "Thu, 3 Dec" })).toBeVisible();
  await expect(day.getByRole("link", { name: /Blog: Case study/ })).toBeVisible();
  const goLive = page.getByRole("link", { name: /Go live on Product Hunt/ });
  await expect(goLive).toContainText("8:01 AM");
  await goLive.click();
  await expect(page).toHaveURL(new RegExp(`/apps/${app.id}/checklist\\?edit=`));
  await expect(page.getByRole("button", { name: "Save task" })).toBeVisible();
});

test("download the .ics file and manage the subscription link", async ({ page, login }) => {
  const { tenant } = await login();
  await createPlannedApp(tenant.id, { launchDate: "2026-12-15" });
  await page.goto("/calendar?month=2026-12");
  await waitForHydration(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download .ics file" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^marketing-calendar-\d{4}-\d{2}-\d{2}\.ics$/);

  await page.getByRole("button", { name: "Create subscription link" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription link ready");
  const url = await page.getByLabel("Private subscription URL").inputValue();
  expect(url).toMatch(/\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain("SUMMARY:PocketPets: Blog: Case study");

  await waitForHydration(page);
  // Revoking asks first; Cancel keeps the link working.
  await page.getByRole("link", { name: "Revoke link" }).click();
  const ask = page.getByRole("dialog", { name: "Revoke the subscription link?" });
  await expect(ask).toContainText("calendars subscribed to it stop updating");
  await ask.getByRole("link", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  expect((await page.request.get(url)).status()).toBe(200);
  await page.getByRole("link", { name: "Revoke link" }).click();
  await ask.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription link revoked");
  await expect(page).not.toHaveURL(/confirm=/);
  await expect(page.getByRole("button", { name: "Create subscription link" })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});

test("usable at 360 px: no sideways scrolling, each day with items links to the agenda", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  await createPlannedApp(tenant.id, { launchDate: "2026-12-15" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/calendar?month=2026-12");
  await waitForHydration(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: "Thu, 3 Dec: 1 item" }).click();
  await expect(page).toHaveURL(/view=agenda&month=2026-12#day-2026-12-03/);
  await expect(page.getByRole("link", { name: /Blog: Case study/ })).toBeVisible();
});

test("after the trial a new subscription link is refused with a way to Billing; revoking works", async ({
  page,
  login,
}) => {
  const { db } = await import("../../app/services/db.server");
  const { tenant } = await login({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
  await db.tenant.update({ where: { id: tenant.id }, data: { calendarToken: "A".repeat(43) } });
  await page.goto("/calendar");
  if (jsEnabled()) await waitForHydration(page);
  await page.getByRole("button", { name: "Regenerate link" }).click();
  const panel = page.getByRole("region", { name: "Take the calendar with you" });
  const summary = panel.getByTestId("error-summary");
  await expect(summary).toContainText("The link was not changed");
  await expect(summary).toContainText("Your free trial has ended");
  if (jsEnabled()) await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Go to Billing" })).toHaveAttribute(
    "href",
    "/billing",
  );
  // A button-only form: the refusal is a toast too.
  await expect(page.getByTestId("toast")).toContainText("Not saved");
  await expect(page.getByLabel("Private subscription URL")).toHaveValue(/A{43}\.ics$/);
  if (!jsEnabled()) await page.goto("/calendar");
  await page.getByRole("link", { name: "Revoke link" }).click();
  await page
    .getByRole("dialog", { name: "Revoke the subscription link?" })
    .getByRole("button", { name: "Revoke link" })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Subscription link revoked");
  await expect(page.getByRole("button", { name: "Create subscription link" })).toBeVisible();
});
