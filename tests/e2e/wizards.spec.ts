// Wizard journeys, with JavaScript on and off: the four simple-wizard steps (answers come back),
// and the eight marketing modules in order: a locked step refusing, every limit's message with the
// typed text kept, a draft, the content schedule, and the congratulations toast with 100%.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { jsEnabled, waitForHydration } from "./utils";

async function createApp(tenantId: string, name: string, category = "games") {
  const { db } = await import("../../app/services/db.server");
  return db.app.create({ data: { tenantId, name, category, wizardAnswers: {}, progress: 0 } });
}

function toast(page: Page) {
  return page.getByTestId("toast");
}

/**
 * The toast sits over the bottom-right corner; without JavaScript it can't be dismissed and
 * stays until the next page load (it is a flash message, read once), so reload then.
 */
async function dismissToast(page: Page) {
  if (jsEnabled()) await page.getByRole("button", { name: "Dismiss notification" }).click();
  else await page.reload();
  await expect(toast(page)).toHaveCount(0);
  await waitForHydration(page);
}

/** A module field's own error list (Conform's `${formId}-${name}-error`). */
function fieldError(page: Page, name: string) {
  return page.locator(`#module-${name}-error`);
}

async function click(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
}

const SIMPLE_ANSWERS: Record<string, string>[] = [
  {
    "What is your app called?": "Tile Tales",
    "What does your app do, in one or two sentences?": "A cozy word puzzle.",
    "What problem does it solve?": "Puzzle games full of ads.",
  },
  {
    "Who will use your app?": "Commuters",
    "How old are your users?": "25-45",
    "Where do these people spend time online?": "Puzzle subreddits",
  },
  {
    "Why would someone pick your app over others?": "No ads",
    "Which features are you proudest of?": "Daily puzzle",
    "What would make someone tell a friend about it?": "Sharing a grid",
  },
  {
    "When do you want to launch?": "2027-03-02",
    "What help do you need for your launch?": "A trailer",
    "What does success look like three months after launch?": "1,000 players",
  },
];

test("simple wizard: answer all four steps, finish, and find the answers again", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createApp(tenant.id, "Tile Tales");
  await page.goto(`/simple-wizard/${app.id}`);
  await waitForHydration(page);

  await expect(page.getByTestId("simple-step")).toHaveText("Step 1 of 4: Your app");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByText("Example for Games & Fun: Tile Tales")).toBeVisible();

  for (const [index, answers] of SIMPLE_ANSWERS.entries()) {
    await expect(page.getByTestId("simple-step")).toContainText(`Step ${index + 1} of 4`);
    await expect(
      page.getByRole("progressbar", { name: "Simple questions progress" }),
    ).toHaveAttribute("aria-valuenow", String(index + 1));
    for (const [label, value] of Object.entries(answers)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    if (index === 1) {
      // Save stays on the step with the toast.
      await click(page, "Save");
      await expect(toast(page)).toContainText("Saved!");
      await expect(toast(page)).toContainText("Your answers have been saved.");
      await expect(page).toHaveURL(new RegExp(`/simple-wizard/${app.id}\\?step=1$`));
      await dismissToast(page);
    }
    if (index < 3) {
      await click(page, "Next");
      await expect(page).toHaveURL(new RegExp(`\\?step=${index + 1}$`));
      await waitForHydration(page);
      if (jsEnabled()) {
        // The new step's heading takes the focus; one Tab reaches its first question.
        await expect(page.locator("#step-title")).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(
          page.getByLabel(Object.keys(SIMPLE_ANSWERS[index + 1])[0], { exact: true }),
        ).toBeFocused();
      }
    }
  }
  await click(page, "Finish");
  // Finish saves, shows the toast and goes to the dashboard (docs/product/spec-facts.md §4).
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText("Amazing work!");
  await expect(toast(page)).toContainText(
    "You've completed all the questions. Your app marketing plan is ready!",
  );

  for (const [index, answers] of SIMPLE_ANSWERS.entries()) {
    await page.goto(`/simple-wizard/${app.id}?step=${index}`);
    for (const [label, value] of Object.entries(answers)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    }
  }
  // Previous saves too and goes back a step.
  await waitForHydration(page);
  await click(page, "Previous");
  await expect(page).toHaveURL(/\?step=2$/);
});

async function saveAndContinue(page: Page, nextStep: string) {
  await click(page, "Save & Continue");
  await expect(page).toHaveURL(new RegExp(`\\?step=${nextStep}(#[\\w-]*)?$`));
  await waitForHydration(page);
}

test("marketing wizard: locked steps, limits, a draft, the schedule, and 100% at the end", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  const { tenant } = await login();
  const app = await createApp(tenant.id, "Puzzle Planner");
  await page.goto(`/wizard/${app.id}`);
  await waitForHydration(page);

  // Locked steps: shown as Locked, their tab says what opens them and links there, never to the
  // locked page; their page says Locked; a post to one is refused.
  await expect(page.getByRole("heading", { name: "Foundation", level: 3 })).toBeVisible();
  const seoItem = page.getByTestId("step-seo");
  await expect(seoItem).toContainText("Locked");
  await expect(seoItem.getByRole("link")).toContainText("Opens after Foundation");
  await expect(seoItem.getByRole("link")).toHaveAttribute(
    "href",
    `/wizard/${app.id}?step=foundation`,
  );
  await expect(page.getByTestId("last-checked")).toContainText("Sat, 28 Nov 2026");
  await page.goto(`/wizard/${app.id}?step=seo`);
  await expect(page.getByTestId("locked-step")).toContainText("Locked");
  await expect(page.getByRole("button", { name: "Save & Continue" })).toHaveCount(0);
  const refused = await page.request.post(`/wizard/${app.id}?step=seo`, {
    form: { step: "seo", intent: "complete", primaryKeywords: "sneaky" },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("SEO is locked. Complete Foundation first.");
  await page.goto(`/wizard/${app.id}?step=foundation`);
  await waitForHydration(page);

  // Foundation: the 140-character pitch limit, then a draft, then continue.
  const pitch = page.getByLabel("Elevator pitch", { exact: true });
  const tooLong = `${"A calm word puzzle for commuters. ".repeat(4)}Extra words`.slice(0, 141);
  await pitch.fill(tooLong);
  if (jsEnabled())
    await expect(page.getByTestId("counter-elevatorPitch")).toHaveText("1 over the 140 limit");
  await click(page, "Save & Continue");
  await expect(fieldError(page, "elevatorPitch")).toHaveText(
    "Elevator pitch must be at most 140 characters (you have 141, 1 too many).",
  );
  await expect(page.getByLabel("Elevator pitch", { exact: true })).toHaveValue(tooLong);
  await expect(page).toHaveURL(/\?step=foundation(#[\w-]*)?$/);

  await page
    .getByLabel("Elevator pitch", { exact: true })
    .fill("Tile Tales: a calm word puzzle for commuters.");
  if (jsEnabled()) await expect(page.getByTestId("counter-elevatorPitch")).toHaveText("45 / 140");
  await page.getByLabel("Competitor 1", { exact: true }).fill("Wordscapes");
  await page.getByLabel("Weakness of competitor 1", { exact: true }).fill("Ads between levels");
  await click(page, "Save Draft");
  await expect(toast(page)).toContainText("Draft saved");
  await expect(toast(page)).toContainText("Your progress has been saved.");
  await expect(page).toHaveURL(/\?step=foundation(#[\w-]*)?$/);
  await expect(page.getByTestId("step-foundation")).toContainText("In progress");
  await expect(page.getByLabel("Competitor 1", { exact: true })).toHaveValue("Wordscapes");
  await dismissToast(page);
  // Save & Continue needs the module's required fields (listed above the form).
  await expect(page.getByTestId("required")).toContainText("To complete this module:");
  await click(page, "Save & Continue");
  await expect(fieldError(page, "usp")).toHaveText(
    "Fill in Unique selling point to complete this module.",
  );
  await page.locator('[name="usp"]').fill("No ads, no timers.");
  await page.locator('[name="audienceJob"]').fill("Commuters");
  await page.locator('[name="painPoint"]').fill("Boring commutes");
  await saveAndContinue(page, "seo");
  await expect(page.getByTestId("wizard-progress")).toHaveText("1 of 8 modules completed · 13%");

  // SEO: the 155-character meta description limit.
  const meta = "m".repeat(156);
  await page.getByLabel("Meta description", { exact: true }).fill(meta);
  await click(page, "Save & Continue");
  await expect(fieldError(page, "metaDescription")).toContainText(
    "Meta description must be at most 155 characters",
  );
  await expect(page.getByLabel("Meta description", { exact: true })).toHaveValue(meta);
  await page.getByLabel("Meta description", { exact: true }).fill("A calm word puzzle, no ads.");
  await page.locator('[name="primaryKeywords"]').fill("word puzzle, commute game");
  await saveAndContinue(page, "content");

  // Content: at least one idea, at most three; the schedule is shown and kept.
  const continueButton = page.getByRole("button", { name: "Save & Continue" });
  const ideas = ["Long-form article", "Case study", "Q&A pitch", "Innovation story"];
  if (jsEnabled()) {
    await expect(continueButton).toBeDisabled();
    for (const idea of ideas.slice(0, 3)) await page.getByLabel(idea, { exact: true }).check();
    await expect(page.getByLabel(ideas[3], { exact: true })).toBeDisabled();
    await expect(
      page.getByText(/You've picked 3 ideas, the most a 3-week plan holds/),
    ).toBeVisible();
    await expect(page.getByTestId("content-schedule")).toContainText("Schedule preview");
  } else {
    await click(page, "Save & Continue");
    await expect(page.getByTestId("error-summary")).toContainText(
      "Content ideas: Pick at least one content idea before you continue.",
    );
    for (const idea of ideas) await page.getByLabel(idea, { exact: true }).check();
    await click(page, "Save & Continue");
    await expect(page.getByTestId("error-summary")).toContainText(
      "Pick at most 3 content ideas (you picked 4).",
    );
    for (const idea of ideas) await expect(page.getByLabel(idea, { exact: true })).toBeChecked();
    await page.getByLabel(ideas[3], { exact: true }).uncheck();
  }
  await expect(continueButton).toBeEnabled();
  await saveAndContinue(page, "community");
  await page.goto(`/wizard/${app.id}?step=content`);
  const schedule = page.getByTestId("content-schedule");
  await expect(schedule).toContainText("Your 3-week content schedule");
  // Tagged Blog, LinkedIn and Twitter as every plan is; a game's own channels are suggested.
  await expect(schedule.locator("tbody tr")).toHaveCount(3);
  await expect(schedule.locator("tbody tr td:nth-child(3)")).toHaveText([
    "Blog",
    "LinkedIn",
    "Twitter",
  ]);
  await expect(page.getByTestId("channel-suggestions")).toContainText(
    "Also fits your category: Devlog, Short video, Discord.",
  );
  await page.goto(`/wizard/${app.id}?step=community`);
  await waitForHydration(page);

  const rest: [Record<string, string>, string][] = [
    [
      {
        communityStrategy: "Join a cozy-games Discord first.",
        directorySubmissions: "BetaList, AlternativeTo",
      },
      "creative",
    ],
    [
      {
        innovationCampaign: "Puzzle cards at train stations.",
        submissionProcess: "Tagline “A calm word puzzle for your commute”",
      },
      "launch",
    ],
    [
      {
        launchTimeline: "T0 12:01 a.m. PT go live.",
        whatsNextCommunication: "A week-one update to the newsletter.",
      },
      "analytics",
    ],
    [
      {
        productHuntMetrics: "Comments and referral visits.",
        trackingDashboard: "Weekly installs and day-7 return.",
      },
      "retention",
    ],
  ];
  for (const [fields, next] of rest) {
    for (const [name, value] of Object.entries(fields))
      await page.locator(`[name="${name}"]`).fill(value);
    await saveAndContinue(page, next);
  }
  await page.locator('[name="nonTechnicalStrategy"]').fill("A welcome email with one tip.");
  await page.getByLabel("Long-term growth", { exact: true }).fill("Seasonal puzzle packs.");
  await click(page, "Save & Continue");
  await expect(page).toHaveURL(/\/dashboard(#[\w-]*)?$/);
  await expect(toast(page)).toContainText("Congratulations!");
  await expect(toast(page)).toContainText(
    "You've completed all marketing modules. Your app is ready for launch!",
  );
  await expect(
    page.getByRole("article", { name: "Puzzle Planner" }).getByText(/^Plan: /),
  ).toHaveText("Plan: 100% of 8 modules");
});

test("a refused Save Draft: the summary on top of the form lists the pitch, takes the focus, and keeps the text", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createApp(tenant.id, "Pitch Perfect");
  await page.goto(`/wizard/${app.id}?step=foundation`);
  await waitForHydration(page);
  const pitch = "A calm word puzzle for commuters, with one new grid every morning. "
    .repeat(3)
    .slice(0, 150);
  await page.getByLabel("Elevator pitch", { exact: true }).fill(pitch);
  await page.getByLabel("Unique selling point", { exact: true }).fill("No ads, no timers.");
  await click(page, "Save Draft");

  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeVisible();
  const link = summary.getByRole("link", {
    name: "Elevator pitch: Elevator pitch must be at most 140 characters (you have 150, 10 too many).",
  });
  await expect(link).toHaveAttribute("href", "#module-elevatorPitch");
  // The summary sits at the top of the form, above the first field.
  const summaryBox = await summary.boundingBox();
  const fieldBox = await page.getByLabel("Elevator pitch", { exact: true }).boundingBox();
  expect(summaryBox!.y).toBeLessThan(fieldBox!.y);
  await expect(page.getByLabel("Elevator pitch", { exact: true })).toHaveValue(pitch);
  await expect(page.getByLabel("Elevator pitch", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByLabel("Unique selling point", { exact: true })).toHaveValue(
    "No ads, no timers.",
  );
  await expect(toast(page)).toHaveCount(0);
  const { db } = await import("../../app/services/db.server");
  expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  if (jsEnabled()) {
    await expect(summary).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
      "error-summary",
    );
    await link.click();
    await expect(page.getByLabel("Elevator pitch", { exact: true })).toBeFocused();
  }
  // Fixed and saved: the summary and the field's error are gone, the draft is kept.
  await page.getByLabel("Elevator pitch", { exact: true }).fill("A calm word puzzle.");
  await click(page, "Save Draft");
  await expect(toast(page)).toContainText("Draft saved");
  await expect(summary).toHaveCount(0);
  await expect(fieldError(page, "elevatorPitch")).toHaveCount(0);
  await expect(page.getByLabel("Elevator pitch", { exact: true })).toHaveValue(
    "A calm word puzzle.",
  );
});

test("after Save & Continue the new step's heading has the focus", async ({ page, login }) => {
  test.skip(!jsEnabled(), "focus moves with JavaScript; without it the browser loads a new page");
  const { tenant } = await login();
  const app = await createApp(tenant.id, "Focus Finder");
  await page.goto(`/wizard/${app.id}?step=foundation`);
  await waitForHydration(page);
  await page.getByLabel("Elevator pitch", { exact: true }).fill("A calm word puzzle.");
  await page.getByLabel("Unique selling point", { exact: true }).fill("No ads.");
  await page.locator('[name="audienceJob"]').fill("Commuters");
  await page.locator('[name="painPoint"]').fill("Boring commutes");
  await saveAndContinue(page, "seo");
  const heading = page.getByRole("heading", { name: "SEO", level: 3 });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("module-title");
  // A step chosen in the step list moves the focus the same way.
  await page.getByTestId("step-foundation").getByRole("link").click();
  await expect(page).toHaveURL(/\?step=foundation$/);
  await expect(page.getByRole("heading", { name: "Foundation", level: 3 })).toBeFocused();
});

test("from a step's heading one link skips the guidance to the first question", async ({
  page,
  login,
}) => {
  const { tenant } = await login();
  const app = await createApp(tenant.id, "Skip Guidance");
  await page.goto(`/wizard/${app.id}?step=foundation`);
  await waitForHydration(page);
  // Start where Save & Continue leaves the focus: the step's heading.
  await page.locator("#module-title").focus();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip the guidance to the questions" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Elevator pitch", { exact: true })).toBeFocused();
  // The guidance is still there, folded, for whoever reads on.
  await expect(page.getByTestId("guidance").locator("summary")).toBeVisible();
});

test("the wizard pages have no detectable accessibility violations", async ({ page, login }) => {
  test.skip(!jsEnabled(), "axe runs as a script in the page");
  // Four pages scanned one after another: 45 s is short on a busy machine.
  test.slow();
  const { AxeBuilder } = await import("@axe-core/playwright");
  const { tenant } = await login();
  const app = await createApp(tenant.id, "Axe App", "education");
  const { db } = await import("../../app/services/db.server");
  for (const stepName of ["foundation", "seo"]) {
    await db.module.create({ data: { appId: app.id, stepName, status: "completed", data: {} } });
  }
  for (const path of [
    `/simple-wizard/${app.id}?step=1`,
    `/wizard/${app.id}?step=foundation`,
    `/wizard/${app.id}?step=content`,
    `/wizard/${app.id}?step=launch`,
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    // tests/e2e/a11y.spec.ts scans these pages whole, the toaster's region included.
    const results = await new AxeBuilder({ page })
      .exclude('[aria-label="Notifications (F8)"]')
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      path,
    ).toEqual([]);
  }
});
