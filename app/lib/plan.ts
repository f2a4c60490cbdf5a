// The App Marketing Machine plan (docs/product/spec-facts.md §1, §9).
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

export const MODULE_SUMMARIES = [
  {
    id: "foundation",
    title: "Foundation",
    blurb: "Unique selling point, target audience and goals.",
  },
  { id: "seo", title: "SEO", blurb: "Keyword research and landing page optimization." },
  { id: "content", title: "Content", blurb: "Content ideas and a publishing schedule." },
  {
    id: "community",
    title: "Community",
    blurb: "Engagement templates for the places your users gather.",
  },
  { id: "creative", title: "Creative", blurb: "Headlines and guerrilla tactics that get noticed." },
  {
    id: "launch",
    title: "Launch",
    blurb: "Product Hunt, email blasts and launch-day coordination.",
  },
  { id: "analytics", title: "Metrics", blurb: "Analytics dashboards that show what is working." },
  {
    id: "retention",
    title: "Growth",
    blurb: "Email sequences and upgrade strategies that keep users.",
  },
] as const;
