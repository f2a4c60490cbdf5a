// How X counts a post (twitter-text's configuration v3): text is NFC-normalised; code points in
// the ranges below weigh 1, every other code point 2; an emoji sequence weighs 2 in all; a link
// weighs 23 whatever its length. 280 is the limit.

/** X posts: 280 weighted characters. */
export const X_POST_MAX = 280;
/** Every link counts as 23 characters. */
export const X_LINK_LENGTH = 23;
const EMOJI_WEIGHT = 2;

/** twitter-text v3: Latin, Greek, Cyrillic, Hebrew, Arabic, Indic… and some punctuation weigh 1. */
const LIGHT_RANGES: readonly [number, number][] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

const codePointWeight = (cp: number) =>
  LIGHT_RANGES.some(([start, end]) => cp >= start && cp <= end) ? 1 : 2;

const TLD = "(?:com|org|net|io|app|dev|co|ai|me|gg|xyz|info|edu|gov|uk|de|fr|eu|ly|so|to|tv)";
/** Links with a scheme, and bare domains such as example.com/path, which X also shortens. */
const LINK = new RegExp(
  `https?:\\/\\/[^\\s]+|(?<![\\p{L}\\p{N}@.-])(?:[\\p{L}\\p{N}-]+\\.)+${TLD}(?![\\p{L}\\p{N}-])(?:\\/[^\\s]*)?`,
  "giu",
);
/** Punctuation that ends a sentence is not part of the link before it. */
const LINK_TRAILING = /[.,!?;:'")\]]+$/u;

const MODIFIERS = "(?:\\uFE0F|\\u20E3|[\\u{1F3FB}-\\u{1F3FF}]|[\\u{E0020}-\\u{E007F}])*";
/** One emoji as a reader sees it: flags, keycaps, skin tones and ZWJ families included. */
const EMOJI = new RegExp(
  [
    "[\\u{1F1E6}-\\u{1F1FF}]{2}",
    `[0-9#*]\\uFE0F?\\u20E3`,
    `\\p{Extended_Pictographic}${MODIFIERS}(?:\\u200D\\p{Extended_Pictographic}${MODIFIERS})*`,
  ].join("|"),
  "gu",
);

function textWeight(text: string): number {
  let weight = 0;
  let last = 0;
  for (const match of text.matchAll(EMOJI)) {
    for (const ch of text.slice(last, match.index)) weight += codePointWeight(ch.codePointAt(0)!);
    weight += EMOJI_WEIGHT;
    last = match.index + match[0].length;
  }
  for (const ch of text.slice(last)) weight += codePointWeight(ch.codePointAt(0)!);
  return weight;
}

/** A post's length as X counts it. */
export function xPostLength(text: string): number {
  const normalized = text.normalize("NFC");
  let weight = 0;
  let last = 0;
  for (const match of normalized.matchAll(LINK)) {
    const link = match[0].replace(LINK_TRAILING, "");
    weight += textWeight(normalized.slice(last, match.index)) + X_LINK_LENGTH;
    last = match.index + link.length;
  }
  return weight + textWeight(normalized.slice(last));
}
