// Examples written for the maker's own app: the category's sample app is renamed to theirs, and
// a few fields get an example composed from their simple-wizard answers. Without answers the
// category's example stays as it is.
import type { CategoryId } from "~/lib/enums";

import { SAMPLE_APP_NAMES } from "./sample-apps";
import type { SimpleAnswers } from "./types";

export type ExampleSource = "answers" | "category";
export type PersonalExample = { text: string; source: ExampleSource };

const sentence = (text: string) => text.trim().replace(/[.!?]*$/, "");
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join("")
    .trimEnd()}\u2026`;
}

/** Fields whose example can be composed from the answers, with the answers each needs. */
const FROM_ANSWERS: Record<string, (name: string, a: SimpleAnswers) => string | null> = {
  elevatorPitch: (name, a) =>
    a["app-description"] && a["who-uses"]
      ? clip(
          `${name}: ${sentence(a["app-description"])}, for ${lowerFirst(sentence(a["who-uses"]))}.`,
          140,
        )
      : null,
  metaDescription: (name, a) =>
    a["app-description"] && a["why-choose"]
      ? clip(`${name}: ${sentence(a["app-description"])}. ${sentence(a["why-choose"])}.`, 155)
      : null,
  usp: (_name, a) => (a["why-choose"] ? `${sentence(a["why-choose"])}.` : null),
  painPoint: (_name, a) => (a["app-problem"] ? `${sentence(a["app-problem"])}.` : null),
  communityStrategy: (name, a) =>
    a["find-users"]
      ? `Help people in ${lowerFirst(sentence(a["find-users"]))} for a few weeks before mentioning ${name}; post it once, where self-promotion is allowed.`
      : null,
};

function renamed(example: string, category: CategoryId, appName: string): string {
  const sample = SAMPLE_APP_NAMES[category];
  const name = appName.trim();
  return name ? example.split(sample).join(name) : example;
}

/** The example to show for a field: from the maker's answers where they exist. */
export function personalExample(
  fieldName: string,
  example: string,
  category: CategoryId,
  appName: string,
  answers: SimpleAnswers,
): PersonalExample {
  const compose = FROM_ANSWERS[fieldName];
  const composed = compose ? compose(appName.trim() || SAMPLE_APP_NAMES[category], answers) : null;
  if (composed) return { text: composed, source: "answers" };
  return { text: renamed(example, category, appName), source: "category" };
}
