// Imported results of one app (docs/store-reports.md): the stores' and analytics tools' export
// files read whole (app/lib/store-reports), then written in one transaction as days and reviews.
// The same file twice adds nothing; a later file that changes a day replaces it and says so; an
// import is undone by deleting it (its rows go with it). Tenant-scoped: another company's app or
// import is a missing one. The page and /api/apps/{id}/imports|results|reviews share these.
import { randomUUID } from "node:crypto";

import type { Prisma } from "@prisma/client";

import {
  addDays,
  DAYS_PER_WEEK,
  isoDate,
  parseIsoDate,
  startOfWeek,
  zonedParts,
} from "~/lib/dates";
import type { WeekStartsOn } from "~/lib/kpi";
import {
  EXPECTED_KINDS,
  METRIC_KIND,
  type ResultMetric,
  type ResultStore,
} from "~/lib/store-reports/columns";
import {
  type DayRow,
  type Product,
  readReport,
  type Report,
  ReportRefusal,
  type ReviewRow,
  UnknownReport,
} from "~/lib/store-reports/read";
import { expandUpload, type LooseFile } from "~/services/archive.server";
import { databaseProvider, db, sqlFragments as sql } from "~/services/db.server";

import { lockApp } from "./module.server";
import { assertCanWrite } from "./write-access.server";

type Tx = Prisma.TransactionClient;

/** The rows of this app, one at a time (a year of by-country rows is not copied). */
function* onlyMine(rows: DayRow[], mine: (row: DayRow) => boolean) {
  for (const row of rows) if (mine(row)) yield row;
}

/** A large import writes tens of thousands of rows: more time than a form save. */
const IMPORT_TRANSACTION = { maxWait: 15_000, timeout: 120_000 };
/** Rows per statement: under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 2000;

export type ImportSummary = {
  id: string;
  kind: string;
  fileName: string;
  readAs: string;
  store: string;
  rows: number;
  from: string | null;
  to: string | null;
  added: number;
  replaced: number;
  unchanged: number;
  /** Other apps the report holds, left out. */
  notImported: Product[];
  createdAt: string;
};

/** A file refused: nothing of the request was written. */
export type FileRefusal = { fileName: string; message: string; line?: number };

export type ImportResult =
  | { ok: true; imports: ImportSummary[] }
  | { ok: false; status: 404; message: string }
  | { ok: false; status: 422; message: string; refusals: FileRefusal[] }
  /** A report of several apps, and this app's product not known yet: ask which it is. */
  | {
      ok: false;
      status: 409;
      message: string;
      choose: { fileName: string; store: ResultStore; products: Product[] };
    };

type ReadFile = { fileName: string; report: Report };

/** Reads every upload whole; a refusal of any refuses the request (nothing is written). */
async function readAll(files: LooseFile[]): Promise<{ read: ReadFile[]; refusals: FileRefusal[] }> {
  const read: ReadFile[] = [];
  const refusals: FileRefusal[] = [];
  for (const upload of files) {
    try {
      const inner = await expandUpload(upload);
      const single =
        inner.length === 1 &&
        (inner[0] === upload || inner[0]!.name === upload.name.replace(/\.gz$/i, ""));
      let known = 0;
      for (const file of inner) {
        const fileName = single ? upload.name : `${upload.name}: ${file.name}`;
        try {
          read.push({ fileName, report: await readReport(file.bytes) });
          known++;
        } catch (error) {
          // A zip's other files (Plausible's sources.csv, pages.csv …) are not results.
          if (error instanceof UnknownReport && inner.length > 1) continue;
          throw error;
        }
      }
      if (known === 0) {
        throw new ReportRefusal(
          `Expected ${EXPECTED_KINDS}; found none of them in ${upload.name}.`,
        );
      }
    } catch (error) {
      if (!(error instanceof ReportRefusal)) throw error;
      refusals.push({ fileName: upload.name, message: error.message, line: error.line });
    }
  }
  return { read, refusals };
}

type AppProducts = { playPackage: string | null; appStoreSku: string | null };

const PRODUCT_FIELD = {
  "google-play": "playPackage",
  "app-store": "appStoreSku",
} as const;

const PRODUCT_NAME = { "google-play": "Play package", "app-store": "App Store SKU" } as const;

type Choice =
  | { ok: true; product: string | null; notImported: Product[] }
  | { ok: false; refusal?: FileRefusal; choose?: Product[] };

/** Which of the report's apps is this one (null: the report names none). */
function chooseProduct(file: ReadFile, products: AppProducts, asked: string | undefined): Choice {
  const { report } = file;
  if (report.products.length === 0 || report.store === "web") {
    return { ok: true, product: null, notImported: [] };
  }
  const store = report.store as "google-play" | "app-store";
  const ids = report.products.map((p) => p.id);
  const known = products[PRODUCT_FIELD[store]];
  let product: string | undefined;
  if (asked && ids.includes(asked)) product = asked;
  else if (known && ids.includes(known)) product = known;
  else if (known) {
    return {
      ok: false,
      refusal: {
        fileName: file.fileName,
        message: `This file is for ${ids.join(", ")}; this app's ${PRODUCT_NAME[store]} is ${known}. Expected a file that names ${known}, or choose the app again.`,
      },
    };
  } else if (ids.length === 1) product = ids[0];
  if (!product) return { ok: false, choose: report.products };
  return {
    ok: true,
    product,
    notImported: report.products.filter((p) => p.id !== product),
  };
}

function dayKey(row: { metric: string; date: string; country: string }) {
  return `${row.metric}\t${row.date}\t${row.country}`;
}

/** Day rows per batch: one read of their stored numbers, one write. */
const DAY_BATCH = 5000;

type Stored = { metric: string; date: string; country: string; value: number };

/**
 * One statement for a batch of day rows, the rows sent as one JSON parameter (thousands of bound
 * parameters cost the client far more than the database): new keys are inserted, an existing key
 * takes the new value and import.
 */
async function insertDays(tx: Tx, appId: string, importId: string, rows: DayRow[]) {
  const json = JSON.stringify(
    rows.map((row) => [randomUUID(), row.metric, row.date, row.store, row.country, row.value]),
  );
  const conflict = sql.sql`ON CONFLICT ("appId", "metric", "date", "store", "country")
    DO UPDATE SET "value" = excluded."value", "importId" = excluded."importId"`;
  if (databaseProvider() === "postgresql") {
    await tx.$executeRaw`
      INSERT INTO "ResultDay" ("id", "appId", "importId", "metric", "date", "store", "country", "value")
      SELECT r->>0, ${appId}, ${importId}, r->>1, r->>2, r->>3, r->>4, (r->>5)::double precision
      FROM json_array_elements(${json}::json) AS r
      ${conflict}`;
    return;
  }
  // SQLite: WHERE true keeps the upsert clause from being read as a join's ON.
  await tx.$executeRaw`
    INSERT INTO "ResultDay" ("id", "appId", "importId", "metric", "date", "store", "country", "value")
    SELECT value ->> 0, ${appId}, ${importId}, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5
    FROM json_each(${json}) WHERE true
    ${conflict}`;
}

/**
 * Writes one file's day rows in batches: each batch reads the stored numbers of its own days
 * (only metric, day, country and value), then writes the new and changed rows in one multi-row
 * `INSERT … ON CONFLICT DO UPDATE` on the (app, metric, day, store, country) unique key, so the
 * one-row-per-key rule is the database's, never a read-then-write. A day counts "replaced" when
 * one of its numbers changed, "added" when it only gained numbers, else "unchanged".
 */
async function writeDays(tx: Tx, appId: string, importId: string, rows: Iterable<DayRow>) {
  const dayState = new Map<string, "added" | "replaced" | "unchanged">();
  let batch: DayRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const store = batch[0]!.store;
    const dates = [...new Set(batch.map((r) => r.date))];
    const metrics = [...new Set(batch.map((r) => r.metric))];
    const existing = await tx.$queryRaw<Stored[]>`
      SELECT "metric", "date", "country", "value" FROM "ResultDay"
      WHERE "appId" = ${appId} AND "store" = ${store}
        AND "metric" IN (${sql.join(metrics)}) AND "date" IN (${sql.join(dates)})`;
    const before = new Map(existing.map((row) => [dayKey(row), Number(row.value)]));
    const fresh: DayRow[] = [];
    for (const row of batch) {
      const value = before.get(dayKey(row));
      const state = value === undefined ? "added" : value !== row.value ? "replaced" : "unchanged";
      if (state !== "unchanged") fresh.push(row);
      const day = dayState.get(row.date);
      if (state === "replaced" || !day || (state === "added" && day === "unchanged")) {
        dayState.set(row.date, state);
      }
    }
    if (fresh.length) await insertDays(tx, appId, importId, fresh);
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= DAY_BATCH) await flush();
  }
  await flush();
  const counts = { added: 0, replaced: 0, unchanged: 0 };
  for (const state of dayState.values()) counts[state]++;
  return counts;
}

async function writeReviews(tx: Tx, appId: string, importId: string, rows: ReviewRow[]) {
  const counts = { added: 0, replaced: 0, unchanged: 0 };
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const existing = await tx.resultReview.findMany({
      where: { appId, reviewKey: { in: batch.map((r) => r.key) } },
    });
    const byKey = new Map(existing.map((row) => [row.reviewKey, row]));
    const fresh: ReviewRow[] = [];
    for (const row of batch) {
      const before = byKey.get(row.key);
      if (!before) {
        fresh.push(row);
        counts.added++;
      } else if (
        before.rating !== row.rating ||
        before.text !== row.text ||
        before.title !== row.title ||
        before.reply !== row.reply ||
        before.appVersion !== row.appVersion
      ) {
        await tx.resultReview.update({
          where: { id: before.id },
          data: { importId, ...reviewData(row) },
        });
        counts.replaced++;
      } else counts.unchanged++;
    }
    if (fresh.length) {
      await tx.resultReview.createMany({
        data: fresh.map((row) => ({
          appId,
          importId,
          store: "google-play",
          reviewKey: row.key,
          ...reviewData(row),
        })),
      });
    }
  }
  return counts;
}

function reviewData(row: ReviewRow) {
  return {
    submittedAt: new Date(row.submittedAt),
    rating: row.rating,
    language: row.language,
    title: row.title,
    text: row.text,
    appVersion: row.appVersion,
    device: row.device,
    reply: row.reply,
  };
}

function summary(
  record: {
    id: string;
    kind: string;
    fileName: string;
    readAs: string;
    store: string;
    rows: number;
    fromDate: string | null;
    toDate: string | null;
    added: number;
    replaced: number;
    unchanged: number;
    createdAt: Date;
  },
  notImported: Product[] = [],
): ImportSummary {
  return {
    id: record.id,
    kind: record.kind,
    fileName: record.fileName,
    readAs: record.readAs,
    store: record.store,
    rows: record.rows,
    from: record.fromDate,
    to: record.toDate,
    added: record.added,
    replaced: record.replaced,
    unchanged: record.unchanged,
    notImported,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * The weekly KPI log's numbers that imported days fill: the log's metric, the imported metric
 * whose world totals it sums, and the stores counted.
 */
const KPI_FROM_RESULTS = [
  { kpi: "signups", metric: "downloads" },
  { kpi: "visits", metric: "visitors" },
] as const;

/**
 * Fills the weekly KPI log from the app's imported days, for every week (in the person's week
 * start) that touches the days between `from` and `to`: a week's number is the sum of its
 * stored days, its source the stores they came from; a week whose days are all gone (undo) loses
 * its imported row. A typed week is never overwritten: the insert's conflict clause updates only
 * a row that is not typed, and the delete skips typed rows, so the rule holds in the write even
 * against a number typed at the same moment.
 */
async function fillKpiWeeks(
  tx: Tx,
  appId: string,
  span: { from: string; to: string },
  weekStartsOn: WeekStartsOn,
) {
  const first = startOfWeek(span.from, weekStartsOn);
  const last = addDays(startOfWeek(span.to, weekStartsOn), DAYS_PER_WEEK - 1);
  const now = new Date();
  for (const { kpi, metric } of KPI_FROM_RESULTS) {
    const rows = await tx.resultDay.groupBy({
      by: ["date", "store"],
      where: { appId, metric, country: "", date: { gte: first, lte: last } },
      _sum: { value: true },
    });
    const weeks = new Map<string, { value: number; stores: Set<string> }>();
    for (const row of rows) {
      const week = startOfWeek(row.date, weekStartsOn);
      const entry = weeks.get(week) ?? { value: 0, stores: new Set<string>() };
      entry.value += row._sum.value ?? 0;
      entry.stores.add(row.store);
      weeks.set(week, entry);
    }
    const emptied: Date[] = [];
    for (let week = first; week <= last; week = addDays(week, DAYS_PER_WEEK)) {
      if (!weeks.has(week)) emptied.push(parseIsoDate(week)!);
    }
    if (emptied.length) {
      await tx.kpiEntry.deleteMany({
        where: { appId, metric: kpi, weekStart: { in: emptied }, source: { not: "typed" } },
      });
    }
    if (weeks.size === 0) continue;
    const values = sql.join(
      [...weeks].map(
        ([week, { value, stores }]) =>
          sql.sql`(${randomUUID()}, ${appId}, ${kpi}, ${parseIsoDate(week)!}, ${round(value)}, ${[...stores].sort().join(",")}, ${now}, ${now})`,
      ),
    );
    await tx.$executeRaw`
      INSERT INTO "KpiEntry" ("id", "appId", "metric", "weekStart", "value", "source", "createdAt", "updatedAt")
      VALUES ${values}
      ON CONFLICT ("appId", "metric", "weekStart") DO UPDATE
      SET "value" = excluded."value", "source" = excluded."source", "updatedAt" = excluded."updatedAt"
      WHERE "KpiEntry"."source" <> 'typed'`;
  }
}

/**
 * Imports the uploaded files into the app's results: every file is read first, then all are
 * written in one transaction. `product`: which app of a multi-app report is this one (it is then
 * remembered on the app).
 */
export async function importResults(
  tenantId: string,
  appId: string,
  files: LooseFile[],
  options: { product?: string; weekStartsOn?: WeekStartsOn } = {},
): Promise<ImportResult> {
  const app = await db.app.findFirst({
    where: { id: appId, tenantId },
    select: { id: true, playPackage: true, appStoreSku: true },
  });
  if (!app) return { ok: false, status: 404, message: "App not found." };
  await assertCanWrite(tenantId);
  if (files.length === 0) {
    return {
      ok: false,
      status: 422,
      message: `Choose a file to import: expected ${EXPECTED_KINDS}.`,
      refusals: [],
    };
  }
  const { read, refusals } = await readAll(files);
  if (refusals.length) {
    return {
      ok: false,
      status: 422,
      message:
        refusals.length === 1
          ? `${refusals[0]!.fileName}: ${refusals[0]!.message} Nothing was imported.`
          : `${refusals.length} files could not be read. Nothing was imported.`,
      refusals,
    };
  }
  const products: AppProducts = { playPackage: app.playPackage, appStoreSku: app.appStoreSku };
  const plans: { file: ReadFile; product: string | null; notImported: Product[] }[] = [];
  for (const file of read) {
    const choice = chooseProduct(file, products, options.product);
    if (!choice.ok && choice.refusal) {
      return {
        ok: false,
        status: 422,
        message: `${choice.refusal.fileName}: ${choice.refusal.message} Nothing was imported.`,
        refusals: [choice.refusal],
      };
    }
    if (!choice.ok) {
      return {
        ok: false,
        status: 409,
        message: `${file.fileName} holds ${choice.choose!.length} apps. Choose which one is this app and send the file again.`,
        choose: { fileName: file.fileName, store: file.report.store, products: choice.choose! },
      };
    }
    if (choice.product) products[PRODUCT_FIELD[file.report.store as "app-store"]] = choice.product;
    plans.push({ file, product: choice.product, notImported: choice.notImported });
  }

  const imports = await db.$transaction(async (tx) => {
    if (!(await lockApp(tx, tenantId, appId))) return null;
    if (products.playPackage !== app.playPackage || products.appStoreSku !== app.appStoreSku) {
      await tx.app.update({ where: { id: appId }, data: products });
    }
    const out: ImportSummary[] = [];
    const spans: { from: string; to: string }[] = [];
    for (const { file, product, notImported } of plans) {
      const { report } = file;
      const mine = (row: { product: string }) => product === null || row.product === product;
      const reviews = report.reviews.filter(mine);
      const range: { from: string | null; to: string | null } = { from: null, to: null };
      const span = (date: string) => {
        if (range.from === null || date < range.from) range.from = date;
        if (range.to === null || date > range.to) range.to = date;
      };
      for (const row of report.days) if (mine(row)) span(row.date);
      for (const row of reviews) span(row.submittedAt.slice(0, 10));
      const record = await tx.resultImport.create({
        data: {
          appId,
          kind: report.kind,
          fileName: file.fileName.slice(0, 300),
          readAs: report.readAs,
          store: report.store,
          rows: report.lines,
          fromDate: range.from,
          toDate: range.to,
        },
      });
      const dayCounts = await writeDays(tx, appId, record.id, onlyMine(report.days, mine));
      const reviewCounts = await writeReviews(tx, appId, record.id, reviews);
      const counts = report.kind === "play-reviews" ? reviewCounts : dayCounts;
      const saved = await tx.resultImport.update({ where: { id: record.id }, data: counts });
      out.push(summary(saved, notImported));
      if (range.from && range.to) spans.push({ from: range.from, to: range.to });
    }
    for (const span of spans) await fillKpiWeeks(tx, appId, span, options.weekStartsOn ?? 1);
    return out;
  }, IMPORT_TRANSACTION);
  if (!imports) return { ok: false, status: 404, message: "App not found." };
  return { ok: true, imports };
}

/** The app's imports, newest first; null for another company's app. */
export async function listImports(tenantId: string, appId: string) {
  const app = await db.app.findFirst({ where: { id: appId, tenantId }, select: { id: true } });
  if (!app) return null;
  const rows = await db.resultImport.findMany({
    where: { appId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rows.map((row) => summary(row));
}

/** Undoes an import: it and the rows it last wrote go. False when it is not this company's. */
export async function undoImport(
  tenantId: string,
  appId: string,
  importId: string,
  weekStartsOn: WeekStartsOn = 1,
) {
  const found = await db.resultImport.findFirst({
    where: { id: importId, appId, app: { tenantId } },
    select: { id: true, fromDate: true, toDate: true },
  });
  if (!found) return false;
  await assertCanWrite(tenantId);
  // Under the app's lock, as imports are: an undo waits for an import of the same app. The KPI
  // weeks it touched are summed again from the days left.
  const deleted = await db.$transaction(async (tx) => {
    if (!(await lockApp(tx, tenantId, appId))) return { count: 0 };
    const gone = await tx.resultImport.deleteMany({
      where: { id: importId, appId, app: { tenantId } },
    });
    if (gone.count && found.fromDate && found.toDate) {
      await fillKpiWeeks(tx, appId, { from: found.fromDate, to: found.toDate }, weekStartsOn);
    }
    return gone;
  }, IMPORT_TRANSACTION);
  return deleted.count > 0;
}

export type ResultSeries = {
  metric: ResultMetric;
  total: number;
  days: { date: string; value: number }[];
};

/**
 * One metric's daily world totals between two days (inclusive), all stores or one. Flows add up
 * across stores and the total is their sum; a level's total is its latest day.
 */
export async function getResultSeries(
  tenantId: string,
  appId: string,
  query: { metric: ResultMetric; from: string; to: string; store?: ResultStore },
): Promise<ResultSeries | null> {
  const app = await db.app.findFirst({ where: { id: appId, tenantId }, select: { id: true } });
  if (!app) return null;
  const rows = await db.resultDay.groupBy({
    by: ["date"],
    where: {
      appId,
      metric: query.metric,
      country: "",
      date: { gte: query.from, lte: query.to },
      ...(query.store ? { store: query.store } : {}),
    },
    _sum: { value: true },
    _avg: { value: true },
    orderBy: { date: "asc" },
  });
  const level = METRIC_KIND[query.metric] === "level";
  const days = rows.map((row) => ({
    date: row.date,
    value: round(query.metric === "rating-average" ? (row._avg.value ?? 0) : (row._sum.value ?? 0)),
  }));
  const total = level
    ? (days.at(-1)?.value ?? 0)
    : round(days.reduce((sum, day) => sum + day.value, 0));
  return { metric: query.metric, total, days };
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}

export type ReviewView = {
  id: string;
  date: string;
  rating: number;
  language: string;
  title: string;
  text: string;
  appVersion: string;
};

/** The app's reviews, newest first (the 100 newest), filtered by star rating; null: not found. */
export async function getReviews(
  tenantId: string,
  appId: string,
  query: { rating?: number; take?: number } = {},
): Promise<{ total: number; reviews: ReviewView[] } | null> {
  const app = await db.app.findFirst({ where: { id: appId, tenantId }, select: { id: true } });
  if (!app) return null;
  const where = { appId, ...(query.rating ? { rating: query.rating } : {}) };
  const [total, rows] = await Promise.all([
    db.resultReview.count({ where }),
    db.resultReview.findMany({
      where,
      orderBy: [{ submittedAt: "desc" }, { id: "asc" }],
      take: query.take ?? 100,
    }),
  ]);
  return {
    total,
    reviews: rows.map((row) => ({
      id: row.id,
      date: row.submittedAt.toISOString(),
      rating: row.rating,
      language: row.language,
      title: row.title,
      text: row.text,
      appVersion: row.appVersion,
    })),
  };
}

const PAGE_WINDOW_DAYS = 90;

/**
 * The Results page of one app: its latest imports, 90 days of downloads and visitors (ending at
 * the latest imported day, or around the launch day when that is in the data), the launch-week
 * figures, and the reviews; null for another company's app.
 */
export async function getResultsPage(
  tenantId: string,
  appId: string,
  query: { rating?: number; today: string; timeZone?: string },
) {
  const app = await db.app.findFirst({
    where: { id: appId, tenantId },
    select: {
      id: true,
      name: true,
      url: true,
      launchDate: true,
      playPackage: true,
      appStoreSku: true,
    },
  });
  if (!app) return null;
  const [imports, span, reviews] = await Promise.all([
    db.resultImport.findMany({
      where: { appId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 20,
    }),
    db.resultDay.aggregate({
      where: { appId, country: "", metric: { in: ["downloads", "visitors"] } },
      _min: { date: true },
      _max: { date: true },
    }),
    getReviews(tenantId, appId, { rating: query.rating, take: 50 }),
  ]);
  const launch = app.launchDate ? isoDate(app.launchDate) : null;
  const first = span._min.date;
  const last = span._max.date ?? query.today;
  let to = last;
  let from = addDays(to, -(PAGE_WINDOW_DAYS - 1));
  if (launch && first && launch >= first && launch <= last && launch < from) {
    from = addDays(launch, -35);
    to = addDays(from, PAGE_WINDOW_DAYS - 1);
  }
  const [downloads, visitors, launchDownloads, launchVisitors, doneTasks] = await Promise.all([
    getResultSeries(tenantId, appId, { metric: "downloads", from, to }),
    getResultSeries(tenantId, appId, { metric: "visitors", from, to }),
    launch
      ? getResultSeries(tenantId, appId, {
          metric: "downloads",
          from: addDays(launch, -28),
          to: addDays(launch, 6),
        })
      : null,
    launch
      ? getResultSeries(tenantId, appId, {
          metric: "visitors",
          from: addDays(launch, -28),
          to: addDays(launch, 6),
        })
      : null,
    // The calendar's done items in the window (a day either side for the zones), on their day.
    db.checklistTask.findMany({
      where: {
        appId,
        done: true,
        dueAt: { gte: parseIsoDate(addDays(from, -1))!, lt: parseIsoDate(addDays(to, 2))! },
      },
      orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }],
      select: { title: true, dueAt: true },
      take: 200,
    }),
  ]);
  const doneItems = doneTasks
    .map((task) => ({ date: zonedParts(task.dueAt, query.timeZone).date, title: task.title }))
    .filter((item) => item.date >= from && item.date <= to);
  return {
    app: {
      id: app.id,
      name: app.name,
      url: app.url,
      playPackage: app.playPackage,
      appStoreSku: app.appStoreSku,
    },
    launch,
    window: { from, to, hasData: Boolean(first) },
    downloads: downloads!.days,
    visitors: visitors!.days,
    launchDays: { downloads: launchDownloads?.days ?? [], visitors: launchVisitors?.days ?? [] },
    doneItems,
    imports: imports.map((row) => summary(row)),
    reviews: reviews!,
  };
}
