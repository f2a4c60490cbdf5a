// The cards a module shows beside its form that lead to another page: the store-listing studio
// (SEO), the launch drafts (Content, Creative, Launch), the launch checklist (Launch) and the
// numbers log with the store files (Analytics). Their words travel with the step's loader data,
// not in the wizard's JavaScript, which every step's first load carries (the 115 KB budget).
import type { StepName } from "~/lib/enums";

export type ModuleLinkCard = {
  /** The heading's id (aria-labelledby). */
  id: string;
  heading: string;
  paragraphs: string[];
  links: { to: string; label: string }[];
};

const drafts = (appId: string): ModuleLinkCard => ({
  id: "drafts-link-heading",
  heading: "Launch drafts from your answers",
  paragraphs: [
    "Product Hunt taglines and first comment, the announcement email, a Show HN post, a press pitch, a press-kit fact sheet and one post per content-schedule entry, written from your answers for you to edit.",
  ],
  links: [{ to: `/apps/${appId}/drafts`, label: "Open the launch drafts" }],
});

/** The link cards of a module's step, in the order they show (none on most steps). */
export function moduleLinkCards(step: StepName, appId: string): ModuleLinkCard[] {
  switch (step) {
    case "seo":
      return [
        {
          id: "listing-link-heading",
          heading: "Store-listing studio",
          paragraphs: [
            "Write your App Store and Google Play fields within each store\u2019s limits, see the policy warnings each store publishes, and preview how the listing reads in search.",
          ],
          links: [{ to: `/apps/${appId}/listing`, label: "Open the store-listing studio" }],
        },
      ];
    case "content":
    case "creative":
      return [drafts(appId)];
    case "launch":
      return [
        drafts(appId),
        {
          id: "checklist-link-heading",
          heading: "Launch-day checklist",
          paragraphs: [
            "Set your launch date and get every task from your slowest store gate to T+180, with due times in your time zone, including Product Hunt\u2019s 12:01 a.m. Pacific start. Moving the date re-plans every open task.",
          ],
          links: [{ to: `/apps/${appId}/checklist`, label: "Open the launch checklist" }],
        },
      ];
    case "analytics":
      return [
        {
          id: "kpi-link-heading",
          heading: "Where to record the numbers",
          paragraphs: [
            "Each week, write down visits, sign-ups, referral visits from Product Hunt, comments, newsletter subscribers and clicks in the Analytics page\u2019s numbers log, with a target if you have one. Judge newsletters by clicks rather than opens (Apple Mail inflates opens) and Product Hunt by referral visits and sign-ups rather than upvotes, which are weighted and are not reach.",
            "Or import Google Play and App Store Connect reports and your Plausible export as they come, and see downloads and visitors day by day against your launch.",
          ],
          links: [
            { to: `/analytics?app=${appId}`, label: "Open the numbers log" },
            { to: `/apps/${appId}/results`, label: "Import store files" },
          ],
        },
      ];
    default:
      return [];
  }
}
