// The store-listing studio and the launch drafts, JavaScript on and off: fill the listing, see
// the Google Play title warning for "no ads", and see a first comment written from the app's
// name and audience, then edit and save it.
import { axeViolations, duplicateIds, sidewaysOverflow } from "./a11y-checks";
import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

async function createGame(tenantId: string) {
  const { db } = await import("../../app/services/db.server");
  return db.app.create({
    data: {
      tenantId,
      name: "Tile Tales",
      category: "games",
      platforms: "ios,android",
      wizardAnswers: {
        "app-description": "A cozy word-puzzle game you play in five-minute rounds.",
        "who-uses": "Commuters who like crosswords",
      },
    },
  });
}

test("fill the store listing and see the Play-title warning for “no ads”", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createGame(tenant.id);
  await page.goto(`/apps/${app.id}/listing`);
  await waitForHydration(page);
  const google = page.getByRole("group", { name: "Google Play" });
  const title = google.getByLabel("App title");
  await title.fill("Tile Tales: Puzzles, No Ads");
  const counter = page.getByTestId("listing-playTitle-counter");
  // With JavaScript the count is live; without it, it shows after saving.
  if (jsEnabled()) {
    await expect(counter).toHaveText("27 / 30 characters");
    // The field's own policy check runs as you type.
    await expect(google).toContainText(
      "Warning: Google Play titles may not carry price or promotion",
    );
  }
  await page.getByRole("group", { name: "App Store" }).getByLabel("Keywords").fill("word,café");
  if (jsEnabled()) {
    await expect(page.getByTestId("listing-appleKeywords-counter")).toHaveText("10 / 100 bytes");
  }
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByTestId("toast")).toContainText("Listing saved");
  await expect(counter).toHaveText("27 / 30 characters");
  await expect(page.getByTestId("listing-appleKeywords-counter")).toHaveText("10 / 100 bytes");
  await expect(page.getByTestId("listing-warnings")).toContainText(
    "Google Play titles may not carry price or promotion: remove “no ads”",
  );
  await expect(page.getByTestId("preview-google")).toContainText("Tile Tales: Puzzles, No Ads");
  await expect(title).toHaveValue("Tile Tales: Puzzles, No Ads");
});

test("every listing label names its store, and the warnings list says it checks the saved listing", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createGame(tenant.id);
  await page.goto(`/apps/${app.id}/listing`);
  const labels = await page
    .locator("form label[for]")
    .evaluateAll((els) => els.map((el) => el.textContent!.trim()));
  const textLabels = labels.filter((l) => !l.includes("Kids Category") && l !== "Add a language");
  expect(textLabels).toEqual([
    "App Store app name",
    "App Store subtitle",
    "App Store keywords",
    "App Store promotional text",
    "App Store description",
    "App Store what's new",
    "App Store support URL",
    "App Store marketing URL",
    "App Store privacy policy URL",
    "Google Play app title",
    "Google Play short description",
    "Google Play full description",
    "Version code of new release notes",
    "Google Play release notes for that version",
  ]);
  await expect(page.getByRole("textbox", { name: "Google Play app title" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Policy warnings (saved listing)" }),
  ).toBeVisible();
});

test("a draft first comment uses the app's name and audience, and saves edits", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createGame(tenant.id);
  await page.goto(`/apps/${app.id}/drafts`);
  await waitForHydration(page);
  const comment = page.getByTestId("draft-ph-first-comment");
  const text = comment.getByLabel("Product Hunt maker's first comment text");
  await expect(text).toHaveValue(/Tile Tales: A cozy word-puzzle game/);
  await expect(text).toHaveValue(/It's for commuters who like crosswords\./);
  await expect(
    comment.getByRole("link", { name: "Add the problem it solves to improve this." }),
  ).toBeVisible();
  await expect(comment.getByRole("button", { name: /Copy/ })).toHaveCount(jsEnabled() ? 1 : 0);
  await text.fill("Hi, I'm Sam. I built Tile Tales for commuters who like crosswords.");
  await comment.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("toast")).toContainText("Draft saved");
  const saved = page.getByTestId("draft-ph-first-comment");
  await expect(saved.getByLabel("Product Hunt maker's first comment text")).toHaveValue(
    "Hi, I'm Sam. I built Tile Tales for commuters who like crosswords.",
  );
  await expect(saved.getByRole("heading", { name: /Edited/ })).toBeVisible();
});

test("a refused listing save shows the error summary, keeps every value and focuses the summary", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createGame(tenant.id);
  await page.goto(`/apps/${app.id}/listing`);
  if (jsEnabled()) await waitForHydration(page);
  const google = page.getByRole("group", { name: "Google Play" });
  const tooLong = "Tile Tales: Cozy Word Puzzles!!";
  await google.getByLabel("App title").fill(tooLong);
  await page.getByRole("group", { name: "App Store" }).getByLabel("Keywords").fill("word,café");
  await page.getByRole("button", { name: "Save listing" }).click();

  const summary = page.getByTestId("error-summary");
  await expect(summary).toContainText("The listing was not saved");
  const link = summary.getByRole("link", {
    name: /Google Play app title: .*at most 30 characters/,
  });
  await expect(link).toHaveAttribute("href", "#store-listing-playTitle");
  // Everything typed is still there, and the counter counts it.
  await expect(google.getByLabel("App title")).toHaveValue(tooLong);
  await expect(google.getByLabel("App title")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("listing-playTitle-counter")).toHaveText(
    "1 characters over the 30 limit",
  );
  await expect(page.getByRole("group", { name: "App Store" }).getByLabel("Keywords")).toHaveValue(
    "word,café",
  );
  await expect(page.getByTestId("listing-appleKeywords-counter")).toHaveText("10 / 100 bytes");
  // A form with fields: the summary says it, no toast.
  await expect(page.getByTestId("toast")).toHaveCount(0);
  if (jsEnabled()) {
    await expect(summary).toBeFocused();
    await link.click();
    await expect(google.getByLabel("App title")).toBeFocused();
  }
});

test("a refused draft save shows the summary under that draft, with the text as typed", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createGame(tenant.id);
  await page.goto(`/apps/${app.id}/drafts`);
  if (jsEnabled()) await waitForHydration(page);
  const comment = page.getByTestId("draft-ph-first-comment");
  const text = comment.getByLabel("Product Hunt maker's first comment text");
  // The browser's own check (required) would stop an empty draft first: the server's answer is
  // what is under test, so it is switched off for this one submit.
  await comment.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
  await text.fill("   ");
  await comment.getByRole("button", { name: "Save draft" }).click();

  const summary = page.getByTestId("error-summary");
  await expect(summary).toHaveCount(1);
  await expect(
    page.getByTestId("draft-ph-first-comment").getByTestId("error-summary"),
  ).toContainText("This draft was not saved");
  await expect(
    summary.getByRole("link", { name: /first comment text: The draft is empty/ }),
  ).toHaveAttribute("href", "#draft-form-ph-first-comment-text");
  await expect(
    page
      .getByTestId("draft-ph-first-comment")
      .getByLabel("Product Hunt maker's first comment text"),
  ).toHaveValue("   ");
  if (jsEnabled()) await expect(summary).toBeFocused();
});

test("the listing and drafts pages have no detectable accessibility problems at 360 px", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createGame(tenant.id);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of [`/apps/${app.id}/listing`, `/apps/${app.id}/drafts`]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await duplicateIds(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeNull();
  }
});
