// Fonts for the PDF export, with fallback per run of text. DejaVu Sans draws Latin, Greek,
// Cyrillic and most symbols; Noto Sans SC draws Chinese and Japanese (kana and kanji); Noto Sans
// KR draws Korean; Noto Sans Devanagari and Noto Sans Thai draw Hindi, Marathi, Nepali and Thai
// (fontkit shapes them); Noto Emoji draws emoji in one colour. The Noto faces come from Fontsource
// packages, split into small files by Unicode range: only the files a document needs are read,
// and pdfkit embeds a subset of each (the glyphs used), so a plan stays a few dozen kilobytes.
// The WOFF files, not WOFF2: fontkit copies glyphs out of WOFF2's transformed tables wrongly.
import fs from "node:fs";
import path from "node:path";

import * as fontkit from "fontkit";

type FontkitFont = fontkit.Font;

export type Face = "latin" | "cjk" | "korean" | "devanagari" | "thai" | "emoji";

/** Resolved from the working directory: the server and the tests both run from the project root. */
const root = process.cwd();
export const PDF_FONT_PATH = path.join(root, "app/assets/fonts/DejaVuSans.ttf");

type SplitFamily = {
  /** Folder of the Fontsource package. */
  dir: string;
  /** File name of one range's file, from the range's key in the package's unicode.json. */
  file: (key: string) => string;
};

const SPLIT: Record<Exclude<Face, "latin">, SplitFamily> = {
  cjk: {
    dir: "node_modules/@fontsource/noto-sans-sc",
    file: (key) => `noto-sans-sc-${key}-400-normal.woff`,
  },
  korean: {
    dir: "node_modules/@fontsource/noto-sans-kr",
    file: (key) => `noto-sans-kr-${key}-400-normal.woff`,
  },
  devanagari: {
    dir: "node_modules/@fontsource/noto-sans-devanagari",
    file: (key) => `noto-sans-devanagari-${key}-400-normal.woff`,
  },
  thai: {
    dir: "node_modules/@fontsource/noto-sans-thai",
    file: (key) => `noto-sans-thai-${key}-400-normal.woff`,
  },
  emoji: {
    dir: "node_modules/@fontsource/noto-emoji",
    file: (key) => `noto-emoji-${key}-400-normal.woff`,
  },
};

/** Which face to try first for a code point; the others follow as fallbacks. */
function preferredFaces(codePoint: number, emojiPresentation: boolean): Face[] {
  const hangul =
    (codePoint >= 0x1100 && codePoint <= 0x11ff) ||
    (codePoint >= 0x3130 && codePoint <= 0x318f) ||
    (codePoint >= 0xa960 && codePoint <= 0xa97f) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7ff);
  if (hangul) return ["korean", "cjk", "latin", "emoji"];
  const devanagari =
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cff) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff);
  if (devanagari) return ["devanagari"];
  if (codePoint >= 0x0e00 && codePoint <= 0x0e7f) return ["thai"];
  if (emojiPresentation) return ["emoji", "latin", "cjk", "korean"];
  return ["latin", "cjk", "korean", "emoji"];
}

type Range = { from: number; to: number; key: string };

const cache = {
  latin: undefined as FontkitFont | undefined,
  latinBytes: undefined as Buffer | undefined,
  ranges: new Map<Face, Range[]>(),
  files: new Map<string, FontkitFont>(),
};

function latinFont(): FontkitFont {
  cache.latinBytes ??= fs.readFileSync(PDF_FONT_PATH);
  cache.latin ??= fontkit.create(cache.latinBytes);
  return cache.latin;
}

/** The package's unicode.json: `{"[118]": "U+4e00-4e0a,U+4e0c,..."}`, read once. */
function rangesOf(face: Exclude<Face, "latin">): Range[] {
  let ranges = cache.ranges.get(face);
  if (!ranges) {
    const table = JSON.parse(
      fs.readFileSync(path.join(root, SPLIT[face].dir, "unicode.json"), "utf8"),
    ) as Record<string, string>;
    ranges = Object.entries(table).flatMap(([bracketed, list]) =>
      list.split(",").map((part) => {
        const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
        return {
          from: parseInt(from, 16),
          to: parseInt(to ?? from, 16),
          key: bracketed.replace(/[[\]]/g, ""),
        };
      }),
    );
    cache.ranges.set(face, ranges);
  }
  return ranges;
}

function splitFile(face: Exclude<Face, "latin">, key: string): FontkitFont {
  const file = path.join(root, SPLIT[face].dir, "files", SPLIT[face].file(key));
  let font = cache.files.get(file);
  if (!font) {
    font = fontkit.create(fs.readFileSync(file));
    cache.files.set(file, font);
  }
  return font;
}

/** The registered font name and the font that draws this code point in this face, if any. */
function fontFor(face: Face, codePoint: number): { name: string; font: FontkitFont } | null {
  if (face === "latin") {
    const font = latinFont();
    return font.hasGlyphForCodePoint(codePoint) ? { name: "latin", font } : null;
  }
  for (const range of rangesOf(face)) {
    if (codePoint < range.from || codePoint > range.to) continue;
    const font = splitFile(face, range.key);
    if (hasGlyph(font, codePoint)) return { name: `${face}-${range.key}`, font };
  }
  return null;
}

/** Some range files have a cmap fontkit cannot read (Noto SC's file for U+0939): no glyph there. */
function hasGlyph(font: FontkitFont, codePoint: number) {
  try {
    return font.hasGlyphForCodePoint(codePoint);
  } catch {
    return false;
  }
}

/** Characters that belong with the one before them: joiners, variation selectors, marks. */
function joinsPrevious(char: string) {
  const codePoint = char.codePointAt(0) ?? 0;
  return (
    codePoint === 0x200c ||
    codePoint === 0x200d ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    // Skin tones and the tag characters of subdivision flags.
    (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) ||
    (codePoint >= 0xe0020 && codePoint <= 0xe007f) ||
    /^\p{M}$/u.test(char)
  );
}

export type FontRun = { text: string; face: Face; font: string };

const chosenFonts = new Map<string, { face: Face; name: string; missing?: true }>();

/** The face and font file for a character, remembered per process (a plan repeats characters). */
function chooseFont(codePoint: number, emojiPresentation: boolean) {
  const key = `${codePoint}:${emojiPresentation}`;
  let chosen = chosenFonts.get(key);
  if (!chosen) {
    // Nothing has the glyph: DejaVu draws its "missing" box, and the plan says so on its cover.
    chosen = { face: "latin", name: "latin", missing: true };
    for (const face of preferredFaces(codePoint, emojiPresentation)) {
      const found = fontFor(face, codePoint);
      if (found) {
        chosen = { face, name: found.name };
        break;
      }
    }
    chosenFonts.set(key, chosen);
  }
  return chosen;
}

/**
 * Splits text into runs that one font draws: each character goes to the first face (in its
 * script's order) that has a glyph for it; spaces (except after emoji) and joiners stay in the
 * current run.
 */
export function fontRuns(text: string): FontRun[] {
  const chars = Array.from(text);
  const runs: FontRun[] = [];
  chars.forEach((char, index) => {
    const last = runs[runs.length - 1];
    // Emoji fonts have wide spaces: a space after an emoji goes back to the text font.
    const space = /^\s$/.test(char) && last?.face !== "emoji";
    if (last && (joinsPrevious(char) || space)) {
      last.text += char;
      return;
    }
    const codePoint = char.codePointAt(0) ?? 0;
    const emojiPresentation =
      chars[index + 1] === "\ufe0f" || /^\p{Emoji_Presentation}$/u.test(char);
    const chosen = chooseFont(codePoint, emojiPresentation);
    if (last && last.font === chosen.name) last.text += char;
    else runs.push({ text: char, face: chosen.face, font: chosen.name });
  });
  return runs;
}

/** The characters of `text` that no bundled face can draw (spaces, joiners and marks aside). */
export function charactersWithoutFont(text: string): string[] {
  const found = new Set<string>();
  const chars = Array.from(text);
  chars.forEach((char, index) => {
    if (/^\s$/.test(char) || joinsPrevious(char)) return;
    const emojiPresentation =
      chars[index + 1] === "\ufe0f" || /^\p{Emoji_Presentation}$/u.test(char);
    if (chooseFont(char.codePointAt(0) ?? 0, emojiPresentation).missing) found.add(char);
  });
  return [...found];
}

type Doc = PDFKit.PDFDocument;
const registered = new WeakMap<Doc, Set<string>>();

/** Switches the document to the run's font, registering it in this document on first use. */
export function setFont(doc: Doc, name: string) {
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(name)) {
    if (name === "latin") {
      latinFont();
      doc.registerFont(name, cache.latinBytes!);
    } else {
      const dash = name.indexOf("-");
      const face = name.slice(0, dash) as Exclude<Face, "latin">;
      // pdfkit takes a fontkit font as is and embeds the subset of it that the document uses.
      doc.registerFont(name, splitFile(face, name.slice(dash + 1)) as unknown as Buffer);
    }
    names.add(name);
  }
  doc.font(name);
  return doc;
}
