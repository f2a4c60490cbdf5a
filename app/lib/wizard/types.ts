// Shapes of the wizards' guidance content (pure data, shared by server and browser).
import type { CategoryId, SimpleWizardAnswerId, StepName } from "~/lib/enums";
import type { PlatformId } from "~/lib/platforms";

/** The simple wizard's answers by question id. */
export type SimpleAnswers = Partial<Record<SimpleWizardAnswerId, string>>;

/** One example per category: the "category-based guidance" the landing page promises. */
export type CategoryExamples = Record<CategoryId, string>;

export type Source = {
  label: string;
  url: string;
  /** A third party quoting the primary source (our sources guide's "secondary"). */
  secondary?: boolean;
};

export type GuidancePoint = {
  text: string;
  sources: Source[];
  /** Not verified: shown as a tip, never as a rule. */
  unconfirmed?: boolean;
  /** The day this rule was last checked against its sources (YYYY-MM-DD); older rules omit it. */
  checked?: string;
  /** Shown only for apps shipping on one of these platforms (none: every platform). */
  platforms?: readonly PlatformId[];
  /** "children": shown only when the app's audience may include children (wizard/audience.ts). */
  audience?: "children";
};

export type FieldKind = "text" | "textarea" | "date" | "ideas";

export type ModuleField = {
  name: string;
  label: string;
  hint: string;
  /** The hint when the age range rules children out (their consent rules are not shown). */
  hintWithoutChildren?: string;
  kind: FieldKind;
  /** The server's limit; the 140/155 fields show a live counter instead of a native maxLength. */
  maxLength: number;
  counter?: boolean;
  examples: CategoryExamples;
  /** Competitor name/weakness pairs are drawn together. */
  group?: "competitors";
  /**
   * Save & Continue completes the module only with this field filled (./completion.ts); the
   * form's line above it names these fields.
   */
  completes?: true;
};

export type ContentIdea = {
  id: string;
  title: string;
  description: string;
  examples: CategoryExamples;
};

export type ModuleDefinition = {
  stepName: StepName;
  title: string;
  summary: string;
  guidance: GuidancePoint[];
  /** Extra rules that only apply to some categories. */
  categoryNotes: Partial<Record<CategoryId, GuidancePoint[]>>;
  fields: ModuleField[];
};
