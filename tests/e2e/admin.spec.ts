// The admin journeys, with JavaScript on and off: filter and page the tenant table, edit and
// suspend a tenant, export CSV, and publish an announcement a normal user then sees.
import crypto from "node:crypto";
import fs from "node:fs";

import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

async function database() {
  const { db } = await import("../../app/services/db.server");
  return db;
}

/** Tenants created straight in the database, all named with one unique prefix. */
async function createTenants(prefix: string, count: number, status = "trial") {
  const db = await database();
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const companyName = `${prefix} ${String(i).padStart(2, "0")}`;
    await db.tenant.create({
      data: {
        companyName,
        companyNameSearch: companyName.toLowerCase(),
        subscriptionStatus: status,
        // Newest first in the table: tenant 00 is the newest.
        createdAt: new Date(now - i * 1000),
      },
    });
  }
}

async function deleteTenants(prefix: string) {
  const db = await database();
  await db.tenant.deleteMany({
    where: { companyNameSearch: { startsWith: prefix.toLowerCase() } },
  });
}

test.describe("admin area", () => {
  test("a normal user is sent from /admin to the dashboard", async ({ page, login }) => {
    await login({ role: "user" });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an admin filters the tenant table, pages through it, edits and suspends a tenant", async ({
    page,
    login,
  }) => {
    const prefix = `Pager ${crypto.randomBytes(3).toString("hex")}`;
    await createTenants(prefix, 23);
    await createTenants(`${prefix} paid`, 2, "active");
    try {
      await login({ role: "admin" });
      await page.goto("/admin");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
      for (const stat of [
        "Total Tenants",
        "Active Subscriptions",
        "Trial Users",
        "Monthly Revenue",
      ]) {
        await expect(page.getByText(stat, { exact: true })).toBeVisible();
      }

      // Search (case-insensitive) and status, as URL parameters from a GET form.
      await page.getByLabel("Search company name").fill(prefix.toUpperCase());
      await page.getByLabel("Status").selectOption("trial");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/[?&]status=trial/);
      const rows = page.getByTestId("tenant-row");
      await expect(rows).toHaveCount(20);
      await expect(page.getByText("Page 1 of 2 · 23 tenants")).toBeVisible();
      const pages = page.getByRole("navigation", { name: "Tenant pages" });
      await expect(pages.getByRole("link", { name: "Previous" })).toHaveAttribute(
        "aria-disabled",
        "true",
      );

      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(rows).toHaveCount(3);
      await expect(page.getByText("Page 2 of 2 · 23 tenants")).toBeVisible();
      await expect(pages.getByRole("link", { name: "Next" })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
      await expect(page.getByText(`${prefix} 22`, { exact: true })).toBeVisible();

      // Edit the oldest one.
      await waitForHydration(page);
      await page.getByRole("link", { name: `Edit ${prefix} 22` }).click();
      await expect(page).toHaveURL(/\/admin\/tenants\/[^/?]+\?edit=true$/);
      // The address changes before the new page renders: wait for the form itself, and name the
      // field exactly (the table's "Search company name" would match too).
      const editForm = page.getByRole("region", { name: "Edit tenant" });
      await expect(editForm).toBeVisible();
      const renamed = `${prefix} renamed`;
      await editForm.getByLabel("Company name", { exact: true }).fill(renamed);
      await expect(editForm.getByLabel("Company name", { exact: true })).toHaveValue(renamed);
      await editForm.getByLabel("Renewal date").fill("2031-05-06");
      await editForm.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByTestId("toast")).toContainText("Tenant updated");
      await expect(page.getByRole("heading", { level: 2, name: renamed })).toBeVisible();
      await expect(page.getByText("Tue, 6 May 2031")).toBeVisible();

      // Suspend it from the table, on the same filtered page.
      await page.goto(`/admin?q=${encodeURIComponent(renamed)}`);
      await waitForHydration(page);
      await expect(rows).toHaveCount(1);
      await page.getByRole("link", { name: `Suspend ${renamed}` }).click();
      await page
        .getByRole("dialog", { name: `Suspend ${renamed}?` })
        .getByRole("button", { name: "Suspend tenant" })
        .click();
      await expect(page.getByTestId("toast")).toContainText("Tenant suspended");
      await expect(page).toHaveURL(/\/admin\?q=/);
      await expect(rows.first()).toContainText("Canceled");
      await expect(page.getByRole("button", { name: `Reactivate ${renamed}` })).toBeVisible();

      // View shows the details.
      await page.getByRole("link", { name: `View ${renamed}` }).click();
      await expect(page.getByRole("heading", { level: 2, name: renamed })).toBeVisible();
      await expect(page.getByText("Canceled")).toBeVisible();
    } finally {
      await deleteTenants(prefix);
    }
  });

  test("Export CSV downloads the filtered table", async ({ page, login }) => {
    const prefix = `Csv ${crypto.randomBytes(3).toString("hex")}`;
    await createTenants(prefix, 3);
    await createTenants(`=${prefix}`, 1);
    try {
      await login({ role: "admin" });
      await page.goto(`/admin?q=${encodeURIComponent(prefix)}`);
      await waitForHydration(page);
      const link = page.getByRole("link", { name: "Export CSV" });
      await expect(link).toHaveAttribute(
        "href",
        `/admin/tenants.csv?q=${encodeURIComponent(prefix).replace(/%20/g, "+")}`,
      );
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^tenants-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = fs.readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
      const lines = text.trim().split("\r\n");
      expect(lines[0]).toBe("Company,Status,Owner email,Users,Apps,Renewal date,Created,Tenant id");
      expect(lines).toHaveLength(5);
      // The name that starts with "=" is neutralised for spreadsheets.
      expect(text).toContain(`'=${prefix} 00`);
    } finally {
      await deleteTenants(prefix);
      await deleteTenants(`=${prefix}`);
    }
  });

  test("an admin publishes an announcement that a normal user sees in the bell", async ({
    page,
    login,
  }) => {
    const title = `Launch news ${crypto.randomBytes(3).toString("hex")}`;
    await login({ role: "admin" });
    await page.goto("/admin");
    await waitForHydration(page);

    // A blank title (spaces pass the browser's required check) is refused, typed text kept.
    await page.getByLabel("Title").fill("   ");
    await page.getByLabel("Message").fill("The checklist now follows Product Hunt's day.");
    await page.getByRole("button", { name: "Publish announcement" }).click();
    // A refused form with fields: the summary on top of the form, focused, links to the field.
    const notice = page.getByTestId("error-summary");
    await expect(notice).toContainText("Error creating announcement");
    const link = notice.getByRole("link", { name: "Title: Title is required" });
    await expect(link).toHaveAttribute("href", "#announcement-title");
    await expect(page.locator(".field-error")).toContainText("Title is required");
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    if (jsEnabled()) {
      await expect(notice).toBeFocused();
      await link.click();
      await expect(page.getByLabel("Title")).toBeFocused();
    }
    await expect(page.getByLabel("Message")).toHaveValue(
      "The checklist now follows Product Hunt's day.",
    );

    await page.getByLabel("Title").fill(title);
    await expect(
      page.getByLabel("Active (shown to every user in the notifications bell)"),
    ).toBeChecked();
    await page.getByRole("button", { name: "Publish announcement" }).click();
    await expect(page.getByTestId("toast")).toContainText("Announcement created");
    await expect(page.getByTestId("toast")).toContainText(
      "The announcement has been published to all users.",
    );
    await expect(page.getByRole("list", { name: "Announcements" })).toContainText(title);
    await expect(page.getByLabel("Title")).toHaveValue("");

    // A normal user (this browser now signs in as them) sees it from the bell.
    await login({ role: "user" });
    await page.goto("/dashboard");
    await waitForHydration(page);
    const bell = page.getByTestId("notifications-bell");
    await expect(bell).toHaveAttribute(
      "aria-label",
      /Notifications: [1-9]\d* unread announcements?/,
    );
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

    // Deactivated, it disappears for users.
    await login({ role: "admin" });
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Deactivate ${title}` }).click();
    await expect(page.getByTestId("toast")).toContainText("Announcement deactivated");
    await login({ role: "user" });
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: title })).toHaveCount(0);
  });

  test("the admin page fits a 360 px screen", async ({ page, login }) => {
    await login({ role: "admin" });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Tenants" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
