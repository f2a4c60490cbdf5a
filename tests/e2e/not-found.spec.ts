// An unknown or another tenant's app keeps the signed-in layout: the sidebar and header stay, the
// main area says the app doesn't exist or isn't yours, with status 404. JavaScript on and off.
import type { Page } from "@playwright/test";

import { axeViolations } from "./a11y-checks";
import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

const MESSAGE = "This app doesn't exist or isn't yours";

async function expectAppNotFoundInLayout(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: MESSAGE })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText("Not found");
  await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
}

test("/wizard/{unknown id} is a 404 inside the layout, with a way back", async ({
  page,
  login,
}) => {
  await login();
  const response = await page.goto("/wizard/no-such-app");
  expect(response?.status()).toBe(404);
  await expectAppNotFoundInLayout(page);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("main").getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});

test("another tenant's app is the same 404 on each of its pages", async ({ page, login }) => {
  await login();
  const { db } = await import("../../app/services/db.server");
  const other = await db.tenant.create({ data: { companyName: "Someone Else" } });
  try {
    const app = await db.app.create({
      data: { tenantId: other.id, name: "Not Mine", category: "games", wizardAnswers: {} },
    });
    for (const path of [
      `/simple-wizard/${app.id}`,
      `/app-category/${app.id}`,
      `/apps/${app.id}/checklist`,
      `/apps/${app.id}/calendar`,
      `/apps/${app.id}/listing`,
      `/apps/${app.id}/drafts`,
      `/apps/${app.id}/share`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectAppNotFoundInLayout(page);
    }
  } finally {
    await db.tenant.delete({ where: { id: other.id } });
  }
});

test("a client-side navigation to an unknown app keeps the layout too", async ({ page, login }) => {
  test.skip(!jsEnabled(), "a client-side navigation needs JavaScript");
  await login();
  await page.goto("/dashboard");
  await waitForHydration(page);
  await page.evaluate(() => {
    const router = (window as unknown as { __remixRouter: { navigate(to: string): void } })
      .__remixRouter;
    router.navigate("/wizard/no-such-app");
  });
  await expect(page).toHaveURL(/\/wizard\/no-such-app$/);
  await expectAppNotFoundInLayout(page);
});

test("an unknown URL shows our words, signed out and signed in", async ({ page, login }) => {
  for (const signedIn of [false, true]) {
    if (signedIn) await login();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("There is no page at this address.")).toBeVisible();
    await expect(page.getByText(/forget to add the page to the router/)).toHaveCount(0);
  }
});

test("a revoked or mistyped share link says why it doesn't work", async ({ page, login }) => {
  const { tenant, user } = await login();
  const { db } = await import("../../app/services/db.server");
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Shared Once", wizardAnswers: {} },
  });
  const token = "a".repeat(43);
  await db.shareLink.create({
    data: { appId: app.id, label: "Mentor", token, createdById: user.id },
  });
  await page.context().clearCookies();
  expect((await page.goto(`/share/${token}`))?.status()).toBe(200);
  await db.shareLink.deleteMany({ where: { appId: app.id } });
  for (const path of [`/share/${token}`, "/share/mistyped"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(
      page.getByText(
        "This share link doesn't work: it was revoked, it expired, or it is mistyped.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/forget to add the page to the router/)).toHaveCount(0);
  }
});
