// The Results page, JavaScript on and off: upload a Play installs report (UTF-16LE), a Play
// reviews file and an App Store sales report (.txt.gz) as they come from the stores, see the
// downloads chart marked with the launch day and a review, upload again (nothing changes), undo.
import type { Page } from "@playwright/test";

import { axeViolations, sidewaysOverflow } from "./a11y-checks";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./utils";

/** Every box that reaches past the screen's right edge and no clipping ancestor hides. */
function boxesPastTheScreen(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible") return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll("body *"))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !clipped(el);
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
  });
}

test("import store files, see the chart and a review, the same files again change nothing, undo", async ({
  page,
  login,
}) => {
  test.slow(); // three files uploaded twice, axe, two phone widths and two undos in one journey
  const { tenant } = await login();
  const { db } = await import("../../app/services/db.server");
  const fixtures = await import("../fixtures/store-reports");
  const app = await db.app.create({
    data: {
      tenantId: tenant.id,
      name: "Tidy",
      wizardAnswers: {},
      launchDate: new Date("2026-03-10T00:00:00Z"),
      appStoreSku: fixtures.SKU,
    },
  });
  // A done calendar item in the charts' window: marked on its day.
  await db.checklistTask.create({
    data: {
      appId: app.id,
      title: "Post the teaser",
      dueAt: new Date("2026-03-09T16:00:00Z"),
      done: true,
      doneAt: new Date("2026-03-09T16:00:00Z"),
      isCustom: true,
    },
  });
  const files = [
    {
      name: "installs_com.example.tidy_202603_overview.csv",
      mimeType: "text/csv",
      buffer: fixtures.playInstallsOverview(),
    },
    {
      name: "reviews_com.example.tidy_202603.csv",
      mimeType: "text/csv",
      buffer: fixtures.playReviews(),
    },
    {
      name: "S_D_85_20260302.txt.gz",
      mimeType: "application/gzip",
      buffer: fixtures.appStoreSales(),
    },
  ];
  await page.goto(`/apps/${app.id}/results`);
  await waitForHydration(page);
  await page.getByLabel("Export files (CSV, TSV, .gz or .zip)").setInputFiles(files);
  await page.getByRole("button", { name: "Import", exact: true }).click();

  const outcome = page.getByRole("status").filter({ hasText: "Imported 3 files." });
  await expect(outcome).toBeVisible();
  await expect(outcome).toContainText("Read as: Google Play installs report (overview), UTF-16LE");
  await expect(outcome).toContainText("31 new days, 0 already here");
  await expect(outcome).toContainText("Not imported (other apps of the report): Other (OTHER-APP)");
  await expect(page.getByTestId("downloads-chart-launch")).toBeAttached();
  // The table twin: 2 March has Play's 11 and the App Store's 8.
  await expect(page.getByTestId("downloads-chart").locator("table")).toContainText("2026-03-0219");
  const arabic = page.getByTestId("review").filter({ hasText: fixtures.ARABIC_TEXT });
  await expect(arabic.locator("p[dir=auto]").last()).toHaveText(fixtures.ARABIC_TEXT);
  await expect(page.getByTestId("launch-figures")).toContainText("in the launch week");
  await expect(page.getByTestId("downloads-chart-done")).toBeAttached();
  await expect(page.getByTestId("downloads-chart").locator("table")).toContainText(
    "Post the teaser",
  );
  expect(await sidewaysOverflow(page)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);
  // A phone: no box wider than the screen (boxes inside a clipping box, such as the charts'
  // screen-reader tables, are clipped by it).
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await boxesPastTheScreen(page)).toEqual([]);
  }

  // The same files again: nothing new.
  await page.getByLabel("Export files (CSV, TSV, .gz or .zip)").setInputFiles(files);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported 3 files." })).toContainText(
    "0 new days, 31 already here",
  );

  // Undo the newest import of the reviews, then the first: the reviews are gone.
  const reviewImports = page.getByTestId("import-row").filter({ hasText: "reviews_com.example" });
  await expect(reviewImports).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    await reviewImports
      .first()
      .getByRole("button", { name: /Undo the import/ })
      .click();
    await expect(page.getByTestId("toast")).toContainText("Import undone");
    await expect(reviewImports).toHaveCount(1 - i);
  }
  await expect(page.getByTestId("review")).toHaveCount(0);
});
