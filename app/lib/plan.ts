// The App Marketing Machine plan (docs/product/spec-facts.md §1, §9).
import { MODULE_COUNT } from "./wizard/module-titles";

export const TRIAL_DAYS = 7;
export const PLAN_NAME = "App Marketing Machine";
export const PLAN_PRICE_PER_YEAR_USD = 240;
export const PLAN_PRICE_PER_MONTH_USD = 20;

export const PLAN_FEATURES = [
  `${MODULE_COUNT}-step marketing system`,
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
  `All ${MODULE_COUNT} marketing modules`,
  "PDF and CSV export",
  "Priority email support",
  "Cancel anytime",
] as const;
