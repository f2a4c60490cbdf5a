// Where a page spent its time, as the browser sees it: the document, the data of a client-side
// navigation (JavaScript on) or the next document (off) carry Server-Timing, and Chromium hands
// the figures to the page's Performance API.
import { expect, test } from "./fixtures";
import { waitForHydration } from "./utils";

const FIGURE = /^[a-z]+;dur=\d+(\.\d+)?(;desc="[^"]*")?$/;

function metricNames(header: string | undefined): string[] {
  expect(header, "Server-Timing header").toBeTruthy();
  const entries = header!.split(/\s*,\s*/);
  for (const entry of entries) expect(entry).toMatch(FIGURE);
  return entries.map((entry) => entry.split(";")[0]);
}

test("a signed-in page and the next one carry Server-Timing", async ({ page, login }, info) => {
  await login();
  const document = await page.goto("/dashboard");
  expect(document?.status()).toBe(200);
  expect(metricNames(document?.headers()["server-timing"])).toEqual([
    "auth",
    "db",
    "render",
    "total",
  ]);
  if (info.project.name === "js-on") {
    const seen = await page.evaluate(() =>
      (
        performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
      ).serverTiming.map((entry) => entry.name),
    );
    expect(seen).toEqual(["auth", "db", "render", "total"]);
  }

  // A click before hydration is a document load even with JavaScript on.
  await waitForHydration(page);
  const next = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith("/billing"),
  );
  await page.locator('a[href="/billing"]').first().click();
  const answer = await next;
  await expect(page).toHaveURL(/\/billing$/);
  const names = metricNames(answer.headers()["server-timing"]);
  expect(names).toEqual(expect.arrayContaining(["auth", "db", "total"]));
  // A client-side navigation fetches data only; without JavaScript the browser loads a document.
  expect(names.includes("render")).toBe(info.project.name === "js-off");
});
