// One way to make a text fit a limit, for every draft and example the product writes for a
// maker (taglines, subjects, titles, posts, store previews): whole sentences where they fit, else
// a cut at a clause or a word boundary marked with "…", never half a word or a dangling "and a".
// Boundaries come from Intl.Segmenter (Node 20 and every current browser), so Chinese, Japanese
// and emoji are cut where a reader would, not inside a word or a grapheme.

export const ELLIPSIS = "\u2026";

export type FitOptions = {
  /** How the channel counts (X weighs a CJK character 2); code points by default. */
  measure?: (text: string) => number;
  /** The text's language, for the segmenter; English by default. */
  locale?: string;
};

export type Fit = {
  text: string;
  /** Something was left out: the text ends at a sentence, or is marked with "…". */
  cut: boolean;
};

const codePoints = (text: string) => [...text].length;
const tidy = (text: string) => text.trim().replace(/\s+/g, " ");

/** Marks where a clause ends, so a cut there reads as a finished phrase. */
const CLAUSE_END = /[,;:\u2013\u2014\uFF0C\u3001\uFF1B\uFF1A]$/u;
/** Words that open a new clause: a cut just before one ends a finished phrase (English). */
const CLAUSE_OPENERS = new Set(["and", "but", "or", "so", "while", "which", "because", "then"]);
/** Punctuation or spaces left at the end of a cut, dropped before the "…". */
const TRAILING = /[\s,;:.!?\u2013\u2014\-(\uFF0C\u3001\uFF1B\uFF1A\u3002]+$/u;
/** English words that cannot end a phrase ("and sets a", "tells you why they"). */
const DANGLING = new Set(
  (
    "a an the and or but nor so to of for with from in on at by as into onto than that which who " +
    "whom whose why what when where how if because while they their its it's your our his her " +
    "my is are was were be been can will would should could may might must not no very more most"
  ).split(" "),
);

function segmenter(locale: string, granularity: "sentence" | "word" | "grapheme") {
  return new Intl.Segmenter(locale, { granularity });
}

/** Ends of the text's pieces (after each sentence, word or grapheme), in order. */
function boundaries(text: string, locale: string, granularity: "sentence" | "word" | "grapheme") {
  return [...segmenter(locale, granularity).segment(text)].map((s) => ({
    end: s.index + s.segment.length,
    wordLike: s.isWordLike ?? false,
    segment: s.segment,
  }));
}

/** The longest prefix ending at one of `ends` for which `ok` holds. */
function longest(text: string, ends: readonly number[], ok: (prefix: string) => boolean) {
  let best: string | null = null;
  for (const end of ends) {
    const prefix = text.slice(0, end);
    if (ok(prefix)) best = prefix;
    else break;
  }
  return best;
}

/** Drops trailing words that leave the phrase hanging, while a word is left. */
function withoutDanglingWords(prefix: string, locale: string): string {
  let out = prefix.replace(TRAILING, "");
  for (;;) {
    const words = boundaries(out, locale, "word").filter((w) => w.wordLike);
    if (words.length < 2) return out;
    const last = words[words.length - 1];
    if (!DANGLING.has(last.segment.toLowerCase())) return out;
    out = out.slice(0, last.end - last.segment.length).replace(TRAILING, "");
  }
}

/**
 * `text` within `max` as `measure` counts it: unchanged when it fits; else its whole first
 * sentences; else cut after a clause or a word and marked "…"; a single word longer than the
 * room is cut between graphemes (never inside an emoji), marked too.
 */
export function fitText(text: string, max: number, options: FitOptions = {}): Fit {
  const measure = options.measure ?? codePoints;
  const locale = options.locale ?? "en";
  const clean = tidy(text);
  if (measure(clean) <= max) return { text: clean, cut: false };
  const marked = (prefix: string) => `${prefix}${ELLIPSIS}`;

  const sentences = longest(
    clean,
    boundaries(clean, locale, "sentence").map((s) => s.end),
    (prefix) => measure(prefix.trimEnd()) <= max,
  );
  if (sentences) return { text: sentences.trimEnd(), cut: true };

  const words = boundaries(clean, locale, "word");
  const fitsMarked = (prefix: string) => measure(marked(prefix.replace(TRAILING, ""))) <= max;
  const wordEnds = words.filter((w) => w.wordLike).map((w) => w.end);
  const byWord = longest(clean, wordEnds, fitsMarked);
  // A clause is preferred when it keeps at least half of what the word cut keeps.
  const clauseEnds = words
    .filter((w, i) => i > 0 && CLAUSE_END.test(w.segment.trim()))
    .map((w) => w.end - w.segment.length + w.segment.trimEnd().length);
  words.forEach((w, i) => {
    const next = words.slice(i + 1).find((n) => n.wordLike);
    if (w.wordLike && i > 0 && next && CLAUSE_OPENERS.has(next.segment.toLowerCase())) {
      clauseEnds.push(w.end);
    }
  });
  clauseEnds.sort((a, b) => a - b);
  const byClause = longest(clean, clauseEnds, fitsMarked);
  if (byClause && byWord && measure(byClause) * 2 >= measure(byWord)) {
    return { text: marked(byClause.replace(TRAILING, "")), cut: true };
  }
  if (byWord) return { text: marked(withoutDanglingWords(byWord, locale)), cut: true };

  const graphemes = boundaries(clean, locale, "grapheme").map((g) => g.end);
  const byGrapheme = longest(clean, graphemes, (prefix) => measure(marked(prefix)) <= max);
  return { text: byGrapheme ? marked(byGrapheme) : "", cut: true };
}

/** fitText's text alone, for a template that only needs the words. */
export function fitTo(text: string, max: number, options: FitOptions = {}): string {
  return fitText(text, max, options).text;
}

/** Said in a composed line when no whole part fits: the maker shortens it, nothing is cut. */
export const shortenNote = (length: number, max: number) => `[shorten this: ${length} of ${max}]`;
export const SHORTEN_NOTE = / ?\[shorten this: \d+ of \d+\]/g;

/**
 * A draft's text as a maker pastes it (Copy): without the "[shorten this: …]" notes and without
 * the "…" that marks where an answer was cut (the words before it stay).
 */
export function pasteable(text: string): string {
  return text.replace(SHORTEN_NOTE, "").replace(/\u2026(?=\s|$)/gu, "");
}
