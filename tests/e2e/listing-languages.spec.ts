// The store listing in every language, JavaScript on and off, at 360 px: import a fastlane
// metadata zip (several languages, a default/ folder, a UTF-16 file, one field over its limit),
// see the preview's counts, confirm, find the over-limit cell in the matrix, fix it in that
// language's editor (with a version's Play release notes), and export the zip with the fix.
import yazl from "yazl";

import { sidewaysOverflow } from "./a11y-checks";
import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

const JA_KEYWORDS = Array.from({ length: 20 }, (_, i) => `語${i}`).join(","); // 109 bytes

async function metadataZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const add = (path: string, data: string | Buffer) =>
    zip.addBuffer(
      typeof data === "string" ? Buffer.from(data) : data,
      `app/fastlane/metadata/${path}`,
    );
  add("copyright.txt", "2026 Tile Co");
  add("default/privacy_url.txt", "https://tile.example/privacy");
  add("en-US/name.txt", "Tile Tales");
  add("en-US/keywords.txt", "word,puzzle");
  add("ja/keywords.txt", JA_KEYWORDS);
  add(
    "fr-FR/description.txt",
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Des mots, calmement.", "utf16le")]),
  );
  add("android/en-US/title.txt", "Tile Tales");
  add("android/ja-JP/title.txt", "タイル物語");
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test("import a fastlane folder, fix the field a store would refuse, export it", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const { db } = await import("../../app/services/db.server");
  const app = await db.app.create({
    data: {
      tenantId: tenant.id,
      name: "Tile Tales",
      category: "games",
      platforms: "ios,android",
      wizardAnswers: {},
    },
  });
  await page.setViewportSize({ width: 360, height: 800 });

  await page.goto(`/apps/${app.id}/listing/import`);
  await waitForHydration(page);
  await page.getByLabel("fastlane metadata zip").setInputFiles({
    name: "metadata.zip",
    mimeType: "application/zip",
    buffer: await metadataZip(),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  // en-US, ja, fr-FR; default/ fills each App Store language's privacy URL.
  await expect(page.getByTestId("import-summary")).toHaveText(
    "3 languages, 9 fields, 1 over their limits, 1 file not listing text: ignored",
  );
  await expect(
    page.getByText("ja: App Store keywords, 109 bytes (the limit is 100)"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save these languages" }).click();
  await expect(page.getByTestId("toast")).toContainText("Listing imported");

  const matrix = page.getByTestId("language-matrix");
  await expect(matrix.locator('tr[data-locale="ja"] td[data-state="over"]')).toHaveCount(1);
  await expect(matrix.locator('tr[data-locale="ja"] td[data-state="over"]')).toHaveAttribute(
    "title",
    "Keywords: over its limit",
  );
  await expect(matrix.locator('tr[data-locale="fr-FR"] td[data-state="filled"]')).toHaveCount(2);
  expect(await sidewaysOverflow(page)).toBeNull();
  // The sideways-scrolling table is reached by the keyboard: its box takes the focus and scrolls
  // with the arrow keys; Tab goes on to the first language.
  const scroller = page.getByRole("region", { name: "Languages and fields, scrolls sideways" });
  await scroller.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.keyboard.press("Tab");
  await expect(matrix.getByRole("link", { name: "English (U.S.)" })).toBeFocused();

  await matrix.getByRole("link", { name: "Japanese" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editing-language")).toHaveText("Editing: Japanese");
  await waitForHydration(page);
  await expect(page.getByTestId("listing-appleKeywords-counter")).toHaveText(
    "9 bytes over the 100 limit",
  );
  const apple = page.getByRole("group", { name: "App Store" });
  await apple.getByLabel("Keywords").fill("語,パズル");
  const notes = page.getByRole("group", { name: "Release notes per version" });
  await notes.getByLabel("Version code of new release notes").fill("28");
  await notes.getByLabel("Google Play release notes for that version").fill("新しいタイル");
  if (jsEnabled()) {
    await expect(page.getByTestId("listing-appleKeywords-counter")).toHaveText("13 / 100 bytes");
    await expect(page.getByTestId("listing-releaseNotes-counter")).toHaveText("6 / 500 characters");
  }
  expect(await sidewaysOverflow(page)).toBeNull();
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByTestId("toast")).toContainText("Listing saved");
  await expect(
    page
      .getByRole("group", { name: "Release notes per version" })
      .getByLabel("Google Play release notes (version 28)"),
  ).toHaveValue("新しいタイル");
  await expect(page.getByTestId("listing-playReleaseNotes.28-counter")).toHaveText(
    "6 / 500 characters",
  );
  await expect(matrix.locator('tr[data-locale="ja"] td[data-state="over"]')).toHaveCount(0);

  // The export is a plain link; its zip holds the fix, and the report no longer lists it.
  const link = page.getByRole("link", { name: "Export fastlane metadata (.zip)" });
  await expect(link).toHaveAttribute("href", `/apps/${app.id}/listing/fastlane.zip`);
  const response = await page.request.get(`/apps/${app.id}/listing/fastlane.zip`);
  expect(response.status()).toBe(200);
  const { readMetadataZip } = await import("../../app/services/fastlane-zip.server");
  const zip = await readMetadataZip(Buffer.from(await response.body()));
  if (!zip.ok) throw new Error(zip.reason);
  const text = (path: string) => zip.files.find((f) => f.path === path)?.text;
  expect(text("fastlane/metadata/ja/keywords.txt")).toBe("語,パズル");
  expect(text("fastlane/metadata/android/ja-JP/changelogs/28.txt")).toBe("新しいタイル");
  expect(text("fastlane/metadata/fr-FR/description.txt")).toBe("Des mots, calmement.");
  expect(text("REPORT.txt")).not.toContain("keywords");
});
