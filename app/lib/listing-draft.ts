// The store-listing studio's first draft, written from the maker's answers (docs/decisions/
// 069-locks-drafts-listing-sign-up.md): the app's name, a subtitle and a short description from the
// pitch, a description from the answers. Every value is whole words the maker wrote, within the
// store's limit, or left empty: nothing is cut. Pure, so the rules are unit-tested.
import { pitchRest, shortParts } from "./drafts";
import {
  emptyListing,
  LISTING_FIELDS,
  type ListingFieldName,
  type StoreListing,
} from "./store-listing";
import type { SimpleAnswers } from "./wizard/types";

export type ListingAnswers = {
  appName: string;
  /** The app's own description (the dashboard's), used when the questions have none. */
  description: string;
  answers: SimpleAnswers;
  foundation: Record<string, unknown>;
};

const tidy = (text: string) => text.trim().replace(/\s+/g, " ");
const maxOf = (name: ListingFieldName) => LISTING_FIELDS.find((f) => f.name === name)!.max;
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The first whole part of the first answer given that fits `max`, else "". */
function firstFit(texts: readonly string[], max: number): string {
  for (const text of texts) {
    if (!tidy(text)) continue;
    // A subtitle may also be the phrase before "for …": "A cozy word-puzzle game".
    const parts = shortParts(tidy(text)).flatMap((p) => [p, p.split(/\s(?:for|with)\s/u)[0]]);
    const part = parts.find((p) => p.includes(" ") && [...p].length <= max);
    if (part) return part;
  }
  return "";
}

/** Up to `max` characters of whole paragraphs, in order. */
function paragraphsWithin(paragraphs: readonly string[], max: number): string {
  const kept: string[] = [];
  for (const paragraph of paragraphs.filter((p) => p.trim() !== "")) {
    const next = [...kept, paragraph].join("\n\n");
    if ([...next].length > max) break;
    kept.push(paragraph);
  }
  return kept.join("\n\n");
}

export function listingFromAnswers(input: ListingAnswers): StoreListing {
  const text = (value: unknown) => (typeof value === "string" ? tidy(value) : "");
  const a = input.answers;
  const pitch = text(input.foundation.elevatorPitch);
  const usp = text(input.foundation.usp);
  const description = text(a["app-description"]) || tidy(input.description);
  const pitchPart = pitch ? pitchRest(pitch, input.appName) : "";
  const name = tidy(input.appName);
  const listing = emptyListing();
  listing.appleName = [...name].length <= maxOf("appleName") ? name : "";
  listing.playTitle = [...name].length <= maxOf("playTitle") ? name : "";
  listing.appleSubtitle = firstFit([pitchPart, usp, description], maxOf("appleSubtitle"));
  listing.playShortDescription = firstFit(
    [pitchPart, description, usp],
    maxOf("playShortDescription"),
  );
  listing.applePromotionalText = firstFit(
    [usp, text(a["why-choose"])],
    maxOf("applePromotionalText"),
  );
  const features = text(a["special-features"]);
  const audience = text(a["who-uses"]);
  const body = paragraphsWithin(
    [
      pitch ? sentence(pitch) : "",
      description && description !== pitch ? sentence(description) : "",
      text(a["app-problem"]) ? sentence(text(a["app-problem"])) : "",
      features ? `What it does: ${sentence(features)}` : "",
      audience ? `Made for: ${sentence(audience)}` : "",
      text(a["why-choose"]) ? `Why people pick it: ${sentence(text(a["why-choose"]))}` : "",
    ],
    maxOf("appleDescription"),
  );
  listing.appleDescription = body;
  listing.playFullDescription = body;
  return listing;
}
