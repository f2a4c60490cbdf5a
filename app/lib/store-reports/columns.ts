// What the stores' and analytics tools' export files hold, as facts the reader matches by meaning:
// header names differ by year and by case, so a column is found by its normalized name among
// several. The sources of every fact are in docs/store-reports.md.

/** Where a number comes from: the metric means the same whatever the store. */
export const RESULT_STORES = ["app-store", "google-play", "web"] as const;
export type ResultStore = (typeof RESULT_STORES)[number];

/**
 * One meaning each (docs/store-reports.md, "Metrics"): first-time downloads; the devices with the
 * app installed; web visitors and page views; the average star rating; reviews written that day.
 */
export const RESULT_METRICS = [
  "downloads",
  "installed-audience",
  "visitors",
  "pageviews",
  "rating-average",
  "reviews",
] as const;
export type ResultMetric = (typeof RESULT_METRICS)[number];

/** "flow" metrics add up over days; "level" metrics are a state on the day (the latest wins). */
export const METRIC_KIND: Record<ResultMetric, "flow" | "level"> = {
  downloads: "flow",
  "installed-audience": "level",
  visitors: "flow",
  pageviews: "flow",
  "rating-average": "level",
  reviews: "flow",
};

export const METRIC_LABELS: Record<ResultMetric, string> = {
  downloads: "Downloads",
  "installed-audience": "Installed audience",
  visitors: "Visitors",
  pageviews: "Page views",
  "rating-average": "Average rating",
  reviews: "Reviews",
};

export const STORE_LABELS: Record<ResultStore, string> = {
  "app-store": "App Store",
  "google-play": "Google Play",
  web: "Web",
};

/** "Daily User Installs", "daily_user_installs", "DAILY USER INSTALLS" → "daily user installs". */
export function normalizeHeader(name: string): string {
  return name
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The index of the first header that matches one of the names, in the order of preference. */
export function findColumn(headers: string[], names: readonly string[]): number {
  for (const name of names) {
    const index = headers.indexOf(name);
    if (index !== -1) return index;
  }
  return -1;
}

// Google Play monthly installs reports: the 2019 renaming and the older headers, by meaning.
export const PLAY_DOWNLOADS = [
  "daily user installs",
  "user acquisitions",
  "daily user acquisitions",
  "new users",
];
/** Used only when a file has no user installs at all (old device-only files). */
export const PLAY_DOWNLOADS_FALLBACK = ["daily device installs", "device acquisitions"];
export const PLAY_INSTALLED_AUDIENCE = [
  "active device installs",
  "installed audience",
  "current device installs",
  "install base",
];
export const PLAY_RATING_AVERAGE = ["total average rating", "average rating"];
/** The dimension column of a monthly file ("overview" files have none). */
export const PLAY_DIMENSIONS: Record<string, string> = {
  country: "country",
  "app version code": "app_version",
  "app version": "app_version",
  device: "device",
  language: "language",
  "android os version": "os_version",
  "os version": "os_version",
  carrier: "carrier",
};

/** The 16 columns of a Play reviews file, from "Package Name" to "Review Link". */
export const PLAY_REVIEW_COLUMNS = {
  package: ["package name"],
  versionName: ["app version name"],
  versionCode: ["app version code"],
  language: ["reviewer language"],
  device: ["device"],
  submitted: ["review submit date and time"],
  submittedMillis: ["review submit millis since epoch"],
  updated: ["review last update date and time"],
  rating: ["star rating"],
  title: ["review title"],
  text: ["review text"],
  reply: ["developer reply text"],
  link: ["review link"],
} as const;

/**
 * App Store product type identifiers that are first-time downloads (apps on iPhone, iPad, Mac,
 * tvOS, and their bundles). 3/3F are re-downloads, 7/7F/7T/F7 updates, IA* in-app purchases:
 * none of them a download.
 */
export const APP_STORE_FIRST_DOWNLOADS = new Set([
  "1",
  "1F",
  "1T",
  "F1",
  "1E",
  "1EP",
  "1EU",
  "1-B",
  "F1-B",
]);
/** Product types of an app itself (so its SKU is a product of the report), not an in-app item. */
export const APP_STORE_APP_TYPES = new Set([
  ...APP_STORE_FIRST_DOWNLOADS,
  "3",
  "3F",
  "3T",
  "F3",
  "7",
  "7F",
  "7T",
  "F7",
]);

/** Play's web "Download report": which metric a column's description names. */
export const PLAY_WEB_METRICS: { match: RegExp; metric: ResultMetric }[] = [
  {
    match: /installed audience|active device installs|install base/i,
    metric: "installed-audience",
  },
  { match: /user acquisitions|new users|users acquired|daily user installs/i, metric: "downloads" },
  { match: /average rating/i, metric: "rating-average" },
];

/** What the reader takes, for the refusals and the page. */
export const EXPECTED_KINDS =
  "a Google Play installs, ratings or reviews report, a Play Console statistics download, an App Store Connect Summary Sales Report or a Plausible visitors.csv";
