// The example under each wizard field, built for the maker's own app: composed from its name and
// simple-wizard answers wherever an answer says enough, else the category's sample shown as the
// sample's ("Example for TabTidy, a sample Tools & Productivity app"). A sample is never renamed
// to the maker's app: "PocketPlant - Tab Manager" would put another app's words in their mouth.
import { type CategoryId, categoryName } from "~/lib/enums";

import { fitTo } from "../text-fit";
import { SAMPLE_APP_NAMES } from "./sample-apps";
import type { SimpleAnswers } from "./types";

export type ExampleSource = "answers" | "category";
export type PersonalExample = {
  text: string;
  source: ExampleSource;
  /** Whose example it is, for the label "Example for …". */
  about: string;
};

const tidy = (text: string) => text.trim().replace(/\s+/g, " ");
const sentence = (text: string) => tidy(text).replace(/[.!?]*$/, "");
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
const firstSentence = (text: string) => sentence(tidy(text).split(/(?<=[.!?])\s/)[0] ?? "");
/** An Apple subtitle's 30 characters. */
const SUBTITLE_MAX = 30;

type Compose = (name: string, a: SimpleAnswers) => string | null;

/** Fields whose example can be composed from the answers, with the answers each needs. */
const FROM_ANSWERS: Record<string, Compose> = {
  elevatorPitch: (name, a) =>
    a["app-description"] && a["who-uses"]
      ? fitTo(
          `${name}: ${sentence(a["app-description"])}, for ${lowerFirst(sentence(a["who-uses"]))}.`,
          140,
        )
      : null,
  metaDescription: (name, a) =>
    a["app-description"] && a["why-choose"]
      ? fitTo(`${name}: ${sentence(a["app-description"])}. ${sentence(a["why-choose"])}.`, 155)
      : null,
  usp: (_name, a) => (a["why-choose"] ? `${sentence(a["why-choose"])}.` : null),
  painPoint: (_name, a) => (a["app-problem"] ? `${sentence(a["app-problem"])}.` : null),
  audienceJob: (_name, a) => (a["who-uses"] ? sentence(a["who-uses"]) : null),
  audienceAge: (_name, a) => (a["age-group"] ? sentence(a["age-group"]) : null),
  audiencePainPoints: (_name, a) =>
    a["app-problem"] ? `\u201c${firstSentence(a["app-problem"])}.\u201d` : null,
  innovationStory: (name, a) =>
    a["app-problem"]
      ? `I built ${name} because ${lowerFirst(firstSentence(a["app-problem"]))}.`
      : null,
  algorithmOptimization: (name, a) => {
    const about = a["why-choose"] || a["app-description"];
    return about
      ? `Name \u201c${name}\u201d, subtitle \u201c${fitTo(firstSentence(about), SUBTITLE_MAX)}\u201d; keywords people type, no \u201cbest\u201d claims, no other apps' names.`
      : null;
  },
  searchContentStrategy: (name, a) =>
    a["app-problem"]
      ? `A guide on \u201c${fitTo(lowerFirst(firstSentence(a["app-problem"])), 80)}\u201d that ends with a link to ${name}.`
      : null,
  communityStrategy: (name, a) =>
    a["find-users"]
      ? `Help people in ${lowerFirst(sentence(a["find-users"]))} for a few weeks before mentioning ${name}; post it once, where self-promotion is allowed.`
      : null,
  usabilityAssets: (name, a) =>
    a["special-features"]
      ? `Screenshots of ${name} showing ${lowerFirst(sentence(a["special-features"]))}, each from the real app.`
      : null,
  communityBuilding: (_name, a) =>
    a["tell-friends"]
      ? `Make it easy to share the moment people tell a friend about: ${lowerFirst(sentence(a["tell-friends"]))}.`
      : null,
  trackingDashboard: (_name, a) =>
    a["success-looks-like"]
      ? `Every week: ${lowerFirst(sentence(a["success-looks-like"]))}.`
      : null,
};

/** The fields an example can be composed for from the answers. */
export const COMPOSED_FIELDS = Object.keys(FROM_ANSWERS);

/** The category's sample app, as the label of its examples. */
export function sampleLabel(category: CategoryId): string {
  return `${SAMPLE_APP_NAMES[category]}, a sample ${categoryName(category) ?? ""} app`;
}

/** The example to show for a field: from the maker's answers where they say enough. */
export function personalExample(
  fieldName: string,
  example: string,
  category: CategoryId,
  appName: string,
  answers: SimpleAnswers,
): PersonalExample {
  const name = appName.trim();
  const composed = name ? (FROM_ANSWERS[fieldName]?.(name, answers) ?? null) : null;
  if (composed) return { text: composed, source: "answers", about: `${name}, from your answers` };
  return { text: example, source: "category", about: sampleLabel(category) };
}
