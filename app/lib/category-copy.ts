// Short marketing hints for the category cards, written from docs/product/marketing-facts.md, "Category notes"
// (per-category notes). Store rules change: keep these general and re-check the sources.
import type { CategoryId } from "./enums";

export const CATEGORY_HINTS: Record<CategoryId, string> = {
  games:
    "Gameplay video sells games: record a short trailer early, and open a store page weeks before launch so people can wishlist it.",
  shopping:
    "Trust is everything: show secure checkout and honest reviews, and sell physical goods outside in-app purchase.",
  photo:
    "Show real captures of your app in previews, and use only licensed music in short-video ads.",
  social:
    "Stores expect reporting, blocking and filtering from day one; make safety part of your launch story.",
  health:
    "Back every health claim with evidence, remind users to check with a doctor, and never use health data for ads.",
  education:
    "Win parents and teachers: explain your privacy practices clearly and keep ads and purchases behind a parental gate.",
  music:
    "Make sure you hold the rights to every track, and plan clips that fit the music rules of each video platform.",
  tools:
    "Let people try it instantly: a quick demo beats big claims, and stores reject \u201cbest\u201d or \u201c#1\u201d in titles.",
};
