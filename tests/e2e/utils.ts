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
