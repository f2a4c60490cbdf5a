import { type Page, test } from "@playwright/test";

export function jsEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * With JavaScript on, wait until React has hydrated before interacting (a click before that
 * is a full-page navigation or nothing at all). With JavaScript off there is nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  if (!jsEnabled()) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The user agent of "another device" in the sessions journeys: Firefox 120 on Windows 10. */
export const FIREFOX =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0";

/** Signs the user in on another device (Firefox, from 203.0.113.9), straight in the database. */
export async function signInOnAnotherDevice(userId: string, baseURL: string | undefined) {
  const { commitSessionFor } = await import("../../app/utils/session.server");
  await commitSessionFor(
    new Request(baseURL ?? "http://localhost", { headers: { "User-Agent": FIREFOX } }),
    userId,
    "203.0.113.9",
  );
}
