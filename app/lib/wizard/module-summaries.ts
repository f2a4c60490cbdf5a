// The landing page's line on each module, beside the titles of ./module-titles (the one list of
// modules). Apart from the titles because only the landing page shows them: the dashboard's
// first load carries the titles and not these.
import type { StepName } from "~/lib/enums";

import { MODULE_TITLES } from "./module-titles";

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
