// Reads one export file (already out of its .gz or .zip) into day rows and review rows, recognised
// by its content: the byte-order mark gives the encoding, the header the kind; the name is only
// shown. Parsed as a stream (csv-parse); the whole file is read before anything is returned, and
// one bad row refuses the file with its line number. Formats: docs/store-reports.md.

import { Readable } from "node:stream";

import { CsvError, parse } from "csv-parse";

import { isIsoDate, isoDate } from "../dates";
import {
  APP_STORE_APP_TYPES,
  APP_STORE_FIRST_DOWNLOADS,
  EXPECTED_KINDS,
  findColumn,
  METRIC_KIND,
  normalizeHeader,
  PLAY_DIMENSIONS,
  PLAY_DOWNLOADS,
  PLAY_DOWNLOADS_FALLBACK,
  PLAY_INSTALLED_AUDIENCE,
  PLAY_RATING_AVERAGE,
  PLAY_REVIEW_COLUMNS,
  PLAY_WEB_METRICS,
  type ResultMetric,
  type ResultStore,
} from "./columns";

export type ReportKind =
  | "play-installs"
  | "play-ratings"
  | "play-reviews"
  | "play-web-report"
  | "app-store-sales"
  | "plausible-visitors";

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  "play-installs": "Google Play installs report",
  "play-ratings": "Google Play ratings report",
  "play-reviews": "Google Play reviews",
  "play-web-report": "Google Play Console statistics download",
  "app-store-sales": "App Store Connect sales report",
  "plausible-visitors": "Plausible visitors export",
};

/** One number: a metric on a day in a store, for one product (package or SKU; "" when unnamed). */
export type DayRow = {
  product: string;
  metric: ResultMetric;
  date: string;
  store: ResultStore;
  /** ISO country code, or "" for the whole world. */
  country: string;
  value: number;
};

export type ReviewRow = {
  product: string;
  /** Stable across files: the review's link, else its package, time, device and language. */
  key: string;
  /** When it was written, ISO 8601 UTC. */
  submittedAt: string;
  rating: number;
  language: string;
  title: string;
  text: string;
  appVersion: string;
  device: string;
  reply: string;
};

export type Product = { id: string; title: string };

export type Report = {
  kind: ReportKind;
  /** What the file was read as, for the page: "Google Play installs report (by country), UTF-16". */
  readAs: string;
  store: ResultStore;
  days: DayRow[];
  reviews: ReviewRow[];
  /** The apps the file names (App Store SKUs, Play packages); empty when it names none. */
  products: Product[];
  /** Data rows read (the header not counted). */
  lines: number;
};

/** A file refused: the message names what was expected and what was found (and the line). */
export class ReportRefusal extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line ? `Line ${line}: ${message}` : message);
    this.name = "ReportRefusal";
  }
}

/** A file of no kind we know (a zip's other files are skipped; an upload of one is refused). */
export class UnknownReport extends ReportRefusal {}

type Encoding = "UTF-8" | "UTF-16LE" | "UTF-16BE";

/** The encoding from the byte-order mark, else from the zero bytes of UTF-16 text, else UTF-8. */
export function detectEncoding(bytes: Uint8Array): { encoding: Encoding; bomLength: number } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: "UTF-16LE", bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: "UTF-16BE", bomLength: 2 };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { encoding: "UTF-8", bomLength: 3 };
  // ASCII headers in UTF-16 without a mark: every other byte is zero.
  const sample = bytes.subarray(0, 64);
  let oddZeros = 0;
  let evenZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2) oddZeros++;
      else evenZeros++;
    }
  }
  if (sample.length >= 8 && oddZeros > sample.length / 4 && evenZeros === 0)
    return { encoding: "UTF-16LE", bomLength: 0 };
  if (sample.length >= 8 && evenZeros > sample.length / 4 && oddZeros === 0)
    return { encoding: "UTF-16BE", bomLength: 0 };
  return { encoding: "UTF-8", bomLength: 0 };
}

const CHUNK_BYTES = 1 << 20;

/** The text in slices of about a megabyte, decoded as it goes (a slice may split a character). */
function* decodedChunks(bytes: Uint8Array, encoding: Encoding, start: number) {
  const decoder = new TextDecoder(encoding === "UTF-8" ? "utf-8" : encoding.toLowerCase());
  for (let offset = start; offset < bytes.length; offset += CHUNK_BYTES) {
    const end = Math.min(bytes.length, offset + CHUNK_BYTES);
    yield decoder.decode(bytes.subarray(offset, end), { stream: end < bytes.length });
  }
}

function firstLine(bytes: Uint8Array, encoding: Encoding, start: number): string {
  const head = new TextDecoder(encoding === "UTF-8" ? "utf-8" : encoding.toLowerCase()).decode(
    bytes.subarray(start, start + 64 * 1024),
  );
  return head.split(/\r?\n/, 1)[0] ?? "";
}

// ---------------------------------------------------------------------------------------------
// Values

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function validDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  if (year < 2000 || year > 2100) return null;
  return isoDate(date);
}

/** YYYY-MM-DD, MM/DD/YYYY (App Store), "Mar 1, 2024" or "1 Mar 2024" → YYYY-MM-DD; else null. */
export function readDay(raw: string): string | null {
  const text = raw.trim();
  const head = text.slice(0, 10);
  if (isIsoDate(head) && /^(?:$|[T ])/.test(text.slice(10))) {
    return validDay(Number(head.slice(0, 4)), Number(head.slice(5, 7)), Number(head.slice(8, 10)));
  }
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return validDay(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (m) return validDay(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(text);
  if (m) return validDay(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]));
  return null;
}

const NO_VALUE = new Set(["", "na", "n/a", "-", "—"]);

/** A number cell: null when the cell says there is none ("", NA); a thousands comma is allowed. */
export function readNumber(raw: string, line: number, column: string): number | null {
  const text = raw.trim();
  if (NO_VALUE.has(text.toLowerCase())) return null;
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, "") : text;
  if (!/^-?\d+(\.\d+)?$/.test(plain)) {
    throw new ReportRefusal(`"${clip(text)}" in ${column} is not a number.`, line);
  }
  return Number(plain);
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

// ---------------------------------------------------------------------------------------------
// Day rows, summed per product, metric, day and country

class DaySums {
  private sums = new Map<string, DayRow>();
  constructor(private store: ResultStore) {}

  add(product: string, metric: ResultMetric, date: string, country: string, value: number) {
    const key = `${product}\t${metric}\t${date}\t${country}`;
    const row = this.sums.get(key);
    if (!row) {
      this.sums.set(key, { product, metric, date, store: this.store, country, value });
    } else if (METRIC_KIND[metric] === "flow" || metric === "installed-audience") {
      row.value += value;
    } else {
      row.value = value;
    }
  }

  /** The rows in the order first met (a file's days in its own order), values rounded. */
  rows(): DayRow[] {
    const rows = [...this.sums.values()];
    this.sums.clear();
    for (const row of rows) row.value = round(row.value);
    return rows;
  }
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

type Sink = {
  kind: ReportKind;
  detail?: string;
  store: ResultStore;
  row(cells: string[], line: number): void;
  finish(): { days: DayRow[]; reviews: ReviewRow[]; products: Product[] };
};

function cell(cells: string[], index: number): string {
  return index === -1 ? "" : (cells[index] ?? "").trim();
}

function requireDay(raw: string, line: number, column = "the date column"): string {
  const day = readDay(raw);
  if (!day) throw new ReportRefusal(`"${clip(raw)}" in ${column} is not a date.`, line);
  return day;
}

function productsOf(ids: Map<string, string>): Product[] {
  return [...ids].map(([id, title]) => ({ id, title })).sort((a, b) => a.id.localeCompare(b.id));
}

/** Play monthly installs (any dimension) or ratings (overview or country). */
function playStatsSink(headers: string[], raw: string[]): Sink | null {
  const date = findColumn(headers, ["date"]);
  const pkg = findColumn(headers, ["package name"]);
  if (date === -1 || pkg === -1) return null;
  const dimensionIndex = headers.findIndex((h) => h in PLAY_DIMENSIONS);
  const dimension = dimensionIndex === -1 ? "overview" : PLAY_DIMENSIONS[headers[dimensionIndex]!]!;
  const byCountry = dimension === "country";
  const packages = new Map<string, string>();
  const sums = new DaySums("google-play");

  let downloads = findColumn(headers, PLAY_DOWNLOADS);
  if (downloads === -1) downloads = findColumn(headers, PLAY_DOWNLOADS_FALLBACK);
  const audience = findColumn(headers, PLAY_INSTALLED_AUDIENCE);
  const rating = findColumn(headers, PLAY_RATING_AVERAGE);
  const columns: { index: number; metric: ResultMetric }[] = [];
  if (downloads !== -1) columns.push({ index: downloads, metric: "downloads" });
  if (audience !== -1) columns.push({ index: audience, metric: "installed-audience" });
  const isRatings = columns.length === 0 && rating !== -1;
  if (isRatings) columns.push({ index: rating, metric: "rating-average" });
  if (columns.length === 0) {
    const found = raw.filter((_, i) => i !== date && i !== pkg).join(", ");
    throw new ReportRefusal(
      `A Google Play report with no numbers this app can place: expected daily user installs, installed audience or an average rating, found ${found || "no other column"}.`,
      1,
    );
  }
  return {
    kind: isRatings ? "play-ratings" : "play-installs",
    detail: dimension === "overview" ? "overview" : `by ${dimension.replace("_", " ")}`,
    store: "google-play",
    row(cells, line) {
      const product = cell(cells, pkg);
      packages.set(product, product);
      const day = requireDay(cell(cells, date), line);
      const country = byCountry ? cell(cells, dimensionIndex).toUpperCase() : "";
      for (const { index, metric } of columns) {
        const value = readNumber(cell(cells, index), line, raw[index] ?? "");
        if (value === null) continue;
        if (metric === "rating-average") {
          // An average of averages means nothing: ratings by a dimension other than country are skipped.
          if (dimension === "overview" || byCountry) sums.add(product, metric, day, country, value);
          continue;
        }
        if (byCountry && country) sums.add(product, metric, day, country, value);
        sums.add(product, metric, day, "", value);
      }
    },
    finish: () => ({ days: sums.rows(), reviews: [], products: productsOf(packages) }),
  };
}

function playReviewsSink(headers: string[]): Sink | null {
  const at = Object.fromEntries(
    Object.entries(PLAY_REVIEW_COLUMNS).map(([name, names]) => [name, findColumn(headers, names)]),
  ) as Record<keyof typeof PLAY_REVIEW_COLUMNS, number>;
  if (at.package === -1 || at.rating === -1 || at.text === -1 || at.submitted === -1) return null;
  const packages = new Map<string, string>();
  const reviews: ReviewRow[] = [];
  const sums = new DaySums("google-play");
  return {
    kind: "play-reviews",
    store: "google-play",
    row(cells, line) {
      const product = cell(cells, at.package);
      packages.set(product, product);
      const submittedRaw = cell(cells, at.submitted);
      const submitted = Date.parse(submittedRaw);
      const timeOfDay = submittedRaw.slice(10, 11) === "T";
      if (!isIsoDate(submittedRaw.slice(0, 10)) || !timeOfDay || Number.isNaN(submitted)) {
        throw new ReportRefusal(`"${clip(submittedRaw)}" is not a review time.`, line);
      }
      const ratingText = cell(cells, at.rating);
      const rating = Number(ratingText);
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
        throw new ReportRefusal(`"${clip(ratingText)}" is not a star rating from 1 to 5.`, line);
      }
      const submittedAt = new Date(submitted).toISOString();
      const language = cell(cells, at.language);
      const device = cell(cells, at.device);
      const millis = cell(cells, at.submittedMillis) || String(submitted);
      reviews.push({
        product,
        key: cell(cells, at.link) || `${product}|${millis}|${device}|${language}`,
        submittedAt,
        rating,
        language,
        // Text as written: only the surrounding blanks go.
        title: cell(cells, at.title),
        text: cell(cells, at.text),
        appVersion: cell(cells, at.versionName) || cell(cells, at.versionCode),
        device,
        reply: cell(cells, at.reply),
      });
      sums.add(product, "reviews", submittedAt.slice(0, 10), "", 1);
    },
    finish: () => ({ days: sums.rows(), reviews, products: productsOf(packages) }),
  };
}

/** The console's Statistics "Download report": Date, one column per metric description, Notes. */
function playWebSink(headers: string[], raw: string[]): Sink | null {
  if (headers[0] !== "date" || headers.includes("package name")) return null;
  const notes = headers.indexOf("notes");
  const described = raw
    .map((name, index) => ({ name, index }))
    .filter(({ index }) => index !== 0 && index !== notes);
  const looksLikePlay = notes !== -1 || described.some(({ name }) => /\(.*\)|:/.test(name));
  if (!looksLikePlay) return null;
  const columns: { index: number; metric: ResultMetric }[] = [];
  for (const { name, index } of described) {
    const known = PLAY_WEB_METRICS.find(({ match }) => match.test(name));
    if (!known) {
      throw new ReportRefusal(
        `A Play Console statistics download whose numbers cannot be placed: expected installed audience, user acquisitions or average rating, found "${clip(name)}".`,
        1,
      );
    }
    columns.push({ index, metric: known.metric });
  }
  const sums = new DaySums("google-play");
  return {
    kind: "play-web-report",
    store: "google-play",
    row(cells, line) {
      const day = requireDay(cell(cells, 0), line);
      for (const { index, metric } of columns) {
        const value = readNumber(cell(cells, index), line, raw[index] ?? "");
        if (value !== null) sums.add("", metric, day, "", value);
      }
    },
    finish: () => ({ days: sums.rows(), reviews: [], products: [] }),
  };
}

function appStoreSink(headers: string[]): Sink | null {
  const sku = findColumn(headers, ["sku"]);
  const units = findColumn(headers, ["units"]);
  const type = findColumn(headers, ["product type identifier"]);
  const begin = findColumn(headers, ["begin date"]);
  if (sku === -1 || units === -1 || type === -1 || begin === -1) return null;
  const title = findColumn(headers, ["title"]);
  const country = findColumn(headers, ["country code"]);
  const skus = new Map<string, string>();
  const sums = new DaySums("app-store");
  return {
    kind: "app-store-sales",
    store: "app-store",
    row(cells, line) {
      const productType = cell(cells, type).toUpperCase();
      const product = cell(cells, sku);
      // In-app purchases name their app in Parent Identifier: they are no app of the report.
      if (!APP_STORE_APP_TYPES.has(productType)) return;
      if (!skus.has(product)) skus.set(product, cell(cells, title));
      const day = requireDay(cell(cells, begin), line, "Begin Date");
      const value = readNumber(cell(cells, units), line, "Units");
      if (value === null || !APP_STORE_FIRST_DOWNLOADS.has(productType)) return;
      // Refunds are negative units: they take a download off.
      const code = cell(cells, country).toUpperCase();
      if (code) sums.add(product, "downloads", day, code, value);
      sums.add(product, "downloads", day, "", value);
    },
    finish: () => ({ days: sums.rows(), reviews: [], products: productsOf(skus) }),
  };
}

function plausibleSink(headers: string[], raw: string[]): Sink | null {
  const date = findColumn(headers, ["date"]);
  const visitors = findColumn(headers, ["visitors"]);
  const pageviews = findColumn(headers, ["pageviews", "page views"]);
  if (date === -1 || visitors === -1) return null;
  const sums = new DaySums("web");
  return {
    kind: "plausible-visitors",
    store: "web",
    row(cells, line) {
      const day = requireDay(cell(cells, date), line);
      const v = readNumber(cell(cells, visitors), line, raw[visitors] ?? "visitors");
      if (v !== null) sums.add("", "visitors", day, "", v);
      if (pageviews !== -1) {
        const p = readNumber(cell(cells, pageviews), line, raw[pageviews] ?? "pageviews");
        if (p !== null) sums.add("", "pageviews", day, "", p);
      }
    },
    finish: () => ({ days: sums.rows(), reviews: [], products: [] }),
  };
}

function sinkFor(raw: string[]): Sink {
  const headers = raw.map(normalizeHeader);
  const sink =
    appStoreSink(headers) ??
    playReviewsSink(headers) ??
    playStatsSink(headers, raw) ??
    plausibleSink(headers, raw) ??
    playWebSink(headers, raw);
  if (!sink) {
    throw new UnknownReport(
      `Expected ${EXPECTED_KINDS}; found a file whose first line is "${clip(raw.join(","))}".`,
    );
  }
  return sink;
}

/** Reads one file's bytes: the whole file, or a refusal (ReportRefusal) with the line. */
export async function readReport(bytes: Uint8Array): Promise<Report> {
  const { encoding, bomLength } = detectEncoding(bytes);
  const header = firstLine(bytes, encoding, bomLength);
  if (!header.trim() || /[\0\uFFFD]/.test(header)) {
    throw new UnknownReport(
      `Expected ${EXPECTED_KINDS} as text (UTF-8 or UTF-16); found ${header.trim() ? "bytes that are not text" : "an empty file"}.`,
    );
  }
  const tabs = header.split("\t").length;
  const commas = header.split(",").length;
  const delimiter = tabs > commas ? "\t" : ",";
  const parser = parse({
    delimiter,
    // App Store reports are tab-separated without quoting: a title may hold a quote mark.
    quote: delimiter === "\t" ? false : '"',
    info: true,
    skip_empty_lines: true,
    relax_column_count: delimiter === "\t",
  });
  Readable.from(decodedChunks(bytes, encoding, bomLength)).pipe(parser);
  let sink: Sink | null = null;
  let headerCells = 0;
  let lines = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      // The line the row starts on: a quoted field may hold line breaks.
      const line =
        info.lines - record.reduce((n, value) => n + (value.match(/\n/g)?.length ?? 0), 0);
      if (!sink) {
        sink = sinkFor(record.map((name) => name.trim()));
        headerCells = record.length;
        continue;
      }
      // Apple leaves an empty trailing cell out at times; a row with more cells than the header is bad.
      if (record.length > headerCells || (delimiter === "," && record.length !== headerCells)) {
        throw new ReportRefusal(
          `${record.length} cells where the header has ${headerCells}.`,
          line,
        );
      }
      if (record.every((value) => !value.trim())) continue;
      sink.row(record, line);
      lines++;
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof ReportRefusal) throw error;
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new ReportRefusal(
        error.code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH"
          ? "the row has a different number of cells than the header."
          : `the file cannot be read as ${delimiter === "\t" ? "tab" : "comma"}-separated values (${error.code}).`,
        line,
      );
    }
    throw error;
  }
  if (!sink) throw new UnknownReport(`Expected ${EXPECTED_KINDS}; found an empty file.`);
  const { days, reviews, products } = sink.finish();
  const label = REPORT_KIND_LABELS[sink.kind];
  return {
    kind: sink.kind,
    readAs: `${label}${sink.detail ? ` (${sink.detail})` : ""}, ${encoding}`,
    store: sink.store,
    days,
    reviews,
    products,
    lines,
  };
}
