// The marketing plan as a PDF, drawn with pdfkit. pdfkit's built-in fonts only cover Latin-1, so
// the document embeds DejaVu Sans and, for the characters it lacks (Chinese, Japanese, Korean,
// emoji), the fallback faces of pdf-fonts.server.ts, one font per run of text. Only subsets are
// embedded, so the file stays small. Hierarchy comes from size and colour, as there is one weight.
import PDFDocument from "pdfkit";

import type { PlanExport, PlanField, PlanSection } from "~/models/plan-export.server";

import { charactersWithoutFont, fontRuns, setFont } from "./pdf-fonts.server";

export { PDF_FONT_PATH } from "./pdf-fonts.server";
const BASE_FONT = "latin";

const COLORS = {
  brand: "#4338ca",
  brandSoft: "#eef2ff",
  text: "#0f172a",
  muted: "#475569",
  rule: "#cbd5e1",
  done: "#15803d",
  white: "#ffffff",
};
const SIZE = { title: 28, section: 17, body: 10.5, label: 9, small: 8.5 };
const MARGIN = 56;
const COVER_BAND_HEIGHT = 230;
/** Keep a label with at least this much of its value on the same page. */
const KEEP_WITH_NEXT = 48;

type Doc = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

/** Writes text in the fonts its characters need: pdfkit draws one font per call. */
function write(doc: Doc, text: string, options: TextOptions, x?: number, y?: number) {
  const runs = fontRuns(text);
  if (runs.length === 0) runs.push({ text, face: "latin", font: BASE_FONT });
  runs.forEach((run, index) => {
    setFont(doc, run.font);
    const runOptions = { ...options, continued: index < runs.length - 1 };
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return setFont(doc, BASE_FONT);
}

/**
 * The height `write` will take. pdfkit measures with one font, so text in several fonts is
 * estimated from its runs' widths and the tallest font's line height (never less than pdfkit's).
 */
function heightOf(doc: Doc, text: string, options: TextOptions) {
  const runs = fontRuns(text);
  if (runs.length <= 1) {
    setFont(doc, runs[0]?.font ?? BASE_FONT);
    const height = doc.heightOfString(text, options);
    setFont(doc, BASE_FONT);
    return height;
  }
  let width = 0;
  let lineHeight = 0;
  for (const run of runs) {
    setFont(doc, run.font);
    width += doc.widthOfString(run.text.replace(/\n/g, " "));
    lineHeight = Math.max(lineHeight, doc.currentLineHeight(true) + (options.lineGap ?? 0));
  }
  setFont(doc, BASE_FONT);
  const breaks = text.split("\n").length - 1;
  // Words wrap before the edge: allow a tenth of each line for the gap.
  const lines = Math.ceil((width * 1.1) / (options.width ?? contentWidth(doc))) + breaks;
  return Math.max(lines * lineHeight, doc.heightOfString(text, options));
}

/** One line at (x, y), cut with an ellipsis where it would pass `width`. */
function writeLine(doc: Doc, text: string, x: number, y: number, width: number) {
  const options = { lineBreak: false } as const;
  setFont(doc, BASE_FONT);
  const ellipsis = doc.widthOfString("…");
  let cursor = x;
  for (const run of fontRuns(text)) {
    setFont(doc, run.font);
    const runWidth = doc.widthOfString(run.text);
    if (cursor + runWidth <= x + width) {
      doc.text(run.text, cursor, y, options);
      cursor += runWidth;
      continue;
    }
    const chars = Array.from(run.text);
    while (chars.length > 0 && cursor + doc.widthOfString(chars.join("")) + ellipsis > x + width) {
      chars.pop();
    }
    if (chars.length > 0) doc.text(chars.join(""), cursor, y, options);
    cursor += doc.widthOfString(chars.join(""));
    setFont(doc, BASE_FONT).text("…", cursor, y, options);
    break;
  }
  return setFont(doc, BASE_FONT);
}

function contentWidth(doc: Doc) {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function cover(doc: Doc, plan: PlanExport) {
  const width = contentWidth(doc);
  // The band grows with a long app name so white text never runs onto the white page.
  const titleHeight = heightOf(doc.fontSize(SIZE.title), plan.app.name, { width });
  const bandHeight = Math.max(COVER_BAND_HEIGHT, MARGIN + titleHeight + 90);
  doc.rect(0, 0, doc.page.width, bandHeight).fill(COLORS.brand);
  doc
    .fillColor(COLORS.brandSoft)
    .fontSize(SIZE.label)
    .text("MARKETING PLAN", MARGIN, MARGIN, { width, characterSpacing: 2 });
  write(doc.moveDown(0.6).fillColor(COLORS.white).fontSize(SIZE.title), plan.app.name, { width });
  const subtitle = [plan.app.category, `Prepared ${plan.exportedOnLabel}`]
    .filter(Boolean)
    .join("  ·  ");
  write(
    doc
      .moveDown(0.4)
      .fontSize(SIZE.body + 1)
      .fillColor(COLORS.brandSoft),
    subtitle,
    {
      width,
    },
  );

  doc.y = bandHeight + 36;
  doc.x = MARGIN;
  const facts: PlanField[] = [
    { label: "Category", value: plan.app.category ?? "Not chosen yet" },
    { label: "Date", value: plan.exportedOnLabel },
    { label: "Launch day", value: plan.app.launchLabel ?? "Not set yet" },
    { label: "Progress", value: `${plan.app.progress}%` },
  ];
  if (plan.app.url) facts.splice(1, 0, { label: "Website", value: plan.app.url });
  for (const fact of facts) field(doc, fact);
  if (plan.app.description) field(doc, { label: "About the app", value: plan.app.description });
  contents(doc, plan);
  doc.moveDown(1);
  const undrawn = undrawnNote(plan);
  if (undrawn) {
    doc.fillColor(COLORS.text).fontSize(SIZE.body).text(undrawn, MARGIN, doc.y, { width });
    doc.moveDown(0.5);
  }
  doc.fillColor(COLORS.muted).fontSize(SIZE.small);
  doc.text(
    `Times in this plan are shown in ${plan.timeZone}. Product Hunt's day starts at 12:01 a.m. Pacific time.`,
    MARGIN,
    doc.y,
    { width },
  );
}

/** Scripts we name when the PDF has no font for them (any other is "other scripts"). */
const UNDRAWN_SCRIPTS = [
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Khmer",
  "Myanmar",
  "Tibetan",
  "Ethiopic",
  "Cherokee",
  "Syriac",
  "Thaana",
  "Mongolian",
  "Coptic",
  "Runic",
];

/** Says on the cover which text shows as empty boxes, instead of leaving the reader to guess. */
function undrawnNote(plan: PlanExport) {
  const chars = charactersWithoutFont(JSON.stringify(plan));
  if (chars.length === 0) return null;
  const scriptOf = (char: string) =>
    UNDRAWN_SCRIPTS.find((script) => new RegExp(`^\\p{Script=${script}}$`, "u").test(char)) ??
    "other scripts";
  const scripts = [...new Set(chars.map(scriptOf))].join(", ");
  return `Not drawn in this PDF: text in ${scripts} shows as empty boxes, as the PDF has no font for it. The app and the CSV export show that text in full.`;
}

/** The eight modules and their status at a glance. */
function contents(doc: Doc, plan: PlanExport) {
  const width = contentWidth(doc);
  doc.moveDown(0.6);
  doc.fillColor(COLORS.muted).fontSize(SIZE.label).text("Modules", MARGIN, doc.y, { width });
  doc.moveDown(0.2);
  plan.modules.forEach((module, index) => {
    const top = doc.y;
    doc.fillColor(COLORS.text).fontSize(SIZE.body);
    doc.text(`${index + 1}. ${module.title}`, MARGIN, top, { width: width / 2 });
    doc.fillColor(module.status === "Completed" ? COLORS.done : COLORS.muted);
    doc.text(module.status ?? "", MARGIN + width / 2, top, { width: width / 2, align: "right" });
    doc.moveDown(0.25);
  });
}

function sectionHeading(doc: Doc, title: string, status: string | null) {
  ensureSpace(doc, KEEP_WITH_NEXT + 40);
  doc.moveDown(1.2);
  const width = contentWidth(doc);
  const top = doc.y;
  doc.rect(MARGIN, top, 4, SIZE.section + 4).fill(COLORS.brand);
  doc
    .fillColor(COLORS.text)
    .fontSize(SIZE.section)
    .text(title, MARGIN + 12, top, { width: width - 12 });
  if (status) {
    doc
      .fillColor(COLORS.muted)
      .fontSize(SIZE.small)
      .text(status, MARGIN + 12, doc.y, { width: width - 12 });
  }
  doc.moveDown(0.3);
  const ruleY = doc.y;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + width, ruleY)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.x = MARGIN;
  doc.y = ruleY + 10;
}

function field(doc: Doc, item: PlanField) {
  const width = contentWidth(doc);
  doc.fontSize(SIZE.label);
  const labelHeight = doc.heightOfString(item.label, { width });
  doc.fontSize(SIZE.body);
  const valueHeight = heightOf(doc, item.value, { width, lineGap: 2 });
  ensureSpace(doc, labelHeight + Math.min(valueHeight, KEEP_WITH_NEXT));
  doc.fillColor(COLORS.muted).fontSize(SIZE.label).text(item.label, MARGIN, doc.y, { width });
  doc.moveDown(0.15);
  write(
    doc.fillColor(COLORS.text).fontSize(SIZE.body),
    item.value,
    { width, lineGap: 2 },
    MARGIN,
    doc.y,
  );
  doc.moveDown(0.8);
}

function note(doc: Doc, text: string) {
  doc
    .fillColor(COLORS.muted)
    .fontSize(SIZE.body)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.5);
}

function section(doc: Doc, data: PlanSection, empty: string) {
  sectionHeading(doc, data.title, data.status);
  if (data.fields.length === 0) note(doc, empty);
  for (const item of data.fields) field(doc, item);
}

function checklist(doc: Doc, plan: PlanExport) {
  sectionHeading(doc, "Launch checklist", plan.checklist.length ? checklistSummary(plan) : null);
  if (plan.checklist.length === 0) {
    note(
      doc,
      "No launch date set yet, so there is no checklist. Set one on the app's checklist page.",
    );
    return;
  }
  const width = contentWidth(doc);
  const indent = 18;
  for (const task of plan.checklist) {
    const meta = [task.relative, `due ${task.due}`, task.done ? "done" : null]
      .filter(Boolean)
      .join(" · ");
    doc.fontSize(SIZE.body);
    const height =
      heightOf(doc, task.title, { width: width - indent }) +
      doc.heightOfString(meta, { width: width - indent });
    ensureSpace(doc, height + 8);
    const top = doc.y;
    doc
      .fillColor(task.done ? COLORS.done : COLORS.muted)
      .fontSize(SIZE.body + 1)
      .text(task.done ? "☑" : "☐", MARGIN, top);
    write(
      doc.fillColor(COLORS.text).fontSize(SIZE.body),
      task.title,
      { width: width - indent },
      MARGIN + indent,
      top,
    );
    doc
      .fillColor(COLORS.muted)
      .fontSize(SIZE.small)
      .text(meta, MARGIN + indent, doc.y, { width: width - indent });
    if (task.notes) {
      doc.moveDown(0.15).fillColor(COLORS.muted).fontSize(SIZE.small);
      write(doc, task.notes, { width: width - indent, lineGap: 1 }, MARGIN + indent, doc.y);
    }
    doc.moveDown(0.7);
  }
}

function listingAndDrafts(doc: Doc, plan: PlanExport) {
  section(doc, plan.storeListing, "No store listing yet. Write one in the store-listing studio.");
  section(doc, plan.drafts, "No drafts yet.");
}

function checklistSummary(plan: PlanExport) {
  const done = plan.checklist.filter((t) => t.done).length;
  return `${done} of ${plan.checklist.length} tasks done`;
}

function footers(doc: Doc, plan: PlanExport) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page: lift the margin first.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 36;
    const width = contentWidth(doc);
    doc.fillColor(COLORS.muted).fontSize(SIZE.small);
    writeLine(doc, `${plan.app.name} · Marketing plan`, MARGIN, y, width - 80);
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
      width,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The whole plan as PDF bytes. */
export async function renderPlanPdf(plan: PlanExport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    lang: "en",
    displayTitle: true,
    info: {
      Title: `${plan.app.name} — marketing plan`,
      Subject: "Marketing plan",
      Creator: "App Marketing Machine",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  setFont(doc, BASE_FONT);
  cover(doc, plan);
  doc.addPage();
  doc.y = doc.page.margins.top - 12;
  section(doc, plan.simpleAnswers, "The simple questions have not been answered yet.");
  for (const module of plan.modules) section(doc, module, "Nothing saved in this module yet.");
  sectionHeading(doc, "Content schedule", null);
  if (plan.contentSchedule.length === 0) {
    note(doc, "No content schedule yet. Pick up to three content ideas in the Content module.");
  }
  for (const entry of plan.contentSchedule) field(doc, entry);
  listingAndDrafts(doc, plan);
  checklist(doc, plan);
  footers(doc, plan);
  doc.end();
  return finished;
}
