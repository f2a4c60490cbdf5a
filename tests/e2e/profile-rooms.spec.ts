// Profile Settings in rooms, JavaScript on and off: the overview's states and the rooms' menu
// (keyboard, aria-current, titles, no-store), old /profile#… links and old forms posting to
// /profile, and the journeys of the email and two-step rooms the other specs leave out (resend and
// cancel an email change; new recovery codes, then two-step sign-in off). Email change and its
// confirmation: account-email.spec.ts; password and deletion: workspace.spec.ts; sessions and
// turning two-step sign-in on: sessions-two-step.spec.ts.
import crypto from "node:crypto";

import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { PROFILE_ROOMS as ROOMS } from "../../app/lib/profile-rooms";
import { expect, test } from "./fixtures";
import { jsEnabled, signInOnAnotherDevice, waitForHydration } from "./utils";

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast").filter({ hasText: title })).toBeVisible();
}

function menu(page: Page) {
  return page.getByRole("navigation", { name: "Profile Settings" });
}

test("the overview shows each room's state; the menu opens every room, by keyboard too", async ({
  page,
  login,
  baseURL,
}) => {
  const { user, tenant } = await login();
  const { db } = await import("../../app/services/db.server");
  const waiting = `e2e-waiting-${crypto.randomBytes(4).toString("hex")}@example.com`;
  await db.user.update({ where: { id: user.id }, data: { pendingEmail: waiting } });
  await signInOnAnotherDevice(user.id, baseURL);

  const response = await page.goto("/profile");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await waitForHydration(page);
  await expect(page).toHaveTitle("Profile Settings · App Marketing Machine");
  await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText(
    "Profile Settings",
  );
  await expect(menu(page).getByRole("link", { name: "Overview" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The sidebar marks Profile as the current page here, and as the current section in a room.
  const sidebarProfile = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Profile", exact: true });
  await expect(sidebarProfile).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("profile-email")).toHaveText(user.email);
  await expect(page.getByRole("region", { name: "Email", exact: true })).toContainText(
    `Waiting for confirmation of ${waiting}`,
  );
  await expect(page.getByRole("region", { name: "Sessions", exact: true })).toContainText(
    "2 active sessions",
  );
  await expect(page.getByRole("region", { name: "Two-step sign-in", exact: true })).toContainText(
    "Off",
  );
  await expect(page.getByRole("region", { name: "Delete account", exact: true })).toContainText(
    `You are the only user of ${tenant.companyName}`,
  );
  for (const room of ROOMS) {
    await expect(
      page
        .getByRole("region", { name: room.label, exact: true })
        .getByRole("link", { name: room.label, exact: true }),
    ).toHaveAttribute("href", room.path);
  }

  // Keyboard: from the menu's first link, Tab reaches the next one with a visible ring; Enter opens it.
  await menu(page).getByRole("link", { name: "Overview" }).focus();
  await page.keyboard.press("Tab");
  const email = menu(page).getByRole("link", { name: "Email", exact: true });
  await expect(email).toBeFocused();
  const ring = await email.evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
  });
  expect(
    (ring.outline !== "none" && ring.width !== "0px") || ring.shadow !== "none",
    JSON.stringify(ring),
  ).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile\/email$/);

  for (const room of ROOMS) {
    await waitForHydration(page);
    await menu(page).getByRole("link", { name: room.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${room.path}$`));
    await expect(menu(page).getByRole("link", { name: room.label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(sidebarProfile).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveTitle(`${room.label} · Profile Settings · App Marketing Machine`);
    await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText(
      "Profile Settings",
    );
    const answer = await page.request.get(room.path);
    expect(answer.headers()["cache-control"], room.path).toBe("no-store");
  }
});

test("the rooms' menu fits a 360 px screen", async ({ page, login }) => {
  await login();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/profile/two-step");
  const links = menu(page).getByRole("link");
  await expect(links).toHaveCount(ROOMS.length + 1);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, String(await link.textContent())).toBe(
      true,
    );
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
});

test("an old link to a section of the one-page profile lands on its room", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/profile#sessions-heading");
  if (jsEnabled()) {
    // Fragments never reach the server: the page sends the old anchor on to its room.
    await expect(page).toHaveURL(/\/profile\/sessions$/);
    await expect(page.getByRole("region", { name: "Where you are signed in" })).toBeVisible();
    await page.goto("/profile#two-step-heading");
    await expect(page).toHaveURL(/\/profile\/two-step$/);
    await page.goto("/profile#account-heading");
    await expect(page).toHaveURL(/\/profile#account-heading$/);
  } else {
    // Without JavaScript the overview's card with that id is where the browser scrolls.
    const card = page.locator("#sessions-heading");
    await expect(card).toBeInViewport();
    await expect(card.getByRole("link", { name: "Sessions" })).toHaveAttribute(
      "href",
      "/profile/sessions",
    );
    await expect(page.locator("#two-step-heading")).toHaveCount(1);
  }
});

test("an old form posting to /profile completes the change in its room (307)", async ({
  page,
  login,
  baseURL,
}) => {
  const { user } = await login();
  const { db } = await import("../../app/services/db.server");
  await signInOnAnotherDevice(user.id, baseURL);
  expect(await db.session.count({ where: { userId: user.id } })).toBe(2);

  // The one-page profile's "Sign out everywhere else" form, as a tab opened before kept it.
  await page.route("**/old-profile-page", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Old profile</title><form method="post" action="/profile"><input type="hidden" name="intent" value="end-other-sessions"><button>Sign out everywhere else</button></form></html>`,
    }),
  );
  await page.goto("/old-profile-page");
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page).toHaveURL(/\/profile\/sessions$/);
  await expectToast(page, "Signed out everywhere else");
  expect(await db.session.count({ where: { userId: user.id } })).toBe(1);

  const moved = await page.request.post("/profile", {
    form: { intent: "change-password" },
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(307);
  expect(moved.headers()["location"]).toBe("/profile/password");
});

test("email room: send the link again, then cancel the change", async ({ page, login }) => {
  const { user } = await login();
  const next = `e2e-cancel-${crypto.randomBytes(4).toString("hex")}@example.com`;
  await page.goto("/profile/email");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Email not confirmed" })).toBeVisible();
  const change = page.getByRole("region", { name: "Change email" });
  await change.getByLabel("New email").fill(next);
  await change.getByRole("button", { name: "Send confirmation link" }).click();
  await expectToast(page, "Check your new inbox");

  const waiting = page.getByRole("region", { name: "Email change waiting for confirmation" });
  await expect(waiting).toContainText(next);
  await waitForHydration(page);
  await waiting.getByRole("button", { name: "Resend the link" }).click();
  await expectToast(page, "Link sent again");
  await expect(page).toHaveURL(/\/profile\/email$/);

  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Email change waiting for confirmation" })
    .getByRole("button", { name: "Cancel the change" })
    .click();
  await expectToast(page, "Email change cancelled");
  await expect(page).toHaveURL(/\/profile\/email$/);
  await expect(page.getByRole("heading", { name: /waiting for confirmation/ })).toHaveCount(0);
  await expect(page.getByTestId("profile-email")).toHaveText(user.email);
});

test("two-step room: new recovery codes shown once, then two-step sign-in turned off", async ({
  page,
  login,
}) => {
  const { user } = await login();
  const { db } = await import("../../app/services/db.server");
  const secret = new Secret({ size: 20 }).base32;
  await db.twoFactor.create({ data: { userId: user.id, secret, enabledAt: new Date() } });

  await page.goto("/profile/two-step");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Two-step sign-in" });
  await expect(section).toContainText("Two-step sign-in is on.");
  await section.getByRole("button", { name: "Make new recovery codes" }).click();
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(section).toContainText("The earlier ones no longer work");
  await expect(page).toHaveURL(/\/profile\/two-step$/);

  // Shown once: the room opened again lists none.
  await page.goto("/profile/two-step");
  await waitForHydration(page);
  await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
  await expect(section).toContainText("10 unused recovery codes left");

  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await section.getByLabel("Code", { exact: true }).fill(totp.generate());
  await section.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expectToast(page, "Two-step sign-in is off");
  await expect(page).toHaveURL(/\/profile\/two-step$/);
  await expect(page.getByRole("button", { name: "Set up two-step sign-in" })).toBeVisible();
});
