// The App Marketing Machine plan (docs/product/spec-facts.md §1, §9).
import type { StepName } from "./enums";

export const TRIAL_DAYS = 7;
export const PLAN_NAME = "App Marketing Machine";
export const PLAN_PRICE_PER_YEAR_USD = 240;
export const PLAN_PRICE_PER_MONTH_USD = 20;

export const PLAN_FEATURES = [
  "8-step marketing system",
  "Category-based guidance",
  "Progress tracking",
  "Simple Q&A format",
  "7-day free trial",
  "Professional templates",
  "Launch day checklist",
  "Analytics and metrics",
  "Community support",
  "Mobile-friendly access",
  "Expert support team",
  "Custom marketing calendar",
  "Competitor analysis tools",
  "Performance reports",
] as const;

export const PLAN_INCLUDES = [
  "Unlimited apps and plans",
  "All 8 marketing modules",
  "PDF and CSV export",
  "Priority email support",
  "Cancel anytime",
] as const;

/** The landing page's line on each module; the names are the wizard's (./wizard/module-titles). */
export const MODULE_SUMMARIES = [
  { id: "foundation", blurb: "Unique selling point, target audience and goals." },
  { id: "seo", blurb: "Keyword research and landing page optimization." },
  { id: "content", blurb: "Content ideas and a publishing schedule." },
  { id: "community", blurb: "Engagement templates for the places your users gather." },
  { id: "creative", blurb: "Headlines and guerrilla tactics that get noticed." },
  { id: "launch", blurb: "Product Hunt, email blasts and launch-day coordination." },
  { id: "analytics", blurb: "Dashboards that show which marketing is working." },
  { id: "retention", blurb: "Email sequences and upgrade strategies that keep users." },
] as const satisfies readonly { id: StepName; blurb: string }[];
