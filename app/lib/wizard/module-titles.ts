// The modules' names, one-line summaries and their count in words, the one list every page uses:
// the wizard's modules take their title from here, and so do the landing page, the sign-in side
// panel, the app chooser and the next-step rule, which cannot carry the wizard's content in their
// bundles. Kept apart from ./modules for that reason. The order and the set are STEP_NAMES
// (~/lib/enums; modules.test.ts holds them together).
import type { StepName } from "~/lib/enums";

export const MODULE_TITLES: Record<StepName, string> = {
  foundation: "Foundation",
  seo: "SEO",
  content: "Content",
  community: "Community",
  creative: "Creative",
  launch: "Launch",
  analytics: "Analytics",
  retention: "Retention",
};

/** The landing page's line on each module, in the same order. */
export const MODULE_BLURBS: Record<StepName, string> = {
  foundation: "Unique selling point, target audience and goals.",
  seo: "Keyword research and landing page optimization.",
  content: "Content ideas and a publishing schedule.",
  community: "Engagement templates for the places your users gather.",
  creative: "Headlines and guerrilla tactics that get noticed.",
  launch: "Product Hunt, email blasts and launch-day coordination.",
  analytics: "Dashboards that show which marketing is working.",
  retention: "Email sequences and upgrade strategies that keep users.",
};

/** The modules in their order, each with its title and line: what the landing page lists. */
export const MODULE_SUMMARIES = (Object.keys(MODULE_TITLES) as StepName[]).map((id) => ({
  id,
  title: MODULE_TITLES[id],
  blurb: MODULE_BLURBS[id],
}));

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/**
 * How many modules there are, as copy writes it ("eight"): a new module changes it here. Counted
 * from the titles, which the type holds to exactly STEP_NAMES, so that the pages that only name
 * the modules (the sign-in side panel, the landing page) do not load ~/lib/enums for it.
 */
const MODULE_COUNT = Object.keys(MODULE_TITLES).length;
export const MODULE_COUNT_WORD = NUMBER_WORDS[MODULE_COUNT] ?? String(MODULE_COUNT);

/** The same at the start of a sentence ("Eight"). */
export const MODULE_COUNT_WORD_CAPITALIZED =
  MODULE_COUNT_WORD.charAt(0).toUpperCase() + MODULE_COUNT_WORD.slice(1);
