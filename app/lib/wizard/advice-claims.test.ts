// One test per corrected claim: what each place now says about it.
import { describe, expect, test } from "vitest";

import { CATEGORY_HINTS, categoryHint, STORE_HINTS } from "../category-copy";
import {
  CHECKLIST_TEMPLATE,
  planChecklist,
  RELAUNCH_AFTER_DAYS,
  taskWording,
  taskWordings,
} from "../checklist";
import { checkLaunchCopy, DESCRIPTION_MAX, LAUNCH_COPY_RULES } from "../launch-copy-check";
import { moduleDefinition, MODULES } from "./modules";
import { SIMPLE_WIZARD_STEPS } from "./simple-questions";
import { RULES_LAST_CHECKED, SOURCES } from "./sources";

const pointsOf = (step: Parameters<typeof moduleDefinition>[0]) => {
  const m = moduleDefinition(step);
  return [...m.guidance, ...Object.values(m.categoryNotes).flat()];
};
const pointWith = (step: Parameters<typeof moduleDefinition>[0], needle: RegExp) =>
  pointsOf(step).filter((p) => needle.test(p.text));
/** A question's whole hint: its first sentence and what "More" folds, for every platform. */
const hint = (id: string) => {
  const question = SIMPLE_WIZARD_STEPS.flatMap((s) => s.questions).find((q) => q.id === id)!;
  const forPlatforms = (question.moreFor ?? []).map((line) => line.text).join(" ");
  return `${question.hint} ${question.more ?? ""} ${forPlatforms}`;
};
const task = (title: RegExp) => CHECKLIST_TEMPLATE.find((t) => title.test(t.title))!;
/** The day of the second check of the rules against primary sources. */
const CHECK_OF_26_NOV = "2026-11-26";
/** The day of the third check (35 claims). */
const THIRD_CHECK = "2026-11-28";

describe("health apps and organisation accounts: Apple *may* ask a health-data app (5.1.1(ix))", () => {
  test("the launch note: healthcare services should (enforced), a habit app that keeps health data may", () => {
    const [note] = moduleDefinition("launch").categoryNotes.health!.filter((p) =>
      /organisation/i.test(p.text),
    );
    expect(note.text).not.toMatch(/must publish/);
    expect(note.text).toMatch(
      /an app that provides healthcare services should be submitted by a legal entity \(an organisation account\), and App Review enforces it/,
    );
    expect(note.text).toMatch(
      /Apple may ask the same of a habit or stretching app that keeps health/,
    );
    expect(note.text).not.toMatch(/needs neither/);
    expect(note.sources).toContain(SOURCES.appleGuidelines);
    expect(note.platforms).toEqual(["ios"]);
    expect(note.checked).toBe(THIRD_CHECK);
    // Google Play's half is its own note, shown to Android apps.
    const [play] = pointWith("launch", /Health apps declaration/);
    expect(play.text).toMatch(/only medical and human-subjects-research apps/);
    expect(play.sources).toContain(SOURCES.playHealthDeclaration);
    expect(play.platforms).toEqual(["android"]);
    expect(play.checked).toBe(THIRD_CHECK);
  });

  test("the category card says may, not only", () => {
    expect(categoryHint("health", ["ios"])).not.toMatch(
      /Only apps that provide healthcare services/,
    );
    expect(categoryHint("health", ["ios"])).toMatch(
      /Apple may ask the same of an app that keeps health data/,
    );
  });

  test("the simple wizard's launch-help hint says a fitness or habit app may be asked", () => {
    expect(hint("launch-help")).toMatch(
      /Apple may ask the same of a fitness or habit app that keeps health data/,
    );
    expect(hint("launch-help")).not.toMatch(/not a fitness or habit app/);
  });

  test("foundation: the publisher note and the young-maker note say may", () => {
    const [publisher] = pointWith("foundation", /^Who publishes/);
    expect(publisher.text).toMatch(/provide services in highly regulated fields/);
    expect(publisher.text).toMatch(
      /one that keeps health data may still be asked to publish as an organisation/,
    );
    expect(publisher.text).toMatch(/apps that require sensitive user information/);
    expect(publisher.platforms).toEqual(["ios"]);
    expect(publisher.checked).toBe(CHECK_OF_26_NOV);
    const [play] = pointWith("foundation", /^Who publishes on Google Play/);
    expect(play.text).toMatch(/only medical and human-subjects-research apps/);
    expect(play.sources).toContain(SOURCES.playOrganizationAccount);
    expect(play.platforms).toEqual(["android"]);
    expect(play.checked).toBe(CHECK_OF_26_NOV);
    const [young] = pointWith("foundation", /^Young maker/);
    expect(young.text).not.toMatch(/a fitness or habit app does not/);
    expect(young.text).toMatch(
      /Apple may ask the same of a fitness or habit app that keeps health/,
    );
    expect(young.checked).toBe(THIRD_CHECK);
  });

  test("the checklist's publisher task says Apple may still ask a health-data app", () => {
    const publisher = task(/^Check who publishes your health app/);
    for (const { notes } of [publisher, taskWording(publisher, ["ios"])]) {
      expect(notes).toMatch(/Apple may still ask for one if it keeps health data/);
      expect(notes).toMatch(/apps that require sensitive user information/);
    }
  });
});

describe("children's consent: under 13 in the US (COPPA), the country's 13 to 16 in the EU", () => {
  test("the foundation age field's hint says both", () => {
    const field = moduleDefinition("foundation").fields.find((f) => f.name === "audienceAge")!;
    expect(field.hint).not.toMatch(/^Under 13 brings parental-consent rules/);
    expect(field.hint).toMatch(/under 13 in the US \(COPPA\)/);
    expect(field.hint).toMatch(/in the EU, under the country's age of 13 to 16/);
  });

  test("every rule, hint or task that names 13 as a consent age also names the EU's 13 to 16", () => {
    const texts = [
      ...MODULES.flatMap((m) => [
        ...m.guidance.map((p) => p.text),
        ...Object.values(m.categoryNotes).flatMap((notes) => notes.map((p) => p.text)),
        ...m.fields.map((f) => f.hint),
      ]),
      ...SIMPLE_WIZARD_STEPS.flatMap((s) => s.questions).map((q) => `${q.hint} ${q.more ?? ""}`),
      ...CHECKLIST_TEMPLATE.flatMap((t) => taskWordings(t).map((w) => w.notes)),
      ...Object.values(CATEGORY_HINTS),
      ...Object.values(STORE_HINTS).flatMap((lines) => lines.map((line) => line.text)),
    ];
    const namingThirteen = texts.filter((t) => /under[ -]13\b/i.test(t));
    expect(namingThirteen.length).toBeGreaterThanOrEqual(3);
    expect(namingThirteen.filter((t) => !/13 to 16/.test(t))).toEqual([]);
  });

  test("the foundation rule on consent ages was re-checked on 26 November", () => {
    const [consent] = pointWith("foundation", /^Audience under 13\?/);
    expect(consent.text).toMatch(/In the US \(COPPA\)/);
    expect(consent.text).toMatch(/anywhere from 13 to 16/);
    expect(consent.checked).toBe(CHECK_OF_26_NOV);
  });
});

describe("GDPR age of digital consent", () => {
  test("foundation says each state sets 13 to 16, 16 by default", () => {
    const [gdpr] = pointWith("foundation", /GDPR/);
    expect(gdpr.text).toMatch(/anywhere from 13 to 16 \(16 unless/);
  });

  test("the age question's hint says the same", () => {
    expect(hint("age-group")).toMatch(/anywhere from 13 to 16 \(16 unless it chose lower\)/);
  });
});

describe("ratings prompts: a standing Rate us link is fine, a custom prompt is not (5.6.1)", () => {
  const LINK_FINE = /A standing “Rate us” link to the store's (write-a-)?review page is fine/;
  const NO_IMITATION =
    /a home-made (prompt that imitates the system one|copy of the prompt) is not \(Apple 5\.6\.1\)/;

  // One point per store, each shown to that store's apps only.
  test("SEO: Apple's 3 in 365 days, Google's unpublished quota, no button, the link allowed", () => {
    const [apple, play] = pointWith("seo", /^Ratings help ranking/);
    for (const ratings of [apple, play]) {
      expect(ratings.text).not.toMatch(/only through the system prompt/);
      expect(ratings.text).not.toMatch(/neither store/);
      expect(ratings.text).toMatch(/Never open the prompt from a button/);
      expect(ratings.text).toMatch(LINK_FINE);
      expect(ratings.checked).toBe(CHECK_OF_26_NOV);
    }
    expect(apple.text).toMatch(/Apple shows its prompt at most 3 times in 365 days/);
    expect(apple.text).toMatch(NO_IMITATION);
    expect(apple.sources).toContain(SOURCES.appleGuidelines);
    expect(apple.platforms).toEqual(["ios"]);
    expect(play.text).toMatch(/Google publishes no quota/);
    expect(play.text).toMatch(/Google .* bans rewards and bars questions .* before or during it/);
    expect(play.sources).toContain(SOURCES.androidReviews);
    expect(play.platforms).toEqual(["android"]);
  });

  test("retention says the same", () => {
    const [apple, play] = pointWith("retention", /rating prompt/);
    for (const ratings of [apple, play]) {
      expect(ratings.text).not.toMatch(/only through the system prompts/);
      expect(ratings.text).toMatch(/Never show the store's rating prompt in answer to a button/);
      expect(ratings.text).toMatch(LINK_FINE);
      expect(ratings.checked).toBe(CHECK_OF_26_NOV);
    }
    expect(apple.text).toMatch(NO_IMITATION);
    expect(apple.sources).toContain(SOURCES.appleGuidelines);
    expect(apple.platforms).toEqual(["ios"]);
    expect(play.text).toMatch(/on Google Play ask no questions before it/);
    expect(play.sources).toContain(SOURCES.androidReviews);
    expect(play.platforms).toEqual(["android"]);
  });

  test("the checklist's follow-up task allows the link and bans a button trigger and rewards", () => {
    const { notes } = task(/ask for ratings the right way/);
    expect(notes).not.toMatch(/only through the system rating prompts/);
    expect(notes).toMatch(/Never show the store's rating prompt in answer to a button/);
    expect(notes).toMatch(/never reward ratings/);
    expect(notes).toMatch(/a standing “Rate us” link to the store's review page is fine/);
  });
});

test("weekend launches: no unsourced click figure", () => {
  const [weekend] = pointWith("launch", /weekends/i);
  expect(weekend.text).not.toMatch(/\d+\s?%/);
});

describe("Product Hunt relaunch: at least six months and a significant update", () => {
  const SIX_MONTHS =
    /at least six months after the last post of the same product, company or root domain/;
  const UPDATE =
    /only with a significant update: a new look alone or a price change is not one, while a complete redesign with new functionality can be/;

  test("the launch module says both and sends the reader to the help page", () => {
    const [relaunch] = pointWith("launch", /relaunch/i);
    expect(relaunch.text).not.toMatch(/no fixed/);
    expect(relaunch.text).toMatch(SIX_MONTHS);
    expect(relaunch.text).toMatch(UPDATE);
    expect(relaunch.text).toMatch(/Check its relaunch help page before you plan/);
    expect(relaunch.sources).toEqual([SOURCES.phRelaunch]);
    expect(relaunch.checked).toBe(THIRD_CHECK);
  });

  test("Product Hunt's relaunch page is a primary source", () => {
    expect(SOURCES.phRelaunch.url).toBe(
      "https://help.producthunt.com/en/articles/484934-can-i-relaunch-my-product",
    );
    expect("secondary" in SOURCES.phRelaunch).toBe(false);
  });

  test("the checklist's T+180 task says the same", () => {
    expect(RELAUNCH_AFTER_DAYS).toBe(180);
    const relaunch = planChecklist("2027-03-01", "tools", []).find((t) =>
      /relaunch/i.test(t.title),
    )!;
    expect(relaunch.offsetDays).toBe(180);
    expect(relaunch.notes).not.toMatch(/no fixed interval/);
    expect(relaunch.notes).toMatch(SIX_MONTHS);
    expect(relaunch.notes).toMatch(UPDATE);
    expect(relaunch.notes).toMatch(/Check its relaunch help page before you plan/);
  });
});

describe("Product Hunt form lengths: a description under 260, secondary figures said with about", () => {
  test("the creative module advises under 260 and labels the name and first comment about", () => {
    const [form] = pointWith("creative", /^Product Hunt's form/);
    expect(form.text).not.toMatch(/description up to 500/);
    expect(form.text).toMatch(/a description under 260 characters to be safe/);
    expect(form.text).toMatch(/posting help says 260, its launch guide up to 500/);
    expect(form.text).toMatch(/a name of about 40 characters at most/);
    expect(form.text).toMatch(/about 800 characters show/);
    expect(form.sources[0]).toBe(SOURCES.phPosting);
    expect("secondary" in SOURCES.phPosting).toBe(false);
    expect(form.checked).toBe(CHECK_OF_26_NOV);
  });

  test("the copy check flags a description over 260 and says the name limit is about 40", () => {
    const lengths = (text: string, kind: "description" | "name") =>
      checkLaunchCopy([{ field: "f", label: "Listing", text, kind }]).map((w) => w.ruleId);
    expect(DESCRIPTION_MAX).toBe(260);
    expect(lengths("a".repeat(260), "description")).toEqual([]);
    expect(lengths("a".repeat(261), "description")).toEqual(["description-length"]);
    const name = LAUNCH_COPY_RULES.find((r) => r.id === "name-length")!;
    expect(name.name).toMatch(/about 40/);
    expect(name.rewrite).toMatch(/about 40/);
    const description = LAUNCH_COPY_RULES.find((r) => r.id === "description-length")!;
    expect(description.rewrite).toMatch(/under 260 characters to be safe/);
  });
});

test("the third check moves the 'rules last checked' date to 28 November", () => {
  expect(RULES_LAST_CHECKED).toBe(THIRD_CHECK);
});

test("retention figures name their source beside them and are not said to hold for every app", () => {
  const [retention] = pointWith("analytics", /day-1 retention/);
  expect(retention.text).toMatch(/vendor roundup citing AppsFlyer and Adjust/);
  expect(retention.text).toMatch(/AppsFlyer's own reports give about 10\u201312% on day 7/);
  expect(retention.text).not.toMatch(/across all apps/i);
  expect(retention.checked).toBe("2026-11-25");
});

describe("third check (28 November 2026): each corrected claim in each place", () => {
  test("Product Hunt media: every image under 3 MB, two gallery images, YouTube only", () => {
    const [media] = pointWith("creative", /^Media/);
    expect(media.text).not.toMatch(/2 MB|Loom|at least 3 gallery/);
    expect(media.text).toMatch(/every image under 3 MB/);
    expect(media.text).toMatch(/at least two gallery images, 1270\u00d7760 recommended/);
    expect(media.text).toMatch(/three or more is our advice/);
    expect(media.text).toMatch(/a GIF animates only on hover/);
    expect(media.text).toMatch(/a public YouTube link, the only kind Product Hunt plays/);
    expect(media.sources).toEqual([SOURCES.phPreparing]);
    expect("secondary" in SOURCES.phPreparing).toBe(false);
    expect(media.checked).toBe(THIRD_CHECK);
  });

  test("UK soft opt-in: a sale or its negotiation, own similar products, opt-out at collection too", () => {
    const [consent] = pointWith("retention", /soft opt-in/);
    expect(consent.text).not.toMatch(/if every message offers an opt-out/);
    expect(consent.text).toMatch(
      /only people whose address you got while selling to them or negotiating a sale/,
    );
    expect(consent.text).toMatch(/only about your own similar products/);
    expect(consent.text).toMatch(
      /offered a simple opt-out when you collected the address and in every message since/,
    );
    expect(consent.sources[0]).toBe(SOURCES.icoEmail);
    expect(consent.sources.every((s) => !s.url.includes("dpnetwork"))).toBe(true);
    expect(consent.checked).toBe(THIRD_CHECK);
  });

  test("EU trader status: declared by the developer; money usually, not automatically", () => {
    const [trader] = pointWith("retention", /trader/);
    expect(trader.text).not.toMatch(/anyone earning money/i);
    expect(trader.text).toMatch(
      /you assess and declare in App Store Connect whether you are a trader under the Digital Services Act/,
    );
    expect(trader.text).toMatch(/usually makes you one, but not automatically/);
    expect(trader.text).toMatch(/address, phone and email on EU product pages/);
    expect(trader.text).toMatch(/an individual may give a PO box/);
    expect(trader.sources).toContain(SOURCES.appleTraderDsa);
    expect(trader.checked).toBe(THIRD_CHECK);
  });

  describe("Play pre-registration: one campaign of at most 90 days, not per country", () => {
    const CAMPAIGN =
      /at most 90 days: if the app is not published by then, (pre-registration|it) ends in every country and you cannot start another/;

    test("the launch module's games note", () => {
      const [note] = moduleDefinition("launch").categoryNotes.games!.filter((p) =>
        /pre-registration/.test(p.text),
      );
      expect(note.text).not.toMatch(/per country/);
      expect(note.text).toMatch(CAMPAIGN);
      expect(note.sources).toContain(SOURCES.playPreRegistration);
      expect(note.checked).toBe(THIRD_CHECK);
    });

    test("the checklist's pre-registration task", () => {
      const preRegistration = task(/pre-registration/);
      for (const { notes } of [preRegistration, taskWording(preRegistration, ["android"])]) {
        expect(notes).not.toMatch(/per country/);
        expect(notes).toMatch(CAMPAIGN);
      }
    });
  });

  test("Apple 5.1.1(ix): should, enforced in review, on the category card and the simple wizard", () => {
    expect(categoryHint("health", ["ios"])).not.toMatch(/must publish/);
    expect(categoryHint("health", ["ios"])).toMatch(
      /On the App Store healthcare services should come from an organisation \(App Review enforces it\)/,
    );
    expect(hint("launch-help")).not.toMatch(/services need an organisation account/);
    expect(hint("launch-help")).toMatch(
      /should come from an organisation, which App Review enforces/,
    );
    const [young] = pointWith("foundation", /^Young maker/);
    expect(young.text).not.toMatch(/need an organisation account/);
    expect(young.text).toMatch(/should come from an organisation, which App Review enforces/);
  });
});
