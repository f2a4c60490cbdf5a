// CSV downloads through csv-stringify (RFC 4180 quoting), with a guard against spreadsheet
// formula injection: every line of a text cell that starts with = + - @ (or a tab / carriage
// return, which some spreadsheets also treat as a formula start) gets a leading apostrophe, as
// OWASP advises (https://owasp.org/www-community/attacks/CSV_Injection): a reader that splits a
// cell at its line breaks never finds a formula at the start of a line. A cell holding any line
// break (\r or \n, not only the record delimiter \r\n) is quoted, so it never starts a row.
import { stringify } from "csv-stringify/sync";

import { contentDisposition } from "~/services/download.server";

/** The start of the text or of any line in it, before a character a spreadsheet reads as a formula. */
const FORMULA_STARTS = /(^|[\r\n])(?=[=+\-@\t\r])/g;
/** A cell with any line break is quoted (csv-stringify quotes for its own "\r\n" alone). */
const LINE_BREAK = /[\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/** One cell as text a spreadsheet will show as data, never evaluate. Numbers stay numbers. */
export function csvCell(value: CsvValue): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? value : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return value.toISOString();
  return value.replace(FORMULA_STARTS, "$1'");
}

/**
 * The rows as a CSV document with a header line. `bom` adds the UTF-8 byte-order mark that
 * makes Excel read accented company names correctly.
 */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  options: { bom?: boolean } = {},
): string {
  const records = rows.map((row) => columns.map((column) => csvCell(column.value(row))));
  return stringify(records, {
    header: true,
    columns: columns.map((column) => csvCell(column.header)).map(String),
    record_delimiter: "windows",
    quoted_match: LINE_BREAK,
    bom: options.bom ?? false,
  });
}

/** A download response; the header carries the real name and an ASCII fallback (RFC 6266). */
export function csvResponse(csv: string, fileName: string, fallback?: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(fileName, fallback),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
