// Short marketing hints for the category cards, from the per-category notes in
// docs/guidance-sources.md. Store rules change: keep these general and re-check the sources.
import type { CategoryId } from "./enums";
import { appliesToPlatforms, type PlatformId } from "./platforms";

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
  health: "Make no medical claims you can't prove, and never use health data for ads.",
  education: "Win parents and teachers: the updated COPPA rules apply from April 2026.",
  music:
    "Make sure you hold the rights to every track, and plan clips that fit the music rules of each video platform.",
  tools: "Let people try it instantly: a quick demo beats big claims.",
};

/**
 * Sentences of a category's hint for one store only: shown to an app that ships there (while no
 * platform is chosen, every store's but Steam's, as appliesToPlatforms decides for rules).
 */
export const STORE_HINTS: Partial<Record<CategoryId, { only: PlatformId; text: string }[]>> = {
  games: [
    {
      only: "steam",
      text: "On Steam, open your Coming Soon page as soon as you talk about the game publicly, so people can wishlist it.",
    },
  ],
  health: [
    {
      only: "android",
      text: "File Google Play's Health apps declaration; on Google Play medical apps need an Organization account.",
    },
    {
      only: "ios",
      text: "On the App Store healthcare services should come from an organisation (App Review enforces it), and Apple may ask the same of an app that keeps health data.",
    },
  ],
  education: [
    { only: "ios", text: "Apple's Kids Category allows no third-party ads or analytics." },
    {
      only: "android",
      text: "On Google Play, ads to children may only come from self-certified ad SDKs.",
    },
  ],
  tools: [
    {
      only: "android",
      text: "Google Play titles may not say \u201cfree\u201d, \u201cno ads\u201d, \u201cbest\u201d or \u201c#1\u201d: put that in the description.",
    },
  ],
};

/** The category card's hint for this app: a store's sentences only when the app ships there. */
export function categoryHint(category: CategoryId, platforms: readonly PlatformId[]): string {
  const stores = (STORE_HINTS[category] ?? [])
    .filter((line) => appliesToPlatforms([line.only], platforms))
    .map((line) => line.text);
  return [CATEGORY_HINTS[category], ...stores].join(" ");
}
