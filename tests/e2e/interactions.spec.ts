// The interaction details users notice: card menus (Escape, outside click, one open at a time),
// the bell's read state, a confirmation before Suspend, the collapsed sidebar, the landing header
// and the wizard's step strip on a phone, and the password meter after a failed registration.
import crypto from "node:crypto";

import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

const PHONE = { width: 360, height: 740 };

async function database() {
  const { db } = await import("../../app/services/db.server");
  return db;
}

async function createApps(tenantId: string, names: string[]) {
  const db = await database();
  const apps = [];
  for (const name of names) {
    apps.push(
      await db.app.create({ data: { tenantId, name, category: "games", wizardAnswers: {} } }),
    );
  }
  return apps;
}

test.describe("card menus on the dashboard", () => {
  test("Escape closes and returns focus, an outside click closes, only one is open", async ({
    page,
    login,
  }) => {
    test.skip(!jsEnabled(), "Escape and outside clicks are JavaScript enhancements");
    const { user } = await login();
    await createApps(user.tenantId, ["Alpha Menus", "Beta Menus"]);
    await page.goto("/dashboard");
    await waitForHydration(page);
    const alpha = page.getByRole("article", { name: "Alpha Menus" });
    const beta = page.getByRole("article", { name: "Beta Menus" });
    const alphaToggle = alpha.locator("summary");
    const betaToggle = beta.locator("summary");
    const alphaEdit = alpha.getByRole("link", { name: "Edit App" });
    const betaEdit = beta.getByRole("link", { name: "Edit App" });

    // Escape from inside the open menu closes it and puts focus back on its button.
    await alphaToggle.click();
    await expect(alphaEdit).toBeVisible();
    await alphaEdit.focus();
    await page.keyboard.press("Escape");
    await expect(alphaEdit).toBeHidden();
    await expect(alphaToggle).toBeFocused();

    // A click anywhere else closes it.
    await alphaToggle.click();
    await expect(alphaEdit).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(alphaEdit).toBeHidden();

    // Opening another menu (here by keyboard) closes the first.
    await alphaToggle.click();
    await expect(alphaEdit).toBeVisible();
    await betaToggle.focus();
    await page.keyboard.press("Enter");
    await expect(betaEdit).toBeVisible();
    await expect(alphaEdit).toBeHidden();
    await expect(page.locator("[data-testid=app-card] details[open]")).toHaveCount(1);
  });

  test("without JavaScript the menu still opens, closes and leads to Edit App", async ({
    page,
    login,
  }) => {
    test.skip(jsEnabled(), "the JavaScript-off behaviour of the same menu");
    const { user } = await login();
    const [app] = await createApps(user.tenantId, ["Gamma Menus"]);
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: "Gamma Menus" });
    const edit = card.getByRole("link", { name: "Edit App" });
    await card.locator("summary").click();
    await expect(edit).toBeVisible();
    await card.locator("summary").click();
    await expect(edit).toBeHidden();
    await card.locator("summary").click();
    await edit.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?edit=${app.id}$`));
    await expect(page.getByRole("dialog", { name: "Edit Gamma Menus" })).toBeVisible();
  });
});

test("the bell count clears once the announcements are read, and counts new ones", async ({
  page,
  login,
}) => {
  const db = await database();
  const { user } = await login();
  const title = `Bell ${crypto.randomBytes(3).toString("hex")}`;
  const created = [];
  created.push(
    await db.announcement.create({ data: { title, message: "Read me.", createdBy: user.id } }),
  );
  try {
    await page.goto("/dashboard");
    await waitForHydration(page);
    const bell = page.getByTestId("notifications-bell");
    await expect(bell).toHaveAttribute("aria-label", /^Notifications: [1-9]\d* unread/);
    await expect(bell.getByTestId("notifications-count")).toBeVisible();

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(bell).toHaveAttribute("aria-label", "Notifications: no unread announcements");
    await expect(bell.getByTestId("notifications-count")).toHaveCount(0);

    // Read stays read: after a navigation and after a full reload.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Billing", exact: true })
      .click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(bell).toHaveAttribute("aria-label", "Notifications: no unread announcements");
    await page.goto("/dashboard");
    await expect(bell).toHaveAttribute("aria-label", "Notifications: no unread announcements");

    // A newer announcement counts again.
    created.push(
      await db.announcement.create({
        data: { title: `${title} 2`, message: "And me.", createdBy: user.id },
      }),
    );
    await page.goto("/dashboard");
    await expect(bell).toHaveAttribute("aria-label", /^Notifications: [1-9]\d* unread/);
    await expect(bell.getByTestId("notifications-count")).toBeVisible();
  } finally {
    await db.announcement.deleteMany({ where: { id: { in: created.map((a) => a.id) } } });
  }
});

/** A tenant on its free trial with a name of its own, for the Suspend journeys. */
async function trialTenantToSuspend() {
  const db = await database();
  const companyName = `Confirm ${crypto.randomBytes(3).toString("hex")}`;
  const tenant = await db.tenant.create({
    data: {
      companyName,
      companyNameSearch: companyName.toLowerCase(),
      subscriptionStatus: "trial",
    },
  });
  return { db, companyName, tenant };
}

test("Suspend in the tenant table asks for confirmation before acting", async ({ page, login }) => {
  const { db, companyName, tenant } = await trialTenantToSuspend();
  const filtered = `?${new URLSearchParams({ q: companyName })}`;
  const status = async () =>
    (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus;
  try {
    await login({ role: "admin" });
    await page.goto(`/admin?q=${encodeURIComponent(companyName)}`);
    await waitForHydration(page);
    const suspend = page
      .getByRole("link", { name: `Suspend ${companyName}` })
      .or(page.getByRole("button", { name: `Suspend ${companyName}` }));

    // The first click only asks.
    await suspend.click();
    const dialog = page.getByRole("dialog", { name: `Suspend ${companyName}?` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/confirm=suspend/);
    expect(await status()).toBe("trial");

    // Cancel leaves the tenant as it was, on the same filtered page.
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`/admin${filtered}`);
    expect(await status()).toBe("trial");

    // Confirming suspends it.
    await suspend.click();
    await dialog.getByRole("button", { name: "Suspend tenant" }).click();
    await expect(page.getByTestId("toast")).toContainText("Tenant suspended");
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`/admin${filtered}`);
    await expect(page.getByRole("button", { name: `Reactivate ${companyName}` })).toBeVisible();
    expect(await status()).toBe("canceled");
  } finally {
    await db.tenant.deleteMany({ where: { id: tenant.id } });
  }
});

test("the collapsed sidebar is a narrow rail with a named toggle", async ({ page, login }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login();
  await page.goto("/dashboard");
  await waitForHydration(page);
  const sidebar = page.getByTestId("desktop-sidebar");
  const nav = sidebar.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();

  await sidebar.getByText("Collapse menu").click();
  await expect(nav).toBeHidden();
  const expand = sidebar.getByRole("group").locator("summary");
  await expect(expand).toBeVisible();
  await expect(expand).toHaveAccessibleName("Expand menu");
  const width = (await sidebar.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(40);
  expect(width).toBeLessThanOrEqual(64);

  await expand.click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: PHONE });

  test("the landing header fits one row and its menu reaches every link", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.locator("header").first();
    const height = (await header.boundingBox())?.height ?? 0;
    expect(height).toBeLessThanOrEqual(72);

    const menu = header.getByRole("group");
    await menu.locator("summary").click();
    for (const [name, href] of [
      ["Features", "#features"],
      ["Pricing", "#pricing"],
      ["Sign In", "/auth"],
      ["Start Free Trial", "/auth?tab=register"],
    ]) {
      const link = header.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    await header.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the wizard's step strip shows the current step", async ({ page, login }) => {
    const { user } = await login();
    const [app] = await createApps(user.tenantId, ["Strip App"]);
    await page.goto(`/wizard/${app.id}?step=retention`);
    await waitForHydration(page);
    const title = (await page.locator("#module-title").textContent())?.trim() ?? "";
    expect(title).not.toBe("");
    const strip = page.getByRole("navigation", { name: "Marketing modules" });
    await expect(strip.getByTestId("current-step")).toHaveText(`Step 8 of 8: ${title}`);
    await expect(strip.getByTestId("current-step")).toBeInViewport();
    if (jsEnabled()) {
      // The current step's own entry is scrolled into the visible part of the strip.
      const box = await page.getByTestId("step-retention").boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
  });
});

test("the password meter resets when a failed registration empties the password (the server's word with JavaScript off)", async ({
  page,
}) => {
  await page.goto("/auth?tab=register");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Start free trial" });
  const meter = form.getByRole("meter", { name: "Password strength" });
  await form.getByLabel("Email").fill(`meter-${crypto.randomBytes(4).toString("hex")}@x.io`);
  await form.getByLabel("Password", { exact: true }).fill("abcDEF12xyz");
  if (jsEnabled()) await expect(form.getByTestId("password-strength")).toContainText("Strong");
  // A common password passes the browser's checks; the server refuses it.
  await form.getByLabel("Password", { exact: true }).fill("Password1");
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole("button", { name: "Start Free Trial" }).click();

  await expect(form.locator("#register-password-error")).toContainText("most common");
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");
  if (jsEnabled()) {
    await expect(form.getByTestId("password-strength")).not.toContainText("password");
    await expect(meter).toHaveAttribute("aria-valuenow", "0");
  } else {
    // With JavaScript off the server says how strong the sent password was.
    await expect(form.getByTestId("password-strength")).toContainText(
      "The password you sent: Strong password",
    );
    await expect(meter).toHaveAttribute("aria-valuenow", "100");
  }
  if (jsEnabled()) {
    await form.getByLabel("Password", { exact: true }).fill("abc");
    await expect(form.getByTestId("password-strength")).toContainText("Weak password");
  }
});

test("Suspend on a tenant's own page asks for confirmation too", async ({ page, login }) => {
  const { db, companyName, tenant } = await trialTenantToSuspend();
  const status = async () =>
    (await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).subscriptionStatus;
  try {
    await login({ role: "admin" });
    await page.goto(`/admin/tenants/${tenant.id}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Suspend", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Suspend ${companyName}?` });
    await expect(dialog).toBeVisible();
    expect(await status()).toBe("trial");
    await dialog.getByRole("button", { name: "Suspend tenant" }).click();
    await expect(page.getByTestId("toast")).toContainText("Tenant suspended");
    await expect(page).toHaveURL(new RegExp(`/admin/tenants/${tenant.id}$`));
    expect(await status()).toBe("canceled");
    // Reactivate undoes nothing destructive: one click.
    await page.getByRole("button", { name: "Reactivate", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Tenant reactivated");
    expect(await status()).toBe("trial");
  } finally {
    await db.tenant.deleteMany({ where: { id: tenant.id } });
  }
});
