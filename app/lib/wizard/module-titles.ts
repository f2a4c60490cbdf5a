// The eight modules' names, the one list every page uses: the wizard's modules take their title
// from here, and so do the landing page and the sign-in side panel, which cannot carry the
// wizard's content in their bundles. Kept apart from ./modules for that reason.
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
