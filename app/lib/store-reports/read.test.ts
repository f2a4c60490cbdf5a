import { describe, expect, test } from "vitest";

import {
  appStoreSales,
  ARABIC_TEXT,
  CYRILLIC_TEXT,
  EMOJI_TEXT,
  OTHER_SKU,
  PACKAGE,
  plausibleVisitorsCsv,
  playInstallsByCountry,
  playInstallsOldHeader,
  playInstallsOverview,
  playRatingsOverview,
  playReviews,
  playWebReport,
  SKU,
  utf8,
  utf16le,
} from "../../../tests/fixtures/store-reports";
import { detectEncoding, readDay, readReport, ReportRefusal, UnknownReport } from "./read";

const total = (
  rows: { country: string; metric: string; date: string; value: number }[],
  metric: string,
  date: string,
) => rows.find((r) => r.metric === metric && r.date === date && r.country === "")?.value;

describe("encodings", () => {
  test("the byte-order mark names the encoding; UTF-16 without one is seen from its zero bytes", () => {
    expect(detectEncoding(utf16le("Date,x")).encoding).toBe("UTF-16LE");
    expect(detectEncoding(utf16le("Date,Package Name", false)).encoding).toBe("UTF-16LE");
    expect(detectEncoding(utf8("Date,x", true))).toEqual({ encoding: "UTF-8", bomLength: 3 });
    expect(detectEncoding(utf8("Date,x")).encoding).toBe("UTF-8");
  });

  test("the same report reads the same in UTF-16LE with a BOM, without one, and in UTF-8", async () => {
    const text = playInstallsOverview().subarray(2).toString("utf16le");
    const a = await readReport(utf16le(text));
    const b = await readReport(utf16le(text, false));
    const c = await readReport(utf8(text, true));
    expect(a.readAs).toBe("Google Play installs report (overview), UTF-16LE");
    expect(c.readAs).toBe("Google Play installs report (overview), UTF-8");
    expect(b.days).toEqual(a.days);
    expect(c.days).toEqual(a.days);
  });
});

describe("Google Play monthly reports", () => {
  test("installs: daily user installs are downloads, active device installs the installed audience", async () => {
    const report = await readReport(playInstallsOverview());
    expect(report.kind).toBe("play-installs");
    expect(report.lines).toBe(31);
    expect(report.products).toEqual([{ id: PACKAGE, title: PACKAGE }]);
    expect(total(report.days, "downloads", "2026-03-01")).toBe(10);
    expect(total(report.days, "downloads", "2026-03-31")).toBe(40);
    expect(total(report.days, "installed-audience", "2026-03-02")).toBe(1010);
    expect(report.days.every((d) => d.store === "google-play" && d.product === PACKAGE)).toBe(true);
  });

  test("an older year's header (other names, other case) is matched by meaning", async () => {
    const report = await readReport(playInstallsOldHeader());
    expect(total(report.days, "downloads", "2014-06-02")).toBe(8);
    expect(total(report.days, "installed-audience", "2014-06-03")).toBe(302);
  });

  test("by country: a row per country and the day's world total", async () => {
    const report = await readReport(playInstallsByCountry("2026-01-01", 2, ["US", "DE", "JP"]));
    expect(report.readAs).toContain("(by country)");
    expect(report.lines).toBe(6);
    const jan2 = report.days.filter((d) => d.metric === "downloads" && d.date === "2026-01-02");
    expect(jan2.find((d) => d.country === "DE")?.value).toBe(2);
    expect(jan2.find((d) => d.country === "")?.value).toBe(6);
  });

  test("ratings: the total average, NA days skipped", async () => {
    const report = await readReport(playRatingsOverview());
    expect(report.kind).toBe("play-ratings");
    expect(report.days.map((d) => [d.metric, d.date, d.value])).toEqual([
      ["rating-average", "2026-03-01", 4.25],
      ["rating-average", "2026-03-02", 4.3],
    ]);
  });

  test("reviews: Arabic, Cyrillic and emoji text intact, quoted commas and newlines kept", async () => {
    const report = await readReport(playReviews());
    expect(report.kind).toBe("play-reviews");
    expect(report.reviews.map((r) => r.text)).toEqual([ARABIC_TEXT, CYRILLIC_TEXT, EMOJI_TEXT]);
    expect(report.reviews[1]).toMatchObject({
      rating: 3,
      language: "ru",
      appVersion: "1.2.0",
      submittedAt: "2026-03-04T19:02:11.000Z",
    });
    expect(report.lines).toBe(3);
    expect(total(report.days, "reviews", "2026-03-05")).toBe(1);
  });

  test("the console's statistics download: the metric from the column's description", async () => {
    const report = await readReport(playWebReport());
    expect(report.kind).toBe("play-web-report");
    expect(report.readAs).toContain("UTF-8");
    expect(total(report.days, "installed-audience", "2026-03-03")).toBe(2006);
    expect(report.products).toEqual([]);
  });
});

describe("App Store Connect Summary Sales Report", () => {
  test("first-time downloads only (1, 1F, F1), refunds taken off, other apps named", async () => {
    const { gunzipSync } = await import("node:zlib");
    const report = await readReport(gunzipSync(appStoreSales()));
    expect(report.kind).toBe("app-store-sales");
    expect(report.products.map((p) => p.id)).toEqual([OTHER_SKU, SKU]);
    const ours = report.days.filter((d) => d.product === SKU);
    expect(ours.find((d) => d.country === "")?.value).toBe(8);
    expect(ours.find((d) => d.country === "FR")?.value).toBe(2);
    expect(ours.find((d) => d.country === "US")?.value).toBe(6);
    expect(ours.every((d) => d.metric === "downloads" && d.date === "2026-03-02")).toBe(true);
    expect(report.days.find((d) => d.product === OTHER_SKU)?.value).toBe(9);
  });
});

describe("Plausible", () => {
  test("visitors.csv: visitors and page views per day on the web", async () => {
    const report = await readReport(utf8(plausibleVisitorsCsv()));
    expect(report.kind).toBe("plausible-visitors");
    expect(total(report.days, "visitors", "2026-03-02")).toBe(101);
    expect(total(report.days, "pageviews", "2026-03-02")).toBe(251);
    expect(report.days.every((d) => d.store === "web")).toBe(true);
  });
});

describe("refusals", () => {
  test("an unknown file names what was expected and what was found", async () => {
    const error = await readReport(utf8("name,email\nAda,ada@example.com\n")).catch((e) => e);
    expect(error).toBeInstanceOf(UnknownReport);
    expect(error.message).toMatch(
      /Expected a Google Play installs.*found a file whose first line is "name,email"/,
    );
  });

  test("an empty file and binary bytes are refused", async () => {
    await expect(readReport(new Uint8Array())).rejects.toThrow(/empty file/);
    await expect(
      readReport(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff, 0xfd])),
    ).rejects.toThrow(ReportRefusal);
  });

  test("one bad number refuses the whole file with its line", async () => {
    const text = playInstallsOverview()
      .subarray(2)
      .toString("utf16le")
      .replace(",504,14,", ",504,fourteen,");
    const error = await readReport(utf16le(text)).catch((e) => e);
    expect(error).toBeInstanceOf(ReportRefusal);
    expect(error.line).toBe(6);
    expect(error.message).toBe('Line 6: "fourteen" in Daily User Installs is not a number.');
  });

  test("a bad date and a row with too many cells give their line", async () => {
    const header = "date,visitors,pageviews\n";
    await expect(readReport(utf8(`${header}2026-03-01,1,2\n2026-02-30,1,2\n`))).rejects.toThrow(
      'Line 3: "2026-02-30" in the date column is not a date.',
    );
    const error = await readReport(utf8(`${header}2026-03-01,1,2\n2026-03-02,1,2,3\n`)).catch(
      (e) => e,
    );
    expect(error.line).toBe(3);
  });

  test("a Play report with no number to place says which columns it found", async () => {
    await expect(
      readReport(utf16le(`Date,Package Name,Crashes\n2026-03-01,${PACKAGE},3\n`)),
    ).rejects.toThrow(/expected daily user installs.*found Crashes/);
  });

  test("a star rating outside 1–5 refuses a reviews file", async () => {
    const text = playReviews().subarray(2).toString("utf16le").replace(",3,", ",7,");
    await expect(readReport(utf16le(text))).rejects.toThrow(/Line 3: "7" is not a star rating/);
  });
});

test("dates: ISO, Apple's MM/DD/YYYY and written months; impossible days are none", () => {
  expect(readDay("2026-03-01")).toBe("2026-03-01");
  expect(readDay("03/01/2026")).toBe("2026-03-01");
  expect(readDay("Mar 1, 2026")).toBe("2026-03-01");
  expect(readDay("1 March 2026")).toBe("2026-03-01");
  expect(readDay("02/30/2026")).toBeNull();
  expect(readDay("yesterday")).toBeNull();
});
