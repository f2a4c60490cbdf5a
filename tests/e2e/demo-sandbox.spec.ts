// A private demo per visitor, run with JavaScript on and off.
import { type Browser, expect, type Page, test } from "@playwright/test";

import { jsEnabled, waitForHydration } from "./utils";

const DEMO_NOTE =
  /^The demo can't change its email or password, be deleted, invite people or pay\. Start your own free trial$/;

async function openDemo(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
  const page = await context.newPage();
  await page.goto("/auth?demo=true");
  await waitForHydration(page);
  await page
    .getByRole("form", { name: "Try the live demo" })
    .getByRole("button", { name: "Try the Live Demo" })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test.describe("the live demo", () => {
  test("two visitors get two private copies: one's rename is invisible to the other", async ({
    browser,
    baseURL,
  }) => {
    const a = await openDemo(browser, baseURL!);
    const b = await openDemo(browser, baseURL!);
    await expect(a.getByText("PocketPets").first()).toBeVisible();
    await expect(b.getByText("PocketPets").first()).toBeVisible();

    const userA = await (await a.request.get("/api/user")).json();
    const userB = await (await b.request.get("/api/user")).json();
    expect(userA.tenantId).not.toBe(userB.tenantId);

    const apps = (await (await a.request.get("/api/apps")).json()) as {
      id: string;
      name: string;
    }[];
    const pets = apps.find((app) => app.name === "PocketPets")!;
    const renamed = await a.request.put(`/api/apps/${pets.id}`, {
      data: { name: "HACKED BY VISITOR A" },
    });
    expect(renamed.status()).toBe(200);

    await a.reload();
    await expect(a.getByText("HACKED BY VISITOR A").first()).toBeVisible();
    await b.reload();
    await expect(b.getByText("PocketPets").first()).toBeVisible();
    await expect(b.getByText("HACKED BY VISITOR A")).toHaveCount(0);
    await a.context().close();
    await b.context().close();
  });

  test("the profile and billing pages say why account changes are off, with the forms disabled", async ({
    browser,
    baseURL,
  }) => {
    const page = await openDemo(browser, baseURL!);
    await page.goto("/profile/email");
    await expect(page.getByRole("note")).toHaveText(DEMO_NOTE);
    await expect(page.getByRole("button", { name: "Send confirmation link" })).toBeDisabled();
    await expect(page.getByLabel("New email")).toBeDisabled();
    await page.goto("/profile/password");
    await expect(page.getByRole("note")).toHaveText(DEMO_NOTE);
    await expect(page.getByRole("button", { name: "Change password" })).toBeDisabled();
    await page.goto("/profile/two-step");
    await expect(page.getByRole("note")).toHaveText(DEMO_NOTE);
    await expect(page.getByRole("button", { name: "Set up two-step sign-in" })).toBeDisabled();

    // A crafted post is refused by the server all the same.
    const refused = await page.request.post("/profile/password", {
      form: {
        intent: "change-password",
        currentPassword: "x",
        newPassword: "y",
        confirmPassword: "y",
      },
    });
    expect(refused.status()).toBe(403);

    await page.goto("/billing");
    await expect(page.getByRole("note")).toHaveText(DEMO_NOTE);

    // Inviting is refused, so the team page shows the reason instead of the form.
    await page.goto("/team");
    await expect(page.getByRole("note")).toHaveText(DEMO_NOTE);
    await expect(page.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
    await page.context().close();
  });
});
