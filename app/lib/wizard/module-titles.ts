// The modules' names and their count in words, the one list every page uses: the wizard's
// modules take their title from here, and so do the landing page, the sign-in side panel, the
// app chooser and the next-step rule, which cannot carry the wizard's content in their bundles.
// Kept apart from ./modules for that reason; the landing page's lines are in ./module-summaries.
// The order and the set are STEP_NAMES (~/lib/enums; modules.test.ts holds them together).
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
 * How many modules there are: the one home of the count (tests/architecture/one-home.test.ts
 * refuses a typed 8). Counted from the titles, which the type holds to exactly STEP_NAMES, so
 * that the pages that only name the modules (the sign-in side panel, the landing page) do not
 * load ~/lib/enums for it. Copy writes it as a figure ("8 modules") or in words ("eight").
 */
export const MODULE_COUNT = Object.keys(MODULE_TITLES).length;
export const MODULE_COUNT_WORD = NUMBER_WORDS[MODULE_COUNT] ?? String(MODULE_COUNT);

/** The same at the start of a sentence ("Eight"). */
export const MODULE_COUNT_WORD_CAPITALIZED =
  MODULE_COUNT_WORD.charAt(0).toUpperCase() + MODULE_COUNT_WORD.slice(1);
