// Weekly KPI numbers: which metrics a maker records, how they roll up into weeks, how a week
// compares with its target, and the series the charts draw. Pure: shared by server and browser.
import {
  addDays,
  DAYS_PER_WEEK,
  daysBetween,
  isoDate,
  parseIsoDate,
  startOfWeek,
  todayIn,
} from "./dates";

/** Monday (1) or Sunday (0), as stored in User.weekStart. */
export type WeekStartsOn = 0 | 1;

/**
 * "flow" numbers happen during the week (visits, sign-ups) and add up; "stock" numbers are a level
 * at the end of the week (subscribers) and the latest one wins.
 */
export type KpiKind = "flow" | "stock";

/** The Analytics module field each metric belongs to (docs/product/spec-facts.md §3). */
export type KpiArea =
  "productHuntMetrics" | "reachMetrics" | "newsletterMetrics" | "editorialMetrics";

export type KpiMetric = {
  id: string;
  label: string;
  kind: KpiKind;
  area: KpiArea;
  hint: string;
};

// Which numbers matter and why: docs/product/marketing-facts.md, "Product Hunt" and "Analytics". Votes are weighted by Product Hunt, so a
// vote count is not reach; referral visits, sign-ups and comments are.
export const KPI_METRICS = [
  {
    id: "visits",
    label: "Website visits",
    kind: "flow",
    area: "reachMetrics",
    hint: "Visits to your site or store page this week, from your analytics tool.",
  },
  {
    id: "signups",
    label: "Sign-ups",
    kind: "flow",
    area: "reachMetrics",
    hint: "New accounts or installs this week: the number that shows real interest.",
  },
  {
    id: "ph-referral-visits",
    label: "Visits referred by Product Hunt",
    kind: "flow",
    area: "productHuntMetrics",
    hint: "Visits whose referrer is producthunt.com: this, not the vote count, is your reach there.",
  },
  {
    id: "ph-comments",
    label: "Product Hunt comments",
    kind: "flow",
    area: "productHuntMetrics",
    hint: "Comments count toward the ranking and tell you what people think.",
  },
  {
    id: "upvotes",
    label: "Product Hunt upvotes",
    kind: "flow",
    area: "productHuntMetrics",
    hint: "Product Hunt weighs votes (a new account can count for nothing), so votes are not reach.",
  },
  {
    id: "newsletter-subscribers",
    label: "Newsletter subscribers",
    kind: "stock",
    area: "newsletterMetrics",
    hint: "Subscribers at the end of the week.",
  },
  {
    id: "newsletter-clicks",
    label: "Newsletter clicks",
    kind: "flow",
    area: "newsletterMetrics",
    hint: "Judge emails by clicks: Apple Mail Privacy Protection inflates opens since 2021.",
  },
  {
    id: "press-mentions",
    label: "Press and blog mentions",
    kind: "flow",
    area: "editorialMetrics",
    hint: "Articles, reviews and posts that mention your app this week.",
  },
] as const satisfies readonly KpiMetric[];

export type KpiMetricId = (typeof KPI_METRICS)[number]["id"];
export const KPI_METRIC_IDS = KPI_METRICS.map((m) => m.id) as unknown as readonly [
  KpiMetricId,
  ...KpiMetricId[],
];

export const KPI_AREA_LABELS: Record<KpiArea, string> = {
  reachMetrics: "Reach",
  productHuntMetrics: "Product Hunt",
  newsletterMetrics: "Newsletter",
  editorialMetrics: "Editorial",
};

/** The charts show at most this many weeks, ending with the latest recorded one. */
export const KPI_CHART_WEEKS = 26;
/** The progress chart shows at most this many days with a save. */
export const PROGRESS_CHART_DAYS = 60;

const SOURCE_NAMES: Record<string, string> = {
  "google-play": "Play Console",
  "app-store": "App Store Connect",
  web: "web analytics",
};

/**
 * Where a week's number came from, as the KPI log says it: "typed", or "from Play Console",
 * "from App Store Connect", "from web analytics" (several: "from Play Console and App Store
 * Connect") for a week filled from imported days.
 */
export function kpiSourceLabel(source: string): string {
  if (source === "typed" || !source) return "typed";
  const names = source.split(",").map((store) => SOURCE_NAMES[store] ?? store);
  return `from ${names.join(" and ")}`;
}

export function kpiMetric(id: string): KpiMetric | undefined {
  return KPI_METRICS.find((m) => m.id === id);
}

export function isKpiMetricId(value: unknown): value is KpiMetricId {
  return typeof value === "string" && KPI_METRICS.some((m) => m.id === value);
}

export type KpiEntryLike = {
  id: string;
  metric: string;
  weekStart: Date;
  value: number;
  target: number | null;
  updatedAt?: Date;
};

export type WeeklyKpi = {
  /** "YYYY-MM-DD" of the week's first day. */
  week: string;
  value: number;
  target: number | null;
  entryIds: string[];
};

/**
 * One metric's entries rolled up into weeks that start on `weekStartsOn`. Entries recorded under
 * another week start (the user changed the preference) fall into the week holding their date:
 * flows add up, stocks keep the latest entry. Sorted oldest first.
 */
export function aggregateWeekly(
  entries: readonly KpiEntryLike[],
  kind: KpiKind,
  weekStartsOn: WeekStartsOn,
): WeeklyKpi[] {
  const sorted = [...entries].sort((a, b) => a.weekStart.getTime() - b.weekStart.getTime());
  const weeks = new Map<string, WeeklyKpi>();
  for (const entry of sorted) {
    const week = startOfWeek(isoDate(entry.weekStart), weekStartsOn);
    const current = weeks.get(week);
    if (!current) {
      weeks.set(week, { week, value: entry.value, target: entry.target, entryIds: [entry.id] });
      continue;
    }
    current.entryIds.push(entry.id);
    if (kind === "flow") {
      current.value += entry.value;
      current.target =
        current.target === null && entry.target === null
          ? null
          : (current.target ?? 0) + (entry.target ?? 0);
    } else {
      current.value = entry.value;
      current.target = entry.target ?? current.target;
    }
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}

export type TargetComparison =
  { status: "none" } | { status: "met" | "below"; percent: number; difference: number };

/** How a week's number compares with its target; percent is rounded to a whole number. */
export function compareToTarget(value: number, target: number | null): TargetComparison {
  if (target === null) return { status: "none" };
  const difference = value - target;
  const percent = target === 0 ? (value >= 0 ? 100 : 0) : Math.round((value / target) * 100);
  return { status: difference >= 0 ? "met" : "below", percent, difference };
}

export type SeriesPoint = { week: string; value: number | null; target: number | null };

/**
 * Consecutive weeks ending at the latest recorded week (at most `maxWeeks`), with null where
 * nothing was recorded, so a chart shows the gap instead of joining across it.
 */
export function weeklySeries(
  weeks: readonly WeeklyKpi[],
  maxWeeks: number = KPI_CHART_WEEKS,
): SeriesPoint[] {
  if (weeks.length === 0) return [];
  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  const last = weeks[weeks.length - 1].week;
  const span = Math.round(daysBetween(weeks[0].week, last) / DAYS_PER_WEEK) + 1;
  const count = Math.min(span, maxWeeks);
  const points: SeriesPoint[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const week = addDays(last, -i * DAYS_PER_WEEK);
    const found = byWeek.get(week);
    points.push({ week, value: found?.value ?? null, target: found?.target ?? null });
  }
  return points;
}

export type MetricSummary = {
  latest: WeeklyKpi;
  /** Change against the week before, or null when that week has no number. */
  change: number | null;
  comparison: TargetComparison;
};

export function summarizeMetric(weeks: readonly WeeklyKpi[]): MetricSummary | null {
  if (weeks.length === 0) return null;
  const latest = weeks[weeks.length - 1];
  const previousWeek = addDays(latest.week, -DAYS_PER_WEEK);
  const previous = weeks.find((w) => w.week === previousWeek);
  return {
    latest,
    change: previous ? latest.value - previous.value : null,
    comparison: compareToTarget(latest.value, latest.target),
  };
}

export type ProgressPoint = { day: string; progress: number };

/**
 * The app's progress per calendar day in the user's time zone: the last save of each day wins.
 * Only the latest `maxDays` days with a save are kept. Sorted oldest first.
 */
export function dailyProgressSeries(
  snapshots: readonly { progress: number; createdAt: Date }[],
  timeZone: string,
  maxDays: number = PROGRESS_CHART_DAYS,
): ProgressPoint[] {
  const sorted = [...snapshots].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const days = new Map<string, number>();
  for (const snapshot of sorted) days.set(todayIn(timeZone, snapshot.createdAt), snapshot.progress);
  return [...days.entries()]
    .map(([day, progress]) => ({ day, progress }))
    .sort((a, b) => a.day.localeCompare(b.day))
    .slice(-maxDays);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "3 Mar 2026": the same text on the server and in every browser. */
export function formatDay(iso: string, withYear = true): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const text = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return withYear ? `${text} ${date.getUTCFullYear()}` : text;
}

/** Numbers with thousands separators and at most two decimals, fixed to one locale for SSR. */
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/**
 * Each metric's current target: the target of its latest week that has one. A new number with
 * no target typed takes its own metric's target, never another metric's.
 */
export function latestTargets(
  entries: readonly { metric: string; weekStart: Date | string; target: number | null }[],
): Record<string, number> {
  const latest: Record<string, { week: number; target: number }> = {};
  for (const entry of entries) {
    if (entry.target === null) continue;
    const week = new Date(entry.weekStart).getTime();
    const current = latest[entry.metric];
    if (!current || week > current.week) latest[entry.metric] = { week, target: entry.target };
  }
  return Object.fromEntries(Object.entries(latest).map(([metric, v]) => [metric, v.target]));
}
