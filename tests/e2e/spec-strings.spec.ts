// The specification's words on the pages where they show (docs/spec-strings.json, one list), in
// the HTML the server renders: run once, without JavaScript. Toasts and pending texts, which show
// only after an action, are checked in the code by tests/integration/spec-strings.test.ts and by
// each journey's own test.
import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { jsEnabled } from "./utils";

type SpecString = { text: string; kind: string; page?: string };
const { strings } = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/spec-strings.json"), "utf8"),
) as { strings: SpecString[] };

function onPage(page: string) {
  return strings.filter((s) => s.page === page).map((s) => s.text);
}

/** The page's text as a reader gets it (hidden menus included), and its buttons' labels. */
async function textOf(page: Page) {
  return page.evaluate(() => document.body.textContent ?? "");
}

async function expectWords(page: Page, url: string, key = url) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(500);
  const text = await textOf(page);
  const missing = onPage(key).filter((words) => !text.includes(words));
  expect(missing, `${key}: the specification's words not on the page`).toEqual([]);
}

test("every word the specification names on a page is on that page", async ({ page, login }) => {
  test.skip(jsEnabled(), "the server's HTML is the same with JavaScript on");
  expect(new Set(strings.map((s) => s.page).filter(Boolean)).size).toBeGreaterThan(5);

  await expectWords(page, "/");
  await expectWords(page, "/no-such-page");
  await page.goto("/auth");
  await expectWords(page, "/auth");

  const { tenant } = await login();
  await expectWords(page, "/dashboard", "/dashboard (no apps)");

  const { db } = await import("../../app/services/db.server");
  const app = (data: object) =>
    db.app.create({ data: { tenantId: tenant.id, wizardAnswers: {}, ...data } as never });
  await app({ name: "No Category Yet" });
  await app({ name: "Fresh Plan", category: "games" });
  const answered = await app({ name: "Half Way", category: "games", questionsProgress: 50 });
  await expectWords(page, "/dashboard");
  // The four stats by their own label, in order.
  await expect(page.locator("[data-testid^=stat-] dt")).toHaveText(
    strings.filter((s) => s.kind === "stat").map((s) => new RegExp(`^${s.text}\\b`)),
  );

  for (const key of ["/app-category/{app}", "/simple-wizard/{app}", "/wizard/{app}"]) {
    await expectWords(page, key.replace("{app}", answered.id), key);
  }
  await expectWords(page, "/billing");
});
