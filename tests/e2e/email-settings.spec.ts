// Email settings, JavaScript on and off: the Email section of /preferences (saved with the
// page's one button) keeps what was saved; an emailed unsubscribe link opens a page without signing in where a kind is
// turned off; a mail provider's one-click POST (no cookie, no Origin) turns off the link's kind.
import type { Page } from "@playwright/test";

import { axeViolations, focusWithoutRing, sidewaysOverflow } from "./a11y-checks";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./utils";

const NARROW = { width: 360, height: 800 };

async function settingsOf(userId: string) {
  const { db } = await import("../../app/services/db.server");
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      emailTaskReminders: true,
      emailLaunchCountdown: true,
      emailWeeklyDigest: true,
      emailTeamNotices: true,
      reminderHour: true,
      reminderDaysBefore: true,
      timeZone: true,
    },
  });
}

/** The link an email carries, as a path on the server under test. */
async function unsubscribePath(
  user: { id: string; email: string },
  kind: "taskReminders" | "weeklyDigest",
) {
  const { unsubscribeToken } = await import("../../app/services/unsubscribe.server");
  return `/unsubscribe/${unsubscribeToken(user, kind)}`;
}

function emailSection(page: Page) {
  return page.getByRole("region", { name: "Email" });
}

test("the Email section of /preferences keeps what was saved", async ({ page, login }) => {
  const { user } = await login();
  const { db } = await import("../../app/services/db.server");
  await db.user.update({ where: { id: user.id }, data: { timeZone: "Europe/Berlin" } });
  await page.goto("/preferences");
  await waitForHydration(page);
  const email = emailSection(page);
  // The defaults: reminders and the countdown on, the digest off, 09:00, one day before.
  await expect(email.getByLabel("Task reminders")).toBeChecked();
  await expect(email.getByLabel("Launch countdown")).toBeChecked();
  await expect(email.getByLabel("Weekly digest")).not.toBeChecked();
  await expect(email.getByLabel("Team notices")).toBeChecked();
  const hour = email.getByLabel("Send reminders at (Europe/Berlin time)");
  await expect(hour).toHaveValue("9");
  await expect(hour.locator("option:checked")).toHaveText("09:00");
  await expect(email.getByLabel("Remind me")).toHaveValue("1");
  await expect(email.getByText(/7 days and 1 day before launch day/)).toBeVisible();

  // With the keyboard: Space toggles the focused box.
  await email.getByLabel("Task reminders").focus();
  await page.keyboard.press("Space");
  await expect(email.getByLabel("Task reminders")).not.toBeChecked();
  await email.getByLabel("Weekly digest").check();
  await hour.selectOption({ label: "07:00" });
  await email.getByLabel("Remind me").selectOption({ label: "2 days before" });
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByTestId("toast")).toContainText("Preferences saved");
  await expect(page.getByTestId("toast")).toContainText("Launch countdown, Weekly digest");

  await page.goto("/preferences");
  await expect(email.getByLabel("Task reminders")).not.toBeChecked();
  await expect(email.getByLabel("Weekly digest")).toBeChecked();
  await expect(hour).toHaveValue("7");
  await expect(email.getByLabel("Remind me")).toHaveValue("2");
  // The zone went along unchanged.
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
  expect(await settingsOf(user.id)).toEqual({
    emailTaskReminders: false,
    emailLaunchCountdown: true,
    emailWeeklyDigest: true,
    emailTeamNotices: true,
    reminderHour: 7,
    reminderDaysBefore: 2,
    timeZone: "Europe/Berlin",
  });

  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(NARROW);
  await page.goto("/preferences");
  expect(await sidewaysOverflow(page)).toBeNull();
});

test("an unsubscribe link turns a kind off without signing in", async ({ page, login }) => {
  const { user } = await login();
  await page.context().clearCookies();
  const path = await unsubscribePath(user, "taskReminders");

  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Email settings" })).toBeVisible();
  // Whose emails, partly hidden (the fixtures' addresses start with "e2e-").
  await expect(page.getByText("e•••@example.com").first()).toBeVisible();
  await expect(page.getByText(user.email)).toHaveCount(0);
  await expect(page.getByLabel("Task reminders")).toBeChecked();
  await expect(page.getByLabel("Weekly digest")).not.toBeChecked();

  await page.getByLabel("Task reminders").uncheck();
  await page.getByRole("button", { name: "Save email settings" }).click();
  await expect(page.getByTestId("toast")).toContainText("Email settings saved");
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByLabel("Task reminders")).not.toBeChecked();
  await expect(page.getByLabel("Launch countdown")).toBeChecked();
  expect(await settingsOf(user.id)).toMatchObject({
    emailTaskReminders: false,
    emailLaunchCountdown: true,
    emailWeeklyDigest: false,
    emailTeamNotices: true,
  });
  // Still signed out: nothing here signed anyone in.
  expect(await page.context().cookies()).not.toContainEqual(
    expect.objectContaining({ name: expect.stringMatching(/session/i) }),
  );

  await page.goto(path);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(await focusWithoutRing(page, 8)).toEqual([]);
  await page.setViewportSize(NARROW);
  await page.goto(path);
  expect(await sidewaysOverflow(page)).toBeNull();
});

test("a mail provider's one-click POST turns off the link's kind, and only that", async ({
  login,
  playwright,
  baseURL,
}) => {
  const { user } = await login();
  const { db } = await import("../../app/services/db.server");
  await db.user.update({ where: { id: user.id }, data: { emailWeeklyDigest: true } });
  // A client of its own: no cookie, no Origin, as RFC 8058 says a provider posts it.
  const provider = await playwright.request.newContext({ baseURL });
  try {
    const path = await unsubscribePath(user, "weeklyDigest");
    const answer = await provider.post(path, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    // The action's short text (through the framework a document post answers the page with it).
    expect(await answer.text()).toContain("Weekly digest: turned off.");
    expect(await settingsOf(user.id)).toMatchObject({
      emailTaskReminders: true,
      emailLaunchCountdown: true,
      emailWeeklyDigest: false,
      emailTeamNotices: true,
    });

    const forged = await provider.post(`${path.slice(0, -3)}abc`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(404);
  } finally {
    await provider.dispose();
  }
});

test("a forged unsubscribe link is the not-found page", async ({ page, login }) => {
  const { user } = await login();
  await page.context().clearCookies();
  const path = await unsubscribePath(user, "taskReminders");
  const response = await page.goto(`${path.slice(0, -3)}abc`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("This email settings link doesn't work")).toBeVisible();
});
