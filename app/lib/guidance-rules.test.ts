// Pins the corrected guidance: no wrong statement from the earlier guidance remains anywhere in
// app/ (the phrasings retired by the third check also nowhere in docs/, the README or the seed),
// stated character counts are true, every rule has a source and a checked date, and rules for one
// platform show only where they apply.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { applicableTasks, planChecklist } from "./checklist";
import { appliesToPlatforms, readPlatforms, storePlatforms } from "./platforms";
import { categoryChannelSuggestions } from "./wizard/content-schedule";
import { MODULES, moduleStepView } from "./wizard/modules";
import { latestChecked, RULES_LAST_CHECKED } from "./wizard/sources";

const ROOT = process.env.GUIDANCE_SCAN_DIR ?? path.resolve(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mts|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The app's text as a reader sees it: \u escapes decoded. */
const corpus = sourceFiles(ROOT).map((file) => ({
  file: path.relative(ROOT, file),
  text: fs
    .readFileSync(file, "utf8")
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
}));

const WRONG_STATEMENTS: [string, RegExp][] = [
  ["kids: ads behind a parental gate", /ads and purchases behind a parental gate/i],
  [
    "kids: Apple Kids puts only links and purchases behind a gate",
    /Kids category puts links and purchases behind a parental gate/i,
  ],
  [
    "under-18s (and so health apps) told to publish through a parent",
    /publish through a parent or an organisation\./i,
  ],
  ["plan-wide four-week preparation", /start preparing about four weeks before/i],
  [
    "Product Hunt date four weeks out as the plan",
    /Pick a Product Hunt date about four weeks out/i,
  ],
  [
    "launch timeline said to start four weeks before",
    /from four weeks before to the week after launch/i,
  ],
  [
    "Play title rules listing only best/top/#1",
    /(Google Play rejects|stores reject|Google bars) “best”(, “top”)? or “#1”/i,
  ],
  ["the example game's store subtitle selling 'no ads'", /subtitle “[^”]*no ads[^”]*”/i],
  ["the example game's keyword 'no ads'", /no ads puzzle game/i],
  ["retention vendor 'medians'", /Vendor medians/i],
  ["casual-game retention table", /benchmark\("casual game", 35, 12, 4\)/],
  ["Indie Hackers invite codes", /invite codes since August 2021/i],
  ["Product Hunt thumbnail 3 MB", /2–3 MB/],
  ["rules dated before the latest check", /RULES_LAST_CHECKED = "2026-11-2[2-5]"/],
  ["every health app told to use an organisation account", /health apps need an organisation/i],
  [
    "health apps told to publish from an organisation account",
    /^\s*"?(Before submitting: )?publish from an organisation account/im,
  ],
  ["Apple's legal-entity rule for all health apps", /legal entity for regulated health apps/i],
  [
    "regulated apps rather than regulated services",
    /(healthcare|health) and other (highly )?regulated apps/i,
  ],
  [
    "Play organisation account for every medical-ish app",
    /, and medical apps need an Organization/i,
  ],
  [
    "GDPR consent 16 or 13 only",
    /from 13 where a country lowered it|under 16 \(13 in some countries\)/i,
  ],
  ["both stores said to ban questions before the prompt", /neither store allows/i],
  ["weekend launches 15% more clicks", /15\s?% more/i],
  [
    "Product Hunt relaunch 'about six months later' (it is at least six)",
    /about six months (later|after)/i,
  ],
  [
    "Product Hunt relaunch with no waiting time",
    /names no (fixed )?(waiting time|interval)|no relaunch interval/i,
  ],
  ["parental consent said to start under 13 only", /Under 13 brings parental-consent rules/i],
  [
    "ratings asked for only through the system prompt",
    /(ask|ratings) only through the system (rating )?prompts?/i,
  ],
  [
    "a fitness or habit app said never to need an organisation",
    /fitness or habit app does not\.|habit or stretching app needs neither|not a fitness or habit app\./i,
  ],
  ["Product Hunt description up to 500 as the advice", /description up to 500/i],
  ["Product Hunt name limit as a firm figure", /name up to 40 characters/i],
  ["retention 'across all apps' as fact", /Retention across all apps/i],
  ["Play title word 'New' as a program word", /label: "New", re: word\("new"\)/],
];

/**
 * Phrasings the third check against primary sources (28 November 2026) retired, each with the
 * old wording it catches. These must not come back in app/ nor in docs/, the README or the seed.
 */
const RETIRED_ON_28_NOV: [string, RegExp, string][] = [
  [
    "Product Hunt video: a Loom link (only YouTube plays)",
    /\bLoom\b/,
    "and a YouTube or Loom video link.",
  ],
  [
    "Product Hunt images: at most 2 MB (the guide says under 3 MB)",
    /(?<![\d.,])2\s?MB\b/,
    "a 240\u00d7240 thumbnail (JPG, PNG or an animated GIF, at most 2 MB)",
  ],
  [
    "Product Hunt gallery: at least 3 images required (two are)",
    /at least (3|three) gallery images|gallery of at least (3|three)/i,
    "at least 3 gallery images (the first is the social preview",
  ],
  [
    "UK soft opt-in on an opt-out in every message alone",
    /if every message offers an opt-out/i,
    "lets you email existing customers about similar products of your own if every message offers an opt-out.",
  ],
  [
    "EU trader status automatic for anyone earning money",
    /anyone earning money[^.]*trader|earning money from an app counts as/i,
    "and anyone earning money from an app counts as a trader: use a PO box",
  ],
  [
    "Play pre-registration 'per country' (one campaign ends everywhere)",
    /per country/i,
    "Play pre-registration runs up to 90 days per country",
  ],
  [
    "Product Hunt relaunch: every new design ruled out",
    /new (design|UI) or a price change (is|does) not/i,
    "only with a significant update: a new design or a price change is not one.",
  ],
  [
    "Apple 5.1.1(ix) as 'must' (the guideline says 'should')",
    /must (be submitted by a legal entity|publish from an organi[sz]ation)/i,
    "an app that provides healthcare services must publish from an organisation account",
  ],
];

const REPO = path.resolve(ROOT, "..");

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Decision records are history: they quote what was wrong on purpose.
    if (entry.isDirectory()) return entry.name === "decisions" ? [] : markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/**
 * docs/, the README and the seed as a reader sees them. A doc may quote a retired wording to
 * say it was wrong ("…" or “…”), never state it: quoted passages are left out of the search.
 */
const docsCorpus = [
  ...markdownFiles(path.join(REPO, "docs")),
  path.join(REPO, "README.md"),
  ...fs
    .readdirSync(path.join(REPO, "prisma"))
    .filter((name) => /^seed.*\.ts$/.test(name))
    .map((name) => path.join(REPO, "prisma", name)),
].map((file) => {
  const raw = fs.readFileSync(file, "utf8").replace(/\s+/g, " ");
  return {
    file: path.relative(REPO, file),
    text: file.endsWith(".md")
      ? raw.replace(/"[^"]{0,300}"|\u201c[^\u201d]{0,300}\u201d/g, "\u2026")
      : raw,
  };
});

describe("the phrasings retired on 28 November appear nowhere", () => {
  test.each(RETIRED_ON_28_NOV)("the scan catches %s in its old wording", (_name, pattern, old) => {
    expect(pattern.test(old)).toBe(true);
  });

  test.each(RETIRED_ON_28_NOV)("%s: not in app/", (_name, pattern) => {
    const hits = corpus.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
    expect(hits).toEqual([]);
  });

  test.each(RETIRED_ON_28_NOV)("%s: not in docs/, the README or the seed", (_name, pattern) => {
    const hits = docsCorpus.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
    expect(hits).toEqual([]);
  });

  test("the docs searched include the guidance sources, the marketing facts and the README", () => {
    expect(docsCorpus.map((d) => d.file)).toEqual(
      expect.arrayContaining([
        "docs/guidance-sources.md",
        "docs/product/marketing-facts.md",
        "README.md",
        "prisma/seed.ts",
      ]),
    );
  });
});

describe("no wrong statement remains in app/", () => {
  test.each(WRONG_STATEMENTS)("%s", (_name, pattern) => {
    const hits = corpus.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
    expect(hits).toEqual([]);
  });

  test("every quoted example with a character count states the true count", () => {
    const wrong: string[] = [];
    for (const { file, text } of corpus) {
      for (const match of text.matchAll(/“([^”]{2,80})” \((\d+)\)/g)) {
        if ([...match[1]].length !== Number(match[2])) wrong.push(`${file}: ${match[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("the corrected rules are there: regulated services, GDPR 13 to 16, Apple's prompt rule", () => {
    const all = corpus.map((c) => c.text).join("\n");
    expect(all).toContain("human-subjects-research apps need an Organization account");
    expect(all).toContain("anywhere from 13 to 16");
    expect(all).toContain("at most 3 times in 365 days");
  });

  test("the rules corrected on 26 November are there: relaunch, consent ages, ratings, health, PH", () => {
    const all = corpus.map((c) => c.text).join("\n");
    expect(all).toContain("at least six months after the last post");
    expect(all).toContain("under 13 in the US (COPPA)");
    expect(all).toContain("prompt that imitates the system one is not (Apple 5.6.1)");
    expect(all).toContain("may still be asked to");
    expect(all).toContain("a description under 260 characters to be safe");
  });

  test("the new rules are there: COPPA 2025, Apple's age tiers, health publishers, Play families ads", () => {
    const all = corpus.map((c) => c.text).join("\n");
    expect(all).toContain("22 April 2026");
    expect(all).toMatch(/4\+, 9\+, 13\+, 16\+ and 18\+/);
    expect(all).toContain("Health apps declaration");
    expect(all).toContain("Families Self-Certified Ads SDKs");
  });
});

describe("sources and dates", () => {
  const points = MODULES.flatMap((m) => [...m.guidance, ...Object.values(m.categoryNotes).flat()]);

  test("every confirmed rule names a source (only how this app plans content cites none)", () => {
    const unsourced = points.filter((p) => !p.unconfirmed && p.sources.length === 0);
    expect(unsourced.map((p) => p.text.slice(0, 20))).toEqual(["Pick at most 3 ideas"]);
  });

  test("'Rules last checked' is the latest date any rule was checked", () => {
    expect(latestChecked(points.map((p) => p.checked))).toBe(RULES_LAST_CHECKED);
  });

  test("the wizard page shows the latest checked date of the rules it shows", () => {
    const view = moduleStepView("launch", "games", { platforms: ["steam"] });
    expect(view.lastChecked).toBe("2026-11-28");
  });
});

describe("platform and category filtering", () => {
  const steamTitles = (tasks: { title: string }[]) =>
    tasks.map((t) => t.title).filter((t) => t.includes("Steam"));

  test("a mobile-only game never gets Steam tasks; a Steam game does", () => {
    expect(steamTitles(applicableTasks("games", ["ios", "android"]))).toEqual([]);
    expect(steamTitles(applicableTasks("games", []))).toEqual([]);
    expect(steamTitles(applicableTasks("games", ["steam"]))).toEqual([
      "Submit your Steam store page for review",
      "Make your Steam Coming Soon page public",
      "Pay the Steam Direct fee",
    ]);
    expect(steamTitles(applicableTasks("tools", ["steam"]))).toEqual([]);
  });

  test("the Play closed test is for Android apps; store builds for mobile apps", () => {
    const web = applicableTasks("tools", ["web"]).map((t) => t.title);
    expect(web).not.toContain("Start a Google Play closed test");
    expect(web).not.toContain("Submit your store builds for review");
    expect(applicableTasks("tools", ["android"]).map((t) => t.title)).toContain(
      "Start a Google Play closed test",
    );
  });

  test("the slowest gate comes first: a Steam game's checklist starts at T-100", () => {
    const plan = planChecklist("2027-03-01", "games", ["steam"]);
    expect(Math.min(...plan.map((t) => t.offsetDays))).toBe(-100);
  });

  test("health apps get the publisher check", () => {
    expect(applicableTasks("health", ["ios"]).map((t) => t.title)).toContain(
      "Check who publishes your health app",
    );
    expect(applicableTasks("tools", ["ios"]).map((t) => t.title)).not.toContain(
      "Check who publishes your health app",
    );
  });

  test("Steam guidance shows only to Steam games", () => {
    const texts = (platforms: ("ios" | "android" | "steam" | "web")[]) =>
      [
        ...moduleStepView("launch", "games", { platforms }).categoryNotes,
        ...moduleStepView("community", "games", { platforms }).categoryNotes,
      ].map((p) => p.text);
    expect(texts(["ios"]).filter((t) => t.includes("Steam"))).toEqual([]);
    expect(texts(["steam"]).some((t) => t.includes("Steam Direct"))).toBe(true);
  });

  test("platforms are stored in a fixed order and unknown ids dropped", () => {
    expect(storePlatforms(["steam", "ios", "bogus"])).toBe("ios,steam");
    expect(readPlatforms("android,bogus, ios")).toEqual(["ios", "android"]);
    expect(appliesToPlatforms(undefined, [])).toBe(true);
    expect(appliesToPlatforms(["ios", "android"], [])).toBe(true);
  });

  test("games get devlogs and short video suggested beside the content schedule", () => {
    expect(categoryChannelSuggestions("games")).toEqual(["Devlog", "Short video", "Discord"]);
    expect(categoryChannelSuggestions("music")).toEqual(["Short video"]);
    expect(categoryChannelSuggestions("tools")).toEqual([]);
    expect(categoryChannelSuggestions(null)).toEqual([]);
  });
});
