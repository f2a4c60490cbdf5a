// Analytics (metrics): what to measure and sensible baselines. docs/guidance-sources.md.
import { LONG_TEXT_MAX } from "../../limits";
import { MODULE_TITLES } from "../module-titles";
import { SOURCES } from "../sources";
import type { GuidancePoint, ModuleDefinition } from "../types";

const CHECKED = "2026-11-23";

/** Every benchmark names its source and year next to the figure. */
const ALL_APPS_RETENTION: GuidancePoint = {
  text: "Averages, not a target for every app: a 2025 vendor roundup citing AppsFlyer and Adjust (secondary) puts day-1 retention at about 25\u201330%; AppsFlyer's own reports give about 10\u201312% on day 7 and 4\u20135% on day 30. Compare only figures that count a \u201cday\u201d the same way.",
  sources: [SOURCES.retentionRoundup, SOURCES.adjustRetention],
  checked: "2026-11-25",
};

export const analyticsModule: ModuleDefinition = {
  stepName: "analytics",
  title: MODULE_TITLES.analytics,
  summary: "Analytics dashboards: what to measure for your launch, content, reach and newsletter.",
  guidance: [
    ALL_APPS_RETENTION,
    {
      text: "An old but often quoted figure (Quettra data, 2015, Android only): the average app lost 77% of its daily users within 3 days and 90% within 30. Treat it as history, not as today's benchmark.",
      sources: [SOURCES.andrewChenRetention],
      checked: CHECKED,
      platforms: ["android"],
    },
    {
      text: "Only compare retention figures that define a \u201cday\u201d the same way.",
      sources: [SOURCES.adjustRetention],
    },
    {
      text: "Conversion to paid (RevenueCat 2025): the median subscription app converts about 1.9% of downloads to payers within 35 days, the top tenth 8.5%. RevenueCat 2026: hard paywalls converted about 10.7% against 2.1% for freemium. Category medians (for example for health apps) are unconfirmed.",
      sources: [SOURCES.revenueCat2025, SOURCES.revenueCat2026],
      checked: CHECKED,
    },
    {
      text: "Newsletters: Mailchimp's 2019 data put opens around 21\u201323% and clicks around 2.6\u20132.9%. Apple Mail Privacy Protection has inflated opens since September 2021, so judge by clicks.",
      sources: [SOURCES.mailchimpBenchmarks, SOURCES.appleMailPrivacy],
    },
    {
      text: "Product Hunt votes are weighted, so a vote count is not reach. Track referral visits, sign-ups and comments instead.",
      sources: [SOURCES.phVoteSelling],
    },
    {
      text: "We found no reliable benchmarks for churn, editorial coverage or reach: measure your own baseline in the first weeks and compare against it.",
      sources: [],
      unconfirmed: true,
    },
  ],
  categoryNotes: {
    games: [
      {
        text: "Mobile games, GameAnalytics 2026: medians of 22% on day 1, 4% on day 7 and 0.7% on day 30; \u201cgood\u201d is now about 35/15/5, and the top tenth reach about 40% on day 1.",
        sources: [SOURCES.gameAnalytics2026],
        checked: CHECKED,
      },
      {
        text: "Mobile games, GameAnalytics 2018 (60,000 titles): about 35% on day 1 is performing well and below 30% may not be viable; 15\u201330% on day 7 is good. Kids titles run lower: 15% on day 1 is above average.",
        sources: [SOURCES.gameAnalytics2018],
        checked: CHECKED,
      },
    ],
    health: [
      {
        text: "Sharing health data with ad or analytics platforms without authorisation counts as a breach under the US FTC Health Breach Notification Rule. Check what your analytics tools receive.",
        sources: [SOURCES.ftcHealthBreach],
      },
    ],
    tools: [
      {
        text: "Niche utilities may see single-digit day-1 retention; what matters is whether the people who need the tool keep using it.",
        sources: [SOURCES.utilityRetention],
      },
    ],
  },
  fields: [
    {
      name: "productHuntMetrics",
      completes: true,
      label: "Product Hunt metrics",
      hint: "What you will measure from launch day beyond votes.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Referral visits from PH, installs on launch day, comments answered.",
        shopping: "PH referral visits, sign-ups, sellers who set up stock within a day.",
        photo: "PH visits, installs, clips exported by launch-day users.",
        social: "PH visits, clubs created, invites sent.",
        health: "PH visits, installs, first routine completed.",
        education: "PH visits, sign-ups, decks created from notes.",
        music: "PH visits, installs, beats exported.",
        tools: "PH visits, installs, tabs slept in the first hour.",
      },
    },
    {
      name: "editorialMetrics",
      label: "Editorial and content metrics",
      hint: "How you will judge your articles and posts.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Visits per article, time on page, installs from the blog.",
        shopping: "Checklist downloads, sign-ups from guides.",
        photo: "Tutorial views, installs from tutorial links.",
        social: "Guide visits from organisers, clubs created after reading.",
        health: "Article visits, newsletter sign-ups from stretch guides.",
        education: "Guide visits, teacher sign-ups.",
        music: "Explainer visits, sound-pack downloads.",
        tools: "Visits from search, installs per article.",
      },
    },
    {
      name: "reachMetrics",
      label: "Reach metrics",
      hint: "How many of the right people saw you, per channel.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Followers on TikTok and Discord members, weekly.",
        shopping: "Newsletter subscribers and forum replies, weekly.",
        photo: "Views and shares of example clips.",
        social: "Clubs reached through organisers.",
        health: "LinkedIn impressions from physio posts.",
        education: "Schools and classes reached.",
        music: "Remix entries and Discord members.",
        tools: "HN and newsletter referrals.",
      },
    },
    {
      name: "newsletterMetrics",
      label: "Newsletter metrics",
      hint: "Judge by clicks and replies; opens are inflated by Apple Mail.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Click rate on the weekly puzzle email, unsubscribes.",
        shopping: "Clicks on market tips, replies from sellers.",
        photo: "Clicks on the monthly challenge email.",
        social: "Organiser newsletter clicks.",
        health: "Clicks on the weekly stretch email.",
        education: "Clicks on study tips before exams.",
        music: "Clicks on new sound-pack emails.",
        tools: "Changelog email clicks.",
      },
    },
    {
      name: "trackingDashboard",
      completes: true,
      label: "Tracking dashboard",
      hint: "The few numbers you will look at every week, and where.",
      kind: "textarea",
      maxLength: LONG_TEXT_MAX,
      examples: {
        games: "Weekly: installs, day-1 and day-7 return rate, players finishing the daily puzzle.",
        shopping: "Weekly: active sellers, sales recorded, paying sellers.",
        photo: "Weekly: clips exported, share rate, day-7 return rate.",
        social: "Weekly: active clubs, events created, reports answered within a day.",
        health: "Weekly: routines completed, day-7 return rate, no health data sent to ad tools.",
        education: "Weekly: decks created, quizzes taken, classes active.",
        music: "Weekly: beats made, exports, day-7 return rate.",
        tools: "Weekly: active installs, memory saved, uninstalls.",
      },
    },
  ],
};
