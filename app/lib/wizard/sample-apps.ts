// The one home of the sample apps the category examples describe (the simple wizard's name
// examples, and the apps personal examples rename to the maker's own).
import type { CategoryId } from "~/lib/enums";

/** The sample app each category's examples describe. */
export const SAMPLE_APP_NAMES: Record<CategoryId, string> = {
  games: "Tile Tales",
  shopping: "ShelfSpot",
  photo: "FrameFlip",
  social: "Campfire",
  health: "Stretch Break",
  education: "CardCraft",
  music: "LoopPad",
  tools: "TabTidy",
};
