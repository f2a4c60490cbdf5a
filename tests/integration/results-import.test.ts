// Imported store results (docs/store-reports.md), on both databases: each kind and encoding, the
// same file twice, a replaced day, undo, the multi-app question, every refusal writing nothing,
// and another company's app.
import { describe, expect, it } from "vitest";

import {
  getResultSeries,
  getReviews,
  importResults,
  listImports,
  undoImport,
} from "~/models/results.server";
import { db } from "~/services/db.server";

import {
  appStoreSales,
  ARABIC_TEXT,
  OTHER_SKU,
  PACKAGE,
  plausibleZip,
  playInstallsByCountry,
  playInstallsOldHeader,
  playInstallsOverview,
  playRatingsOverview,
  playReviews,
  playWebReport,
  SKU,
  utf8,
  utf16le,
  zip,
} from "../fixtures/store-reports";
import { signedInWithApp } from "./modules-fixtures";

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });
const MARCH = { from: "2026-03-01", to: "2026-03-31" };

async function counts(appId: string) {
  return {
    days: await db.resultDay.count({ where: { appId } }),
    reviews: await db.resultReview.count({ where: { appId } }),
    imports: await db.resultImport.count({ where: { appId } }),
  };
}

describe("importing store files", () => {
  it("a Play installs file: 31 days added; the same file again adds nothing; a changed day is replaced", async () => {
    const { tenant, app } = await signedInWithApp();
    const first = await importResults(tenant.id, app.id, [
      file("installs_com.example.tidy_202603_overview.csv", playInstallsOverview()),
    ]);
    expect(first).toMatchObject({
      ok: true,
      imports: [
        {
          kind: "play-installs",
          readAs: "Google Play installs report (overview), UTF-16LE",
          rows: 31,
          from: "2026-03-01",
          to: "2026-03-31",
          added: 31,
          replaced: 0,
          unchanged: 0,
        },
      ],
    });
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).playPackage).toBe(PACKAGE);
    const series = await getResultSeries(tenant.id, app.id, { metric: "downloads", ...MARCH });
    expect(series?.days[0]).toEqual({ date: "2026-03-01", value: 10 });
    expect(series?.total).toBe(31 * 10 + (30 * 31) / 2);

    const again = await importResults(tenant.id, app.id, [
      file("installs.csv", playInstallsOverview()),
    ]);
    expect(again).toMatchObject({ ok: true, imports: [{ added: 0, replaced: 0, unchanged: 31 }] });
    expect((await counts(app.id)).days).toBe(62);

    // Play rewrites recent days: the last two days grew.
    const later = playInstallsOverview("2026-03", (i) => (i >= 29 ? 100 + i : 10 + i));
    const third = await importResults(tenant.id, app.id, [file("installs.csv", later)]);
    expect(third).toMatchObject({ ok: true, imports: [{ added: 0, replaced: 2, unchanged: 29 }] });
    const after = await getResultSeries(tenant.id, app.id, { metric: "downloads", ...MARCH });
    expect(after?.days.at(-1)).toEqual({ date: "2026-03-31", value: 130 });
    expect((await counts(app.id)).days).toBe(62);
  });

  it("undo removes exactly the rows that import wrote", async () => {
    const { tenant, app } = await signedInWithApp();
    const a = await importResults(tenant.id, app.id, [file("a.csv", playInstallsOverview())]);
    const b = await importResults(tenant.id, app.id, [file("r.csv", playReviews())]);
    if (!a.ok || !b.ok) throw new Error("imports failed");
    expect(await counts(app.id)).toEqual({ days: 65, reviews: 3, imports: 2 });
    expect(await undoImport(tenant.id, app.id, b.imports[0]!.id)).toBe(true);
    expect(await counts(app.id)).toEqual({ days: 62, reviews: 0, imports: 1 });
    expect(await undoImport(tenant.id, app.id, b.imports[0]!.id)).toBe(false);
    expect((await listImports(tenant.id, app.id))?.map((i) => i.id)).toEqual([a.imports[0]!.id]);
  });

  it("reads every kind: older headers, by country, ratings, reviews, the console download, Plausible", async () => {
    const { tenant, app } = await signedInWithApp();
    const result = await importResults(tenant.id, app.id, [
      file("old.csv", playInstallsOldHeader()),
      file("country.csv", playInstallsByCountry("2026-04-01", 3, ["US", "DE"])),
      file("ratings.csv", playRatingsOverview()),
      file("reviews.csv", playReviews()),
      file("stats.csv", playWebReport()),
      file("plausible.zip", plausibleZip()),
    ]);
    if (!result.ok) throw new Error(result.message);
    expect(result.imports.map((i) => i.kind)).toEqual([
      "play-installs",
      "play-installs",
      "play-ratings",
      "play-reviews",
      "play-web-report",
      "plausible-visitors",
    ]);
    expect(result.imports[5]!.fileName).toBe("plausible.zip: visitors.csv");
    const country = await db.resultDay.findMany({
      where: { appId: app.id, date: "2026-04-02", metric: "downloads" },
      orderBy: { country: "asc" },
    });
    expect(country.map((d) => [d.country, d.value])).toEqual([
      ["", 4],
      ["DE", 2],
      ["US", 2],
    ]);
    const visitors = await getResultSeries(tenant.id, app.id, {
      metric: "visitors",
      ...MARCH,
      store: "web",
    });
    expect(visitors?.days.slice(0, 2)).toEqual([
      { date: "2026-03-01", value: 100 },
      { date: "2026-03-02", value: 101 },
    ]);
    const reviews = await getReviews(tenant.id, app.id);
    expect(reviews?.total).toBe(3);
    expect(reviews?.reviews.map((r) => r.language)).toEqual(["en", "ru", "ar"]);
    expect(reviews?.reviews[2]?.text).toBe(ARABIC_TEXT);
    expect((await getReviews(tenant.id, app.id, { rating: 3 }))?.reviews).toHaveLength(1);
  });

  it("an App Store report of several apps asks which is this one, remembers it and lists the other", async () => {
    const { tenant, app } = await signedInWithApp();
    const sales = file("S_D_85_20260302.txt.gz", appStoreSales());
    const asked = await importResults(tenant.id, app.id, [sales]);
    expect(asked).toMatchObject({
      ok: false,
      status: 409,
      choose: { store: "app-store", products: [{ id: OTHER_SKU }, { id: SKU, title: "Tidy" }] },
    });
    expect(await counts(app.id)).toEqual({ days: 0, reviews: 0, imports: 0 });

    const chosen = await importResults(tenant.id, app.id, [sales], { product: SKU });
    expect(chosen).toMatchObject({
      ok: true,
      imports: [{ kind: "app-store-sales", added: 1, notImported: [{ id: OTHER_SKU }] }],
    });
    const day = await getResultSeries(tenant.id, app.id, {
      metric: "downloads",
      ...MARCH,
      store: "app-store",
    });
    expect(day?.days).toEqual([{ date: "2026-03-02", value: 8 }]);
    // Remembered: the next day's report needs no question.
    const next = await importResults(tenant.id, app.id, [
      file("S_D_85_20260303.txt.gz", appStoreSales("2026-03-03")),
    ]);
    expect(next).toMatchObject({ ok: true, imports: [{ added: 1 }] });
  });

  it("a Play file of another package than the remembered one is refused", async () => {
    const { tenant, app } = await signedInWithApp();
    await db.app.update({ where: { id: app.id }, data: { playPackage: "com.example.mine" } });
    const result = await importResults(tenant.id, app.id, [file("i.csv", playInstallsOverview())]);
    expect(result).toMatchObject({ ok: false, status: 422 });
    expect(result.ok === false && result.message).toContain(
      "This file is for com.example.tidy; this app's Play package is com.example.mine.",
    );
    expect(await counts(app.id)).toEqual({ days: 0, reviews: 0, imports: 0 });
  });
});

describe("the write", () => {
  // 31 days × 90 countries × 2 metrics and the world totals: 5,642 rows, more than one batch.
  const COUNTRIES = Array.from({ length: 90 }, (_, i) =>
    String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
  );

  it("rows past one batch: every day and country stored once; again, all unchanged; one changed day is replaced", async () => {
    const { tenant, app } = await signedInWithApp();
    const bytes = playInstallsByCountry("2026-03-01", 31, COUNTRIES);
    const first = await importResults(tenant.id, app.id, [file("c.csv", bytes)]);
    expect(first).toMatchObject({ ok: true, imports: [{ added: 31, replaced: 0, unchanged: 0 }] });
    expect(await db.resultDay.count({ where: { appId: app.id } })).toBe(31 * 91 * 2);
    const again = await importResults(tenant.id, app.id, [file("c.csv", bytes)]);
    expect(again).toMatchObject({ ok: true, imports: [{ added: 0, replaced: 0, unchanged: 31 }] });
    const changed = utf16le(
      new TextDecoder("utf-16le")
        .decode(bytes.subarray(2))
        .replace(`2026-03-31,${PACKAGE},CL,1,0,0,100,1,`, `2026-03-31,${PACKAGE},CL,1,0,0,100,91,`),
    );
    const third = await importResults(tenant.id, app.id, [file("c2.csv", changed)]);
    expect(third).toMatchObject({ ok: true, imports: [{ added: 0, replaced: 1, unchanged: 30 }] });
    expect(await db.resultDay.count({ where: { appId: app.id } })).toBe(31 * 91 * 2);
    const mar31 = await getResultSeries(tenant.id, app.id, {
      metric: "downloads",
      from: "2026-03-31",
      to: "2026-03-31",
    });
    // Day 31 (index 30): 1 + 30 % 5 = 1 download a country; Chile now 91.
    expect(mar31?.total).toBe(89 + 91);
  });

  it("two uploads of the same file at once store each day once (the unique key is the rule)", async () => {
    const { tenant, app } = await signedInWithApp();
    const bytes = playInstallsOverview();
    const [a, b] = await Promise.all([
      importResults(tenant.id, app.id, [file("a.csv", bytes)]),
      importResults(tenant.id, app.id, [file("b.csv", bytes)]),
    ]);
    if (!a.ok || !b.ok) throw new Error("an import failed");
    expect(await db.resultDay.count({ where: { appId: app.id } })).toBe(62);
    const added = [a.imports[0]!.added, b.imports[0]!.added].sort();
    expect(added).toEqual([0, 31]);
  });
});

describe("refusals write nothing", () => {
  const bad: [string, Uint8Array, RegExp][] = [
    ["an unknown file", utf8("name,email\nAda,ada@example.com\n"), /Expected a Google Play/],
    [
      "a bad row",
      utf16le(
        playInstallsOverview().subarray(2).toString("utf16le").replace(",504,14,", ",504,x,"),
      ),
      /Line 6: "x" in Daily User Installs is not a number/,
    ],
    ["a zip with a ../ path", zip([{ name: "../x.csv", data: "a" }]), /points outside the zip/],
    [
      "a zip bomb",
      zip([{ name: "v.csv", data: Buffer.alloc(4 * 1024 * 1024), declaredSize: 100 }]),
      /cannot be read/,
    ],
    [
      "a zip of nothing we know",
      zip([
        { name: "notes.txt", data: "hello" },
        { name: "b.txt", data: "x" },
      ]),
      /found none of them/,
    ],
  ];

  for (const [label, bytes, message] of bad) {
    it(`${label}, even beside a good file`, async () => {
      const { tenant, app } = await signedInWithApp();
      const result = await importResults(tenant.id, app.id, [
        file("good.csv", playInstallsOverview()),
        file("bad", bytes),
      ]);
      expect(result).toMatchObject({ ok: false, status: 422 });
      if (result.ok || result.status !== 422) throw new Error("expected a refusal");
      expect(result.refusals[0]?.fileName).toBe("bad");
      expect(result.message).toMatch(message);
      expect(await counts(app.id)).toEqual({ days: 0, reviews: 0, imports: 0 });
    });
  }
});

describe("tenancy", () => {
  it("another company's app and import are not found", async () => {
    const mine = await signedInWithApp();
    const theirs = await signedInWithApp();
    const imported = await importResults(theirs.tenant.id, theirs.app.id, [
      file("i.csv", playInstallsOverview()),
    ]);
    if (!imported.ok) throw new Error("import failed");
    expect(
      await importResults(mine.tenant.id, theirs.app.id, [file("i.csv", playInstallsOverview())]),
    ).toMatchObject({ ok: false, status: 404 });
    expect(await listImports(mine.tenant.id, theirs.app.id)).toBeNull();
    expect(
      await getResultSeries(mine.tenant.id, theirs.app.id, { metric: "downloads", ...MARCH }),
    ).toBeNull();
    expect(await getReviews(mine.tenant.id, theirs.app.id)).toBeNull();
    expect(await undoImport(mine.tenant.id, theirs.app.id, imported.imports[0]!.id)).toBe(false);
    expect(await undoImport(mine.tenant.id, mine.app.id, imported.imports[0]!.id)).toBe(false);
    expect(await db.resultImport.count({ where: { appId: theirs.app.id } })).toBe(1);
  });
});
