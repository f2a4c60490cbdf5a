// Field limits of the wizards (docs/product/spec-facts.md §5, §9). Enforced on the server; the browser gets
// them as native constraints and live counters.

/** docs/product/spec-facts.md §5: the elevator pitch, with a live counter. */
export const ELEVATOR_PITCH_MAX = 140;
/** docs/product/spec-facts.md §5: the meta description, with a live counter. */
export const META_DESCRIPTION_MAX = 155;
/** docs/product/spec-facts.md §5, §9: at most three content ideas, one per week of the 3-week plan. */
export const MAX_CONTENT_IDEAS = 3;
/** docs/product/spec-facts.md §5, §9: up to three competitors, each with a weakness. */
export const MAX_COMPETITORS = 3;

// Bounds the product facts leave open, chosen so that a real answer fits and a runaway paste does not.
/** Short single-line fields: a competitor's name, an age range. */
export const SHORT_TEXT_MAX = 120;
/** Free-text module fields (strategies, timelines, stories). */
export const LONG_TEXT_MAX = 2000;
/** One simple-wizard answer (the same bound as the apps API's wizardAnswers). */
export const SIMPLE_ANSWER_MAX = 2000;

/**
 * The length a person sees: code points, with a form post's CRLF line breaks counted as one.
 * Counting UTF-16 units would make an emoji cost two of the 140 characters.
 */
export function characterCount(text: string): number {
  return Array.from(normalizeLineBreaks(text)).length;
}

/** Browsers send textarea line breaks as CRLF; the live counter sees LF. Store LF. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

export function tooLongMessage(label: string, max: number, length: number): string {
  const over = length - max;
  return `${label} must be at most ${max} characters (you have ${length}, ${over} too many).`;
}

/** The live counter's text: "52 / 140" or "3 over the 140 limit". */
export function counterText(length: number, max: number): string {
  return length > max ? `${length - max} over the ${max} limit` : `${length} / ${max}`;
}
