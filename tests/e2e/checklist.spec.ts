// The launch checklist: set a launch date and see the checklist, check off a task, move the date and see the
// open tasks move while the done one stays; add, edit and remove a task. JavaScript on and off.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled, waitForHydration } from "./utils";

function toast(page: Page) {
  return page.getByTestId("toast");
}

function task(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByText(title, { exact: true }) });
}

test("set, check off and move: open tasks move, done tasks stay", async ({ page, login }) => {
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id);
  await page.goto(`/apps/${app.id}/checklist`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "When do you launch?" })).toBeVisible();

  await page.getByLabel("Launch date").fill("2026-12-15");
  await page.getByRole("button", { name: "Set launch date" }).click();
  await expect(toast(page)).toContainText("Launch date set");
  await expect(page.getByRole("heading", { name: "Launch day: Tue, 15 Dec 2026" })).toBeVisible();
  // The user's zone is UTC: the Product Hunt day (12:01 a.m. Pacific) starts at 8:01 AM; every
  // other task is due at the maker's morning, 9:00 AM UTC.
  const goLive = task(page, "Go live on Product Hunt and post your first comment");
  await expect(goLive).toContainText("Tue, 15 Dec 2026, 8:01 AM UTC");
  await expect(goLive).toContainText("12:01 AM Pacific");
  await expect(task(page, "Make your Steam Coming Soon page public")).toBeVisible();

  const profile = task(page, "Set up your personal Product Hunt profile");
  await expect(profile).toContainText("Sun, 15 Nov 2026, 9:00 AM UTC");
  await waitForHydration(page);
  await profile.getByRole("button", { name: /Mark .* done/ }).click();
  await expect(toast(page)).toContainText("Task done");
  await expect(profile.getByRole("button", { name: /Reopen/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await waitForHydration(page);
  await page.getByLabel("Launch date").fill("2026-12-22");
  await page.getByRole("button", { name: "Move launch date" }).click();
  await expect(toast(page)).toContainText("Launch date moved");
  await expect(page.getByRole("heading", { name: "Launch day: Tue, 22 Dec 2026" })).toBeVisible();
  await expect(goLive).toContainText("Tue, 22 Dec 2026, 8:01 AM UTC");
  await expect(task(page, "Give your Product Hunt draft a “mom test”")).toContainText(
    "Tue, 15 Dec 2026, 9:00 AM UTC",
  );
  // Done stays done, on its old date.
  await expect(profile).toContainText("Sun, 15 Nov 2026, 9:00 AM UTC");
  await expect(profile).toContainText("Done");
});

test("add, edit and remove a task", async ({ page, login }) => {
  // A failed post, then three saves, each a page load with JavaScript off: more than the default.
  test.setTimeout(90_000);
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id, { launchDate: "2026-12-15" });
  await page.goto(`/apps/${app.id}/checklist`);
  await waitForHydration(page);

  const add = page.getByRole("region", { name: "Add a task" });
  // Spaces pass the browser's `required` and are refused by the server: the summary says so,
  // links to the field, takes the focus (JavaScript on) and keeps what was typed.
  await add.getByLabel("Task", { exact: true }).fill("   ");
  await add.getByLabel(/Notes/).fill("Keep this note");
  await add.getByLabel("Due date", { exact: true }).fill("2026-12-02");
  await add.getByRole("button", { name: "Add task" }).click();
  const summary = add.getByTestId("error-summary");
  await expect(summary).toBeVisible();
  const link = summary.getByRole("link", { name: "Task: Task title is required" });
  await expect(link).toHaveAttribute("href", "#add-task-title");
  await expect(toast(page)).toHaveCount(0);
  await expect(add.getByLabel(/Notes/)).toHaveValue("Keep this note");
  await expect(add.getByLabel("Due date", { exact: true })).toHaveValue("2026-12-02");
  if (jsEnabled()) {
    await expect(summary).toBeFocused();
    await link.click();
    await expect(add.getByLabel("Task", { exact: true })).toBeFocused();
  }

  await waitForHydration(page);
  await add.getByLabel("Task", { exact: true }).fill("Record the demo video");
  await add.getByLabel(/Notes/).fill("");
  await add.getByLabel("Due date", { exact: true }).fill("2026-12-01");
  await add.getByLabel(/Due time/).fill("10:30");
  await add.getByRole("button", { name: "Add task" }).click();
  await expect(toast(page)).toContainText("Task added");
  const video = task(page, "Record the demo video");
  await expect(video).toContainText("Tue, 1 Dec 2026, 10:30 AM UTC");

  await waitForHydration(page);
  await video.getByRole("link", { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\?edit=/);
  await video.getByLabel("Task", { exact: true }).fill("");
  await video.getByLabel("Task", { exact: true }).fill("Record and cut the demo video");
  await video.getByRole("button", { name: "Save task" }).click();
  await expect(toast(page)).toContainText("Task saved");
  const renamed = task(page, "Record and cut the demo video");
  await expect(renamed).toBeVisible();

  await waitForHydration(page);
  await renamed.getByRole("link", { name: /Edit/ }).click();
  // Without JavaScript the Edit link is a page load: wait for it before pressing Remove.
  await expect(page).toHaveURL(/\?edit=/);
  await renamed.getByRole("button", { name: "Remove task" }).click();
  await expect(toast(page)).toContainText("Task removed");
  await expect(page.getByText("Record and cut the demo video", { exact: true })).toHaveCount(0);
});
