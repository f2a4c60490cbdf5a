import { describe, expect, it } from "vitest";

import { csvCell, csvResponse, toCsv } from "./csv.server";

/** A strict RFC 4180 reader, so the test checks the file as a spreadsheet would read it. */
function parse(csv: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && csv[i + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell || record.length) records.push([...record, cell]);
  return records;
}

type Row = { name: string; count: number; when: Date | null };
const columns = [
  { header: "Name", value: (row: Row) => row.name },
  { header: "Count", value: (row: Row) => row.count },
  { header: "When", value: (row: Row) => row.when },
];

describe("csvCell", () => {
  it.each(["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tTAB", "\rCR", '=HYPERLINK("http://x")'])(
    "prefixes the formula-like text %j with an apostrophe",
    (value) => {
      expect(csvCell(value)).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text, numbers (even negative ones) and empty values alone", () => {
    expect(csvCell("Acme = Best")).toBe("Acme = Best");
    expect(csvCell("a-b")).toBe("a-b");
    expect(csvCell(-5)).toBe(-5);
    expect(csvCell(0)).toBe(0);
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it("writes dates as ISO 8601", () => {
    expect(csvCell(new Date("2026-03-04T05:06:07.000Z"))).toBe("2026-03-04T05:06:07.000Z");
  });
});

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks so the file reads back cell for cell", () => {
    const rows: Row[] = [
      { name: 'Acme, "Inc."', count: 2, when: new Date("2026-01-02T00:00:00.000Z") },
      { name: "Line\nbreak", count: -1, when: null },
      { name: "=cmd|' /C calc'!A0", count: 0, when: null },
    ];
    const csv = toCsv(rows, columns);
    expect(csv.startsWith("Name,Count,When\r\n")).toBe(true);
    expect(csv).toContain('"Acme, ""Inc."""');
    expect(parse(csv)).toEqual([
      ["Name", "Count", "When"],
      ['Acme, "Inc."', "2", "2026-01-02T00:00:00.000Z"],
      ["Line\nbreak", "-1", ""],
      ["'=cmd|' /C calc'!A0", "0", ""],
    ]);
  });

  it("writes only the header for no rows, and a byte-order mark when asked", () => {
    expect(toCsv([], columns)).toBe("Name,Count,When\r\n");
    expect(toCsv([], columns, { bom: true }).charCodeAt(0)).toBe(0xfeff);
  });

  it("guards headers too", () => {
    const csv = toCsv([{ a: 1 }], [{ header: "=x", value: (row: { a: number }) => row.a }]);
    expect(csv.split("\r\n")[0]).toBe("'=x");
  });
});

describe("csvResponse", () => {
  it("is a download with a safe file name", async () => {
    const response = csvResponse("a\r\n", 'ten"ants\r\n.csv');
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      "attachment; filename=\"ten-ants.csv\"; filename*=UTF-8''ten-ants-.csv",
    );
    expect(await response.text()).toBe("a\r\n");
  });
});
