// The PDF export prints every script our makers write in: Latin with accents, Cyrillic, Chinese,
// Japanese, Korean and emoji each come out as real characters (read back from the PDF's text),
// and the fonts are embedded as subsets so the file stays small.
import { PDFParse } from "pdf-parse";
import { describe, expect, test } from "vitest";

import * as pdfRoute from "~/routes/apps.$appId.export[.]pdf";
import { db } from "~/services/db.server";
import { fontRuns } from "~/utils/pdf-fonts.server";

import { createSignedInUser, getRequest, routeArgs, settle } from "./helpers";

const NAME = "Café Ñandú Привет 你好 🎮";
const JAPANESE = "ゲームで友だちと遊ぼう、カタカナも漢字も。";
const KOREAN = "친구와 함께하는 퍼즐 게임 한국어";
const EMOJI_PITCH = "Level up 🚀 with friends 🎉";

/** One sample per Unicode script: a bundled face draws each, shaped by fontkit where needed. */
const DRAWN: Record<string, string> = {
  Latin: "Bonjour à tous",
  Vietnamese: "Tiếng Việt",
  Greek: "Ελληνικά",
  Cyrillic: "Русский язык",
  Armenian: "Հայերեն",
  Georgian: "ქართული",
  Hebrew: "עברית",
  Arabic: "العربية",
  Devanagari: "हिन्दी पाठ",
  Thai: "ภาษาไทย",
  Lao: "ພາສາລາວ",
  Han: "你好世界",
  Hiragana: "ひらがな",
  Katakana: "カタカナ",
  Hangul: "한국어",
  Tifinagh: "ⵜⴰⵎⴰⵣⵉⵖⵜ",
  "Canadian syllabics": "ᐃᓄᒃᑎᑐᑦ",
  Nko: "ߒߞߏ",
  Braille: "⠃⠗⠁⠊⠇⠇⠑",
  Emoji: "🚀🎉",
};

/** Scripts no bundled face has: the PDF still answers, and its cover names what is not drawn. */
const UNDRAWN: Record<string, string> = {
  Bengali: "বাংলা",
  Tamil: "தமிழ்",
  Ethiopic: "አማርኛ",
  Khmer: "ភាសាខ្មែរ",
  Myanmar: "မြန်မာ",
};

async function exportPdf(name = NAME, description = `${JAPANESE} ${KOREAN}`) {
  const me = await createSignedInUser();
  const app = await db.app.create({
    data: {
      tenantId: me.tenant.id,
      name,
      description,
      wizardAnswers: { "app-name": name },
    },
  });
  await db.module.create({
    data: {
      appId: app.id,
      stepName: "foundation",
      status: "in_progress",
      data: { elevatorPitch: EMOJI_PITCH },
    },
  });
  const response = await settle(() =>
    pdfRoute.loader(
      routeArgs(getRequest(`/apps/${app.id}/export.pdf`, me.cookie), { appId: app.id }),
    ),
  );
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Measured first: the parser takes over the bytes' buffer.
  const size = bytes.length;
  const parser = new PDFParse({ data: bytes });
  const { text } = await parser.getText();
  await parser.destroy();
  return { size, text };
}

/** The characters of `sample` (whitespace aside) that the extracted text lacks. */
function missing(text: string, sample: string) {
  const present = new Set(Array.from(text));
  return Array.from(sample.replace(/\s/g, "")).filter((char) => !present.has(char));
}

describe("PDF export in every script", () => {
  test("shows every character of a name mixing Latin, Cyrillic, Chinese and emoji", async () => {
    const { size, text } = await exportPdf();
    expect(missing(text, NAME)).toEqual([]);
    expect(missing(text, JAPANESE)).toEqual([]);
    expect(missing(text, KOREAN)).toEqual([]);
    expect(missing(text, EMOJI_PITCH)).toEqual([]);
    // No blank boxes: the name comes out whole on the cover.
    expect(text.replace(/\s+/g, " ")).toContain(NAME);
    // Subsets of the fonts only (a whole CJK face alone is megabytes).
    expect(size).toBeLessThan(250_000);
  });

  test("draws every character of one app per script, for 20 scripts", async () => {
    for (const [script, sample] of Object.entries(DRAWN)) {
      const { text } = await exportPdf(`App ${script}`, sample);
      expect({ script, missing: missing(text, sample) }).toEqual({ script, missing: [] });
      expect({ script, note: text.includes("Not drawn") }).toEqual({ script, note: false });
      // Scripts without reordering come back in order; Devanagari's vowel signs are reordered
      // by the shaper, so the extracted order is the glyphs' order, not the typed one.
      if (script !== "Devanagari") expect(text.replace(/\s+/g, " ")).toContain(sample);
    }
  }, 120_000);

  test("answers 200 for a script without a face and says on the cover that it is not drawn", async () => {
    for (const [script, sample] of Object.entries(UNDRAWN)) {
      const { text } = await exportPdf(`App ${script}`, sample);
      expect(text.replace(/\s+/g, " ")).toContain(`Not drawn in this PDF: text in ${script}`);
    }
  }, 60_000);

  test("splits text into runs, one font per run, keeping spaces and joiners in the run", () => {
    const runs = fontRuns("Café 你好 한국 🎮 ok");
    expect(runs.map((run) => run.text).join("")).toBe("Café 你好 한국 🎮 ok");
    // The Noto faces come in files by Unicode range, so one script may take several runs.
    const faces = runs.map((run) => run.face).filter((face, i, all) => face !== all[i - 1]);
    expect(faces).toEqual(["latin", "cjk", "korean", "emoji", "latin"]);
    expect(runs.find((run) => run.face === "emoji")?.text).toBe("🎮");
    // U+FE0F asks for the emoji form of a character DejaVu also has, and stays with it.
    expect(fontRuns("❤️🎮")[0]).toMatchObject({ text: "❤️", face: "emoji" });
    expect(fontRuns("❤ ok")[0]).toMatchObject({ text: "❤ ok", face: "latin" });
  });
});
