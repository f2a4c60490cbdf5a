// Offline reading (public/sw.js): with JavaScript on, the read views and the plan a signed-in user
// opened are kept per user and shown offline, read only, under an "as of" line that sits first
// and clear of the header; any other page offline is our offline page naming each kept page's app; signing out or another person signing in leaves none of the first person's copies.
// Lite mode registers no worker. The manifest and icons load in both projects.
import type { Page } from "@playwright/test";

import { expect, expectKept, test } from "./offline-fixture";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled, waitForHydration } from "./utils";

const LAUNCH_HEADING = "Launch day: Tue, 15 Dec 2026";
const TASK = "Go live on Product Hunt and post your first comment";

async function openChecklist(page: Page, tenantId: string, name = "PocketPets") {
  const app = await createPlannedApp(tenantId, { name, launchDate: "2026-12-15" });
  const path = `/apps/${app.id}/checklist`;
  // The registration's chunk, imported after the load (tests/e2e/bundle-budget.spec.ts names it).
  const chunk = page.waitForResponse((r) => /\/offline\.client-[^/]*\.js$/.test(r.url()));
  await page.goto(path);
  await chunk;
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: LAUNCH_HEADING })).toBeVisible();
  await expectKept(page, path);
  return path;
}

// A page with writes that may be queued (tests/e2e/offline-writes.spec.ts) says which are kept.
const REASON = "You're offline: ticks, tasks and answers you save here are kept on this phone";

test("an opened checklist reads offline with the time of its copy, what can't wait disabled", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Offline reading needs JavaScript.");
  const { tenant } = await login();
  const path = await openChecklist(page, tenant.id);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline: your plan as of \d\d:\d\d\.$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: LAUNCH_HEADING })).toBeVisible();
  await expect(page.getByText(TASK, { exact: true })).toBeVisible();
  // What needs the network is disabled, with the reason once above the page's content.
  await expect(page.getByText(REASON)).toBeVisible();
  // A tick may be queued on this phone; moving launch day needs the connection.
  await expect(page.getByRole("button", { name: `Mark “${TASK}” done` })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Move launch date" })).toBeDisabled();
  await expect(page.getByLabel("Launch date")).toBeDisabled();

  // A page never opened: the offline page, with the saved pages as links named by page and app.
  await page.goto("/help").catch(() => {});
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  const saved = page.getByRole("link", { name: "Launch checklist · PocketPets", exact: true });
  await expect(saved).toHaveAttribute("href", path);
  await context.setOffline(false);
});

test("on a phone the offline line is first, in view at the top and clear of the header", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Offline reading needs JavaScript.");
  await page.setViewportSize({ width: 390, height: 844 });
  const { tenant } = await login();
  await openChecklist(page, tenant.id);
  // Scrolled down before the connection drops: the copy still opens at the top.
  await page.evaluate(() => window.scrollTo(0, 600));

  await context.setOffline(true);
  await page.reload();
  const line = page.getByText(/^Offline: your plan as of/);
  await expect(line).toBeInViewport({ ratio: 1 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(
    await page.evaluate(() => document.body.firstElementChild?.hasAttribute("data-offline-line")),
  ).toBe(true);
  const bottomOfLine = (await line.boundingBox())!;
  const lineEnd = bottomOfLine.y + bottomOfLine.height;
  for (const below of [page.locator(".top-bar"), page.locator('summary[aria-label="Menu"]')]) {
    const box = (await below.boundingBox())!;
    expect(box.y, "the header and the Menu button sit below the line").toBeGreaterThanOrEqual(
      lineEnd - 0.5,
    );
  }
  // Scrolled: the line stays on top and the sticky header stays under it.
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(line).toBeInViewport({ ratio: 1 });
  expect((await page.locator(".top-bar").boundingBox())!.y).toBeGreaterThanOrEqual(lineEnd - 0.5);

  // The connection returns: the page loads again, live, its controls back.
  await context.setOffline(false);
  await expect(line).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("button", { name: `Mark “${TASK}” done` })).toBeEnabled();
});

test("the eight-module plan is kept: offline it shows the saved answers, to save on this phone", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Offline reading needs JavaScript.");
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id, { name: "Tile Tales" });
  const path = `/wizard/${app.id}?step=foundation`;
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Marketing plan for Tile Tales" })).toBeVisible();
  await expectKept(page, path);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline: your plan as of/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Marketing plan for Tile Tales" })).toBeVisible();
  await expect(page.getByText(REASON)).toBeVisible();
  const pitch = page.locator('[name="elevatorPitch"]');
  await expect(pitch).toHaveValue("A pet that grows with your streak.");
  await expect(pitch).toBeEnabled();
  await expect(page.getByRole("button", { name: "Save Draft" })).toBeEnabled();

  await page.goto("/help").catch(() => {});
  await expect(
    page.getByRole("link", { name: "Marketing wizard · Tile Tales", exact: true }),
  ).toHaveAttribute("href", path);
  await context.setOffline(false);
});

test("a form sent offline is not sent and keeps what was typed", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Without JavaScript the browser's own offline page answers.");
  const { tenant } = await login();
  await openChecklist(page, tenant.id);
  await context.setOffline(true);
  await page.getByLabel("Launch date").fill("2026-12-22");
  await page.getByRole("button", { name: "Move launch date" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You're offline" })).toContainText(
    "this can't be sent now. What you typed is kept.",
  );
  await expect(page.getByLabel("Launch date")).toHaveValue("2026-12-22");
  await expect(page.getByRole("heading", { name: LAUNCH_HEADING })).toBeVisible();
  await context.setOffline(false);
});

test("after signing out, nothing of the plan is there offline", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Offline reading needs JavaScript.");
  const { tenant } = await login();
  const path = await openChecklist(page, tenant.id);

  // The sign-out button may sit in a closed menu: its form is sent as the button would send it.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[action="/logout"]');
    form?.requestSubmit(form.querySelector("button"));
  });
  await expect(page).toHaveURL(/\/auth/);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).join(",")))
    .not.toContain("amm-offline-");

  await context.setOffline(true);
  await page.goto(path).catch(() => {});
  await expect(page.getByText(TASK, { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Offline: your plan/)).toHaveCount(0);
  await context.setOffline(false);
});

test("a session ended elsewhere leaves no copies behind", async ({ page, context, login }) => {
  test.skip(!jsEnabled(), "Offline reading needs JavaScript.");
  const { user, tenant } = await login();
  const path = await openChecklist(page, tenant.id);

  // Ended from another device ("Sign out everywhere else", an admin, the account deleted).
  const { db } = await import("../../app/services/db.server");
  await db.session.deleteMany({ where: { userId: user.id } });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth/);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).join(",")))
    .not.toContain("amm-offline-");

  await context.setOffline(true);
  await page.goto(path).catch(() => {});
  await expect(page.getByText(TASK, { exact: true })).toHaveCount(0);
  await context.setOffline(false);
});

test("a second person in the same browser never gets the first one's copies", async ({
  page,
  context,
  login,
}) => {
  test.skip(!jsEnabled(), "Offline reading needs JavaScript.");
  const first = await login();
  const path = await openChecklist(page, first.tenant.id, "FirstPersonApp");

  // Another person signs in on this browser (the first one's cookie is gone, not signed out).
  await context.clearCookies();
  const second = await login();
  await page.goto("/dashboard");
  await expect(page.getByText("FirstPersonApp")).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        for (const name of await caches.keys()) {
          if (await (await caches.open(name)).match(wanted)) return true;
        }
        return false;
      }, path),
    )
    .toBe(false);

  await context.setOffline(true);
  await page.goto(path).catch(() => {});
  await expect(page.getByText("FirstPersonApp")).toHaveCount(0);
  await expect(page.getByText(TASK, { exact: true })).toHaveCount(0);
  await context.setOffline(false);
  expect(second.user.id).not.toBe(first.user.id);
});

test("Lite mode registers no worker and says offline reading needs JavaScript", async ({
  page,
  context,
  login,
  baseURL,
}) => {
  await login();
  await context.addCookies([{ name: "amm_lite", value: "on", url: baseURL ?? "" }]);
  await page.goto("/dashboard");
  await expect(page.getByText("Offline reading needs JavaScript")).toBeVisible();
  expect(await page.content()).not.toContain("serviceWorker");
  if (jsEnabled()) {
    await page.waitForLoadState("load");
    expect(await page.evaluate(async () => navigator.serviceWorker.getRegistrations())).toEqual([]);
  }
});

test("the manifest, its icons and the worker load", async ({ request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  const body = await manifest.json();
  expect(body).toMatchObject({
    name: "App Marketing Machine",
    start_url: "/dashboard",
    display: "standalone",
    theme_color: "#4f46e5",
  });
  const purposes = body.icons.map((icon: { sizes: string; purpose: string }) => icon.purpose);
  expect(purposes).toContain("maskable");
  expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  for (const icon of [...body.icons, { src: "/apple-touch-icon.png" }]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  const page = await request.get("/");
  expect(page.headers()["content-security-policy"]).toContain("worker-src 'self'");
});
