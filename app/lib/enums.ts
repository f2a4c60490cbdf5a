// Every enumerated value of the data model, validated in one place (docs/product/spec-facts.md §3, §4).

export const SUBSCRIPTION_STATUSES = ["active", "trial", "expired", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const MODULE_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

export const STEP_NAMES = [
  "foundation",
  "seo",
  "content",
  "community",
  "creative",
  "launch",
  "analytics",
  "retention",
] as const;
export type StepName = (typeof STEP_NAMES)[number];

export const CATEGORIES = [
  { id: "games", name: "Games & Fun" },
  { id: "shopping", name: "Shopping & Business" },
  { id: "photo", name: "Photos & Videos" },
  { id: "social", name: "Social & Chat" },
  { id: "health", name: "Health & Fitness" },
  { id: "education", name: "Learning & Education" },
  { id: "music", name: "Music & Audio" },
  { id: "tools", name: "Tools & Utilities" },
] as const;
export type CategoryId = (typeof CATEGORIES)[number]["id"];
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as unknown as readonly CategoryId[];

function isOneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === "string" && (values as readonly string[]).includes(value);
}

export const isSubscriptionStatus = isOneOf(SUBSCRIPTION_STATUSES);
export const isRole = isOneOf(ROLES);
export const isModuleStatus = isOneOf(MODULE_STATUSES);
export const isStepName = isOneOf(STEP_NAMES);
export const isCategoryId = isOneOf(CATEGORY_IDS);

export function categoryName(id: string | null | undefined): string | null {
  return CATEGORIES.find((c) => c.id === id)?.name ?? null;
}

/** docs/product/spec-facts.md §3: the 12 simple-wizard answer ids. */
export const SIMPLE_WIZARD_ANSWER_IDS = [
  "app-name",
  "app-description",
  "app-problem",
  "who-uses",
  "age-group",
  "why-choose",
  "tell-friends",
  "find-users",
  "special-features",
  "launch-date",
  "launch-help",
  "success-looks-like",
] as const;
export type SimpleWizardAnswerId = (typeof SIMPLE_WIZARD_ANSWER_IDS)[number];
export const isSimpleWizardAnswerId = isOneOf(SIMPLE_WIZARD_ANSWER_IDS);

/** docs/product/spec-facts.md §3: the six content idea ids. */
export const CONTENT_IDEA_IDS = [
  "long-form-article",
  "case-study-coverage",
  "q-and-a-pitch",
  "consumer-focused-story",
  "innovation-disruption",
  "seo-optimized-content",
] as const;
export type ContentIdeaId = (typeof CONTENT_IDEA_IDS)[number];
export const isContentIdeaId = isOneOf(CONTENT_IDEA_IDS);
