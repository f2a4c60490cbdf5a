// Short marketing hints for the category cards, from the per-category notes in
// docs/guidance-sources.md. Store rules change: keep these general and re-check the sources.
import type { CategoryId } from "./enums";
import type { PlatformId } from "./platforms";

/**
 * The categories' icons: one SVG sprite served from public/ (cached like the other icons), a
 * symbol per category named by its id. Drawn as `<use href="…#games">`, never as emoji (a phone
 * without an emoji font shows an empty box).
 */
export const CATEGORY_SPRITE = "/icons/categories.svg";

export const CATEGORY_HINTS: Record<CategoryId, string> = {
  games: "Gameplay video sells games: record a short trailer early.",
  shopping:
    "Trust is everything: show secure checkout and honest reviews, and sell physical goods outside in-app purchase.",
  photo:
    "Show real captures of your app in previews, and use only licensed music in short-video ads.",
  social:
    "Stores expect reporting, blocking and filtering from day one; make safety part of your launch story.",
  health:
    "File Google Play's Health apps declaration, make no medical claims you can't prove, and never use health data for ads. On Google Play medical apps need an Organization account; on the App Store healthcare services should come from an organisation (App Review enforces it), and Apple may ask the same of an app that keeps health data.",
  education:
    "Win parents and teachers: no third-party ads or analytics in Apple's Kids Category, only self-certified ad SDKs for children on Google Play, and the updated COPPA rules apply from April 2026.",
  music:
    "Make sure you hold the rights to every track, and plan clips that fit the music rules of each video platform.",
  tools:
    "Let people try it instantly: a quick demo beats big claims. Google Play titles may not say \u201cfree\u201d, \u201cno ads\u201d, \u201cbest\u201d or \u201c#1\u201d: put that in the description.",
};

/** Sentences of a category's hint for one store only: shown to an app that ships there. */
const STORE_HINTS: Partial<Record<CategoryId, { only: PlatformId; text: string }>> = {
  games: {
    only: "steam",
    text: "On Steam, open your Coming Soon page as soon as you talk about the game publicly, so people can wishlist it.",
  },
};

/** The category card's hint for this app: a store's sentence only when the app ships there. */
export function categoryHint(category: CategoryId, platforms: readonly PlatformId[]): string {
  const store = STORE_HINTS[category];
  const hint = CATEGORY_HINTS[category];
  return store && platforms.includes(store.only) ? `${hint} ${store.text}` : hint;
}
