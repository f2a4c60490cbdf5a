import { describe, expect, test } from "vitest";

import { parseIsoDate } from "./dates";
import {
  aggregateWeekly,
  compareToTarget,
  dailyProgressSeries,
  formatDay,
  isKpiMetricId,
  KPI_METRICS,
  type KpiEntryLike,
  summarizeMetric,
  weeklySeries,
} from "./kpi";

const d = (iso: string) => parseIsoDate(iso) as Date;
let nextId = 0;
const entry = (week: string, value: number, target: number | null = null): KpiEntryLike => ({
  id: `e${++nextId}`,
  metric: "visits",
  weekStart: d(week),
  value,
  target,
});

describe("aggregateWeekly", () => {
  test("one entry per week stays as it is, sorted oldest first", () => {
    const weeks = aggregateWeekly(
      [entry("2026-03-09", 20, 25), entry("2026-03-02", 10)],
      "flow",
      1,
    );
    expect(weeks.map((w) => [w.week, w.value, w.target])).toEqual([
      ["2026-03-02", 10, null],
      ["2026-03-09", 20, 25],
    ]);
  });

  test("flows recorded on Mondays add up into Sunday weeks after a preference change", () => {
    // Mon 2 Mar and Sun 8 Mar belong to the Sunday week starting 1 Mar and 8 Mar respectively;
    // Mon 2 Mar and a Tuesday 3 Mar entry both fall in the week of Sun 1 Mar.
    const weeks = aggregateWeekly(
      [entry("2026-03-02", 10, 12), entry("2026-03-03", 5), entry("2026-03-08", 7)],
      "flow",
      0,
    );
    expect(weeks.map((w) => [w.week, w.value, w.target, w.entryIds.length])).toEqual([
      ["2026-03-01", 15, 12, 2],
      ["2026-03-08", 7, null, 1],
    ]);
  });

  test("stocks keep the latest entry of the week, and its target when it has one", () => {
    const weeks = aggregateWeekly(
      [entry("2026-03-03", 120, 150), entry("2026-03-02", 100, 140)],
      "stock",
      1,
    );
    expect(weeks).toHaveLength(1);
    expect(weeks[0].value).toBe(120);
    expect(weeks[0].target).toBe(150);
  });
});

describe("compareToTarget", () => {
  test("no target: nothing to compare", () => {
    expect(compareToTarget(50, null)).toEqual({ status: "none" });
  });
  test("met at exactly the target, below one under it, rounded percent", () => {
    expect(compareToTarget(100, 100)).toEqual({ status: "met", percent: 100, difference: 0 });
    expect(compareToTarget(99, 100)).toEqual({ status: "below", percent: 99, difference: -1 });
    expect(compareToTarget(2, 3)).toEqual({ status: "below", percent: 67, difference: -1 });
    expect(compareToTarget(150, 100).status).toBe("met");
  });
  test("a target of 0 is met by any number", () => {
    expect(compareToTarget(0, 0)).toEqual({ status: "met", percent: 100, difference: 0 });
  });
});

describe("weeklySeries", () => {
  test("fills missing weeks with null between the first and last week", () => {
    const weeks = aggregateWeekly([entry("2026-03-02", 1), entry("2026-03-23", 4)], "flow", 1);
    expect(weeklySeries(weeks)).toEqual([
      { week: "2026-03-02", value: 1, target: null },
      { week: "2026-03-09", value: null, target: null },
      { week: "2026-03-16", value: null, target: null },
      { week: "2026-03-23", value: 4, target: null },
    ]);
  });
  test("keeps only the latest weeks", () => {
    const weeks = aggregateWeekly([entry("2026-01-05", 1), entry("2026-03-23", 4)], "flow", 1);
    const series = weeklySeries(weeks, 3);
    expect(series.map((p) => p.week)).toEqual(["2026-03-09", "2026-03-16", "2026-03-23"]);
  });
  test("empty in, empty out", () => {
    expect(weeklySeries([])).toEqual([]);
  });
});

describe("summarizeMetric", () => {
  test("latest week, change against the week before and the target comparison", () => {
    const weeks = aggregateWeekly(
      [entry("2026-03-02", 10), entry("2026-03-09", 25, 20)],
      "flow",
      1,
    );
    const summary = summarizeMetric(weeks);
    expect(summary?.latest.week).toBe("2026-03-09");
    expect(summary?.change).toBe(15);
    expect(summary?.comparison).toEqual({ status: "met", percent: 125, difference: 5 });
  });
  test("no change when the week before is empty", () => {
    const weeks = aggregateWeekly([entry("2026-03-02", 10), entry("2026-03-16", 5)], "flow", 1);
    expect(summarizeMetric(weeks)?.change).toBeNull();
    expect(summarizeMetric([])).toBeNull();
  });
});

describe("dailyProgressSeries", () => {
  test("the last save of each day in the user's time zone wins", () => {
    const series = dailyProgressSeries(
      [
        { progress: 13, createdAt: new Date("2026-03-02T10:00:00Z") },
        { progress: 25, createdAt: new Date("2026-03-02T20:00:00Z") },
        // 03:00 UTC on 3 Mar is still 2 Mar in New York.
        { progress: 38, createdAt: new Date("2026-03-03T03:00:00Z") },
        { progress: 50, createdAt: new Date("2026-03-04T12:00:00Z") },
      ],
      "America/New_York",
    );
    expect(series).toEqual([
      { day: "2026-03-02", progress: 38 },
      { day: "2026-03-04", progress: 50 },
    ]);
    expect(
      dailyProgressSeries([{ progress: 38, createdAt: new Date("2026-03-03T03:00:00Z") }], "UTC"),
    ).toEqual([{ day: "2026-03-03", progress: 38 }]);
  });
  test("keeps only the latest days", () => {
    const snapshots = [1, 2, 3].map((n) => ({
      progress: n,
      createdAt: new Date(`2026-03-0${n}T12:00:00Z`),
    }));
    expect(dailyProgressSeries(snapshots, "UTC", 2).map((p) => p.progress)).toEqual([2, 3]);
  });
});

test("metric ids are unique and checked", () => {
  const ids = KPI_METRICS.map((m) => m.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(isKpiMetricId("upvotes")).toBe(true);
  expect(isKpiMetricId("followers")).toBe(false);
  expect(formatDay("2026-03-02")).toBe("2 Mar 2026");
});
