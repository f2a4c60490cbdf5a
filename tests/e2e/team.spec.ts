// Teams and sharing, JavaScript on and off: an owner invites a teammate who accepts in a second
// browser and sees the same app; a share link opens the plan signed out, and revoking it ends it.
import crypto from "node:crypto";

import type { Browser } from "@playwright/test";

import { axeViolations, duplicateIds, sidewaysOverflow } from "./a11y-checks";
import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled, waitForHydration } from "./utils";

function freshContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
}

test("invite a teammate, who accepts in another browser; both see the same app", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  const { tenant } = await login({ companyName: "Pair Studio" });
  await createPlannedApp(tenant.id, { name: "TeamPets" });
  const email = `mate-${crypto.randomBytes(4).toString("hex")}@example.com`;

  await page.goto("/dashboard");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("button", { name: "Send invitation" })).toBeVisible();
  // The only owner must stay an owner: no role select that could only be refused.
  await expect(page.getByRole("combobox", { name: /^Role of/ })).toHaveCount(0);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("member");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("toast")).toContainText("Invitation ready");
  const link = await page.getByLabel(`Invitation link for ${email}`).inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);

  const other = await freshContext(browser, baseURL);
  try {
    const mate = await other.newPage();
    await mate.goto(link);
    await waitForHydration(mate);
    await expect(mate.getByRole("heading", { name: "Join Pair Studio" })).toBeVisible();
    await mate.getByLabel("Choose a password").fill("Teammate-2026");
    await mate.getByRole("button", { name: "Accept and join" }).click();
    await expect(mate).toHaveURL(/\/dashboard$/);
    await expect(mate.getByTestId("toast")).toContainText("Welcome to Pair Studio!");
    await expect(mate.getByRole("heading", { name: "TeamPets" })).toBeVisible();

    // The link was single use.
    await mate.goto(link);
    await expect(mate.getByRole("alert")).toContainText(/already a member|already been used/);
  } finally {
    await other.close();
  }

  await page.goto("/team");
  await expect(page.getByRole("list", { name: "People in your company" })).toContainText(email);
  await expect(page.getByText("No open invitations.")).toBeVisible();
  // The new member's role can be changed; the only owner's still cannot.
  await expect(page.getByRole("combobox", { name: `Role of ${email}` })).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Role of/ })).toHaveCount(1);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "TeamPets" })).toBeVisible();
});

test("share the plan read-only, open it signed out, then revoke it", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id, { name: "SharePets", launchDate: "2026-12-15" });
  await page.goto(`/apps/${app.id}/checklist`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Share the plan" }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/${app.id}/share$`));
  await page.getByLabel("Label (who it is for)").fill("Mentor");
  await page.getByRole("button", { name: "Create share link" }).click();
  await expect(page.getByTestId("toast")).toContainText("Share link created");
  const field = page.getByLabel("Link for “Mentor”");
  const url = await field.inputValue();
  await expect(page.getByTestId("last-viewed")).toHaveText("Not viewed yet");
  // The form is ready for the next link, not holding the last label.
  await expect(page.getByLabel("Label (who it is for)")).toHaveValue("");
  await expect(field).toHaveAttribute("readonly", "");
  const copy = page.getByRole("button", { name: "Copy Link for “Mentor”" });
  if (jsEnabled()) {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await waitForHydration(page);
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  } else {
    // Without JavaScript the read-only field is there to select and copy by hand.
    await expect(copy).toHaveCount(0);
  }

  const visitor = await freshContext(browser, baseURL);
  try {
    const reader = await visitor.newPage();
    const response = await reader.goto(url);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers["x-robots-tag"]).toMatch(/noindex/);
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["cache-control"]).toMatch(/^private/);
    await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(reader.getByRole("heading", { name: "SharePets", level: 1 })).toBeVisible();
    await expect(reader.getByRole("heading", { name: "Launch checklist" })).toBeVisible();
    await expect(reader.getByRole("heading", { name: "Competitor view" })).toBeVisible();
    await expect(reader.getByText("A pet that grows with your streak.")).toBeVisible();
    // Read-only: no forms, no buttons, no way into the app.
    await expect(reader.locator("form")).toHaveCount(0);
    await expect(reader.getByRole("button")).toHaveCount(0);
    await expect(reader.locator('a[href^="/"]')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId("last-viewed")).toContainText("Last viewed");

    // Revoking asks first; Cancel keeps the link.
    await page.getByRole("link", { name: "Revoke “Mentor”" }).click();
    const ask = page.getByRole("dialog", { name: "Revoke “Mentor”?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("link", { name: "Cancel" }).click();
    await expect(ask).toBeHidden();
    expect((await reader.goto(url))?.status()).toBe(200);
    await page.getByRole("link", { name: "Revoke “Mentor”" }).click();
    await page
      .getByRole("dialog", { name: "Revoke “Mentor”?" })
      .getByRole("button", { name: "Revoke link" })
      .click();
    await expect(page.getByTestId("toast")).toContainText("Share link revoked");
    await expect(page.getByText("No share links yet.")).toBeVisible();

    const gone = await reader.goto(url);
    expect(gone?.status()).toBe(404);
  } finally {
    await visitor.close();
  }
});

test("the team, share, invitation and shared plan pages pass axe and fit 360 px", async ({
  page,
  login,
}) => {
  const { db } = await import("../../app/services/db.server");
  const { user, tenant } = await login();
  const app = await createPlannedApp(tenant.id, {
    name: "PocketPets".repeat(8),
    launchDate: "2026-12-15",
  });
  const token = (n: number) => `${"A".repeat(42)}${n}`;
  await db.invitation.create({
    data: {
      tenantId: tenant.id,
      email: `${"long-invitee-name".repeat(4)}@example.com`,
      role: "member",
      token: token(1),
      expiresAt: new Date(Date.now() + 86_400_000),
      invitedById: user.id,
    },
  });
  await db.shareLink.create({
    data: { appId: app.id, label: "Mentor", token: token(2), createdById: user.id },
  });

  // The menu of the header links to the team page too.
  await page.goto("/dashboard");
  await waitForHydration(page);
  const header = page.getByRole("banner");
  await header.getByLabel("User menu").click();
  await expect(header.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/team");

  for (const path of ["/team", `/apps/${app.id}/share`, `/share/${token(2)}`]) {
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto(path);
    await waitForHydration(page);
    expect.soft(response?.status(), `${path} status`).toBe(200);
    expect.soft(await axeViolations(page), `axe on ${path}`).toEqual([]);
    expect.soft(await duplicateIds(page), `duplicate ids on ${path}`).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    expect.soft(await sidewaysOverflow(page), `${path} at 360 px`).toBeNull();
  }
  // The invitation page as the invitee sees it: signed out.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 360, height: 800 });
  const response = await page.goto(`/invite/${token(1)}`);
  expect.soft(response?.status()).toBe(200);
  expect.soft(await axeViolations(page), "axe on the invitation").toEqual([]);
  expect.soft(await sidewaysOverflow(page), "invitation at 360 px").toBeNull();
});

test("give a task to a teammate or to me, filter 'assigned to me', and get my own feed", async ({
  page,
  login,
}) => {
  const { db } = await import("../../app/services/db.server");
  const { user, tenant } = await login();
  const mate = await db.user.create({
    data: {
      tenantId: tenant.id,
      email: `mate-${crypto.randomBytes(4).toString("hex")}@example.com`,
      passwordHash: "not-used",
      teamRole: "member",
    },
  });
  const app = await createPlannedApp(tenant.id, { launchDate: "2026-12-15" });
  const [first, second] = await db.checklistTask.findMany({
    where: { appId: app.id },
    orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }],
    take: 2,
  });
  await page.goto(`/apps/${app.id}/checklist`);
  await waitForHydration(page);

  await page.getByLabel(`Owner of “${first.title}”`).selectOption(user.id);
  await page.getByRole("button", { name: `Assign “${first.title}”` }).click();
  await expect(page.getByTestId("toast")).toContainText("Task assigned");
  await waitForHydration(page);
  await page.getByLabel(`Owner of “${second.title}”`).selectOption(mate.id);
  await page.getByRole("button", { name: `Assign “${second.title}”` }).click();
  await expect(page.getByTestId("toast")).toContainText(`now ${mate.email}'s`);
  await expect(page.getByLabel(`Owner of “${second.title}”`)).toHaveValue(mate.id);

  await page.getByRole("link", { name: "Assigned to me" }).click();
  await expect(page).toHaveURL(/assigned=me/);
  await expect(page.getByText(first.title, { exact: true })).toBeVisible();
  await expect(page.getByText(second.title, { exact: true })).toHaveCount(0);

  await page.goto("/calendar");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Create my tasks link" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your tasks link is ready");
  const feedUrl = await page.getByLabel("Subscription URL for my tasks").inputValue();
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  const body = await feed.text();
  expect(body).toContain(first.title.slice(0, 30));
  expect(body).not.toContain(second.title.slice(0, 30));
});

test("a refused share link shows the error summary and keeps what was typed", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id, { name: "SharePets", launchDate: "2026-12-15" });
  await page.goto(`/apps/${app.id}/share`);
  if (jsEnabled()) await waitForHydration(page);
  await page.getByLabel("Label (who it is for)").fill("Mentor");
  await page.getByLabel("Expires after (optional)").fill("2020-01-01");
  await page.getByRole("button", { name: "Create share link" }).click();

  const summary = page.getByTestId("error-summary");
  await expect(summary).toContainText("The share link was not created");
  const link = summary.getByRole("link", { name: /Expires after: Choose an expiry date/ });
  await expect(link).toHaveAttribute("href", "#new-share-expiresAt");
  await expect(page.getByLabel("Label (who it is for)")).toHaveValue("Mentor");
  await expect(page.getByLabel("Expires after (optional)")).toHaveValue("2020-01-01");
  await expect(page.getByText("No share links yet.")).toBeVisible();
  if (jsEnabled()) await expect(summary).toBeFocused();
});

test("a refused invitation shows the summary on the form, keeps the email and takes the focus", async ({
  page,
  login,
}) => {
  const { user } = await login();
  await page.goto("/team");
  if (jsEnabled()) await waitForHydration(page);
  const form = page.getByRole("region", { name: "Invite a teammate" });
  // Someone already in the company: the server refuses, on the email field.
  await form.getByLabel("Email").fill(user.email);
  await form.getByRole("button", { name: "Send invitation" }).click();
  const summary = form.getByTestId("error-summary");
  await expect(summary).toContainText("The invitation was not sent");
  const link = summary.getByRole("link", { name: /^Email: / });
  await expect(link).toHaveAttribute("href", "#invite-email");
  await expect(form.getByLabel("Email")).toHaveValue(user.email);
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  if (jsEnabled()) {
    await expect(summary).toBeFocused();
    await link.click();
    await expect(form.getByLabel("Email")).toBeFocused();
  }
});
